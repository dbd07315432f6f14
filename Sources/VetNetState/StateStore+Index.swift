public import Foundation
internal import GRDB

/// A stored source record without its JSON: enough to decide what a run carries, deactivates or keeps.
public struct StoredRecordEntry: Hashable, Sendable {
    public var key: SourceKey
    public var kind: RecordKind
    public var canonicalID: String
    public var isActive: Bool
    public var fingerprint: String
    /// The line the record started on when last read.
    public var line: Int?
}

extension StateStore {
    /// Calls `body` with every stored source record, without its JSON or compact form, in source and source ID
    /// order, without holding them all.
    public func forEachRecord(_ body: (StoredRecordEntry) -> Void) throws(StateError) {
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT source, sourceId, kind, canonicalId, isActive, fingerprint, line FROM sourceRecord
                    ORDER BY source, sourceId
                    """)
            // Columns by position, in the SELECT's order: looking each up by name cost more than the rest of the loop.
            while let row = try rows.next() {
                let kindText: String = row[2]
                guard let kind = RecordKind(rawValue: kindText) else {
                    throw StateError.database("unknown record kind '\(kindText)' in sourceRecord")
                }
                body(
                    StoredRecordEntry(
                        key: SourceKey(source: row[0], sourceId: row[1]), kind: kind, canonicalID: row[3],
                        isActive: row[4],
                        fingerprint: row[5], line: row[6]))
            }
        }
    }

    /// The findings stored with source records, for those that have some.
    public func findings() throws(StateError) -> [SourceKey: String] {
        try read { db in
            var result: [SourceKey: String] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT source, sourceId, findings FROM sourceRecord WHERE findings IS NOT NULL")
            while let row = try rows.next() { result[SourceKey(source: row[0], sourceId: row[1])] = row[2] }
            return result
        }
    }

    /// The compact records of `source`, by source ID (records stored before schema v3 have none).
    public func compactRecords(source: String) throws(StateError) -> [String: Data] {
        try read { db in
            var result: [String: Data] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT sourceId, record FROM sourceRecord WHERE source = ? AND record IS NOT NULL",
                arguments: [source])
            while let row = try rows.next() { result[row[0]] = row[1] }
            return result
        }
    }

    /// Hands `body` each stored record of `source` that has a stored form, with its source ID, in source-ID order:
    /// for reading many of a source's records without holding all of them.
    public func forEachCompactRecord(source: String, _ body: (String, Data) throws -> Void) throws(StateError) {
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql:
                    "SELECT sourceId, record FROM sourceRecord WHERE source = ? AND record IS NOT NULL ORDER BY sourceId",
                arguments: [source])
            while let row = try rows.next() { try body(row[0], row[1]) }
        }
    }

    /// The output records of the last committed run, in the order the run stored them (by ID within each kind).
    public func snapshot() throws(StateError) -> [SnapshotRecord] {
        var records: [SnapshotRecord] = []
        try forEachSnapshotRecord { records.append($0) }
        return records
    }

    /// Hands `body` each output record of the last committed run, in the order the run stored them, without
    /// holding them all.
    public func forEachSnapshotRecord(_ body: (SnapshotRecord) throws -> Void) throws(StateError) {
        try read { db in
            let rows = try Row.fetchCursor(db, sql: "SELECT records FROM snapshotBlock ORDER BY block")
            while let row = try rows.next() {
                let block: Data = row[0]
                try SnapshotBlockReader.forEachRecord(in: [UInt8](block), body)
            }
        }
    }

    /// A named artifact of the last committed run, or nil.
    public func artifact(_ name: String) throws(StateError) -> Data? {
        try read { db in try Data.fetchOne(db, sql: "SELECT data FROM artifact WHERE name = ?", arguments: [name]) }
    }
}
