import Foundation
internal import CStateSQLite
internal import GRDB
import VetNetCore

/// A prepared statement whose rows are read through SQLite's C interface, each column straight into the value
/// a caller keeps: GRDB's rows box every value and make a string of every text, which cost a nightly run more
/// than SQLite's own work for each of its million stored records.
struct DirectQuery {
    private let statement: Statement

    init(_ statement: Statement) {
        self.statement = statement
    }

    /// Steps to the next row; false at the end.
    func step() throws -> Bool {
        let code = vetnet_step(statement.sqliteStatement)
        if code == 100 { return true }  // SQLITE_ROW
        if code == 101 { return false }  // SQLITE_DONE
        let message = vetnet_statement_error(statement.sqliteStatement).map { String(cString: $0) }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }

    /// The text of `column`, nil for NULL.
    func string(_ column: Int32) -> String? {
        withText(column) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of `column` as a key, without making a string of it when it packs; nil for NULL.
    func idKey(_ column: Int32) -> IDKey? {
        withText(column) { bytes in
            PackedASCII(utf8: bytes.span).map(IDKey.packed) ?? .text(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Whether the text of `column` is `text`.
    func text(_ column: Int32, equals text: String) -> Bool {
        var text = text
        return withText(column) { bytes in
            text.withUTF8 { expected in
                bytes.count == expected.count
                    && (bytes.isEmpty || memcmp(bytes.baseAddress!, expected.baseAddress!, bytes.count) == 0)
            }
        } ?? false
    }

    /// The fingerprint the text of `column` gives as hex (``Fingerprint/init(hex:)``), nil for NULL or another text.
    func fingerprint(_ column: Int32) -> Fingerprint? {
        // Anything but plain hex digits goes the string's way, which decides what it gives.
        withText(column) { Fingerprint(hexUTF8: $0.span) ?? Fingerprint(hex: String(decoding: $0, as: UTF8.self)) }
            ?? nil
    }

    /// The blob of `column`, nil for NULL.
    func data(_ column: Int32) -> Data? {
        var count: Int64 = 0
        let bytes = vetnet_column_blob(statement.sqliteStatement, column, &count)
        guard count >= 0 else { return nil }
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: Int(count))
    }

    /// The blob of `column` as bytes, nil for NULL.
    func bytes(_ column: Int32) -> [UInt8]? {
        var count: Int64 = 0
        let bytes = vetnet_column_blob(statement.sqliteStatement, column, &count)
        guard count >= 0 else { return nil }
        guard let bytes, count > 0 else { return [] }
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: Int(count)))
    }

    /// The integer of `column`, nil for NULL.
    func int(_ column: Int32) -> Int? {
        var isNull: Int32 = 0
        let value = vetnet_column_int64(statement.sqliteStatement, column, &isNull)
        return isNull != 0 ? nil : Int(value)
    }

    private func withText<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        var count: Int64 = 0
        let bytes = vetnet_column_text(statement.sqliteStatement, column, &count)
        guard count >= 0 else { return nil }
        guard let bytes, count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return body(UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt8.self), count: Int(count)))
    }
}
