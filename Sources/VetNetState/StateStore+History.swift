public import Foundation
internal import VetNetCore
internal import GRDB

extension StateStore {
    /// Each stored history record of `source`, active or not, in key order. `body` gets the record without its
    /// stored form, and a function that reads that form: only the records a night carries need it. Each row's
    /// checksum is checked as it is read (``StateError/damaged(path:reason:)``).
    public func forEachHistoryRecord(
        source: String, _ body: (StoredHistoryEntry, () -> Data) throws -> Void
    ) throws(StateError) {
        let path = self.path
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT key, recordId, kind, fingerprint, isActive, record,
                        checksum IS \(RowChecksum.call(RowChecksum.history.columns))
                    FROM historyRecord WHERE source = ? ORDER BY key
                    """,
                arguments: [source])
            while let row = try rows.next() {
                guard row[6] as Bool else {
                    throw StateError.damaged(path: path, reason: "a row of historyRecord changed since vetnet wrote it")
                }
                let keyBytes: Data = row[0]
                let fingerprintBytes: Data = row[3]
                guard let key = Fingerprint(bytes: keyBytes), let fingerprint = Fingerprint(bytes: fingerprintBytes)
                else { throw StateError.damaged(path: path, reason: "a history record's key is not 16 bytes") }
                let entry = StoredHistoryEntry(
                    key: key, recordId: row[1], kind: row[2], fingerprint: fingerprint, isActive: row[4])
                try body(entry) { row[5] }
            }
        }
    }

    /// How many history records of each source are stored, and how many of them are active.
    public func historyCounts() throws(StateError) -> [String: (stored: Int, active: Int)] {
        try read { db in
            var counts: [String: (stored: Int, active: Int)] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT source, count(*), sum(isActive) FROM historyRecord GROUP BY source")
            while let row = try rows.next() { counts[row[0]] = (row[1], row[2] ?? 0) }
            return counts
        }
    }
}

extension StateTransaction {
    /// Stores the history's new and changed records and makes the gone ones inactive. Returns how many records
    /// were stored and how many made inactive.
    func apply(_ changes: HistoryStateChanges, run: Int64) throws(StateError) -> (stored: Int, deactivated: Int) {
        try requireRun(run)
        return try attempt {
            // ?6 is the run; a record stored before keeps its first run, which its checksum covers.
            let columns = RowChecksum.history.columns
            func checksum(firstSeenRun: String) -> String {
                RowChecksum.call(["?1", "?2", "?3", "?4", "?5", "1", firstSeenRun, "?6", "?7"])
            }
            precondition(columns.count == 9, "the history checksum's columns follow the table")
            let upsert = DirectStatement(
                try db.cachedStatement(
                    sql: """
                        INSERT INTO historyRecord (source, key, recordId, kind, fingerprint, isActive, firstSeenRun,
                            lastChangedRun, record, checksum)
                        VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6, ?7, \(checksum(firstSeenRun: "?6")))
                        ON CONFLICT (source, key) DO UPDATE SET recordId = ?3, kind = ?4, fingerprint = ?5, isActive = 1,
                            lastChangedRun = ?6, record = ?7, checksum = \(checksum(firstSeenRun: "firstSeenRun"))
                        """))
            var stored = 0
            try changes.upserts.forEach { record in
                try upsert.bind(1, record.source)
                try upsert.bind(2, record.key.bytes)
                try upsert.bind(3, record.recordId)
                try upsert.bind(4, record.kind)
                try upsert.bind(5, record.fingerprint.bytes)
                try upsert.bind(6, run)
                try upsert.bind(7, record.record)
                try upsert.run()
                stored += 1
            }
            let deactivate = try db.cachedStatement(
                sql: """
                    UPDATE historyRecord SET isActive = 0, lastChangedRun = ?1, checksum = \(
                        RowChecksum.call([
                            "source", "key", "recordId", "kind", "fingerprint", "0", "firstSeenRun", "?1", "record",
                        ]))
                    WHERE source = ?2 AND key = ?3 AND isActive
                    """)
            var deactivated = 0
            for (source, key) in changes.deactivations {
                try deactivate.execute(arguments: [run, source, Data(key.bytes)])
                deactivated += db.changesCount
            }
            return (stored, deactivated)
        }
    }
}
