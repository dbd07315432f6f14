public import VetNetCore

/// Writes `owners.json` / `patients.json`: a JSON array of records, sorted by `id`, streamed to an atomic file.
public enum RecordFileWriter {
    /// Writes the records sorted by id; returns the file's SHA-256 (hex) for the manifest.
    ///
    /// Inlinable so that it is specialized for the caller's record type: unspecialized, reading `records[index]`
    /// copies the record, retaining every string in it, a million times per file.
    @inlinable
    public static func write<Record>(
        _ records: [Record], to path: String, id: (Record) -> String, encode: (inout JSONWriter, Record) -> Void
    ) throws(Diagnostic) -> String {
        let file = try StreamedFile(path: path)
        var writer = JSONWriter(indentLevel: 1)
        // Through the buffer, whose elements are lent to the closures in place: `records[index]` handed each
        // closure a copy.
        return try records.withUnsafeBufferPointer { (records) throws(Diagnostic) -> String in
            // Runs hand over records in ID order already; sorting a million IDs again costs a second.
            let inOrder = records.indices.dropFirst().allSatisfy { id(records[$0 - 1]) < id(records[$0]) }
            let order: [Int]
            if inOrder {
                order = []
            } else {
                let ids = records.map(id)
                order = ids.indices.sorted { ids[$0] < ids[$1] }
            }
            var chunk: [UInt8] = records.isEmpty ? Array("[]".utf8) : Array("[".utf8)
            chunk.reserveCapacity(1 << 20 + 1 << 16)
            for position in records.indices {
                writer.removeAll()
                encode(&writer, records[inOrder ? position : order[position]])
                chunk.append(contentsOf: position == 0 ? firstSeparator : separator)
                chunk.append(contentsOf: writer.bytes)
                if chunk.count > 1 << 20 {
                    try file.write(chunk)
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            if !records.isEmpty { chunk.append(contentsOf: "\n]".utf8) }
            chunk.append(0x0A)
            try file.write(chunk)
            return try file.commit()
        }
    }

    @usableFromInline static let firstSeparator = Array("\n  ".utf8)
    @usableFromInline static let separator = Array(",\n  ".utf8)
}
