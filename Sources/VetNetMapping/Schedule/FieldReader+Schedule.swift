import VetNetCore

extension FieldReader {
    /// Separators of a list held in one column: `surgery, dentistry`, `dog;cat`, `dog|cat`.
    static let listSeparators: Set<Character> = [",", ";", "|"]

    /// Every value of a list field, whether it comes from several columns or one column split on `,` `;` `|`,
    /// trimmed, without empty parts or repeats.
    func splitList(_ key: String) -> [String] {
        var seen: Set<String> = []
        var values: [String] = []
        for value in list(key) {
            for part in value.split(whereSeparator: { Self.listSeparators.contains($0) }) {
                let trimmed = part.trimmingWhitespace()
                if !trimmed.isEmpty, seen.insert(trimmed).inserted { values.append(trimmed) }
            }
        }
        return values
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
    mutating func number(_ key: String, required: Bool = false) -> Double? {
        guard let field = fields[key], let value = text(key) else {
            if required { _ = require(key, what: "a number") }
            return nil
        }
        if let parsed = parseDecimal(value, separator: field.spec.decimal), parsed.isFinite { return parsed }
        emit(
            Diagnostic(
                code: "map.unparseable-number", severity: required ? .error : .warning,
                message: "The value {value} is not a number"
                    + (required ? "; the record cannot be imported without it." : "; the value was left out."),
                location: location(key), value: value))
        if required { unbuildable = true }
        return nil
    }

    /// A whole number; a fractional value is reported like an unreadable one.
    mutating func integer(_ key: String, required: Bool = false) -> Int? {
        guard let value = number(key, required: required) else { return nil }
        guard value.rounded() == value, abs(value) < 1e9 else {
            let shown = text(key)
            emit(
                Diagnostic(
                    code: "map.unparseable-number", severity: required ? .error : .warning,
                    message: "The value {value} is not a whole number"
                        + (required ? "; the record cannot be imported without it." : "; the value was left out."),
                    location: location(key), value: shown))
            if required { unbuildable = true }
            return nil
        }
        return Int(value)
    }

    /// A required date; an unreadable one makes the record unbuildable.
    mutating func requiredDate(_ key: String) -> LocalDate? {
        guard fields[key] != nil, text(key) != nil else {
            _ = require(key, what: "a date")
            return nil
        }
        guard let date = date(key, required: true) else {
            unbuildable = true
            return nil
        }
        return date
    }
}
