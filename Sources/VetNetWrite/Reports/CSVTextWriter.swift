/// Writes RFC 4180 CSV for spreadsheets: every field quoted when it holds a comma, quote, line break or
/// padding; quotes doubled; CRLF line ends; an optional UTF-8 byte order mark so spreadsheet programs read
/// accents correctly. With `guardingFormulas`, values that a spreadsheet would run as a formula (`=`, `+`,
/// `-`, `@` first) are prefixed with an apostrophe unless they are plain numbers; files meant to be
/// imported again keep their values exactly.
public struct CSVTextWriter {
    public private(set) var bytes: [UInt8]
    private let guardingFormulas: Bool

    public init(byteOrderMark: Bool, guardingFormulas: Bool) {
        bytes = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        self.guardingFormulas = guardingFormulas
    }

    public mutating func row(_ fields: [String?]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(field ?? "")
        }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    private mutating func append(_ field: String) {
        var text = field
        if guardingFormulas, let first = text.first, "=+-@".contains(first), Double(text) == nil { text = "'" + text }
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == ";" }
            || text.first?.isWhitespace == true || text.last?.isWhitespace == true
        guard needsQuotes else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
