internal import GRDB
import Synchronization
import VetNetCore

/// A run's state changes, applied in a transaction on a thread of their own while the run merges and writes its
/// outputs, and committed only when the run says so (once its outputs are in place) or rolled back:
/// ``StateStore/commit(_:)`` split up, so that a first night's commit (8 s on one core at a million patients) runs
/// beside the merging and the writing of its outputs instead of after them. Until ``commit(completing:)`` nothing of
/// the changes is in the file for any reader, and a process killed before it leaves the previous state.
///
/// Call ``add(_:)``, ``commit(completing:)`` or ``rollBack()``, and nothing else on the store in between: the
/// transaction is open on the store's one connection.
public final class PendingCommit: Sendable {
    private let queue: DatabaseQueue
    /// The work that applies the changes given last (it waits for those given before), its outcome once waited
    /// for, and whether the transaction has ended since.
    private let state:
        Mutex<(work: BackgroundWork<Result<Applied, StateError>>, outcome: Result<Applied, StateError>?, ended: Bool)>

    /// What applying the changes gave, and whether their transaction writes through a rollback journal (the
    /// state held no record: see `Database+Journal`), to leave for WAL again once it ends.
    struct Applied: Sendable {
        var summary: CommitSummary
        var rollbackJournal: Bool
    }

    init(queue: DatabaseQueue, changes: StateChanges) {
        self.queue = queue
        let work = BackgroundWork(name: "vetnet.state-commit") {
            Result { () throws(StateError) in
                do {
                    return try queue.writeWithoutTransaction { db in
                        let rollbackJournal = try db.holdsNoRecords() && db.useRollbackJournal()
                        do {
                            try db.beginTransaction(.immediate)
                            return Applied(
                                summary: try StateTransaction(db: db).apply(changes), rollbackJournal: rollbackJournal)
                        } catch {
                            Self.abandon(db, rollbackJournal: rollbackJournal)
                            throw error
                        }
                    }
                } catch {
                    throw StateStore.translate(error)
                }
            }
        }
        state = Mutex((work, nil, false))
    }

    /// Adds `changes` to the commit: applied in the same transaction, on the commit's thread, once the changes
    /// given before are. A run hands over what it knows before merging (its source records) and adds what the
    /// merge decides (merges, snapshot) when it has them, so that storing the first overlaps the merging.
    ///
    /// When applying anything fails, nothing is stored and ``commit(completing:)`` throws the first failure. Not
    /// after ``commit(completing:)`` or ``rollBack()``.
    public func add(_ changes: StateChanges) {
        state.withLock { state in
            precondition(state.outcome == nil && !state.ended, "changes added to a commit that has ended")
            let before = state.work
            state.work = BackgroundWork(name: "vetnet.state-commit") { [queue] in
                before.wait().flatMap { applied in
                    Result { () throws(StateError) in
                        do {
                            return try queue.writeWithoutTransaction { db in
                                do {
                                    var more = applied
                                    more.summary.add(try StateTransaction(db: db).apply(changes))
                                    return more
                                } catch {
                                    Self.abandon(db, rollbackJournal: applied.rollbackJournal)
                                    throw error
                                }
                            }
                        } catch {
                            throw StateStore.translate(error)
                        }
                    }
                }
            }
        }
    }

    /// Rolls back what a failed application stored, back in WAL mode when it wrote through a rollback journal.
    private static func abandon(_ db: Database, rollbackJournal: Bool) {
        if db.isInsideTransaction { try? db.rollback() }
        if rollbackJournal { try? db.useWAL() }
    }

    /// Waits for the changes to be applied, records `completion` with them, and commits them all at once. Throws
    /// what applying them threw (nothing was stored then), or the commit's failure (nothing is stored either).
    public func commit(completing completion: RunCompletion?) throws(StateError) -> CommitSummary {
        let applied = try applied().get()
        do {
            try queue.writeWithoutTransaction { db in
                defer { if applied.rollbackJournal { try? db.useWAL() } }
                do {
                    if let completion { try StateTransaction(db: db).finishRun(completion) }
                    try db.commit()
                } catch {
                    if db.isInsideTransaction { try? db.rollback() }
                    throw error
                }
            }
        } catch {
            end()
            throw StateStore.translate(error)
        }
        end()
        return applied.summary
    }

    /// Waits for the changes to be applied and undoes them; nothing when the transaction has ended already.
    public func rollBack() {
        guard case .success(let applied) = applied(), !state.withLock({ $0.ended }) else { return }
        queue.writeWithoutTransaction { db in
            if db.isInsideTransaction { try? db.rollback() }
            if applied.rollbackJournal { try? db.useWAL() }
        }
        end()
    }

    /// The outcome of applying the changes, waited for the first time it is asked for.
    func applied() -> Result<Applied, StateError> {
        state.withLock { state in
            if let outcome = state.outcome { return outcome }
            let outcome = state.work.wait()
            state.outcome = outcome
            return outcome
        }
    }

    private func end() { state.withLock { $0.ended = true } }
}

extension StateStore {
    /// Starts applying `changes` in a transaction of their own on another thread; see ``PendingCommit``.
    public func beginCommit(_ changes: StateChanges) throws(StateError) -> PendingCommit {
        try confirmIntegrity()
        return PendingCommit(queue: queue, changes: changes)
    }
}
