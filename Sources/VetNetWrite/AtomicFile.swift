private import Glibc
public import VetNetCore

/// A file written under a temporary name in its final directory and renamed into place when complete,
/// so readers (and a crash) never see half a file.
public final class AtomicFile {
    public let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var committed = false

    /// Creates the temporary file. Throws `write.cannot-create` (missing or read-only directory, …).
    public init(path: String) throws(Diagnostic) {
        self.path = path
        temporaryPath = path + ".tmp-\(getpid())"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .error("write.cannot-create", "Cannot create the output file: \(String(cString: strerror(errno))).", at: SourceLocation(file: path))
        }
    }

    deinit {
        if !committed {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    public func write(_ bytes: [UInt8]) throws(Diagnostic) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .error("write.io-error", "Writing the output file failed: \(String(cString: strerror(errno))).", at: SourceLocation(file: path))
            }
            offset += written
        }
    }

    /// Flushes to disk and renames the file into place.
    public func commit() throws(Diagnostic) {
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            throw .error("write.io-error", "Flushing the output file failed: \(String(cString: strerror(errno))).", at: SourceLocation(file: path))
        }
        committed = true
        guard rename(temporaryPath, path) == 0 else {
            unlink(temporaryPath)
            throw .error("write.io-error", "Renaming the output file into place failed: \(String(cString: strerror(errno))).", at: SourceLocation(file: path))
        }
    }

    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
        let file = try AtomicFile(path: path)
        try file.write(bytes)
        try file.commit()
    }

    /// Creates `path` and its parents. Throws `write.cannot-create`.
    public static func createDirectory(_ path: String) throws(Diagnostic) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw .error("write.cannot-create", "Cannot create the output directory: \(String(cString: strerror(errno))).", at: SourceLocation(file: current))
            }
        }
    }
}
