internal import GRDB

extension StateStore {
    /// Source ID → fingerprint of the *active* records of `source`, for the "unchanged?" check.
    ///
    /// An inactive record is left out, so when it comes back it is processed and reactivated.
    public func fingerprints(source: String) throws(StateError) -> [String: String] {
        try read { db in
            var result: [String: String] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT sourceId, fingerprint FROM sourceRecord WHERE source = ? AND isActive",
                arguments: [source])
            while let row = try rows.next() { result[row[0]] = row[1] }
            return result
        }
    }

    /// Every stored record of `kind`, active or not, sorted by source and source ID.
    public func storedRecords(kind: RecordKind) throws(StateError) -> [StoredRecord] {
        try read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT * FROM sourceRecord WHERE kind = ? ORDER BY source, sourceId",
                arguments: [kind.rawValue])
            var records: [StoredRecord] = []
            while let row = try rows.next() { records.append(try StoredRecord(row: row)) }
            return records
        }
    }

    /// The stored record for `key`, or nil.
    public func storedRecord(_ key: SourceKey) throws(StateError) -> StoredRecord? {
        try read { db in try db.storedRecord(key) }
    }

    /// ``StateTransaction/upsert(_:run:)`` in a transaction of its own.
    @discardableResult
    public func upsert(_ records: [StoredRecord], run: Int64) throws(StateError) -> CommitSummary {
        try writeState { tx throws(StateError) in try tx.upsert(records, run: run) }
    }

    /// ``StateTransaction/deactivate(_:run:)`` in a transaction of its own.
    @discardableResult
    public func deactivate(_ keys: [SourceKey], run: Int64) throws(StateError) -> [SourceKey] {
        try writeState { tx throws(StateError) in try tx.deactivate(keys, run: run) }
    }
}
