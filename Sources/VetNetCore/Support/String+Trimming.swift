extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines (no Foundation needed).
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace }) ?? first
        return String(self[first...last])
    }
}
