public import Foundation

/// Why the state store could not do what was asked.
///
/// The store throws only this type; database failures are translated once, in ``StateStore``.
public enum StateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another run holds the state file's lock. `holder` and `since` come from the lock file, and are
    /// `"unknown"` and nil when the holder did not write them (an external `flock`).
    case locked(holder: String, since: Date?)
    /// The state database or its lock file cannot be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The database was migrated by a newer vetnet: this one does not know all its migrations.
    case schemaTooNew(path: String, unknownMigrations: [String])
    /// The file is not a state file vetnet can trust: empty, cut short, not SQLite, another program's
    /// database, or failing an integrity check (a damaged page, a row whose checksum does not match).
    case damaged(path: String, reason: String)
    /// A change would break an identity that must stay the same forever (a medical ID used by another
    /// animal, a merge that would make a cycle).
    case conflict(String)
    /// No run with this ID was begun.
    case unknownRun(Int64)
    /// SQLite or a stored value failed; the transaction, if any, was rolled back.
    case database(String)

    public var description: String {
        switch self {
        case .locked(let holder, let since):
            let time = since.map { " since \(StateError.timestamp($0))" } ?? ""
            return "The state file is locked by another run (\(holder)\(time)); only one run at a time may use it."
        case .cannotOpen(let path, let reason):
            return "Cannot open the state database \(path): \(reason)"
        case .schemaTooNew(let path, let unknown):
            let names = unknown.joined(separator: ", ")
            return "The state database \(path) was written by a newer vetnet (migrations \(names)); upgrade vetnet."
        case .damaged(let path, let reason):
            return
                "The state file \(path) cannot be trusted: \(reason). Nothing was published or stored; restore it from a backup (or, to start afresh, move it away together with the output directory)."
        case .conflict(let message):
            return "State conflict: \(message)"
        case .unknownRun(let id):
            return "No run \(id) in the state database."
        case .database(let message):
            return "State database error: \(message)"
        }
    }

    /// UTC, to the second: `2026-11-20T02:00:13Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
