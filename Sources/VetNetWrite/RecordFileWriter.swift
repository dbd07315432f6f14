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

    /// Specialized in this module for each record type. Runs hand over records in ID order, so the order is
    /// checked while writing, where each ID is read anyway: a pass of its own over a million records, before
    /// writing, cost half a second of CPU on a million-record run, most of it cache misses. Records found out of order are sorted and written again.
    private static func writeRecords<Record: JSONRecord>(_ records: [Record], to path: String) throws(Diagnostic) -> String {
        if let hash = try writeRecords(records, order: nil, to: path) { return hash }
        let order = records.indices.sorted { records[$0].id < records[$1].id }
        guard let hash = try writeRecords(records, order: order, to: path) else { preconditionFailure("an order was given") }
        return hash
    }

    /// Writes the records in `order` (indexes into `records`), or as they are when it is nil; nil, with nothing
    /// written, when `order` is nil and two records are not in ID order. The order check reads each ID in
    /// place: mapping the records to their IDs copied every record, retaining each of its strings.
    private static func writeRecords<Record: JSONRecord>(
        _ records: [Record], order: [Int]?, to path: String
    ) throws(Diagnostic) -> String? {
        let file = try StreamedFile(path: path)
        var writer = JSONWriter(indentLevel: 1)
        var chunk: [UInt8] = records.isEmpty ? Array("[]".utf8) : Array("[".utf8)
        chunk.reserveCapacity(1 << 20 + 1 << 16)
        for position in records.indices {
            if order == nil, position > 0, !(records[position - 1].id < records[position].id) { return nil }
            writer.removeAll()
            records[order?[position] ?? position].write(to: &writer)
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
