internal import GRDB

/// Whole-database views for tests and for checking that a run changed nothing.
extension StateStore {
    /// The state tables, in a fixed order.
    static let tables = [
        "run", "runInput", "runCount", "sourceRecord", "mergeBlock", "medicalIdBlock", "snapshotBlock", "artifactPart",
        "historyRecord",
    ]

    /// Rows per state table.
    func rowCounts() throws(StateError) -> [String: Int] {
        try read { db in
            var counts: [String: Int] = [:]
            for table in StateStore.tables {
                counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
            }
            return counts
        }
    }

    /// Every row of the given tables as text, in primary-key order: equal dumps mean equal contents.
    func dump(tables: [String] = StateStore.tables) throws(StateError) -> String {
        try read { db in
            var text = ""
            for table in tables {
                text += "# \(table)\n"
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2") {
                    text += row.description + "\n"
                }
            }
            return text
        }
    }

    /// The triggers the schema has.
    func triggerNames() throws(StateError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") }
    }

    /// The names of the indexes the schema created on `table` (not those SQLite makes for its keys).
    func tableNames() throws(StateError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
    }

    func indexNames(on table: String) throws(StateError) -> [String] {
        try read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
                arguments: [table])
        }
    }

    /// The run that first stored a history record and the last that changed it.
    func historyRecordRuns(_ recordId: String) throws(StateError) -> (first: Int64, last: Int64)? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT firstSeenRun, lastChangedRun FROM historyRecord WHERE recordId = ?",
                arguments: [recordId]
            ).map { ($0[0], $0[1]) }
        }
    }

    /// The integer a raw SQL query gives (tests of the SQL functions the store adds).
    func integer(sql: String) throws(StateError) -> Int64? {
        try read { db in try Int64.fetchOne(db, sql: sql) }
    }

    /// Runs raw SQL outside the store's API (tests that fill an old schema).
    func execute(sql: String, arguments: [String] = []) throws(StateError) {
        try writeState { tx throws(StateError) in
            try attempt { try tx.db.execute(sql: sql, arguments: StatementArguments(arguments)) }
        }
    }
}
