internal import GRDB
import Synchronization

/// A pipeline's state across nightly runs: one SQLite file (WAL mode) holding source record fingerprints and
/// snapshots, canonical and medical IDs, merges, and run history.
///
/// Nothing outside this module sees SQLite. Open with ``open(path:)``; take the run lock with
/// ``acquireRunLock(holder:)`` before changing anything; put all of a run's changes in one ``commit(_:)`` (or
/// ``write(_:)``), after the outputs are in place, so a run killed at any point leaves the previous state.
///
/// The store is safe to share between tasks: SQLite access is serialized by its connection queue.
public final class StateStore: Sendable {
    /// The database file.
    public let path: String
    /// The lock file beside it: `<path>.lock`.
    public let lockPath: String
    let queue: DatabaseQueue
    let heldLock = Mutex<FileLock?>(nil)

    private init(path: String, queue: DatabaseQueue) {
        self.path = path
        self.lockPath = path + ".lock"
        self.queue = queue
    }

    /// Opens the state database at `path`, creating it if needed, and migrates it to the latest schema.
    ///
    /// Opening does not take the run lock: reading history needs no lock.
    public static func open(path: String) throws(StateError) -> StateStore {
        try open(path: path, migratingUpTo: nil)
    }

    /// Opens and migrates up to `target` (all migrations when nil); tests use it to build old databases.
    static func open(path: String, migratingUpTo target: String?) throws(StateError) -> StateStore {
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(10)
        configuration.label = "VetNetState"
        configuration.prepareDatabase { db in
            // WAL with NORMAL sync never corrupts; a power cut may lose the last commit, and a run's outputs are in
            // place before it commits, so the next run simply does that work again. A larger page cache keeps a
            // million-record commit from spilling to disk page by page.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536")
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw .cannotOpen(path: path, reason: StateStore.message(error))
        }
        let migrator = StateSchema.migrator
        do {
            let applied = try queue.read { db in try migrator.appliedIdentifiers(db) }
            let unknown = applied.subtracting(StateSchema.migrationIdentifiers).sorted()
            guard unknown.isEmpty else { throw StateError.schemaTooNew(path: path, unknownMigrations: unknown) }
            if let target {
                try migrator.migrate(queue, upTo: target)
            } else {
                try migrator.migrate(queue)
            }
        } catch let error as StateError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: StateStore.message(error))
        }
        return StateStore(path: path, queue: queue)
    }

    /// The identifiers of the migrations applied to this database, oldest first.
    public func appliedMigrations() throws(StateError) -> [String] {
        try read { db in try StateSchema.migrator.completedMigrations(db) }
    }

    /// Runs `body` in a read transaction, translating database errors.
    func read<T>(_ body: (Database) throws -> T) throws(StateError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw StateStore.translate(error)
        }
    }

    /// Any error as a ``StateError``: a ``StateError`` as is, anything else as ``StateError/database(_:)``.
    static func translate(_ error: any Error) -> StateError {
        if let error = error as? StateError { return error }
        return .database(message(error))
    }

    /// SQLite's message without the SQL text and arguments (which may hold personal data).
    static func message(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return "\(error.resultCode): \(error.message ?? "no message")"
        }
        return String(describing: error)
    }
}
