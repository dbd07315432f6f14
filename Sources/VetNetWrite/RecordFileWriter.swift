public import VetNetCore

/// Writes `owners.json` / `patients.json`: a JSON array of records, sorted by `id`, streamed to an atomic file.
public enum RecordFileWriter {
    /// Writes the records sorted by id; returns the file's SHA-256 (hex) for the manifest.
    public static func write<Record>(
        _ records: [Record], to path: String, id: (Record) -> String, encode: (inout JSONWriter, Record) -> Void
    ) throws(Diagnostic) -> String {
        let file = try StreamedFile(path: path)
        var writer = JSONWriter(indentLevel: 1)
        let ids = records.map(id)
        // Runs hand over records in ID order already; sorting a million IDs again costs a second.
        let order = zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 } ? Array(ids.indices) : ids.indices.sorted { ids[$0] < ids[$1] }
        var chunk: [UInt8] = records.isEmpty ? Array("[]".utf8) : Array("[".utf8)
        for (position, index) in order.enumerated() {
            writer.removeAll()
            encode(&writer, records[index])
            chunk.append(contentsOf: position == 0 ? Self.firstSeparator : Self.separator)
            chunk.append(contentsOf: writer.bytes)
            if chunk.count > 1 << 20 {
                try file.write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !records.isEmpty { chunk.append(contentsOf: Array("\n]".utf8)) }
        chunk.append(0x0A)
        try file.write(chunk)
        return try file.commit()
    }

    private static let firstSeparator = Array("\n  ".utf8)
    private static let separator = Array(",\n  ".utf8)
}
