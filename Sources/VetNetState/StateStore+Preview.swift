public import Foundation
internal import GRDB

extension StateStore {
    /// What a whole run would change (`--dry-run`): the run is begun and `changes` applied to it in one
    /// transaction that is then rolled back, so the state file, its history included, stays as it was.
    /// `changes.runID` is replaced by the ID the run would get.
    public func previewRun(
        pipeline: String, startedAt: Date, changes: StateChanges
    ) throws(StateError) -> CommitSummary {
        var summary = CommitSummary()
        do {
            try queue.inTransaction { db in
                try db.execute(sql: "INSERT INTO run (pipeline, startedAt) VALUES (?, ?)", arguments: [pipeline, startedAt])
                var changes = changes
                changes.runID = db.lastInsertedRowID
                changes.completion = nil
                summary = try StateTransaction(db: db).apply(changes)
                return .rollback
            }
        } catch {
            throw StateStore.translate(error)
        }
        return summary
    }
}
