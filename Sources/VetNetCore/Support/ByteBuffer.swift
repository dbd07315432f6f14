/// Bytes written one value at a time, for the writers every record goes through (`CompactWriter`, the JSON and
/// CSV writers). `Array.append` checks the array's uniqueness and capacity for each byte; here room is made
/// ahead (the array holds zeros past `count`) and a value is written through one pointer to its place.
public struct ByteBuffer: Sendable {
    /// The bytes written, then zeros.
    @usableFromInline var storage: [UInt8]
    /// How many bytes of `storage` are written.
    @usableFromInline var written = 0

    @inlinable public var count: Int { written }

    @inlinable public init() {
        storage = []
    }

    /// A buffer with room for `capacity` bytes before it grows.
    @inlinable public init(capacity: Int) {
        storage = [UInt8](repeating: 0, count: capacity)
    }

    @inlinable public var isEmpty: Bool { count == 0 }

    /// What was written.
    @inlinable public var bytes: [UInt8] { count == storage.count ? storage : Array(storage[..<count]) }

    /// What was written, handed over without a copy.
    @inlinable public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Forgets what was written, keeping the room.
    @inlinable public mutating func removeAll() {
        written = 0
    }

    /// Lets `body` write up to `atMost` bytes after the last and counts the bytes it says it wrote.
    @inlinable public mutating func write(atMost: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if storage.count - written < atMost { grow(atMost) }
        let start = written
        let count = storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
        assert(count <= atMost, "wrote more than it made room for")
        written += count
    }

    @inlinable public mutating func append(_ byte: UInt8) {
        write(atMost: 1) { target in
            target.pointee = byte
            return 1
        }
    }

    @inlinable public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        write(atMost: bytes.count) { target in
            target.update(from: source, count: bytes.count)
            return bytes.count
        }
    }

    @inlinable public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends a string's UTF-8.
    @inlinable public mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            append(Array(text.utf8))
        }
    }

    /// An integer's decimal digits, as `String(value)` writes them, without making the string.
    public mutating func appendDecimal(_ value: Int) {
        write(atMost: 20) { target in
            var magnitude = value.magnitude
            var digits = 0
            repeat {
                digits += 1
                magnitude /= 10
            } while magnitude > 0
            let sign = value < 0 ? 1 : 0
            if sign == 1 { target[0] = UInt8(ascii: "-") }
            magnitude = value.magnitude
            for offset in stride(from: sign + digits - 1, through: sign, by: -1) {
                target[offset] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            return sign + digits
        }
    }

    /// At least doubles the room, so that a long run of values grows it a few times only.
    @usableFromInline mutating func grow(_ needed: Int) {
        storage.append(contentsOf: repeatElement(0, count: Swift.max(needed, storage.count, 64)))
    }
}
