/// A coat's colour as the mapping writes it: the words as the source wrote them, each run of whitespace made one
/// space (`Brown  Tabby` → `Brown Tabby`). Nothing else changes, so staff find the value the old system shows.
enum CoatColor {
    static func normalize(_ text: String) -> String {
        if isCollapsed(text.utf8.span) { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether text is plain ASCII, not empty, with no whitespace but single spaces between words: written as it
    /// is. The clean path copies such a colour's bytes and leaves any other to the mapper.
    static func isCollapsed(_ bytes: Span<UInt8>) -> Bool {
        // A space first, so that a leading space is one too many.
        var previous: UInt8 = 0x20
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 || byte < 0x20 || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return previous != 0x20
    }
}
