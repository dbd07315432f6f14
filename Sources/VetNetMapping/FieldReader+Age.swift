import VetNetCore

extension FieldReader {
    /// A birth date estimated from an age, counted back from the date in the age's `asOfColumn` (else from
    /// `asOf`), with a note saying so; nil, with a warning, when the age or its date cannot be read.
    mutating func birthDate(fromAge slot: FieldSlot, asOf: LocalDate) -> LocalDate? {
        guard let field = slot.field, let text = text(slot), !MissingValue.isPlaceholder(text) else { return nil }
        guard let age = AgeText(text) else {
            emit(
                .warning(
                    "map.unparseable-age",
                    "The value {value} is not an age such as \"3 years 2 months\", \"6 mo\", \"10 weeks\" or \"11\" (years); the birth date was left out.",
                    at: location(slot), value: text))
            return nil
        }
        var recordedOn = asOf
        if let asOfIndex = field.asOfIndex {
            let column = field.spec.asOfColumn ?? slot.key
            let location = raw.location.with(field: column)
            guard let dateText = raw.field(at: asOfIndex)?.trimmingWhitespace(), !dateText.isEmpty,
                !MissingValue.isPlaceholder(dateText)
            else {
                emit(
                    .warning(
                        "map.unparseable-age",
                        "The age {value} has no date in \(column) to count back from; the birth date was left out.",
                        at: location, value: text))
                return nil
            }
            let formats = field.spec.formats.isEmpty ? Self.isoFormats : field.spec.formats
            let pivotYear = pivotYear
            guard let parsed = formats.lazy.compactMap({ $0.parse(dateText, pivotYear: pivotYear) }).first else {
                let expected = formats.map(\.description).joined(separator: " or ")
                emit(
                    .warning(
                        "map.unparseable-date",
                        "The value {value} is not a date in the form \(expected); the birth date estimated from the age was left out.",
                        at: location, value: dateText))
                return nil
            }
            recordedOn = parsed.date
        }
        guard let born = age.birthDate(on: recordedOn) else { return nil }
        emit(
            .note(
                "patient.birth-date-estimated",
                "The birth date \(born) was estimated from the age {value} on \(recordedOn).", at: location(slot),
                value: text))
        return born
    }
}
