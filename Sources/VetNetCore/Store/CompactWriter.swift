/// Appends values in the compact binary form records are kept in, in a `RecordStore` and in the state file:
/// counts in LEB128 (one byte below 128), a string as its UTF-8 length and bytes, a presence byte before an
/// optional value.
public struct CompactWriter: Sendable {
    @usableFromInline var buffer: ByteBuffer

    public init() {
        buffer = ByteBuffer()
    }

    /// A writer with room for `capacity` bytes before it grows.
    public init(capacity: Int) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// How many bytes were written.
    public var count: Int { buffer.count }

    /// What was written.
    public var bytes: [UInt8] { buffer.bytes }

    /// What was written, handed over without a copy.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try buffer.withBytes(body)
    }

    /// Forgets what was written, keeping the room.
    public mutating func removeAll() {
        buffer.removeAll()
    }

    @inlinable public mutating func byte(_ value: UInt8) { buffer.append(value) }

    @inlinable public mutating func bool(_ value: Bool) { buffer.append(value ? 1 : 0) }

    @inlinable public mutating func count(_ value: Int) {
        buffer.write(atMost: 10) { Self.writeCount(value, to: $0) }
    }

    public mutating func string(_ value: String) {
        let length = value.utf8.count
        // Through contiguous storage when the string has it (native and small strings do): length and bytes in
        // one write.
        let copied: Void? = value.utf8.withContiguousStorageIfAvailable { source in
            buffer.write(atMost: 10 + length) { target in
                let countLength = Self.writeCount(length, to: target)
                if length > 0 { (target + countLength).update(from: source.baseAddress!, count: length) }
                return countLength + length
            }
        }
        if copied == nil {
            count(length)
            buffer.append(utf8: value)
        }
    }

    /// A string given as its UTF-8, which the caller has found valid: its length and bytes, as `string` writes them.
    @inlinable public mutating func string(utf8 bytes: Span<UInt8>) {
        let length = bytes.count
        bytes.withUnsafeBufferPointer { source in
            buffer.write(atMost: 10 + length) { target in
                let countLength = Self.writeCount(length, to: target)
                if length > 0 { (target + countLength).update(from: source.baseAddress!, count: length) }
                return countLength + length
            }
        }
    }

    /// A string put together in place, as `string` writes it.
    public mutating func string(ascii text: borrowing ShortASCII) {
        string(utf8: text.bytes.span.extracting(0..<text.count))
    }

    /// Bytes a writer wrote before, written again as they are: values that repeat from record to record are
    /// encoded once.
    @inlinable public mutating func append(written bytes: [UInt8]) { buffer.append(bytes) }

    /// `append(written:)` of bytes in another writer's or a reader's buffer.
    @inlinable public mutating func append(written bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes) }

    public mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    /// The number's bits, low byte first: read back exactly.
    public mutating func double(_ value: Double) {
        buffer.write(atMost: 8) { target in
            var bits = value.bitPattern
            for index in 0..<8 {
                target[index] = UInt8(truncatingIfNeeded: bits)
                bits >>= 8
            }
            return 8
        }
    }

    public mutating func optionalDouble(_ value: Double?) {
        bool(value != nil)
        if let value { double(value) }
    }

    public mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    /// Writes `value` in LEB128 and returns how many bytes that took (at most 10).
    @inlinable @inline(__always) static func writeCount(_ value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if (0..<0x80).contains(value) {
            target[0] = UInt8(truncatingIfNeeded: value)
            return 1
        }
        var rest = UInt64(bitPattern: Int64(value))
        var written = 0
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            target[written] = rest == 0 ? low : low | 0x80
            written += 1
        } while rest != 0
        return written
    }
}
