extension String {
    /// The text without leading and trailing whitespace and newlines (no Foundation needed).
    public func trimmingWhitespace() -> String {
        // Unpadded text (the usual case) is returned as it is, without making a new string.
        let bytes = utf8.span
        guard !bytes.isEmpty else { return self }
        let first = bytes[0]
        let last = bytes[bytes.count - 1]
        if first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
        return self[...].trimmingWhitespace()
    }
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

extension String {
    /// `lowercased()`, but without making a new string when nothing would change: ASCII text without capitals
    /// (most codes, emails and numbers) comes back as it is.
    public func lowercasedIfNeeded() -> String {
        let bytes = utf8.span
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) { return lowercased() }
        }
        return self
    }
}
