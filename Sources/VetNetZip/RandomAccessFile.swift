private import Glibc
package import VetNetCore

/// A file read at any offset: an archive, whose directory is at its end. Also a scratch file that is filled
/// once and then read (`temporary`), which no other process can see: it is unlinked as soon as it exists.
package final class RandomAccessFile {
    /// The file as messages name it.
    package let name: String
    package private(set) var size: Int
    private let descriptor: Int32

    /// Opens a regular file (see `openRegularFile`).
    package init(path: String, name: String) throws(Diagnostic) {
        self.name = name
        (descriptor, size) = try openRegularFile(path, shown: SourceLocation(file: name))
    }

    private init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        size = 0
    }

    /// An empty scratch file in the system's temporary directory, gone when this object is.
    package static func temporary(name: String) throws(Diagnostic) -> RandomAccessFile {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/vetnet-member-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw .error(
                "read.cannot-open",
                "No scratch file could be made in \(directory) to unpack the member: \(describeErrno()).",
                at: SourceLocation(file: name))
        }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return RandomAccessFile(descriptor: fd, name: name)
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset`; fewer only at the end of the file.
    package func read(at offset: Int, count: Int) throws(Diagnostic) -> [UInt8] {
        guard count > 0, offset >= 0 else { return [] }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let got = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failed = true }
                if got <= 0 { break }
                done += got
            }
            initialized = done
        }
        if failed {
            throw .error(
                "read.io-error", "Reading the file failed: \(describeErrno()).", at: SourceLocation(file: name))
        }
        return bytes
    }

    /// Adds `bytes` at the end of a scratch file.
    package func append(_ bytes: [UInt8]) throws(Diagnostic) {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(size + done))
            }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else {
                throw .error(
                    "read.io-error", "Unpacking the member into a scratch file failed: \(describeErrno()).",
                    at: SourceLocation(file: name))
            }
            done += wrote
        }
        size += done
    }
}
