internal import GRDB

/// The journal a transaction writes through. The state file is in WAL mode, where every page a transaction writes
/// goes to the log and is copied into the file at the checkpoint: a first night writes a gigabyte twice, and its
/// commit spent 4.2 s (at a million patients) on SQLite's own commit and checkpoint after the last row was stored.
/// A rollback journal keeps only the pages the file had before the transaction, and a first night's file has
/// almost none: its new pages are written once, into the file.
extension Database {
    /// Whether the state holds no record yet: a transaction on it writes nearly all of its pages anew.
    func holdsNoRecords() throws -> Bool {
        try Bool.fetchOne(
            self,
            sql: """
                SELECT NOT EXISTS (SELECT 1 FROM sourceRecord) AND NOT EXISTS (SELECT 1 FROM snapshotBlock)
                    AND NOT EXISTS (SELECT 1 FROM historyRecord)
                """) ?? false
    }

    /// Leaves WAL for a rollback journal, synced in full (with NORMAL a power cut may damage a file that has a
    /// rollback journal, unlike one in WAL mode); false when SQLite keeps WAL (another connection has the file
    /// open), which is then used as it is.
    func useRollbackJournal() throws -> Bool {
        let mode = try String.fetchOne(self, sql: "PRAGMA journal_mode = DELETE")
        guard mode?.lowercased() == "delete" else { return false }
        try execute(sql: "PRAGMA synchronous = FULL")
        return true
    }

    /// Back to WAL, as the store opens the file, once no transaction is open.
    func useWAL() throws {
        try execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }
}
