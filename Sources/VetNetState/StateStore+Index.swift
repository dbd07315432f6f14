internal import GRDB

/// A stored source record without its JSON: enough to decide what a run carries, deactivates or keeps.
public struct StoredRecordEntry: Hashable, Sendable {
    public var key: SourceKey
    public var kind: RecordKind
    public var canonicalID: String
    public var isActive: Bool
}

extension StateStore {
    /// Every stored source record without its JSON, sorted by source and source ID.
    public func recordIndex() throws(StateError) -> [StoredRecordEntry] {
        try read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT source, sourceId, kind, canonicalId, isActive FROM sourceRecord ORDER BY source, sourceId")
            var entries: [StoredRecordEntry] = []
            while let row = try rows.next() {
                let kindText: String = row["kind"]
                guard let kind = RecordKind(rawValue: kindText) else {
                    throw StateError.database("unknown record kind '\(kindText)' in sourceRecord")
                }
                entries.append(
                    StoredRecordEntry(
                        key: SourceKey(source: row["source"], sourceId: row["sourceId"]), kind: kind,
                        canonicalID: row["canonicalId"], isActive: row["isActive"]))
            }
            return entries
        }
    }
}
