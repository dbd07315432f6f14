import Foundation
internal import GRDB

/// How the state keeps a named artifact of the last committed run (schema `v9`): in parts, rows of `artifactPart`
/// numbered from 0, which read in order make the artifact. A part is stored as soon as it is made, so an artifact
/// of a hundred megabytes is never held whole to be stored; each part carries its row's checksum.
struct ArtifactParts {
    private let db: Database
    /// Made with the first part: a commit that stores no artifact needs no `artifactPart` table.
    private var insert: DirectStatement?
    /// The artifact being stored and the number its next part gets.
    private var current: (name: String, part: Int64)?

    init(in db: Database) {
        self.db = db
    }

    /// Stores `bytes` as the next part of the artifact `name`: its first part when the part before was another
    /// artifact's (or none), after removing what the state held under that name.
    mutating func add(_ name: String, _ bytes: some ContiguousBytes) throws {
        let insert = try self.insert ?? DirectStatement(try db.cachedStatement(sql: Self.insertPart))
        self.insert = insert
        if current?.name != name {
            try db.execute(sql: "DELETE FROM artifactPart WHERE name = ?", arguments: [name])
            current = (name, 0)
        }
        try insert.bind(1, name)
        try insert.bind(2, current?.part)
        try insert.run(bindingInPlace: 3, bytes)
        current?.part += 1
    }

    private static let insertPart = """
        INSERT INTO artifactPart (name, part, data, checksum) VALUES (?1, ?2, ?3, \(RowChecksum.call(["?1", "?2", "?3"])))
        """

    /// A part missing before the last: the rows are whole, each by its checksum, but the artifact is not.
    struct Gap: Error {
        let missingPart: Int64
    }

    /// The artifact `name` put together from its parts, or nil when the state has none of that name. Throws
    /// ``Gap`` when the parts do not run from 0 without one.
    static func read(_ name: String, in db: Database) throws -> Data? {
        let size = try Int.fetchOne(
            db, sql: "SELECT sum(length(data)) FROM artifactPart WHERE name = ?", arguments: [name])
        guard let size else { return nil }
        var whole = Data(capacity: size)
        let parts = try Row.fetchCursor(
            db, sql: "SELECT part, data FROM artifactPart WHERE name = ? ORDER BY part", arguments: [name])
        var expected: Int64 = 0
        while let row = try parts.next() {
            guard row[0] == expected else { throw Gap(missingPart: expected) }
            try row.withUnsafeData(atIndex: 1) { part in if let part { whole.append(part) } }
            expected += 1
        }
        return whole
    }
}
