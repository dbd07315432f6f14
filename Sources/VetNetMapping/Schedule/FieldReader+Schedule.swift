import VetNetCore

extension FieldReader {
    /// Separators of a list held in one column: `surgery, dentistry`, `dog;cat`, `dog|cat`.
    static let listSeparators: Set<Character> = [",", ";", "|"]

    /// Every value of a list field, whether it comes from several columns or one column split on `,` `;` `|`,
    /// trimmed, without empty parts or repeats.
    func splitList(_ key: String) -> [String] { splitList(slot(key)) }

    func splitList(_ slot: FieldSlot) -> [String] {
        // One column of plain ASCII, the usual cell, split from its bytes: what the general path below gives, as
        // ASCII without a carriage return has a character a byte.
        if let field = slot.field, field.valueMap == nil, field.readsFirstColumnOnly, field.indexes.count == 1,
            raw.repeats.isEmpty
        {
            switch raw.firstASCIIValue(of: field, Self.splitASCIIList) {
            case .absent: return []
            case .read(let values): return values
            case .needsText: break
            }
        }
        let listed = list(slot)
        // One value without a separator, the usual cell, is the list.
        if listed.count == 1, !listed[0].contains(where: { Self.listSeparators.contains($0) }) { return listed }
        var seen: Set<String> = []
        var values: [String] = []
        for value in listed {
            for part in value.split(whereSeparator: { Self.listSeparators.contains($0) }) {
                let trimmed = part.trimmingWhitespace()
                if !trimmed.isEmpty, seen.insert(trimmed).inserted { values.append(trimmed) }
            }
        }
        return values
    }

    /// `splitList` of one trimmed value of plain ASCII: its parts between `,` `;` `|`, trimmed, without empty
    /// parts or repeats.
    static func splitASCIIList(_ bytes: Span<UInt8>) -> [String] {
        asciiListParts(bytes).map { String(readASCII: bytes.extracting($0)) }
    }

    /// Where the parts `splitASCIIList` gives lie in `bytes`, in order.
    static func asciiListParts(_ bytes: Span<UInt8>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        for end in 0...bytes.count {
            guard end == bytes.count || isListSeparator(bytes[end]) else { continue }
            let trimmed = trimmedWhitespace(bytes.extracting(start..<end))
            let part = (start + trimmed.lowerBound)..<(start + trimmed.upperBound)
            start = end + 1
            guard !part.isEmpty else { continue }
            let repeated = parts.contains { earlier in
                earlier.count == part.count
                    && earlier.indices.allSatisfy { bytes[$0] == bytes[$0 - earlier.lowerBound + part.lowerBound] }
            }
            if !repeated { parts.append(part) }
        }
        return parts
    }

    @inline(__always) private static func isListSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "|")
    }

    /// A time of day in minutes since midnight. An unreadable value is an error (`map.unparseable-time`) that
    /// leaves the record unbuildable: a guessed time would put an animal in the wrong slot. `required` makes a
    /// missing value an error too.
    mutating func time(_ key: String, required: Bool = false) -> Int? {
        guard let field = fields[key], let value = text(key) else {
            if required { _ = require(key, what: "a time") }
            return nil
        }
        if let minutes = TimeOfDay.minutes(value, formats: field.spec.formats) { return minutes }
        let expected =
            field.spec.formats.isEmpty ? "HH:mm" : field.spec.formats.map(\.description).joined(separator: " or ")
        emit(
            .error(
                "map.unparseable-time",
                "The value {value} is not a time of day in the form \(expected); the record cannot be imported without it.",
                at: location(key), value: value))
        unbuildable = true
        return nil
    }

    /// A number (decimal point or comma); an unreadable value is reported (`map.unparseable-number`), as an
    /// error when the field is required.
    mutating func number(_ key: String, required: Bool = false) -> Double? { number(slot(key), required: required) }

    mutating func number(_ slot: FieldSlot, required: Bool = false) -> Double? {
        guard let field = slot.field, let value = text(slot) else {
            if required { _ = require(slot, what: "a number") }
            return nil
        }
        if let parsed = parseDecimal(value, separator: field.spec.decimal), parsed.isFinite { return parsed }
        emit(
            Diagnostic(
                code: "map.unparseable-number", severity: required ? .error : .warning,
                message: "The value {value} is not a number"
                    + (required ? "; the record cannot be imported without it." : "; the value was left out."),
                location: location(slot), value: value))
        if required { unbuildable = true }
        return nil
    }

    /// A whole number; a fractional value is reported like an unreadable one.
    mutating func integer(_ key: String, required: Bool = false) -> Int? { integer(slot(key), required: required) }

    mutating func integer(_ slot: FieldSlot, required: Bool = false) -> Int? {
        guard let value = number(slot, required: required) else { return nil }
        guard value.rounded() == value, abs(value) < 1e9 else {
            let shown = text(slot)
            emit(
                Diagnostic(
                    code: "map.unparseable-number", severity: required ? .error : .warning,
                    message: "The value {value} is not a whole number"
                        + (required ? "; the record cannot be imported without it." : "; the value was left out."),
                    location: location(slot), value: shown))
            if required { unbuildable = true }
            return nil
        }
        return Int(value)
    }

    /// A required date; an unreadable one makes the record unbuildable.
    mutating func requiredDate(_ key: String) -> LocalDate? { requiredDate(slot(key)) }

    mutating func requiredDate(_ slot: FieldSlot) -> LocalDate? {
        guard slot.field != nil, text(slot) != nil else {
            _ = require(slot, what: "a date")
            return nil
        }
        guard let date = date(slot, required: true) else {
            unbuildable = true
            return nil
        }
        return date
    }
}
