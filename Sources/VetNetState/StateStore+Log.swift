internal import GRDB

extension StateStore {
    /// Folds the write-ahead log into the state file and empties it, once a run has committed. The file then holds
    /// every committed run on its own (a copy of the file alone misses nothing), and the next run does not take a
    /// log left behind for one a killed run left, which it checks in full before reading anything (4.2 s at a
    /// million patients). False when a reader still used part of the log: SQLite folds it in later.
    @discardableResult
    public func foldLog() throws(StateError) -> Bool {
        guard !queue.configuration.readonly else { return true }
        do {
            return try queue.writeWithoutTransaction { db in
                // One row: whether the checkpoint was kept from finishing, the log's frames, the frames folded in.
                let busy = try Int.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                return busy == 0
            }
        } catch {
            throw StateStore.translate(error)
        }
    }
}
