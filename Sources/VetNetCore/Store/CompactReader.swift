/// Reads what `CompactWriter` wrote, from `position` on. Bytes that cannot be what it wrote (cut short, a
/// length past the end, text that is not UTF-8) throw `CompactReader.Damaged`.
public struct CompactReader {
    public struct Damaged: Error {
        @inlinable public init() {}
    }

    // Inlinable, with the small reads below: the record files and the dedupe stage read every field of a
    // million records through them from other modules, where a call each (and an unspecialized closure for
    // `withBytes`) cost more than the reading.
    @usableFromInline let bytes: [UInt8]
    /// Where the next read starts.
    @inlinable public var position: Int { offset }
    @usableFromInline var offset: Int

    public init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        offset = position
    }

    @inlinable public var isAtEnd: Bool { position == bytes.count }

    /// Moves to `position`, where a read started before, to read what is there again: a writer that writes
    /// fields in another order than they are stored comes back to them without a copy of the reader, which
    /// would count a reference to its bytes.
    @inlinable public mutating func seek(to position: Int) { offset = position }

    /// Bytes left to read: a count larger than this cannot be of items that each take a byte.
    @inlinable public var remaining: Int { bytes.count - position }

    @inlinable public mutating func byte() throws(Damaged) -> UInt8 {
        guard position < bytes.count else { throw Damaged() }
        defer { offset += 1 }
        return bytes[position]
    }

    @inlinable public mutating func bool() throws(Damaged) -> Bool { try byte() != 0 }

    @inlinable public mutating func count() throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Damaged() }
            value |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    public mutating func string() throws(Damaged) -> String {
        let range = try stringRange()
        let text = bytes.span.extracting(range)
        // ASCII text (most of it) is marked so, without validating: a string not known to be ASCII takes the slow
        // paths of `lowercased()`, comparison and hashing.
        var anyHighBit: UInt8 = 0
        for index in text.indices { anyHighBit |= text[unchecked: index] }
        if anyHighBit < 0x80 { return String(copying: UTF8Span(unchecked: text, isKnownASCII: true)) }
        do {
            return String(copying: try UTF8Span(validating: text))
        } catch {
            throw Damaged()
        }
    }

    public mutating func optional() throws(Damaged) -> String? { try bool() ? try string() : nil }

    /// Where a string's bytes lie, read past without making the string or checking its UTF-8: for copying
    /// stored text straight into an output (`withBytes(in:)`).
    @inlinable public mutating func stringRange() throws(Damaged) -> Range<Int> {
        let length = try count()
        guard length >= 0, length <= remaining else { throw Damaged() }
        defer { offset += length }
        return position..<position + length
    }

    /// `stringRange()` of a reader at the start of `bytes`, for bytes lent without a reader (a reader holds its
    /// bytes, a reference count taken and given back). The length is read as `count()` reads it.
    public static func stringRange(atStartOf bytes: Span<UInt8>) -> Range<Int>? {
        guard let (length, index) = count(atStartOf: bytes), length >= 0, length <= bytes.count - index else {
            return nil
        }
        return index..<index + length
    }

    /// `count()` of a reader at the start of `bytes`, and how many bytes it took; nil when they end inside it.
    public static func count(atStartOf bytes: Span<UInt8>) -> (value: Int, length: Int)? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var index = 0
        while true {
            guard index < bytes.count, shift < 64 else { return nil }
            let next = bytes[index]
            index += 1
            value |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { break }
            shift += 7
        }
        return (Int(Int64(bitPattern: value)), index)
    }

    @inlinable public mutating func optionalRange() throws(Damaged) -> Range<Int>? {
        try bool() ? try stringRange() : nil
    }

    /// The count written before a list's items (`strings`, `sources`, `CompactWriter.list`), checked against the
    /// bytes left: each item takes at least one.
    @inlinable public mutating func listCount() throws(Damaged) -> Int {
        let total = try count()
        guard total >= 0, total <= remaining else { throw Damaged() }
        return total
    }

    /// Hands `body` the bytes in `range`, a range this reader gave.
    @inlinable public func withBytes<Result>(
        in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `body` of the bytes in `range` as a span, a range this reader gave.
    @inlinable public func withSpan<Result>(in range: Range<Int>, _ body: (Span<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try body(bytes.span.extracting(range))
    }

    public mutating func double() throws(Damaged) -> Double {
        guard bytes.count - position >= 8 else { throw Damaged() }
        var bits: UInt64 = 0
        for index in (position..<position + 8).reversed() { bits = bits << 8 | UInt64(bytes[index]) }
        offset += 8
        return Double(bitPattern: bits)
    }

    public mutating func optionalDouble() throws(Damaged) -> Double? { try bool() ? try double() : nil }

    /// Moves past a string without making it.
    @inlinable public mutating func skipString() throws(Damaged) {
        _ = try stringRange()
    }

    @inlinable public mutating func skipOptional() throws(Damaged) {
        if try bool() { try skipString() }
    }

    /// Moves past what `strings()` reads, without making the strings.
    @inlinable public mutating func skipStrings() throws(Damaged) {
        for _ in 0..<(try listCount()) { try skipString() }
    }

    public mutating func strings() throws(Damaged) -> [String] {
        let total = try listCount()
        var values: [String] = []
        values.reserveCapacity(total)
        for _ in 0..<total { values.append(try string()) }
        return values
    }
}
