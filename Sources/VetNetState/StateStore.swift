internal import CStateSQLite
internal import GRDB
import Foundation
import Synchronization
import VetNetCore

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
    /// The integrity check still running beside the first reads, and its verdict once known.
    let deferredCheck = Mutex<DeferredCheck>(DeferredCheck())

    private init(path: String, queue: DatabaseQueue) {
        self.path = path
        self.lockPath = path + ".lock"
        self.queue = queue
    }

    /// Opens the state database at `path`, creating it if needed, checks that it is a vetnet state file that is
    /// whole (see ``verifyIntegrity()``), and migrates it to the latest schema.
    ///
    /// Opening takes the run lock only when given a `holder`: reading history needs no lock.
    ///
    /// With `checkingHistoryAsRead`, the history's rows are left to ``forEachHistoryRecord(source:_:)``, which
    /// checks each row's checksum as it reads it: a nightly run reads every history row of its sources once, and
    /// the history is most of the file (a row it never reads it never publishes).
    ///
    /// With `holder`, the run lock (see ``acquireRunLock(holder:now:)``) is taken first, before the file is read:
    /// a run that finds another at work says so at once, whatever the other is doing to the file (a first night
    /// holds it exclusively while it commits).
    ///
    /// With `checkingBesideReads`, the check of the file's structure and rows (not whether it is vetnet's, nor
    /// its schema, which come first) runs on threads of its own while the caller reads: every write waits for its
    /// verdict, ``confirmIntegrity()`` gives it, and a read that fails meanwhile reports the damage the check finds
    /// rather than its own failure. A file that needs migrating, or has a journal, is checked before opening ends.
    public static func open(
        path: String, checkingHistoryAsRead: Bool = false, lockingFor holder: String? = nil,
        checkingBesideReads: Bool = false
    ) throws(StateError) -> StateStore {
        let lock = try holder.map { holder throws(StateError) in
            try FileLock.acquire(path: path + ".lock", holder: holder)
        }
        let store = try open(
            path: path, migratingUpTo: nil, checkingHistoryAsRead: checkingHistoryAsRead,
            checkingBesideReads: checkingBesideReads)
        store.heldLock.withLock { $0 = lock }
        return store
    }

    /// Opens and migrates up to `target` (all migrations when nil); tests use it to build old databases.
    static func open(
        path: String, migratingUpTo target: String?, checkingHistoryAsRead: Bool = false,
        checkingBesideReads: Bool = false
    ) throws(StateError) -> StateStore {
        let skipped: Set<String> = checkingHistoryAsRead ? [RowChecksum.history.name] : []
        try StateFileAccess.requireWritable(path)
        try StateFileHeader.check(path: path)
        // A file that may be damaged is checked without writing to it (opening it for writing in WAL mode already
        // writes); one with a journal left by a killed run is checked with its journal, once it is open (which
        // plays a rollback journal back).
        let hasJournal =
            ((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0) > 0
            || FileManager.default.fileExists(atPath: path + "-journal")
        var deferred: BackgroundWork<Result<Void, StateError>>?
        if !hasJournal && FileManager.default.fileExists(atPath: path) {
            let structure = StateStore(path: path, queue: try makeQueue(path: path, readOnly: true))
            let rows = StateStore(path: path, queue: try makeQueue(path: path, readOnly: true))
            if checkingBesideReads, try structure.isVetnetsMigratedInWAL() {
                deferred = BackgroundWork(name: "vetnet.state-integrity") {
                    Result { () throws(StateError) in
                        try structure.verifyIntegrity(skippingRowsOf: skipped, rowsCheckedBy: rows)
                    }
                }
            } else {
                try structure.verifyIntegrity(skippingRowsOf: skipped, rowsCheckedBy: rows)
            }
        }
        let store = StateStore(path: path, queue: try makeQueue(path: path, readOnly: false))
        store.deferredCheck.withLock { $0.work = deferred }
        if hasJournal { try store.verifyIntegrity(skippingRowsOf: skipped) }
        try store.migrate(upTo: target)
        return store
    }

    /// A connection of its own to this store's file, for reads beside the store's own: in WAL mode readers see the
    /// last committed state while others read or write. Nil for a store opened read-only (a dry run's, perhaps a
    /// copy in memory). Take it only once the integrity check is confirmed: its reads do not wait for the verdict.
    public func readerBeside() throws(StateError) -> StateStore? {
        guard !queue.configuration.readonly, queue.path == path else { return nil }
        do {
            return StateStore(
                path: path, queue: try DatabaseQueue(path: path, configuration: Self.configuration(readOnly: true)))
        } catch {
            throw StateStore.cannotOpen(path, error)
        }
    }

    /// Opens the state without writing a byte or creating a file, not even SQLite's journal files: for a dry
    /// run and the history. With no state file yet it is an empty state; one that needs migrating, or one left
    /// with a journal by a killed run (a log not yet merged, or a rollback journal to play back), is read from a copy.
    public static func openReadOnly(path: String) throws(StateError) -> StateStore {
        guard FileManager.default.fileExists(atPath: path) else { return try inMemoryCopy(of: nil, path: path) }
        try StateFileHeader.check(path: path)
        if FileManager.default.fileExists(atPath: path + "-wal")
            || FileManager.default.fileExists(atPath: path + "-journal")
        {
            return try inMemoryCopy(of: try makeQueue(path: path, readOnly: true, copyingJournal: true), path: path)
        }
        let queue = try makeQueue(path: path, readOnly: true)
        let store = StateStore(path: path, queue: queue)
        try store.verifyIntegrity()
        let applied = try store.read { db in try StateSchema.migrator.appliedIdentifiers(db) }
        guard applied.count < StateSchema.migrationIdentifiers.count else { return store }
        return try inMemoryCopy(of: queue, path: path)
    }

    /// An in-memory database holding `source`'s content (or nothing), migrated to the latest schema.
    private static func inMemoryCopy(of source: DatabaseQueue?, path: String) throws(StateError) -> StateStore {
        do {
            let memory = try DatabaseQueue(configuration: configuration(onDisk: false))
            try source?.backup(to: memory)
            let store = StateStore(path: path, queue: memory)
            try store.verifyIntegrity()
            try store.migrate(upTo: nil)
            return store
        } catch let error as StateError {
            throw error
        } catch {
            throw StateStore.cannotOpen(path, error)
        }
    }

    /// Whether SQLite took `vetnet_configure_sqlite` (done once, before the process's first connection): without a
    /// mutex around every call, a first night's commit of a million records spent 0.65 s less locking.
    static let sqliteConfigured = vetnet_configure_sqlite() == 0

    /// Whether SQLite guards the store's connection with a mutex of its own (not once `sqliteConfigured`).
    var connectionHasMutex: Bool {
        queue.inDatabase { db in vetnet_connection_has_mutex(db.sqliteConnection) != 0 }
    }

    /// `onDisk` files use WAL, which an in-memory database cannot.
    ///
    /// WAL is set here rather than through GRDB's `journalMode`, which writes a table into the log on opening (for
    /// its pools of connections): a file opened while its integrity is still being checked must not change.
    private static func configuration(readOnly: Bool = false, onDisk: Bool = true) -> Configuration {
        _ = sqliteConfigured
        var configuration = Configuration()
        configuration.readonly = readOnly
        // A `PendingCommit` leaves its transaction open between two accesses to the connection.
        configuration.allowsUnsafeTransactions = !readOnly
        configuration.busyMode = .timeout(10)
        configuration.label = "VetNetState"
        configuration.prepareDatabase { db in
            try RowChecksum.register(on: db)
            guard !db.configuration.readonly else { return }
            if onDisk {
                let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                guard mode?.lowercased() == "wal" else {
                    throw DatabaseError(message: "the state file cannot be put in WAL mode")
                }
            }
            // WAL with NORMAL sync never corrupts; a power cut may lose the last commit, and a run's outputs are in
            // place before it commits, so the next run simply does that work again. A page cache of 16 MiB: a first
            // night stores its million and a half records in key order, and its commit, a night with 2 % changed and
            // a night that only loads the state were no slower than with 64 MiB, which added about 50 MiB to a first
            // night's peak.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384")
        }
        return configuration
    }

    /// A queue on the file at `path`. Read-only, it opens the file as immutable, so that SQLite creates no
    /// journal files beside it; `copyingJournal` reads a copy of the file and its journal instead (the log of a
    /// killed run holds committed changes an immutable open would not see; its rollback journal, the pages to put
    /// back).
    private static func makeQueue(path: String, readOnly: Bool, copyingJournal: Bool = false) throws(StateError)
        -> DatabaseQueue
    {
        do {
            guard readOnly else { return try DatabaseQueue(path: path, configuration: configuration()) }
            if copyingJournal {
                let copy = NSTemporaryDirectory() + "/vetnet-state-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
                try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: copy) }
                try FileManager.default.copyItem(atPath: path, toPath: copy + "/state.sqlite")
                for journal in ["-wal", "-journal"] where FileManager.default.fileExists(atPath: path + journal) {
                    try FileManager.default.copyItem(atPath: path + journal, toPath: copy + "/state.sqlite" + journal)
                }
                let queue = try DatabaseQueue(path: copy + "/state.sqlite", configuration: configuration())
                let memory = try DatabaseQueue(configuration: configuration(onDisk: false))
                try queue.backup(to: memory)
                return memory
            }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "?#%")
            let escaped = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
            return try DatabaseQueue(path: "file:\(escaped)?immutable=1", configuration: configuration(readOnly: true))
        } catch {
            throw StateStore.cannotOpen(path, error)
        }
    }

    private func migrate(upTo target: String?) throws(StateError) {
        let migrator = StateSchema.migrator
        do {
            if let target {
                try migrator.migrate(queue, upTo: target)
            } else {
                try migrator.migrate(queue)
            }
        } catch {
            throw StateStore.cannotOpen(path, error)
        }
    }

    /// The identifiers of the migrations applied to this database, oldest first.
    public func appliedMigrations() throws(StateError) -> [String] {
        try read { db in try StateSchema.migrator.completedMigrations(db) }
    }

    /// Runs `body` in a read transaction, translating database errors. While the integrity check runs beside the
    /// reads, a failure is reported as the damage it finds, when it finds some.
    func read<T>(_ body: (Database) throws -> T) throws(StateError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw reported(error)
        }
    }

    /// A read's failure as reported: the damage the integrity check finds, while one runs or has run beside the
    /// reads, else the failure itself.
    func reported(_ error: any Error) -> StateError {
        if deferredCheck.withLock({ $0.work != nil || $0.verdict != nil }) {
            do throws(StateError) { try confirmIntegrity() } catch { return error }
        }
        return StateStore.translate(error)
    }

    /// Any error as a ``StateError``: a ``StateError`` as is, anything else as ``StateError/database(_:)``.
    static func translate(_ error: any Error) -> StateError {
        if let error = error as? StateError { return error }
        return .database(message(error))
    }

    /// Why SQLite could not open the state file at `path`, in words a person can act on.
    static func cannotOpen(_ path: String, _ error: any Error) -> StateError {
        .cannotOpen(path: path, reason: StateFileAccess.reason(message(error), openingAt: path))
    }

    /// SQLite's message without the SQL text and arguments (which may hold personal data).
    static func message(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return "\(error.resultCode): \(error.message ?? "no message")"
        }
        return String(describing: error)
    }
}
