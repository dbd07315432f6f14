private import Glibc

/// Reads a file in fixed-size chunks and fingerprints it (SHA-256) as it goes, so the file is read once.
public final class FileByteSource: ByteSource {
    public let path: String
    private let descriptor: Int32
    private let hasher = BackgroundHasher()
    private var finished = false
    public private(set) var byteCount = 0
    /// The file's size when it was opened (it may still grow or shrink).
    public let sizeAtOpen: Int

    /// Opens `path` for reading. Throws `read.input-missing`, `read.not-a-file` or `read.cannot-open`.
    ///
    /// Only regular files are read: a named pipe may wait for a writer forever and a device such as `/dev/zero`
    /// never ends, which a nightly job must not do. The file is opened without blocking and examined once open,
    /// so a path swapped for a pipe in between cannot hang the run either.
    public init(path: String, displayName: String? = nil) throws(Diagnostic) {
        self.path = path
        let shown = SourceLocation(file: displayName ?? path)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: throw .error("read.input-missing", "The input file does not exist.", at: shown)
            case EISDIR: throw .error("read.not-a-file", "The input path is a directory, not a file.", at: shown)
            default: throw .error("read.cannot-open", "The input file cannot be opened: \(Self.describeErrno()).", at: shown)
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = Self.describeErrno()
            close(fd)
            throw .error("read.cannot-open", "The input file cannot be examined: \(reason).", at: shown)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            let what =
                switch kind {
                case S_IFDIR: "a directory"
                case S_IFIFO: "a named pipe, which may never end"
                case S_IFCHR, S_IFBLK: "a device, which may never end"
                case S_IFSOCK: "a socket"
                default: "not a regular file"
                }
            throw .error("read.not-a-file", "The input path is \(what); give vetnet a regular file (copy the export first).", at: shown)
        }
        descriptor = fd
        sizeAtOpen = Int(info.st_size)
    }

    deinit { close(descriptor) }

    public func read(maxCount: Int) throws(Diagnostic) -> [UInt8] {
        guard !finished else { return [] }
        var count = 0
        // Read into memory left uninitialized: zeroing a megabyte before the kernel overwrites it cost a pass
        // over every byte of every source.
        let chunk = [UInt8](unsafeUninitializedCapacity: maxCount) { buffer, initialized in
            while true {
                count = Glibc.read(descriptor, buffer.baseAddress, maxCount)
                if count < 0 && errno == EINTR { continue }
                break
            }
            initialized = max(count, 0)
        }
        guard count >= 0 else {
            throw .error("read.io-error", "Reading the file failed: \(Self.describeErrno()).", at: SourceLocation(file: path))
        }
        if count == 0 { finished = true }
        hasher.update(chunk)
        byteCount += count
        return chunk
    }

    /// The SHA-256 of every byte read so far, as lowercase hex. Call once, after the end.
    public func sha256Hex() -> String { hasher.finalizeHex() }

    private static func describeErrno() -> String { String(cString: strerror(errno)) }
}
