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
    /// dates, yes/no codes and plain weights are read this way for every record without making a string of them.
    func readASCII<Value>(_ slot: FieldSlot, _ body: (Span<UInt8>) -> Value) -> ASCIIReading<Value> {
        guard let field = slot.field else { return .absent }
        guard field.valueMap == nil, field.readsFirstColumnOnly else { return .needsText }
        return raw.firstASCIIValue(of: field, body)
    }
}

extension RawRecord {
    /// `FieldReader.readASCII` before the value map: hands `body` the first non-empty value of the field's
    /// columns, trimmed.
    func firstASCIIValue<Value>(of field: ResolvedField, _ body: (Span<UInt8>) -> Value) -> ASCIIReading<Value> {
        for index in field.indexes {
            let reading = withUTF8Field(at: index) { bytes -> ASCIIReading<Value> in
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

extension PackedRecord {
    /// Checks the record's bytes for anything but plain ASCII once, so that its fields need no such check
    /// (`isKnownPlainASCII`).
    mutating func checkPlainASCII(in bytes: Span<UInt8>) {
        isKnownPlainASCII = isPlainASCII(bytes.extracting(valuesRange))
    }

    /// `RawRecord.firstASCIIValue` as a range of `bytes`, the batch's bytes.
    func firstASCIIRange(of field: ResolvedField, in bytes: Span<UInt8>) -> ASCIIReading<Range<Int>> {
        if let index = field.onlyIndex {
            return columnRange(index, hasDefault: field.spec.defaultValue != nil, in: bytes)
        }
        for index in field.indexes {
            guard let range = range(ofField: index) else { continue }
            switch asciiReading(range, in: bytes, hasDefault: false) {
            case .absent: continue
            case let reading: return reading
            }
        }
        return field.spec.defaultValue == nil ? .absent : .needsText
    }

    /// `firstASCIIRange` of a field read from one column, `index`.
    func columnRange(_ index: Int, hasDefault: Bool, in bytes: Span<UInt8>) -> ASCIIReading<Range<Int>> {
        guard let range = range(ofField: index) else { return hasDefault ? .needsText : .absent }
        return asciiReading(range, in: bytes, hasDefault: hasDefault)
    }

    /// The value at `range` trimmed, `.absent` when empty (or `.needsText` when the field has a default).
    func asciiReading(_ range: Range<Int>, in bytes: Span<UInt8>, hasDefault: Bool) -> ASCIIReading<Range<Int>> {
        let field = bytes.extracting(range)
        guard let trimmed = isKnownPlainASCII ? trimmedWhitespace(field) : trimmedASCII(field) else {
            return .needsText
        }
        if trimmed.isEmpty { return hasDefault ? .needsText : .absent }
        return .read((range.lowerBound + trimmed.lowerBound)..<(range.lowerBound + trimmed.upperBound))
    }
}

extension String {
    /// The text of bytes `firstASCIIValue` hands over, which it has found to be ASCII: not validated again.
    init(readASCII bytes: Span<UInt8>) {
        self = String(copying: UTF8Span(unchecked: bytes, isKnownASCII: true))
    }
}

/// The range of `bytes` without leading and trailing whitespace, as `trimmingWhitespace` trims it; nil when a
/// byte is not ASCII or is a carriage return (which pairs with a line feed into one character).
func trimmedASCII(_ bytes: Span<UInt8>) -> Range<Int>? {
    guard isPlainASCII(bytes) else { return nil }
    return trimmedWhitespace(bytes)
}

/// `trimmedASCII` of bytes known to be plain ASCII.
func trimmedWhitespace(_ bytes: Span<UInt8>) -> Range<Int> {
    var start = 0
    var end = bytes.count
    while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
    while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
    return start..<end
}

/// Whether no byte is beyond ASCII or a carriage return; eight bytes at a time, as most values are longer.
func isPlainASCII(_ bytes: Span<UInt8>) -> Bool {
    let count = bytes.count
    guard count >= 8 else {
        for index in bytes.indices where bytes[index] >= 0x80 || bytes[index] == 0x0D { return false }
        return true
    }
    let raw = bytes.bytes
    var index = 0
    while true {
        // The last word overlaps the one before rather than leaving a tail of single bytes.
        let offset = min(index, count - 8)
        let word = raw.unsafeLoadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
        // A byte of `returns` is zero where `word` has a carriage return; the subtraction then sets its top bit.
        let zeroBytes = (returns &- 0x0101_0101_0101_0101) & ~returns
        if (word | zeroBytes) & 0x8080_8080_8080_8080 != 0 { return false }
        if offset == count - 8 { return true }
        index += 8
    }
}

/// Tab, line feed, vertical tab, form feed and space: the ASCII whitespace other than the carriage return.
@inline(__always) private func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0C).contains(byte)
}

/// Up to 16 bytes of ASCII text, letters lower-cased, as a hashable value: a value map's code found from the
/// field's bytes, without making text of them.
struct ASCIIKey: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var count: Int

    /// Nil for text longer than 16 bytes or with a byte beyond ASCII.
    init?(lowercasing bytes: Span<UInt8>) {
        guard bytes.count <= 16 else { return nil }
        count = bytes.count
        for index in bytes.indices {
            var byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
            if index < 8 {
                low |= UInt64(byte) << (8 * UInt64(index))
            } else {
                high |= UInt64(byte) << (8 * UInt64(index - 8))
            }
        }
    }
}

/// The entries of a value map (keyed by lower-cased text) whose keys are short lower-case ASCII, found by
/// `ASCIIKey`. A lower-cased ASCII value can only equal such a key, so a value missing here is missing from the
/// map too. A few entries (a sex or species code map) are compared one by one, which is cheaper than hashing
/// the key; many are hashed.
struct ASCIIValueMap: Sendable {
    private let entries: [(key: ASCIIKey, value: String)]
    private let hashed: [ASCIIKey: String]?

    static var scanLimit: Int { 32 }

    init(_ map: [String: String]) {
        var keyed: [ASCIIKey: String] = [:]
        for (key, value) in map where !key.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
            let bytes = Array(key.utf8)
            if let packed = ASCIIKey(lowercasing: bytes.span) { keyed[packed] = value }
        }
        hashed = keyed.count > Self.scanLimit ? keyed : nil
        entries = hashed == nil ? keyed.map { ($0.key, $0.value) } : []
    }

    subscript(key: ASCIIKey) -> String? {
        if let hashed { return hashed[key] }
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }
}
