import Testing
import VetNetCore
import VetNetWrite

/// `CSVTextWriter`, which writes the report CSVs, on generated fields: every row reads back as its fields, and a
/// field is quoted exactly when it must be. ASCII fields take a byte path, others the `Character` path.
@Suite("report CSV writing")
struct CSVTextWriterTests {
    /// Pieces of fields: separators, quotes, line ends, padding, formula starts, accents, a combining mark (which
    /// joins the piece before it into one `Character`), a no-break space (whitespace outside ASCII), CJK.
    static let pieces = [
        "a", "Z", "7", "0.5", " ", "\t", ",", "\"", ";", "\r", "\n", "\r\n", "=", "+", "-", "@", "'", "é", "\u{301}",
        "\u{A0}", "日", "x y",
    ]

    /// The ASCII pieces alone, so that long fields stay on the byte path.
    static let asciiPieces = pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }

    /// Splits RFC 4180 text (CRLF row ends, quotes doubled inside quoted fields) into rows of fields.
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field: [UInt8] = []
        var quoted = false
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: "\""), field.isEmpty {
                quoted = true
            } else if byte == UInt8(ascii: ",") {
                row.append(String(decoding: field, as: UTF8.self))
                field = []
            } else if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                row.append(String(decoding: field, as: UTF8.self))
                rows.append(row)
                row = []
                field = []
                index += 1
            } else {
                field.append(byte)
            }
            index += 1
        }
        return rows
    }

    /// Whether a field is written behind an apostrophe: a formula, or a field starting with an apostrophe.
    static func isFormula(_ field: String) -> Bool {
        guard let first = field.utf8.first else { return false }
        return "=+-@'".utf8.contains(first) && Double(field) == nil
    }

    @Test("5,000 generated rows read back as their fields, formulas behind an apostrophe")
    func generatedRowsReadBack() {
        var random = SplitMix64(seed: 4180)
        for guarding in [true, false] {
            var writer = CSVTextWriter(byteOrderMark: false, guardingFormulas: guarding)
            var expected: [[String]] = []
            var originals: [[String]] = []
            for _ in 0..<2_500 {
                let fields = (0..<(1 + random.below(5))).map { _ in
                    (0..<random.below(6)).map { _ in random.pick(Self.pieces) }.joined()
                }
                writer.row(fields)
                originals.append(fields)
                expected.append(fields.map { guarding && Self.isFormula($0) ? "'" + $0 : $0 })
            }
            let rows = Self.parse(String(decoding: writer.bytes, as: UTF8.self))
            #expect(rows == expected)
            // Taking one apostrophe off gives every value back, as vetnet reads its rejected-records files.
            if guarding {
                #expect(rows.map { $0.map { FormulaGuard.unguarded($0) ?? $0 } } == originals)
            }
        }
    }

    @Test("a field is quoted exactly when it holds a separator, quote or line end, or starts or ends with whitespace")
    func quotedExactlyWhenNeeded() {
        var random = SplitMix64(seed: 5545)
        for round in 0..<8_000 {
            // Short fields and long ones: ASCII text is scanned eight bytes at a time, the last eight overlapping.
            let pieces = 1 + random.below(round % 2 == 0 ? 5 : 40)
            let field = (0..<pieces).map { _ in random.pick(round % 4 == 1 ? Self.asciiPieces : Self.pieces) }.joined()
            var writer = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
            writer.row([field])
            let text = Self.isFormula(field) ? "'" + field : field
            let mustQuote =
                text.utf8.contains { ",\";\r\n".utf8.contains($0) }
                || text.first?.isWhitespace == true || text.last?.isWhitespace == true
            #expect((writer.bytes.first == UInt8(ascii: "\"")) == mustQuote, "\(field.debugDescription)")
        }
    }

    @Test(
        "fields written one at a time, numbers, prefixed text and text as bytes among them, are the row of the same values"
    )
    func fieldsOneAtATimeAreTheRow() {
        var random = SplitMix64(seed: 8512)
        let prefixes: [StaticString] = ["kept as ", "pair ", "merged into ", "x", "=", " lead", "a,b"]
        var written = 0
        var bytesWritten = 0
        for guarding in [true, false] {
            for _ in 0..<2_000 {
                var byFields = CSVTextWriter(byteOrderMark: false, guardingFormulas: guarding)
                var expected: [String?] = []
                for _ in 0..<(1 + random.below(6)) {
                    switch random.below(6) {
                    case 0:
                        let number = random.below(3) == 0 ? nil : random.below(2_000_001) - 1_000_000
                        byFields.field(number)
                        expected.append(number.map(String.init))
                    case 1, 2:
                        let prefix = random.pick(prefixes)
                        let text = (0..<random.below(12)).map { _ in random.pick(Self.pieces) }.joined()
                        // The same text as a string or as its bytes.
                        if random.below(2) == 0 {
                            byFields.field(prefix: prefix, text)
                        } else {
                            byFields.field(prefix: prefix, utf8: text.utf8.span)
                        }
                        expected.append("\(prefix)" + text)
                        written += 1
                    case 3:
                        let text = (0..<random.below(12)).map { _ in random.pick(Self.pieces) }.joined()
                        byFields.field(utf8: text.utf8.span)
                        expected.append(text)
                        bytesWritten += 1
                    default:
                        let text =
                            random.below(5) == 0
                            ? nil : (0..<random.below(5)).map { _ in random.pick(Self.pieces) }.joined()
                        byFields.field(text)
                        expected.append(text)
                    }
                }
                byFields.endRow()
                var byRow = CSVTextWriter(byteOrderMark: false, guardingFormulas: guarding)
                byRow.row(expected)
                #expect(byFields.bytes == byRow.bytes, "\(expected)")
            }
        }
        #expect(written > 1_000)
        #expect(bytesWritten > 1_000)
    }

    @Test("a line break inside a field is quoted, a CRLF included (one Character, neither CR nor LF)")
    func lineBreaksQuoted() {
        var writer = CSVTextWriter(byteOrderMark: false, guardingFormulas: false)
        writer.row(["a\r\nb", "Zoë\r\nMüller", "plain"])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"a\r\nb\",\"Zoë\r\nMüller\",plain\r\n")
    }
}
