import VetNetCore

extension FieldReader {
    /// A medication's dose: an amount, with the unit when the cell gives one (`5 mg`, `1/2 tablet`); an unreadable
    /// value is reported (`map.unparseable-number`) and left out.
    mutating func dose(_ slot: FieldSlot) -> (amount: Double, unit: String?)? {
        guard let field = slot.field, let value = text(slot), !MissingValue.isPlaceholder(value) else { return nil }
        if let dose = splitDose(value, separator: field.spec.decimal) { return dose }
        emit(
            .warning(
                "map.unparseable-number",
                "The value {value} is not a dose (an amount, then its unit); the value was left out.",
                at: location(slot), value: value))
        return nil
    }
}
