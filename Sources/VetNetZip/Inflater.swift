private import CZlib

/// Owns one zlib stream that inflates raw deflate data (a ZIP member's), and computes CRC-32s.
///
/// The only file that talks to zlib. Input is copied into a buffer the stream owns, so no Swift array's memory
/// is held across calls. Not thread-safe: one member is read in one task.
final class Inflater {
    enum Step {
        /// Bytes inflated; `finished` once the deflate stream has ended.
        case output([UInt8], finished: Bool)
        /// The data is not valid deflate; zlib's message.
        case corrupt(String)
    }

    static let inputCapacity = 1 << 16
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutablePointer<UInt8>
    private var ended = false

    init?() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(capacity: Self.inputCapacity)
        guard CZlib_inflateInitRaw(stream) == Z_OK else {
            ended = true
            return nil
        }
    }

    deinit {
        if !ended { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
        input.deallocate()
    }

    /// Whether every byte given has been consumed.
    var needsInput: Bool { stream.pointee.avail_in == 0 }

    /// Gives the stream up to `inputCapacity` bytes; call only when `needsInput`.
    func give(_ bytes: [UInt8]) {
        let count = min(bytes.count, Self.inputCapacity)
        guard count > 0 else { return }
        bytes.withUnsafeBufferPointer { input.update(from: $0.baseAddress!, count: count) }
        stream.pointee.next_in = input
        stream.pointee.avail_in = UInt32(count)
    }

    /// Inflates what it can into at most `maxCount` bytes.
    func inflate(maxCount: Int) -> Step {
        var status: Int32 = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: maxCount) { buffer, initialized in
            stream.pointee.next_out = buffer.baseAddress
            stream.pointee.avail_out = UInt32(maxCount)
            status = CZlib.inflate(stream, Z_NO_FLUSH)
            initialized = maxCount - Int(stream.pointee.avail_out)
            stream.pointee.next_out = nil
        }
        switch status {
        case Z_STREAM_END: return .output(output, finished: true)
        case Z_OK, Z_BUF_ERROR: return .output(output, finished: false)
        default:
            let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            return .corrupt(message)
        }
    }

    /// `crc` continued over `bytes` (start with 0).
    static func crc32(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        // zlib answers an empty buffer with the initial value, not `crc`.
        guard !bytes.isEmpty else { return crc }
        return bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(uLong(crc), $0.baseAddress, uInt($0.count))) }
    }
}
