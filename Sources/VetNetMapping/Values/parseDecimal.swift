import VetNetCore

/// Which character separates the fraction in a number.
public enum DecimalSeparator: String, Sendable, Hashable, CaseIterable {
    case point, comma
    /// A single comma and no point is a decimal comma (`4,2` is 4.2); with both, the last one is the decimal mark.
    case auto
}

/// Parses `65.2`, `4,2`, `1.234,5`, `1,234.5`, `-3`; nil for anything else (letters, two decimal marks).
public func parseDecimal(_ text: String, separator: DecimalSeparator = .auto) -> Double? {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { return nil }
    let decimalMark: Character
    switch separator {
    case .point: decimalMark = "."
    case .comma: decimalMark = ","
    case .auto:
        let lastPoint = trimmed.lastIndex(of: ".")
        let lastComma = trimmed.lastIndex(of: ",")
        switch (lastPoint, lastComma) {
        case (let point?, let comma?): decimalMark = point > comma ? "." : ","
        case (nil, .some):
            // A single comma is a decimal comma (`4,200` kg is 4.2 kg): thousands separators are rare in the
            // values we read. Several commas can only be grouping (`1,234,567`).
            decimalMark = trimmed.filter { $0 == "," }.count == 1 ? "," : "."
        default: decimalMark = "."
        }
    }
    let grouping: Character = decimalMark == "." ? "," : "."
    var normalized = ""
    var seenDecimal = false
    for (offset, character) in trimmed.enumerated() {
        if character == decimalMark {
            guard !seenDecimal else { return nil }
            seenDecimal = true
            normalized.append(".")
        } else if character == grouping {
            guard !seenDecimal else { return nil }
        } else if character == "-" || character == "+" {
            guard offset == 0 else { return nil }
            normalized.append(character)
        } else if character.isASCII, character.isNumber {
            normalized.append(character)
        } else {
            return nil
        }
    }
    return Double(normalized)
}
