/// A short ASCII text put together byte by byte in place, then made into a `String`: record IDs, medical IDs,
/// timestamps and phone numbers are built for every record, and a heap array for each would cost more than the
/// work itself. Holds up to `capacity` bytes; appending more is a programming error.
public struct ShortASCII {
    public static let capacity = 32
    private var bytes = InlineArray<32, UInt8>(repeating: 0)
    public private(set) var count = 0

    public init() {}

    public init(_ text: StaticString) {
        text.withUTF8Buffer { buffer in
            for byte in buffer { append(byte) }
        }
    }

    /// The byte at `offset`, which must be below `count`.
    public subscript(offset: Int) -> UInt8 {
        precondition(offset < count, "ShortASCII has \(count) bytes")
        return bytes[offset]
    }

    public mutating func append(_ byte: UInt8) {
        precondition(count < Self.capacity, "ShortASCII holds at most \(Self.capacity) bytes")
        bytes[count] = byte
        count += 1
    }

    /// Appends `value` in decimal with at least `width` digits (zero-padded); `value` must not be negative.
    public mutating func appendDecimal(_ value: Int, width: Int) {
        var divisor = 1
        var digits = 1
        while digits < width || value / divisor >= 10 {
            divisor *= 10
            digits += 1
        }
        var rest = value
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }

    public var string: String {
        // Only ASCII is ever appended by the callers; a stray byte is repaired as `String(decoding:)` would.
        if let text = try? UTF8Span(validating: bytes.span.extracting(0..<count)) { return String(copying: text) }
        var array: [UInt8] = []
        for index in 0..<count { array.append(bytes[index]) }
        return String(decoding: array, as: UTF8.self)
    }
}
