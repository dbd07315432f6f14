/// A short ASCII text put together byte by byte in place, then made into a `String`: record IDs, medical IDs,
/// timestamps and phone numbers are built for every record, and a heap array for each would cost more than the
/// work itself. Holds up to `capacity` bytes of ASCII; appending more, or a byte beyond ASCII, is a programming
/// error.
public struct ShortASCII: Sendable {
    @inlinable public static var capacity: Int { 32 }
    @usableFromInline var bytes = InlineArray<32, UInt8>(repeating: 0)
    @usableFromInline var storedCount = 0

    @inlinable public var count: Int { storedCount }

    @inlinable public init() {}

    @inlinable
    public init(_ text: StaticString) {
        text.withUTF8Buffer { buffer in
            for byte in buffer { append(byte) }
        }
    }

    /// The byte at `offset`, which must be below `count`.
    @inlinable
    public subscript(offset: Int) -> UInt8 {
        precondition(offset < count, "ShortASCII has \(count) bytes")
        return bytes[offset]
    }

    /// Appends one byte, which must be ASCII.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        precondition(storedCount < Self.capacity, "ShortASCII holds at most \(Self.capacity) bytes")
        precondition(byte < 0x80, "ShortASCII holds ASCII only")
        bytes[storedCount] = byte
        storedCount += 1
    }

    /// `body` of the bytes as a span.
    @inlinable
    public func withSpan<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
        try body(bytes.span.extracting(0..<count))
    }

    public var string: String {
        // `append` lets only ASCII in, so the bytes need no validation.
        String(copying: UTF8Span(unchecked: bytes.span.extracting(0..<count), isKnownASCII: true))
    }
}

extension ShortASCII: Equatable {
    @inlinable
    public static func == (a: ShortASCII, b: ShortASCII) -> Bool {
        guard a.count == b.count else { return false }
        for offset in 0..<a.count where a.bytes[offset] != b.bytes[offset] { return false }
        return true
    }

    /// The text's bytes, when it is ASCII and fits; nil otherwise.
    public init?(ascii text: String) {
        self.init()
        for byte in text.utf8 {
            guard byte < 0x80, count < Self.capacity else { return nil }
            append(byte)
        }
    }
}

extension ShortASCII {
    /// Appends `value`, which must be in 0...99, as exactly two digits: a division by a constant, not a loop.
    @inlinable
    public mutating func appendTwoDigits(_ value: Int) {
        append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
        append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    }
}
