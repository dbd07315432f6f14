public import VetNetCore
import VetNetCSV

/// How the rows that share an ID differ: which columns change within an ID, to tell an export of one row per
/// event (the newest row is the current state) from one that repeats the same rows.
public struct RepeatProfile: Sendable, Hashable {
    /// Rows whose ID a row before them has.
    public var repeatedRows = 0
    /// IDs on more than one row.
    public var repeatedIDs = 0
    /// For each column asked about: the repeated IDs within which it holds more than one non-empty value.
    public var varying: [String: Int] = [:]

    public init(repeatedRows: Int = 0, repeatedIDs: Int = 0, varying: [String: Int] = [:]) {
        self.repeatedRows = repeatedRows
        self.repeatedIDs = repeatedIDs
        self.varying = varying
    }
}

/// Reads an export a second time, once its ID column is known, to see how its repeated rows differ. Memory grows
/// with the number of IDs (a hash per ID and column asked about), not with the length of the values.
public enum RepeatProfiler {
    /// At most this many columns are compared.
    static let maximumColumns = 64

    private struct Seen {
        var rows = 0
        var first: [Int?]
        var varies: UInt64 = 0
    }

    /// - Parameters:
    ///   - idColumn: the column holding each record's ID.
    ///   - columns: the columns to compare within an ID (the first `maximumColumns`).
    public static func profile(path: String, idColumn: String, columns: [String]) throws(Diagnostic) -> RepeatProfile {
        let compared = Array(columns.prefix(maximumColumns))
        let reader = CSVRecordReader(
            source: try FileByteSource(path: path, displayName: path), file: path, options: CSVOptions(encoding: .auto),
            diagnostics: RecordingCollector())
        var idIndex: Int?
        var indices: [Int?] = []
        var seen: [String: Seen] = [:]
        while let record = try reader.next() {
            if idIndex == nil {
                idIndex = reader.columns.firstIndex(of: idColumn)
                indices = compared.map { reader.columns.firstIndex(of: $0) }
            }
            guard let idIndex else { break }
            guard !record.hasProblem, let id = record.field(at: idIndex)?.trimmingWhitespace(), !id.isEmpty else {
                continue
            }
            let values = indices.map { index in
                index.flatMap { record.field(at: $0)?.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0.hashValue }
            }
            guard var entry = seen[id] else {
                seen[id] = Seen(rows: 1, first: values)
                continue
            }
            entry.rows += 1
            for (position, value) in values.enumerated() {
                guard let value else { continue }
                if let first = entry.first[position] {
                    if first != value { entry.varies |= 1 << UInt64(position) }
                } else {
                    entry.first[position] = value
                }
            }
            seen[id] = entry
        }
        var profile = RepeatProfile()
        for entry in seen.values where entry.rows > 1 {
            profile.repeatedIDs += 1
            profile.repeatedRows += entry.rows - 1
            for (position, column) in compared.enumerated() where entry.varies & (1 << UInt64(position)) != 0 {
                profile.varying[column, default: 0] += 1
            }
        }
        return profile
    }
}
