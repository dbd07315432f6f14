public import Foundation
internal import GRDB
public import VetNetCore

/// A stored source record without its JSON: enough to decide what a run carries, deactivates or keeps. Its IDs
/// are keys, not strings: a night reads a million of them.
public struct StoredRecordEntry: Hashable, Sendable {
    public var sourceId: IDKey
    public var kind: RecordKind
    public var canonicalID: IDKey
    public var isActive: Bool
    /// Nil when the stored text is not a fingerprint this vetnet makes.
    public var fingerprint: Fingerprint?
    /// The line the record started on when last read.
    public var line: Int?
}

extension StateStore {
    /// Calls `body` with every stored source record and its source's name, without its JSON or compact form, in
    /// source and source ID order, without holding them all.
    public func forEachRecord(_ body: (_ source: String, StoredRecordEntry) -> Void) throws(StateError) {
        try read { db in
            let rows = DirectQuery(
                try db.makeStatement(
                    sql: """
                        SELECT source, sourceId, kind, canonicalId, isActive, fingerprint, line FROM sourceRecord
                        ORDER BY source, sourceId
                        """))
            // The source's name is made once per source, not once per record.
            var source = ""
            while try rows.step() {
                if !rows.text(0, equals: source) { source = rows.string(0) ?? "" }
                let kind: RecordKind
                if rows.text(2, equals: RecordKind.owner.rawValue) {
                    kind = .owner
                } else if rows.text(2, equals: RecordKind.patient.rawValue) {
                    kind = .patient
                } else {
                    throw StateError.database("unknown record kind '\(rows.string(2) ?? "")' in sourceRecord")
                }
                guard let sourceId = rows.idKey(1), let canonicalID = rows.idKey(3) else {
                    throw StateError.database("a record of \(source) in sourceRecord has no ID")
                }
                body(
                    source,
                    StoredRecordEntry(
                        sourceId: sourceId, kind: kind, canonicalID: canonicalID, isActive: (rows.int(4) ?? 0) != 0,
                        fingerprint: rows.fingerprint(5), line: rows.int(6)))
            }
        }
    }

    /// How many source records the state holds, per source.
    public func recordCounts() throws(StateError) -> [String: Int] {
        try read { db in
            var counts: [String: Int] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT source, count(*) FROM sourceRecord GROUP BY source")
            while let row = try rows.next() { counts[row[0]] = row[1] }
            return counts
        }
    }

    /// The members of every merge recorded so far.
    public func mergedMemberIDs() throws(StateError) -> Set<IDKey> {
        try read { db in Set(try StoredMerges.load(db).targets.keys.lazy.map(IDKey.init)) }
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

    /// The compact records of `sourceIds` of `source`, by source ID, looked up one at a time: for a few of a
    /// source's many records (an ID not stored, or stored without one, is left out).
    public func compactRecords(source: String, sourceIds: [String]) throws(StateError) -> [String: Data] {
        try read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT record FROM sourceRecord WHERE source = ? AND sourceId = ? AND record IS NOT NULL")
            var result: [String: Data] = [:]
            for sourceId in sourceIds {
                if let record = try Data.fetchOne(statement, arguments: [source, sourceId]) {
                    result[sourceId] = record
                }
            }
            return result
        }
    }

    /// Hands `body` each stored record of `source` that has a stored form, with its source ID, in source-ID order:
    /// for reading many of a source's records without holding all of them.
    public func forEachCompactRecord(source: String, _ body: (IDKey, Data) throws -> Void) throws(StateError) {
        try read { db in
            let statement = try db.makeStatement(
                sql:
                    "SELECT sourceId, record FROM sourceRecord WHERE source = ? AND record IS NOT NULL ORDER BY sourceId"
            )
            try statement.setArguments([source])
            let rows = DirectQuery(statement)
            while try rows.step() {
                guard let sourceId = rows.idKey(0), let record = rows.data(1) else { continue }
                try body(sourceId, record)
            }
        }
    }

    /// The output records of the last committed run, in the order the run stored them (by ID within each kind).
    public func snapshot() throws(StateError) -> [SnapshotRecord] {
        var records: [SnapshotRecord] = []
        try forEachSnapshotRecord { records.append($0) }
        return records
    }

    /// Hands `body` each output record of the last committed run, in the order the run stored them, without
    /// holding them all. Each block is read in a read of its own and taken apart outside it, so that other reads
    /// of the store need not wait for the whole snapshot.
    public func forEachSnapshotRecord(_ body: (SnapshotRecord) throws -> Void) throws(StateError) {
        let numbers = try read { db in try Int64.fetchAll(db, sql: "SELECT block FROM snapshotBlock ORDER BY block") }
        for number in numbers {
            let block = try read { db in
                try Data.fetchOne(db, sql: "SELECT records FROM snapshotBlock WHERE block = ?", arguments: [number])
            }
            do {
                try SnapshotBlockReader.forEachRecord(in: [UInt8](block ?? Data()), body)
            } catch {
                throw reported(error)
            }
        }
    }

    /// A named artifact of the last committed run, or nil.
    public func artifact(_ name: String) throws(StateError) -> Data? {
        do {
            return try queue.read { db in try ArtifactParts.read(name, in: db) }
        } catch let gap as ArtifactParts.Gap {
            throw .damaged(path: path, reason: "the stored \(name) lacks its part \(gap.missingPart)")
        } catch {
            throw reported(error)
        }
    }
}
