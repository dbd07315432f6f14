import Foundation
internal import CStateSQLite
internal import GRDB

/// A prepared statement that writes rows, its values bound and run through SQLite's C interface: GRDB's
/// `execute(arguments:)` boxes every value and checks the connection's state on every run, which cost a first
/// nightly run more than SQLite's own work for each of its million rows. For the statements that write one row
/// per record; the transaction and everything else stay GRDB's.
struct DirectStatement {
    private let statement: Statement

    init(_ statement: Statement) {
        self.statement = statement
    }

    /// Binds `value` to parameter `index` (from 1); nil binds NULL.
    func bind(_ index: Int32, _ value: String?) throws {
        guard var value else { return try check(vetnet_bind_null(statement.sqliteStatement, index)) }
        let code = value.withUTF8 {
            vetnet_bind_text(statement.sqliteStatement, index, $0.baseAddress, Int64($0.count))
        }
        try check(code)
    }

    func bind(_ index: Int32, _ value: Data?) throws {
        guard let value else { return try check(vetnet_bind_null(statement.sqliteStatement, index)) }
        let code = value.withUnsafeBytes {
            vetnet_bind_blob(statement.sqliteStatement, index, $0.baseAddress, Int64($0.count))
        }
        try check(code)
    }

    func bind(_ index: Int32, _ bytes: [UInt8]) throws {
        let code = bytes.withUnsafeBytes {
            vetnet_bind_blob(statement.sqliteStatement, index, $0.baseAddress, Int64($0.count))
        }
        try check(code)
    }

    /// Binds `value` to parameter `index` where its bytes are, without SQLite copying them, and runs the statement
    /// while they are there: an artifact's part is not held twice.
    func run(bindingInPlace index: Int32, _ value: some ContiguousBytes) throws {
        try value.withUnsafeBytes { bytes in
            try check(
                vetnet_bind_blob_in_place(statement.sqliteStatement, index, bytes.baseAddress, Int64(bytes.count)))
            try run()
        }
    }

    func bind(_ index: Int32, _ value: Int64?) throws {
        guard let value else { return try check(vetnet_bind_null(statement.sqliteStatement, index)) }
        try check(vetnet_bind_int64(statement.sqliteStatement, index, value))
    }

    func bind(_ index: Int32, _ value: Int?) throws {
        try bind(index, value.map(Int64.init))
    }

    /// Runs the statement with the values bound, then clears them for the next row.
    func run() throws {
        let code = vetnet_run_once(statement.sqliteStatement)
        guard code != 101 else { return }  // SQLITE_DONE
        try check(code)
        throw error(code)
    }

    private func check(_ code: Int32) throws {
        guard code != 0 else { return }  // SQLITE_OK
        throw error(code)
    }

    private func error(_ code: Int32) -> DatabaseError {
        let message = vetnet_statement_error(statement.sqliteStatement).map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
}
