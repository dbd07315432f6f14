import VetNetCore

/// Writes RFC 4180 CSV for spreadsheets: every field quoted when it holds a comma, quote, line break or
/// padding; quotes doubled; CRLF line ends; an optional UTF-8 byte order mark so spreadsheet programs read
/// accents correctly. With `guardingFormulas`, values that a spreadsheet would run as a formula are prefixed
/// with an apostrophe unless they are plain numbers, and so are values that start with one (`FormulaGuard`):
/// vetnet reads its rejected-records files back without the guard.
public struct CSVTextWriter {
    private var buffer = ByteBuffer()
    private let guardingFormulas: Bool
    /// The fields written so far of the row in progress.
    private var fieldsInRow = 0

    public init(byteOrderMark: Bool, guardingFormulas: Bool) {
        if byteOrderMark { buffer.append([0xEF, 0xBB, 0xBF]) }
        self.guardingFormulas = guardingFormulas
    }

    /// What was written.
    public var bytes: [UInt8] { buffer.bytes }

    /// How many bytes were written.
    public var byteCount: Int { buffer.count }

    /// The bytes written so far, leaving none: for a file written in chunks.
    public mutating func takeBytes() -> [UInt8] {
        defer { buffer.removeAll() }
        return buffer.bytes
    }

    public mutating func row(_ fields: [String?]) {
        for value in fields { field(value) }
        endRow()
    }

    /// A row's next field: fields written one at a time (`field`, then `endRow`) make what `row` makes of
    /// them, without gathering the values into an array first: a report of a million merges writes eight
    /// fields per row.
    public mutating func field(_ value: String?) {
        startField()
        append(value ?? "")
    }

    /// `field(String(decoding: text, as: UTF8.self))` of valid UTF-8 text, written from its bytes when they are
    /// ASCII, without making a string of them.
    public mutating func field(utf8 text: Span<UInt8>) {
        startField()
        if !appendASCII(text) { appendText(Self.string(text)) }
    }

    /// A whole number, as `field(String(number))` writes it: digits and a minus sign are never quoted, and a
    /// number is no formula.
    public mutating func field(_ number: Int?) {
        startField()
        guard let number else { return }
        buffer.appendDecimal(number)
    }

    /// `field(String(prefix) + text)`, without joining them when neither needs quotes: `prefix` is ASCII.
    public mutating func field(prefix: StaticString, _ text: String) {
        field(prefix: prefix, utf8: text.utf8.span)
    }

    /// `field(prefix:_:)` of valid UTF-8 text given as its bytes.
    public mutating func field(prefix: StaticString, utf8 text: Span<UInt8>) {
        startField()
        let head = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        let plainHead =
            !head.isEmpty && !Self.isWhitespace(head[0]) && !FormulaGuard.needsApostrophe(head[0])
            && Self.asciiShape(head.span)?.special == false
        guard plainHead, !text.isEmpty, let shape = Self.asciiShape(text), !shape.special,
            !Self.isWhitespace(shape.last)
        else {
            append(String(decoding: head, as: UTF8.self) + Self.string(text))
            return
        }
        buffer.append(head)
        text.withUnsafeBufferPointer { buffer.append($0) }
    }

    public mutating func endRow() {
        buffer.append([0x0D, 0x0A])
        fieldsInRow = 0
    }

    private mutating func startField() {
        if fieldsInRow > 0 { buffer.append(UInt8(ascii: ",")) }
        fieldsInRow += 1
    }

    private mutating func append(_ field: String) {
        if !appendASCII(field.utf8.span) { appendText(field) }
    }

