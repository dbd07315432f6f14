/// Appends values in the compact binary form records are kept in, in a `RecordStore` and in the state file:
/// counts in LEB128 (one byte below 128), a string as its UTF-8 length and bytes, a presence byte before an
/// optional value.
public struct CompactWriter: Sendable {
    /// The bytes written, then zeros: room made ahead, so that a value is written without `Array.append`'s
    /// checks and growth for each byte. Every record is written this way, so this is on the hot path of reading.
    private var buffer: [UInt8]
    /// How many bytes of `buffer` are written.
    public private(set) var count: Int = 0

    public init() {
        buffer = []
    }

    /// A writer with room for `capacity` bytes before it grows.
    public init(capacity: Int) {
        buffer = [UInt8](repeating: 0, count: capacity)
    }

    /// What was written.
    public var bytes: [UInt8] { count == buffer.count ? buffer : Array(buffer[..<count]) }

    /// What was written, handed over without a copy.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Forgets what was written, keeping the room.
    public mutating func removeAll() {
        count = 0
    }

    public mutating func byte(_ value: UInt8) {
        write(atMost: 1) { target in
            target[0] = value
            return 1
        }
    }

    public mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    public mutating func count(_ value: Int) {
        write(atMost: 10) { Self.writeCount(value, to: $0) }
    }

    public mutating func string(_ value: String) {
        let length = value.utf8.count
        // Through contiguous storage when the string has it (native and small strings do): one copy.
        let copied: Void? = value.utf8.withContiguousStorageIfAvailable { source in
            write(atMost: 10 + length) { target in
                let countLength = Self.writeCount(length, to: target)
                if length > 0 { (target + countLength).update(from: source.baseAddress!, count: length) }
                return countLength + length
            }
        }
        if copied == nil {
            count(length)
            write(atMost: length) { target in
                for (offset, unit) in value.utf8.enumerated() { target[offset] = unit }
                return length
            }
        }
    }

    public mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    /// The number's bits, low byte first: read back exactly.
    public mutating func double(_ value: Double) {
        write(atMost: 8) { target in
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

    /// Lets `body` write up to `atMost` bytes after the last, and counts the bytes it says it wrote: one
    /// uniqueness check for the buffer per value, not per byte.
    @inline(__always) private mutating func write(atMost: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if buffer.count - count < atMost { grow(atMost) }
        let start = count
        count += buffer.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }

    /// Writes `value` in LEB128 and returns how many bytes that took (at most 10).
    @inline(__always) private static func writeCount(_ value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
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

    private mutating func grow(_ needed: Int) {
        buffer.append(contentsOf: repeatElement(0, count: Swift.max(needed, buffer.count, 64)))
    }
}
