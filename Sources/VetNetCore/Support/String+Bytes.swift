/// Byte-level questions about a text, answered over its UTF-8 without going through `Character`s: the checks
/// ask them of every field of every record.
extension String {
    /// Whether every byte is ASCII.
    public var isAllASCII: Bool {
        let bytes = utf8.span
        for index in bytes.indices where bytes[index] >= 0x80 { return false }
        return true
    }

    /// Whether the UTF-8 holds `byte`.
    public func containsByte(_ byte: UInt8) -> Bool {
        let bytes = utf8.span
        for index in bytes.indices where bytes[index] == byte { return true }
        return false
    }

    /// Whether the UTF-8 starts with the bytes of `prefix` (byte for byte: no case folding, no normalization).
    public func startsWithBytes(_ prefix: StaticString) -> Bool {
        let bytes = utf8.span
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return prefix.withUTF8Buffer { expected in
            for index in 0..<count where bytes[index] != expected[index] { return false }
            return true
        }
    }
}