    /// The same as `appendText` for a field of ASCII bytes, read byte by byte instead of by `Character`: a
    /// report of a million merges writes eight fields per row. Returns false, writing nothing, for other text.
    private mutating func appendASCII(_ text: Span<UInt8>) -> Bool {
        guard let shape = Self.asciiShape(text) else { return false }
        guard !text.isEmpty else { return true }
        let formula = guardingFormulas && FormulaGuard.needsApostrophe(text[0]) && Double(Self.string(text)) == nil
        let padded = Self.isWhitespace(shape.last) || !formula && Self.isWhitespace(text[0])
        let quoted = shape.special || padded
        guard quoted || formula else {
            text.withUnsafeBufferPointer { buffer.append($0) }
            return true
        }
        // In one write: at most the quotes, the apostrophe and every byte doubled.
        buffer.write(atMost: 3 + 2 * text.count) { target in
            var written = 0
            if quoted {
                target[written] = UInt8(ascii: "\"")
                written += 1
            }
            if formula {
                target[written] = UInt8(ascii: "'")
                written += 1
            }
            // The bytes in runs, each quote ending one and written twice when the field is quoted.
            text.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                var runStart = 0
                if quoted {
                    for index in source.indices where source[index] == UInt8(ascii: "\"") {
                        (target + written).update(from: base + runStart, count: index + 1 - runStart)
                        written += index + 1 - runStart
                        target[written] = UInt8(ascii: "\"")
                        written += 1
                        runStart = index + 1
                    }
                }
                (target + written).update(from: base + runStart, count: source.count - runStart)
                written += source.count - runStart
            }
            if quoted {
                target[written] = UInt8(ascii: "\"")
                written += 1
            }
            return written
        }
        return true
    }

    /// Whether ASCII text holds a byte that makes a field quoted, and its last byte (0 when empty); nil when
    /// the text is not ASCII. Eight bytes at a time (`specialBytes`), the last eight overlapping the eight before
    /// them; text shorter than eight one byte at a time. No branches on the bytes: a million-record run writes
    /// half a million rows of the duplicates report through here.
    private static func asciiShape(_ text: Span<UInt8>) -> (special: Bool, last: UInt8)? {
        var high: UInt64 = 0
        var special: UInt64 = 0
        text.withUnsafeBufferPointer { bytes in
            guard bytes.count >= 8 else {
                for byte in bytes {
                    high |= UInt64(byte)
                    special |= byte < 64 ? (specialBits &>> UInt64(byte)) & 1 : 0
                }
                return
            }
            let raw = UnsafeRawBufferPointer(bytes)
            var index = 0
            while true {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                high |= word
                special |= specialBytes(in: word)
                if index == bytes.count - 8 { break }
                index = Swift.min(index + 8, bytes.count - 8)
            }
        }
        guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
        return (special != 0, text.isEmpty ? 0 : text[text.count - 1])
    }

    /// Nonzero when one of the eight bytes of `word` makes a field quoted (`specialBits`).
    private static func specialBytes(in word: UInt64) -> UInt64 {
        has(UInt8(ascii: "\n"), in: word) | has(UInt8(ascii: "\r"), in: word) | has(UInt8(ascii: "\""), in: word)
            | has(UInt8(ascii: ","), in: word) | has(UInt8(ascii: ";"), in: word)
    }

    /// Nonzero exactly when one of the eight bytes of `word` is `byte`. The XOR makes those bytes zero, and
    /// `(x - 0x01…) & ~x & 0x80…` is nonzero exactly when `x` has a zero byte: a byte below 0x80 gets its top bit
    /// only from a borrow, and borrows start only at zero bytes.
    private static func has(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let bytes = word ^ (ones &* UInt64(byte))
        return (bytes &- ones) & ~bytes & 0x8080_8080_8080_8080
    }

    /// The bytes that make a field quoted, as bits of the bytes below 64: line feed (10), carriage return (13),
    /// quote (34), comma (44) and semicolon (59, the separator of spreadsheets in many locales).
    private static var specialBits: UInt64 { 1 << 10 | 1 << 13 | 1 << 34 | 1 << 44 | 1 << 59 }

    /// The text of UTF-8 bytes (repaired where they are not UTF-8, as `String(decoding:as:)` repairs).
    static func string(_ utf8: Span<UInt8>) -> String {
        utf8.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the byte makes a field quoted (`specialBits`).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64 && (specialBits &>> UInt64(byte)) & 1 == 1
    }

    /// `Character.isWhitespace` of an ASCII byte: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    private mutating func appendText(_ field: String) {
        var text = field
        // The first byte, not `Character`: `=` with a combining mark still starts a formula.
        if guardingFormulas, let first = text.utf8.first, FormulaGuard.needsApostrophe(first), Double(text) == nil {
            text = "'" + text
        }
        // Bytes, not `Character`s: a CRLF inside the text is one `Character`, equal to neither "\r" nor "\n".
        let needsQuotes =
            text.utf8.contains(where: Self.isSpecial) || text.first?.isWhitespace == true
            || text.last?.isWhitespace == true
        guard needsQuotes else {
            buffer.append(utf8: text)
            return
        }
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { buffer.append(byte) }
            buffer.append(byte)
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
