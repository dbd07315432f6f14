import Foundation
internal import VetNetCore
internal import GRDB

/// The checksum every stored row carries (`checksum` column), so that a flipped byte in the state file is found
/// when the state is read instead of being published.
///
/// It is an SQL function, `vetnet_checksum(...)`, over a row's values in column order: every write gives it (from
/// schema `v5` on; triggers did in `v4`) and ``StateStore/verifyIntegrity()`` compares it on every read of the
/// state. FNV-1a over each value's
/// type, length and bytes, finished by the MurmurHash3 mixer: 64 bits catch any accidental change; this is not
/// meant to resist someone who edits the file on purpose.
enum RowChecksum {
    static let functionName = "vetnet_checksum"

    static var function: DatabaseFunction {
        DatabaseFunction(functionName, argumentCount: nil, pure: true) { values in Int64(bitPattern: checksum(values)) }
    }

    /// The tables whose rows carry a checksum, each with its columns in the order they are hashed.
    static let tables = triggered + [history]

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

    static func checksum(_ values: [DatabaseValue]) -> UInt64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            state ^= UInt64(byte)
            state &*= 0x0000_0100_0000_01b3
        }
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        func mix(bytes: UnsafeRawBufferPointer) {
            mix(UInt64(bytes.count))
            for byte in bytes { mix(byte) }
        }
        for value in values {
            switch value.storage {
            case .null: mix(UInt8(0))
            case .int64(let number):
                mix(UInt8(1))
                mix(UInt64(bitPattern: number))
            case .double(let number):
                mix(UInt8(2))
                mix(number.bitPattern)
            case .string(var text):
                mix(UInt8(3))
                text.withUTF8 { mix(bytes: UnsafeRawBufferPointer($0)) }
            case .blob(let data):
                mix(UInt8(4))
                data.withUnsafeBytes { mix(bytes: $0) }
            }
        }
        return StableHash.finalized(state)
    }

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
