/// Bytes arriving in chunks of any size: a file, or memory in tests that feed one byte at a time.
public protocol ByteSource: AnyObject {
    /// The next chunk, or an empty array at the end.
    func read(maxCount: Int) throws(Diagnostic) -> [UInt8]
}

/// A byte source over memory that hands out chunks of a fixed size, to prove readers do not depend on chunking.
public final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    public init(_ bytes: [UInt8], chunkSize: Int = .max) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    public convenience init(_ text: String, chunkSize: Int = .max) {
        self.init(Array(text.utf8), chunkSize: chunkSize)
    }

    public func read(maxCount: Int) throws(Diagnostic) -> [UInt8] {
        let end = min(bytes.count, offset + min(maxCount, chunkSize))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// The bytes of one input (a file, or a member of an archive), counted and fingerprinted as they are read.
public protocol InputByteSource: ByteSource {
    /// The bytes read so far.
    var byteCount: Int { get }
    /// The size expected when the input was opened (it may still grow or shrink).
    var sizeAtOpen: Int { get }
    /// The SHA-256 of every byte read so far, as lowercase hex. Call once, after the end.
    func sha256Hex() -> String
}
