private import Glibc

/// Reads a file in fixed-size chunks and fingerprints it (SHA-256) as it goes, so the file is read once.
public final class FileByteSource: ByteSource {
    public let path: String
    private let descriptor: Int32
    private let hasher = BackgroundHasher()
    private var finished = false
    public private(set) var byteCount = 0

    /// Opens `path` for reading. Throws `read.input-missing`, `read.not-a-file` or `read.cannot-open`.
    public init(path: String, displayName: String? = nil) throws(Diagnostic) {
        self.path = path
        let shown = SourceLocation(file: displayName ?? path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT {
                throw .error("read.input-missing", "The input file does not exist.", at: shown)
            }
            throw .error("read.cannot-open", "The input file cannot be examined: \(Self.describeErrno()).", at: shown)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw .error("read.not-a-file", "The input path is a directory, not a file.", at: shown)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .error("read.cannot-open", "The input file cannot be opened: \(Self.describeErrno()).", at: shown)
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    public func read(maxCount: Int) throws(Diagnostic) -> [UInt8] {
        guard !finished else { return [] }
        var chunk = [UInt8](repeating: 0, count: maxCount)
        let count = chunk.withUnsafeMutableBytes { buffer -> Int in
            while true {
                let got = Glibc.read(descriptor, buffer.baseAddress, maxCount)
                if got < 0 && errno == EINTR { continue }
                return got
            }
        }
        guard count >= 0 else {
            throw .error("read.io-error", "Reading the file failed: \(Self.describeErrno()).", at: SourceLocation(file: path))
        }
        if count == 0 { finished = true }
        chunk.removeSubrange(count...)
        hasher.update(chunk)
        byteCount += count
        return chunk
    }

    /// The SHA-256 of every byte read so far, as lowercase hex. Call once, after the end.
    public func sha256Hex() -> String { hasher.finalizeHex() }

    private static func describeErrno() -> String { String(cString: strerror(errno)) }
}
