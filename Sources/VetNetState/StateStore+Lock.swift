public import Foundation
import Synchronization

extension StateStore {
    /// Takes the state file's run lock (`<path>.lock`), or fails at once with ``StateError/locked(holder:since:)``
    /// naming the run that holds it. One run at a time per state file, across processes.
    ///
    /// The lock is an OS file lock: a run that dies, even by `kill -9`, releases it. `holder` describes this
    /// run for the message another run prints, e.g. `"vetnet run clinic (pid 4242)"`.
    /// Taking it again while this store holds it fails as another holder would.
    public func acquireRunLock(holder: String, now: Date = Date()) throws(StateError) {
        try heldLock.withLock { (held: inout FileLock?) throws(StateError) in
            if held != nil {
                let info = LockHolder(parsing: (try? String(contentsOfFile: lockPath, encoding: .utf8)) ?? "")
                throw .locked(holder: info.holder, since: info.since)
            }
            held = try FileLock.acquire(path: lockPath, holder: holder, now: now)
        }
    }

    /// Releases the run lock if this store holds it. Dropping the store releases it too.
    public func releaseRunLock() {
        heldLock.withLock { $0 = nil }
    }

    /// Whether this store holds the run lock.
    public var holdsRunLock: Bool {
        heldLock.withLock { $0 != nil }
    }
}
