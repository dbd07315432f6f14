public import VetNetCore

/// A record of `owners.json` or `patients.json`: what `RecordFileWriter` writes.
protocol JSONRecord {
    var id: String { get }
    func write(to writer: inout JSONWriter)
}

extension Owner: JSONRecord {
    func write(to writer: inout JSONWriter) { writer.write(self) }
}

extension Patient: JSONRecord {
    func write(to writer: inout JSONWriter) { writer.write(self) }
}

/// Writes `owners.json` / `patients.json`: a JSON array of records, sorted by `id`, streamed to an atomic file.
public enum RecordFileWriter {
    /// Writes the owners sorted by id; returns the file's SHA-256 (hex) for the manifest.
    public static func write(_ owners: [Owner], to path: String) throws(Diagnostic) -> String {
        try writeRecords(owners, to: path)
    }

    /// Writes the patients sorted by id; returns the file's SHA-256 (hex) for the manifest.
    public static func write(_ patients: [Patient], to path: String) throws(Diagnostic) -> String {
        try writeRecords(patients, to: path)
    }

    /// Specialized in this module for each record type. The order check reads each ID in place: mapping the
    /// records to their IDs copied every record, retaining each of its strings, a million times per file.
    private static func writeRecords<Record: JSONRecord>(_ records: [Record], to path: String) throws(Diagnostic) -> String {
        let file = try StreamedFile(path: path)
        var writer = JSONWriter(indentLevel: 1)
        // Runs hand over records in ID order already; sorting a million IDs again costs a second.
        let inOrder = records.indices.dropFirst().allSatisfy { records[$0 - 1].id < records[$0].id }
        let order = inOrder ? [] : records.indices.sorted { records[$0].id < records[$1].id }
        var chunk: [UInt8] = records.isEmpty ? Array("[]".utf8) : Array("[".utf8)
        chunk.reserveCapacity(1 << 20 + 1 << 16)
        for position in records.indices {
            writer.removeAll()
            records[inOrder ? position : order[position]].write(to: &writer)
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

    private static let firstSeparator = Array("\n  ".utf8)
    private static let separator = Array(",\n  ".utf8)
}
