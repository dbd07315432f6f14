internal import GRDB

extension StateStore {
    /// Applies all of a run's state changes in one transaction: either all of them are stored or, when anything
    /// fails (or the process dies first), none is and the previous state stays.
    @discardableResult
    public func commit(_ changes: StateChanges) throws(StateError) -> CommitSummary {
        try writeState { tx throws(StateError) in try tx.apply(changes) }
    }

    /// What ``commit(_:)`` would change, computed in a transaction that is then rolled back (`--dry-run`).
    public func preview(_ changes: StateChanges) throws(StateError) -> CommitSummary {
        try confirmIntegrity()
        var summary = CommitSummary()
        do {
            try queue.inTransaction { db in
                summary = try StateTransaction(db: db).apply(changes)
                return .rollback
            }
        } catch {
            throw StateStore.translate(error)
        }
        return summary
    }

    /// Runs `body` in one write transaction, committed when it returns and rolled back when it throws.
    ///
    /// An error thrown by `body` is rethrown as it is; a failure to commit is a ``StateError``.
    public func write<T>(_ body: (StateTransaction) throws -> T) throws -> T {
        try confirmIntegrity()
        do {
            return try queue.write { db in try body(StateTransaction(db: db)) }
        } catch let error as DatabaseError {
            throw StateStore.translate(error)
        }
    }

    /// ``write(_:)`` for bodies that throw only ``StateError``.
    func writeState<T>(_ body: (StateTransaction) throws(StateError) -> T) throws(StateError) -> T {
        try confirmIntegrity()
        do {
            return try queue.write { db in try body(StateTransaction(db: db)) }
        } catch {
            throw StateStore.translate(error)
        }
    }
}
