internal import GRDB

extension StateStore {
    /// Checks, before a run reads anything from it, that the file is a vetnet state file, written by this
    /// vetnet or an older one, structurally whole (`PRAGMA quick_check`), and that every stored row still has
    /// the checksum it was written with. Throws ``StateError/damaged(path:reason:)`` or
    /// ``StateError/schemaTooNew(path:unknownMigrations:)``. The rows of the tables in `skippingRowsOf` are left to
    /// the reads that check them (the history's, ``forEachHistoryRecord(source:_:)``).
    public func verifyIntegrity(skippingRowsOf skipped: Set<String> = []) throws(StateError) {
        let path = self.path
        let problem: StateError? = try read { db -> StateError? in
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
            if application != 0 && application != StateSchema.applicationID {
                return .damaged(path: path, reason: "it is another program's database")
            }
            if !tables.isEmpty
                && !(tables.contains("grdb_migrations") && tables.contains("run") && tables.contains("sourceRecord"))
            {
                return .damaged(path: path, reason: "it is another program's database (no vetnet tables)")
            }
            if tables.contains("grdb_migrations") {
                let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
                let unknown = applied.subtracting(StateSchema.migrationIdentifiers).sorted()
                if !unknown.isEmpty { return .schemaTooNew(path: path, unknownMigrations: unknown) }
            }
            if version > StateSchema.version {
                return .schemaTooNew(path: path, unknownMigrations: ["schema version \(version)"])
            }
            let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
            if check != ["ok"] {
                return .damaged(
                    path: path, reason: "SQLite's integrity check fails (\(check.prefix(3).joined(separator: "; ")))")
            }
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
        if let problem { throw problem }
    }
}
