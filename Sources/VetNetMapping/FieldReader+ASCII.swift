import VetNetCore

/// What a field's value gives when read as ASCII bytes, before any text is made of it.
enum ASCIIReading<Value> {
    /// The source does not map the field, or all its columns are empty and it has no default.
    case absent
    case read(Value)
    /// Only the text tells: bytes beyond ASCII or a carriage return, a value map, a default, another encoding.
    case needsText
}

extension FieldReader {
    /// Hands `body` the value `text(slot)` would give, trimmed, as its ASCII bytes, when it can be read so:
    /// dates and yes/no codes are read this way for every record without making a string of them.
    func readASCII<Value>(_ slot: FieldSlot, _ body: (Span<UInt8>) -> Value) -> ASCIIReading<Value> {
        guard let field = slot.field else { return .absent }
        guard field.valueMap == nil else { return .needsText }
        for index in field.indexes {
            let reading = raw.withUTF8Field(at: index) { bytes -> ASCIIReading<Value> in
                guard let bytes else { return .absent }
                guard let range = trimmedASCII(bytes) else { return .needsText }
                return range.isEmpty ? .absent : .read(body(bytes.extracting(range)))
            }
            switch reading {
            case .absent?: continue
            case .read(let value)?: return .read(value)
            case .needsText?, nil: return .needsText
            }
        }
        return field.spec.defaultValue == nil ? .absent : .needsText
    }
}

/// The range of `bytes` without leading and trailing whitespace, as `trimmingWhitespace` trims it; nil when a
/// byte is not ASCII or is a carriage return (which pairs with a line feed into one character).
func trimmedASCII(_ bytes: Span<UInt8>) -> Range<Int>? {
    for index in bytes.indices where bytes[index] >= 0x80 || bytes[index] == 0x0D { return nil }
    var start = 0
    var end = bytes.count
    while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
    while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
    return start..<end
}

/// Tab, line feed, vertical tab, form feed and space: the ASCII whitespace other than the carriage return.
@inline(__always) private func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0C).contains(byte)
}
