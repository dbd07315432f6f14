import Foundation

/// What keeps a run from opening its state file, told in words a person can act on: a file it cannot write, a full
/// file system.
///
/// Whether a run can write the state file and the files SQLite keeps beside it is asked before SQLite opens them:
/// opening a file the run cannot write makes SQLite create its shared-memory file (`-shm`) as unwritable as the
/// state file, and every later run then fails on that file, after the state file itself is made writable again.
enum StateFileAccess {
    static let companions = ["", "-wal", "-shm"]

    /// The first of the state file and its companions that exists and cannot be written, if any.
    static func unwritable(_ path: String, isWritable: (String) -> Bool = { access($0, W_OK) == 0 }) -> String? {
        companions.map { path + $0 }.first { FileManager.default.fileExists(atPath: $0) && !isWritable($0) }
    }

    /// Throws when `unwritable` finds a file, naming it and what to do.
    static func requireWritable(_ path: String, isWritable: (String) -> Bool = { access($0, W_OK) == 0 })
        throws(StateError)
    {
        guard let file = unwritable(path, isWritable: isWritable) else { return }
        throw .cannotOpen(
            path: file,
            reason:
                "the user running vetnet cannot write it. Nothing was read or changed; make the file writable by that user (and its -wal and -shm files beside it, if there are any)."
        )
    }

    /// `reason` why SQLite could not open `path`, with what to do when the file system holding it has no room
    /// left: SQLite then reports a disk I/O error, which reads like a failing disk or a damaged file.
    static func reason(_ reason: String, openingAt path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        var info = statvfs()
        guard statvfs(directory.isEmpty ? "." : directory, &info) == 0 else { return reason }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        guard free < 1 << 20 else { return reason }
        return reason
            + ". The file system holding it is full (\(free) bytes free); free some space and run again"
    }
}
