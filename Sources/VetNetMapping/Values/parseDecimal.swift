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
    if separator != .comma, let plain = plainDecimal(trimmed) { return plain }
    return parseDecimalGenerally(trimmed, separator: separator)
}

/// `12`, `12.5`: ASCII digits with at most one point and no sign, which every separator but `.comma` reads as
/// the general path does. Nil for anything else.
func plainDecimal(_ text: String) -> Double? {
    let bytes = text.utf8.span
    guard let plain = PlainDecimal(bytes) else { return nil }
    if let exact = plain.exactValue { return exact }
    // More than 15 digits: Double(String) rounds them.
    if bytes[0] == UInt8(ascii: ".") || bytes[bytes.count - 1] == UInt8(ascii: ".") {
        return Double(
            (bytes[0] == UInt8(ascii: ".") ? "0" : "") + text + (bytes[bytes.count - 1] == UInt8(ascii: ".") ? "0" : "")
        )
    }
    return Double(text)
}

/// `plainDecimal` of up to 15 digits, read from the bytes; nil for anything else (more digits among them).
func exactPlainDecimal(_ bytes: Span<UInt8>) -> Double? {
    PlainDecimal(bytes)?.exactValue
}

/// ASCII digits, at least one, with at most one point: the digits read so far as one number.
private struct PlainDecimal {
    private var digits = 0
    private var fractionDigits = 0
    /// The first 15 digits.
    private var mantissa: UInt64 = 0

    /// Nil for anything but a plain decimal.
    init?(_ bytes: Span<UInt8>) {
        var points = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                points += 1
            } else if byte >= 0x30 && byte <= 0x39 {
                digits += 1
                if points > 0 { fractionDigits += 1 }
                if digits <= 15 { mantissa = mantissa * 10 + UInt64(byte - 0x30) }
            } else {
                return nil
            }
        }
        guard digits > 0, points <= 1 else { return nil }
    }

    /// The value, for up to 15 digits: then the mantissa and the power of ten are exact doubles, so one
    /// division rounds correctly, to the value `Double(String)` reads without its parser.
    var exactValue: Double? {
        digits <= 15 ? Double(mantissa) / powersOfTen[fractionDigits] : nil
    }
}

private let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

/// The whole grammar: signs, grouping and either decimal mark.
func parseDecimalGenerally(_ text: String, separator: DecimalSeparator) -> Double? {
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
    var sign = ""
    var body = Substring(trimmed)
    if let first = body.first, first == "-" || first == "+" {
        sign = first == "-" ? "-" : ""
        body = body.dropFirst()
    }
    let halves = body.split(separator: decimalMark, omittingEmptySubsequences: false)
    guard halves.count <= 2, let integerPart = halves.first else { return nil }
    // Grouping separators must stand between groups of exactly three digits: `1,234,567`, not `4,2,`.
    let groups = integerPart.split(separator: grouping, omittingEmptySubsequences: false)
    guard let leading = groups.first, !leading.isEmpty || halves.count == 2,
        groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.count == 1 || (1...3).contains(leading.count)
    else { return nil }
    let digits = groups.joined()
    let fraction = halves.count == 2 ? halves[1] : ""
    guard (digits + fraction).allSatisfy({ $0.isASCII && $0.isNumber }), !(digits + fraction).isEmpty else {
        return nil
    }
    return Double("\(sign)\(digits.isEmpty ? "0" : digits).\(fraction.isEmpty ? "0" : fraction)")
}
