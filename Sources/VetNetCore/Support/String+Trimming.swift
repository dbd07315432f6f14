extension String {
    /// The text without leading and trailing whitespace and newlines (no Foundation needed).
    public func trimmingWhitespace() -> String { self[...].trimmingWhitespace() }
}

extension Substring {
    /// The text without leading and trailing whitespace and newlines.
    ///
    /// Most values have no padding at all, so the first and last bytes are checked before any
    /// character-by-character work.
    public func trimmingWhitespace() -> String {
        guard let first = utf8.first, let last = utf8.last else { return "" }
        if first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return String(self) }
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace }) ?? start
        return String(self[start...end])
    }
}
