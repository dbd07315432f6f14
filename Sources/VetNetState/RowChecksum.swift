internal import CStateSQLite
internal import GRDB

/// The checksum every stored row carries (`checksum` column), so that a flipped byte in the state file is found
/// when the state is read instead of being published.
///
/// It is an SQL function, `vetnet_checksum(...)`, over a row's values in column order: every write gives it (from
/// schema `v5` on; triggers did in `v4`) and ``StateStore/verifyIntegrity()`` compares it on every read of the
/// state. FNV-1a over each value's type, length and bytes, finished by the MurmurHash3 mixer
/// (`row_checksum.c`): 64 bits catch any accidental change; this is not meant to resist someone who edits the
/// file on purpose. It is written in C on SQLite's values: a function of GRDB's boxed every argument, and a
/// nightly run checks every row of the file and writes a checksum for each row it writes.
enum RowChecksum {
    static let functionName = "vetnet_checksum"

    /// Adds `vetnet_checksum` to the connection.
    static func register(on db: Database) throws {
        let code = vetnet_register_row_checksum(db.sqliteConnection)
        guard code == 0 else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot add \(functionName)")
        }
    }

    /// The tables whose rows carry a checksum, each with its columns in the order they are hashed.
    static let tables = triggered + [history, snapshotBlocks] + identityBlocks + [artifactParts]

    /// The artifacts' parts (schema `v9`).
    static let artifactParts: (name: String, key: [String], columns: [String]) = (
        "artifactPart", ["name", "part"], ["name", "part", "data"]
    )

    /// The merges' and medical IDs' blocks (schema `v8`).
    static let identityBlocks: [(name: String, key: [String], columns: [String])] = IdentityBlocks.Table.allCases.map {
        ($0.rawValue, ["block"], ["block", "run", "entries"])
    }

    /// The snapshot's blocks (schema `v7`).
    static let snapshotBlocks: (name: String, key: [String], columns: [String]) = (
        "snapshotBlock", ["block"], ["block", "records"]
    )

    /// The history's rows (schema `v5`).
    static let history: (name: String, key: [String], columns: [String]) = (
        "historyRecord", ["source", "key"],
        ["source", "key", "recordId", "kind", "fingerprint", "isActive", "firstSeenRun", "lastChangedRun", "record"]
    )

    /// The tables of schema `v4`, whose checksums its triggers kept up to date.
    static let triggered: [(name: String, key: [String], columns: [String])] = [
        (
            "sourceRecord", ["source", "sourceId"],
            [
                "source", "sourceId", "kind", "fingerprint", "canonicalId", "firstSeenRun", "lastChangedRun",
                "isActive",
                "json", "line", "findings", "record",
            ]
        ),
        ("snapshotRecord", ["id"], ["id", "kind", "record"]),
        ("artifact", ["name"], ["name", "data"]),
        ("mergedId", ["memberId"], ["memberId", "canonicalId", "kind", "run"]),
        ("medicalId", ["patientId"], ["patientId", "medicalId", "run"]),
    ]

    /// `vetnet_checksum(prefix.col1, prefix.col2, ...)` for `table`'s columns.
    static func call(_ columns: [String], prefix: String = "") -> String {
        "\(functionName)(" + columns.map { prefix + $0 }.joined(separator: ", ") + ")"
    }

    /// The SQL that adds the `checksum` column to every table, fills it, and keeps it up to date.
    static var installation: String {
        triggered.map { table in
            let keyMatch = table.key.map { "\($0) = NEW.\($0)" }.joined(separator: " AND ")
            let set = "UPDATE \(table.name) SET checksum = \(call(table.columns, prefix: "NEW.")) WHERE \(keyMatch);"
            return """
                ALTER TABLE \(table.name) ADD COLUMN checksum INTEGER;
                UPDATE \(table.name) SET checksum = \(call(table.columns));
                CREATE TRIGGER \(table.name)_checksum_insert AFTER INSERT ON \(table.name) BEGIN \(set) END;
                CREATE TRIGGER \(table.name)_checksum_update AFTER UPDATE OF \(table.columns.joined(separator: ", "))
                    ON \(table.name) BEGIN \(set) END;
                """
        }.joined(separator: "\n")
    }
}
