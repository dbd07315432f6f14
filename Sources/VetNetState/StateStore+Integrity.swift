internal import GRDB
import Synchronization
import VetNetCore

extension StateStore {
    /// Checks, before a run reads anything from it, that the file is a vetnet state file, written by this
    /// vetnet or an older one, structurally whole (`PRAGMA quick_check`), and that every stored row still has
    /// the checksum it was written with. Throws ``StateError/damaged(path:reason:)`` or
    /// ``StateError/schemaTooNew(path:unknownMigrations:)``. The rows of the tables in `skippingRowsOf` are left to
    /// the reads that check them (the history's, ``forEachHistoryRecord(source:_:)``).
    public func verifyIntegrity(skippingRowsOf skipped: Set<String> = []) throws(StateError) {
        try verifyIntegrity(skippingRowsOf: skipped, rowsCheckedBy: nil)
    }

    /// `verifyIntegrity(skippingRowsOf:)`, the rows' checksums checked through `rows` (another connection to the
    /// same file, when there is one) while SQLite's own check runs on this one: each reads the whole file, and one
    /// after the other they took 2.2 s of a 14.6 s night with no change on a messy export of a million patients. A
    /// file SQLite finds damaged is reported so whatever the rows' check found.
    func verifyIntegrity(skippingRowsOf skipped: Set<String>, rowsCheckedBy rows: StateStore?) throws(StateError) {
        let tables = try vetnetTables()
        let rowCheck = rows.map { rows in
            BackgroundWork(name: "vetnet.state-rows") { () -> Result<StateError?, StateError> in
                Result { () throws(StateError) in try rows.changedRows(of: tables, skipping: skipped) }
            }
        }
        let structure = Result { () throws(StateError) in
            try read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        }
        let rowProblem = rowCheck?.wait()
        let check = try structure.get()
        if check != ["ok"] {
            throw .damaged(
                path: path, reason: "SQLite's integrity check fails (\(check.prefix(3).joined(separator: "; ")))")
        }
        let problem: StateError?
        if let rowProblem {
            problem = try rowProblem.get()
        } else {
            problem = try changedRows(of: tables, skipping: skipped)
        }
        if let problem { throw problem }
    }

    /// The verdict of the integrity check that opening with `checkingBesideReads` left running beside the reads,
    /// waited for the first time it is asked for; nothing when there was none.
    public func confirmIntegrity() throws(StateError) {
        try deferredCheck.withLock { check in
            if check.verdict == nil, let work = check.work {
                check.verdict = work.wait()
                check.work = nil
            }
            return check.verdict ?? .success(())
        }.get()
    }

    /// Whether the file is vetnet's, of a schema this vetnet knows, with every migration applied, and in WAL mode
    /// (throws when it is not vetnet's or is newer): one that opening for writing leaves byte for byte as it is.
    func isVetnetsMigratedInWAL() throws(StateError) -> Bool {
        _ = try vetnetTables()
        return try appliedMigrations().count == StateSchema.migrationIdentifiers.count
            && StateFileHeader.isWAL(path: path)
    }

    /// The file's tables, once it is known to be a vetnet state file of a schema this vetnet knows.
    private func vetnetTables() throws(StateError) -> Set<String> {
        let path = self.path
        let (problem, tables) = try read { db -> (StateError?, Set<String>) in
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
            if application != 0 && application != StateSchema.applicationID {
                return (.damaged(path: path, reason: "it is another program's database"), tables)
            }
            if !tables.isEmpty
                && !(tables.contains("grdb_migrations") && tables.contains("run") && tables.contains("sourceRecord"))
            {
                return (.damaged(path: path, reason: "it is another program's database (no vetnet tables)"), tables)
            }
            if tables.contains("grdb_migrations") {
                let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
                let unknown = applied.subtracting(StateSchema.migrationIdentifiers).sorted()
                if !unknown.isEmpty { return (.schemaTooNew(path: path, unknownMigrations: unknown), tables) }
            }
            if version > StateSchema.version {
                return (.schemaTooNew(path: path, unknownMigrations: ["schema version \(version)"]), tables)
            }
            return (nil, tables)
        }
        if let problem { throw problem }
        return tables
    }

    /// The first table of `tables` (those of `skipped` left out) with a row whose checksum is not its own.
    private func changedRows(of tables: Set<String>, skipping skipped: Set<String>) throws(StateError) -> StateError? {
        let path = self.path
        return try read { db -> StateError? in
            for table in RowChecksum.tables where tables.contains(table.name) && !skipped.contains(table.name) {
                let columns = try db.columns(in: table.name).map(\.name)
                guard columns.contains("checksum") else { continue }
                let bad =
                    try Int.fetchOne(
                        db,
                        sql:
                            "SELECT count(*) FROM \(table.name) WHERE checksum IS NOT \(RowChecksum.call(table.columns))"
                    ) ?? 0
                if bad > 0 {
                    return .damaged(
                        path: path,
                        reason: "\(bad) row\(bad == 1 ? "" : "s") of \(table.name) changed since vetnet wrote them")
                }
            }
            return nil
        }
    }
}

/// An integrity check running beside a store's first reads (``StateStore/confirmIntegrity()``).
struct DeferredCheck {
    var work: BackgroundWork<Result<Void, StateError>>?
    var verdict: Result<Void, StateError>?
}
