import VetNetCore
import VetNetValidation

/// What one value's characters look like, for guessing a column's kind. Cheap checks on the bytes; nothing
/// here decides whether a value is valid, which the validation rules do.
struct ValueShape: OptionSet, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    static let email = ValueShape(rawValue: 1 << 0)
    static let phone = ValueShape(rawValue: 1 << 1)
    /// 15 digits, maybe grouped with spaces, dashes or dots; not a decimal number (`30.4139760508221`).
    static let chip15 = ValueShape(rawValue: 1 << 2)
    /// 10 hexadecimal characters with a letter (FDX-A, Trovan).
    static let chipHex10 = ValueShape(rawValue: 1 << 3)
    /// 9 digits (AVID); also many other numbers.
    static let chip9 = ValueShape(rawValue: 1 << 4)
    static let integer = ValueShape(rawValue: 1 << 5)
    static let decimalPoint = ValueShape(rawValue: 1 << 6)
    static let decimalComma = ValueShape(rawValue: 1 << 7)
    static let boolean = ValueShape(rawValue: 1 << 8)
    static let hasSpace = ValueShape(rawValue: 1 << 9)
    /// Punctuation phone numbers are written with: `+`, `(`, `-`, spaces between digit groups.
    static let formattedDigits = ValueShape(rawValue: 1 << 10)
    static let hasDigit = ValueShape(rawValue: 1 << 11)

    static let booleanWords: Set<String> = [
        "y", "n", "yes", "no", "true", "false", "t", "f", "0", "1", "ja", "nein", "oui", "non", "j", "x",
    ]

    /// The shape of a trimmed, non-empty value.
    init(of text: String) {
        var shape: ValueShape = []
        var digits = 0
        var hexLetters = 0
        var otherLetters = 0
        var phonePunctuation = 0
        var chipPunctuation = 0
        var other = 0
        var ats = 0
        var dots = 0
        var commas = 0
        var lastSeparator: UInt8 = 0
        var spaces = 0
        var leadingPlus = false
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case 0x30...0x39: digits += 1
            case 0x41...0x46, 0x61...0x66: hexLetters += 1
            case 0x47...0x5A, 0x67...0x7A: otherLetters += 1
            case UInt8(ascii: " "):
                spaces += 1
                phonePunctuation += 1
                chipPunctuation += 1
            case UInt8(ascii: "-"):
                phonePunctuation += 1
                chipPunctuation += 1
            case UInt8(ascii: "."):
                dots += 1
                lastSeparator = byte
                phonePunctuation += 1
                chipPunctuation += 1
            case UInt8(ascii: ","):
                commas += 1
                lastSeparator = byte
                other += 1
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "/"):
                phonePunctuation += 1
            case UInt8(ascii: "+"):
                if offset == 0 { leadingPlus = true } else { other += 1 }
            case UInt8(ascii: "@"): ats += 1
            default: other += 1
            }
        }
        let length = text.utf8.count
        if spaces > 0 { shape.insert(.hasSpace) }
        if digits > 0 { shape.insert(.hasDigit) }
        if ValueShape.booleanWords.contains(text.lowercased()) { shape.insert(.boolean) }
        if ats == 1, spaces == 0, let at = text.firstIndex(of: "@"), at != text.startIndex,
            text[text.index(after: at)...].contains("."), !text.hasSuffix(".")
        {
            shape.insert(.email)
        }
        let letters = hexLetters + otherLetters
        let decimal = MicrochipCheck.isDecimalNumber(text)
        if letters == 0, other == 0, ats == 0 {
            if digits == 15, chipPunctuation == length - 15, !decimal { shape.insert(.chip15) }
            if digits == 9, length == 9 { shape.insert(.chip9) }
            if digits == length { shape.insert(.integer) }
            if (7...15).contains(digits), digits != 15 || leadingPlus {
                shape.insert(.phone)
                if leadingPlus || phonePunctuation > 0 { shape.insert(.formattedDigits) }
            }
        } else if letters > 0, otherLetters == 0, length == 10, digits + hexLetters == 10, digits > 0 {
            shape.insert(.chipHex10)
        } else if letters == 0, ats == 0, digits > 0 {
            // `12,5`, `1.234,5`, `-3.75`: digits with separators and maybe a sign; the last separator is the mark.
            let signed = text.utf8.first == UInt8(ascii: "-") ? 1 : 0
            if other == commas + signed, spaces == 0, phonePunctuation == dots, dots + commas > 0 {
                shape.insert(lastSeparator == UInt8(ascii: ",") ? .decimalComma : .decimalPoint)
            }
        }
        // `30.41`, `.5`, and a signed one (`-97.74`, whose dash counts as punctuation above).
        if decimal
            || (letters == 0 && other == 0 && ats == 0 && digits > 0 && phonePunctuation == dots && dots == 1
                && !leadingPlus)
        {
            shape.insert(.decimalPoint)
        }
        // A phone number has letters only in an extension (`x12`, `ext. 12`).
        if letters > 0, digits >= 7, ats == 0 {
            if let ext = text.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "e" || $0 == "E" }),
                ValueShape(of: String(text[..<ext]).trimmingWhitespace()).contains(.phone)
            {
                shape.insert([.phone, .formattedDigits])
            }
        }
        self = shape
    }
}
