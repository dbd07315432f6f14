private import Glibc

/// Reads a file in fixed-size chunks and fingerprints it (SHA-256) as it goes, so the file is read once.
public final class FileByteSource: InputByteSource {
    public let path: String
    private let descriptor: Int32
    private let hasher = BackgroundHasher()
    private var finished = false
    public private(set) var byteCount = 0
    /// The file's size when it was opened (it may still grow or shrink).
    public let sizeAtOpen: Int

    /// Opens `path` for reading. Throws `read.input-missing`, `read.not-a-file` or `read.cannot-open`
    /// (see `openRegularFile`).
    public init(path: String, displayName: String? = nil) throws(Diagnostic) {
        self.path = path
        (descriptor, sizeAtOpen) = try openRegularFile(path, shown: SourceLocation(file: displayName ?? path))
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
            throw .error(
                "read.io-error", "Reading the file failed: \(describeErrno()).", at: SourceLocation(file: path))
        }
        if count == 0 { finished = true }
        hasher.update(chunk)
        byteCount += count
        return chunk
    }

    /// The SHA-256 of every byte read so far, as lowercase hex. Call once, after the end.
    public func sha256Hex() -> String { hasher.finalizeHex() }
}
