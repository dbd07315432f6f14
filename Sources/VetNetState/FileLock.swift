import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` lock on a file, held for as long as this object lives.
///
/// The lock belongs to the open file description, so the kernel releases it when the holder closes it or
/// dies (even by `kill -9`), and two descriptors opened in one process exclude each other too.
/// The holder writes who it is into the file, for the message a refused run prints.
final class FileLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Clears the holder's description, then releases the lock by closing the descriptor.
    deinit {
        _ = ftruncate(descriptor, 0)
        close(descriptor)
    }

    /// Takes the lock at once or fails with ``StateError/locked(holder:since:)``; never waits.
    static func acquire(path: String, holder: String, now: Date = Date()) throws(StateError) -> FileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        guard result == 0 else {
            let failure = errno
            let contents = readAll(descriptor)
            close(descriptor)
            if failure == EWOULDBLOCK {
                let info = LockHolder(parsing: contents)
                throw .locked(holder: info.holder, since: info.since)
            }
            throw .cannotOpen(path: path, reason: String(cString: strerror(failure)))
        }
        let lock = FileLock(descriptor: descriptor)
        lock.record(LockHolder(holder: holder, since: now))
        return lock
    }

    /// Replaces the file's contents with the holder's description; best effort (the lock is what counts).
    private func record(_ info: LockHolder) {
        let bytes = Array(info.text.utf8)
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    private static func readAll(_ descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }
}

/// Who holds the lock and since when, as written in the lock file: the holder on the first line, the
/// ISO 8601 time on the second.
struct LockHolder: Equatable {
    var holder: String
    var since: Date?

    init(holder: String, since: Date?) {
        self.holder = holder
        self.since = since
    }

    /// Reads what ``text`` wrote; a file another tool locked (empty) gives holder `"unknown"`.
    init(parsing text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let holder = lines.first.map(String.init) ?? ""
        self.holder = holder.isEmpty ? "unknown" : holder
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        self.since = lines.count > 1 ? formatter.date(from: String(lines[1])) : nil
    }

    var text: String {
        "\(holder.replacingOccurrences(of: "\n", with: " "))\n\(since.map(StateError.timestamp) ?? "")\n"
    }
}
