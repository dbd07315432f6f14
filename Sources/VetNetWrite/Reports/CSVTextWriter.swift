import VetNetCore

/// Writes RFC 4180 CSV for spreadsheets: every field quoted when it holds a comma, quote, line break or
/// padding; quotes doubled; CRLF line ends; an optional UTF-8 byte order mark so spreadsheet programs read
/// accents correctly. With `guardingFormulas`, values that a spreadsheet would run as a formula (`=`, `+`,
/// `-`, `@` first) are prefixed with an apostrophe unless they are plain numbers; files meant to be
/// imported again keep their values exactly.
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

    /// A whole number, as `field(String(number))` writes it: digits and a minus sign are never quoted, and a
    /// number is no formula.
    public mutating func field(_ number: Int?) {
        startField()
        guard let number else { return }
        buffer.appendDecimal(number)
    }

    /// `field(String(prefix) + text)`, without joining them when neither needs quotes: `prefix` is ASCII.
    public mutating func field(prefix: StaticString, _ text: String) {
        startField()
        let head = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        let plainHead =
            !head.isEmpty && !Self.isWhitespace(head[0]) && !Self.formulaStart(head[0])
            && Self.asciiShape(head.span)?.special == false
        guard plainHead, !text.isEmpty, let shape = Self.asciiShape(text.utf8.span), !shape.special,
            !Self.isWhitespace(shape.last)
        else {
            append(String(decoding: head, as: UTF8.self) + text)
            return
        }
        buffer.append(head)
        buffer.append(utf8: text)
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
        if !appendASCII(field) { appendText(field) }
    }

    /// The same as `appendText` for a field of ASCII bytes, read byte by byte instead of by `Character`: a
    /// report of a million merges writes eight fields per row. Returns false, writing nothing, for other text.
    private mutating func appendASCII(_ field: String) -> Bool {
        let text = field.utf8.span
        guard let shape = Self.asciiShape(text) else { return false }
        guard !text.isEmpty else { return true }
        let formula = guardingFormulas && Self.formulaStart(text[0]) && Double(field) == nil
        let padded = Self.isWhitespace(shape.last) || !formula && Self.isWhitespace(text[0])
        let quoted = shape.special || padded
        guard quoted || formula else {
            buffer.append(utf8: field)
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
            for index in text.indices {
                if text[index] == UInt8(ascii: "\""), quoted {
                    target[written] = UInt8(ascii: "\"")
                    written += 1
                }
                target[written] = text[index]
                written += 1
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
    /// the text is not ASCII. One pass without branches on the bytes.
    private static func asciiShape(_ text: Span<UInt8>) -> (special: Bool, last: UInt8)? {
        var high: UInt8 = 0
        var special: UInt64 = 0
        text.withUnsafeBufferPointer { bytes in
            for byte in bytes {
                high |= byte
                special |= byte < 64 ? (specialBits &>> UInt64(byte)) & 1 : 0
            }
        }
        guard high < 0x80 else { return nil }
        return (special != 0, text.isEmpty ? 0 : text[text.count - 1])
    }

    /// The bytes that make a field quoted, as bits of the bytes below 64: line feed (10), carriage return (13),
    /// quote (34), comma (44) and semicolon (59, the separator of spreadsheets in many locales).
    private static var specialBits: UInt64 { 1 << 10 | 1 << 13 | 1 << 34 | 1 << 44 | 1 << 59 }

    /// Whether the byte makes a field quoted (`specialBits`).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64 && (specialBits &>> UInt64(byte)) & 1 == 1
    }

    /// Whether a field starting with the byte would be run by a spreadsheet as a formula: `=`, `+`, `-`, `@`.
    private static func formulaStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "@")
    }

    /// `Character.isWhitespace` of an ASCII byte: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    private mutating func appendText(_ field: String) {
        var text = field
        // The first byte, not `Character`: `=` with a combining mark still starts a formula.
        if guardingFormulas, let first = text.utf8.first, Self.formulaStart(first), Double(text) == nil {
            text = "'" + text
        }
        // Bytes, not `Character`s: a CRLF inside the text is one `Character`, equal to neither "\r" nor "\n".
        let needsQuotes = text.utf8.contains(where: Self.isSpecial) || text.first?.isWhitespace == true
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
