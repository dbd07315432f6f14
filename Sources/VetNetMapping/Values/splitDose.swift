import VetNetCore

/// A dose as exports write it in one cell: an amount, then its unit (`5 mg`, `0.5mL`, `1/2 tablet`, `2,5 mg/kg`,
/// `1 1/2 tabs`). The amount is a decimal number (point or comma, as `separator` says) or a fraction, whole or
/// after a whole number; the unit is the rest of the cell, which must start with a letter, `%` or `µ`. Nil when
/// the cell is not such a dose (a range such as `1-2 tablets` is not: which of the two was given is unknown).
public func splitDose(_ text: String, separator: DecimalSeparator = .auto) -> (amount: Double, unit: String?)? {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { return nil }
    let unitStart = trimmed.firstIndex { $0.isLetter || $0 == "%" || $0 == "µ" } ?? trimmed.endIndex
    let amountText = trimmed[..<unitStart].trimmingWhitespace()
    let unitText = trimmed[unitStart...].trimmingWhitespace()
    guard let amount = parseAmount(amountText, separator: separator), amount.isFinite, amount >= 0 else { return nil }
    return (amount, unitText.isEmpty ? nil : unitText)
}

/// `2.5`, `2,5`, `1/2` or `1 1/2`.
private func parseAmount(_ text: String, separator: DecimalSeparator) -> Double? {
    if let number = parseDecimal(text, separator: separator) { return number }
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard (1...2).contains(parts.count) else { return nil }
    let fraction = parts[parts.count - 1].split(separator: "/", omittingEmptySubsequences: false)
    guard fraction.count == 2, let numerator = Int(fraction[0]), let denominator = Int(fraction[1]), denominator > 0
    else { return nil }
    var whole = 0
    if parts.count == 2 {
        guard let number = Int(parts[0]) else { return nil }
        whole = number
    }
    return Double(whole) + Double(numerator) / Double(denominator)
}
