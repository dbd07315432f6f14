import VetNetCore

/// A unit a legacy system records weights in.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
    case kg, g, lb, oz

    /// Accepts the usual spellings: `kgs`, `kilograms`, `grams`, `lbs`, `pounds`, `#`, `ounces`.
    public init?(name: String) {
        switch name.trimmingWhitespace().lowercased().replacing(".", with: "") {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        case "g", "gr", "gram", "grams", "gramm": self = .g
        case "lb", "lbs", "pound", "pounds", "#": self = .lb
        case "oz", "ounce", "ounces": self = .oz
        default: return nil
        }
    }

    /// Kilograms in one of this unit.
    public var kilograms: Double {
        switch self {
        case .kg: 1
        case .g: 0.001
        case .lb: 0.453_592_37
        case .oz: 0.028_349_523_125
        }
    }
}

/// Splits `12.5 lb` or `300g` into the number's text and a unit; a bare number has no unit.
public func splitQuantity(_ text: String) -> (number: String, unit: WeightUnit?)? {
    let trimmed = text.trimmingWhitespace()
    // Digits, points and commas (a plain number) have no unit; anything else is searched character by character.
    let bytes = trimmed.utf8.span
    var isPlain = true
    for index in bytes.indices {
        let byte = bytes[index]
        if !((byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")) {
            isPlain = false
            break
        }
    }
    if isPlain { return (trimmed, nil) }
    guard let unitStart = trimmed.firstIndex(where: { $0.isLetter || $0 == "#" }) else { return (trimmed, nil) }
    guard let unit = WeightUnit(name: String(trimmed[unitStart...])) else { return nil }
    return (trimmed[..<unitStart].trimmingWhitespace(), unit)
}
