public import VetNetCore

/// Writes `owners.json` / `patients.json`: a JSON array of records, sorted by `id`, streamed to an atomic file.
public enum RecordFileWriter {
    /// Writes the records sorted by id; returns the file's SHA-256 (hex) for the manifest.
    public static func write<Record>(
        _ records: [Record], to path: String, id: (Record) -> String, encode: (inout JSONWriter, Record) -> Void
    ) throws(Diagnostic) -> String {
        let file = try AtomicFile(path: path)
        let hasher = BackgroundHasher()
        var writer = JSONWriter()
        let ids = records.map(id)
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        var chunk: [UInt8] = records.isEmpty ? Array("[]".utf8) : Array("[".utf8)
        for (position, index) in order.enumerated() {
            writer.removeAll()
            encode(&writer, records[index])
            chunk.append(contentsOf: position == 0 ? Array("\n  ".utf8) : Array(",\n  ".utf8))
            for byte in writer.bytes {
                chunk.append(byte)
                if byte == 0x0A { chunk.append(contentsOf: [0x20, 0x20]) }
            }
            if chunk.count > 1 << 20 {
                hasher.update(chunk)
                try file.write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !records.isEmpty { chunk.append(contentsOf: Array("\n]".utf8)) }
        chunk.append(0x0A)
        hasher.update(chunk)
        try file.write(chunk)
        try file.commit()
        return hasher.finalizeHex()
    }
}
