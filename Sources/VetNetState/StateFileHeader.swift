import Foundation

/// What can be told about a state file before SQLite opens it: SQLite takes an empty file for a new database
/// (and would start the clinic's history afresh), and reports a foreign file only on its first read.
enum StateFileHeader {
    static let magic = Array("SQLite format 3\0".utf8)
    /// SQLite's file header; a database is at least one page of 512 bytes or more.
    static let headerSize = 100

    /// Throws ``StateError/damaged(path:reason:)`` for an existing file that cannot be a state file.
    static func check(path: String) throws(StateError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: headerSize)) ?? Data()
        if header.isEmpty {
            throw .damaged(path: path, reason: "it is empty (a new state file is never empty)")
        }
        guard header.count == headerSize, Array(header.prefix(magic.count)) == magic else {
            throw .damaged(path: path, reason: "it is not an SQLite database, or is cut short")
        }
        let pageSizeField = Int(header[16]) << 8 | Int(header[17])
        let pageSize = pageSizeField == 1 ? 65536 : pageSizeField
        let pageCount = Int(header[28]) << 24 | Int(header[29]) << 16 | Int(header[30]) << 8 | Int(header[31])
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        // The page count holds when it was written with the file's change counter. A killed checkpoint may leave
        // the file short of it with the journal that completes it, so only a file without a journal is judged.
        let countIsCurrent = header[24..<28] == header[92..<96]
        let journal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        let rollbackJournal = FileManager.default.fileExists(atPath: path + "-journal")
        if countIsCurrent, journal == 0, !rollbackJournal, pageSize >= 512, pageCount > 0, size < pageSize * pageCount {
            throw .damaged(path: path, reason: "it is cut short (\(size) bytes of \(pageSize * pageCount))")
        }
    }

    /// Whether the file is in WAL mode (its format versions, bytes 18 and 19, are 2): opened for writing, it is
    /// then left as it is until something is written.
    static func isWAL(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 20)) ?? Data()
        return header.count == 20 && header[18] == 2 && header[19] == 2
    }
}
