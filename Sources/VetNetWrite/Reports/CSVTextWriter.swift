import VetNetCore

/// Writes RFC 4180 CSV for spreadsheets: every field quoted when it holds a comma, quote, line break or
/// padding; quotes doubled; CRLF line ends; an optional UTF-8 byte order mark so spreadsheet programs read
/// accents correctly. With `guardingFormulas`, values that a spreadsheet would run as a formula (`=`, `+`,
/// `-`, `@` first) are prefixed with an apostrophe unless they are plain numbers; files meant to be
/// imported again keep their values exactly.
public struct CSVTextWriter {
    private var buffer = ByteBuffer()
    private let guardingFormulas: Bool

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
        for (index, field) in fields.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            append(field ?? "")
        }
        buffer.append([0x0D, 0x0A])
    }

    private mutating func append(_ field: String) {
        if !appendASCII(field) { appendText(field) }
    }

    /// The same as `appendText` for a field of ASCII bytes, read byte by byte instead of by `Character`: a
    /// report of a million merges writes eight fields per row. Returns false, writing nothing, for other text.
    private mutating func appendASCII(_ field: String) -> Bool {
        let text = field.utf8.span
        var special = false
        for index in text.indices {
            switch text[index] {
            case 0x80...: return false
            case let byte where Self.isSpecial(byte): special = true
            default: continue
            }
        }
        let formula = guardingFormulas && !text.isEmpty && Self.formulaStarts.contains(text[0]) && Double(field) == nil
        let padded = !text.isEmpty && (Self.isWhitespace(text[text.count - 1]) || !formula && Self.isWhitespace(text[0]))
        let quoted = special || padded
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

    /// Whether the byte makes a field quoted: comma, quote, line feed, carriage return, and `;` (the separator
    /// of spreadsheets in many locales).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ";")
    }

    private static let formulaStarts: [UInt8] = Array("=+-@".utf8)

    /// `Character.isWhitespace` of an ASCII byte: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    private mutating func appendText(_ field: String) {
        var text = field
        // The first byte, not `Character`: `=` with a combining mark still starts a formula.
        if guardingFormulas, let first = text.utf8.first, Self.formulaStarts.contains(first), Double(text) == nil {
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
