import VetNetCore

extension FieldReader {
    /// The species the record gives (`SpeciesName`), read from the value as mapped and the word the export wrote
    /// before the value map.
    mutating func species(_ slot: FieldSlot) -> SpeciesName.Reading? {
        guard let text = text(slot) else { return nil }
        guard let field = slot.field, field.valueMap != nil, field.spec.join == nil else {
            return SpeciesName.read(text)
        }
        return SpeciesName.read(text, mappedFrom: unmappedText(field))
    }

    /// `text` before the value map: the first non-empty value of the field's columns, trimmed, or its default.
    private func unmappedText(_ field: ResolvedField) -> String? {
        if case .read(let text) = raw.firstASCIIValue(of: field, String.init(readASCII:)) { return text }
        for index in field.indexes {
            if let value = raw.field(at: index)?.trimmingWhitespace(), !value.isEmpty { return value }
        }
        return field.spec.defaultValue
    }
}
