internal import VetNetCore

/// Checks the shape of a postal code for its country and writes it in the country's usual form.
///
/// Shapes: US `12345` or `12345-6789` (nine bare digits become ZIP+4); CA `A1A 1A1` (letters D, F, I, O, Q, U
/// never used, W and Z not first); DE, FR, IT, ES 5 digits; AT, CH, BE, DK 4 digits (AT, CH, BE not starting
/// with 0); LU 4 digits, optionally written `L-1234`; NL `1234 AB` (first digit not 0; `SA`, `SD`, `SS` never
/// issued); GB outward code `A9`, `A99`, `A9A`, `AA9`, `AA99` or `AA9A` then inward `9AA` (upper-cased, one
/// space); IE Eircode `A65 F4E2`. Spaces and case are normalized; nothing else is guessed, except that a
/// 4-digit US, DE, FR, IT or ES code is named as having lost its leading zero (spreadsheets drop it; DOMAIN.md
/// §1.5 saw it in ZIP columns), with the 5-digit code proposed.
public enum PostalCodeCheck: Hashable, Sendable {
    /// Empty: no postal code.
    case absent
    /// The code in the country's usual form.
    case valid(String)
    /// A code whose leading zero a spreadsheet dropped; the repaired code is proposed.
    case leadingZeroLost(proposed: String)
    /// Not a postal code of `country`; `expected` describes the shape for a message (`5 digits`).
    case invalid(country: Country, expected: String)

    public init(_ text: String, country: Country) {
        let upper = text.trimmingWhitespace().uppercased()
        if upper.isEmpty {
            self = .absent
            return
        }
        let compact = upper.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "-") }
        if let normalized = Self.normalized(compact, country: country) {
            self = .valid(normalized)
        } else if Self.dropsLeadingZero(country), compact.count == 4, compact.allSatisfy(Self.isDigit),
            let proposed = Self.normalized([UInt8(ascii: "0")] + compact, country: country)
        {
            self = .leadingZeroLost(proposed: proposed)
        } else {
            self = .invalid(country: country, expected: Self.expectedShape(country))
        }
    }

    /// Whether `bytes` are a code of digits alone that is valid for `country` as written, the usual postal code:
    /// `PostalCodeCheck` of their text is `.valid` with the same text. False for codes the check would rewrite
    /// or reject, and for shapes with letters.
    public static func isValidAsWritten(utf8 bytes: Span<UInt8>, country: Country) -> Bool {
        for index in bytes.indices where !isDigit(bytes[index]) { return false }
        switch country {
        case .us, .de, .fr, .it, .es: return bytes.count == 5
        case .at, .ch, .be: return bytes.count == 4 && bytes[0] != UInt8(ascii: "0")
        case .dk: return bytes.count == 4
        case .lu, .nl, .ca, .gb, .ie: return false
        }
    }

    /// The normalized code when valid.
    public var code: String? {
        if case .valid(let code) = self { return code }
        return nil
    }

    /// Every shape is ASCII letters and digits, so the code is read byte by byte: a non-ASCII byte (or any
    /// other character) fits no shape.
    private static func normalized(_ code: [UInt8], country: Country) -> String? {
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        func spaced(_ split: Int) -> String { text(code[..<split]) + " " + text(code[split...]) }
        switch country {
        case .us:
            guard code.allSatisfy(isDigit) else { return nil }
            if code.count == 5 { return text(code[...]) }
            if code.count == 9 { return text(code[0..<5]) + "-" + text(code[5...]) }
            return nil
        case .de, .fr, .it, .es:
            return code.count == 5 && code.allSatisfy(isDigit) ? text(code[...]) : nil
        case .at, .ch, .be:
            return code.count == 4 && code.allSatisfy(isDigit) && code[0] != UInt8(ascii: "0") ? text(code[...]) : nil
        case .dk:
            return code.count == 4 && code.allSatisfy(isDigit) ? text(code[...]) : nil
        case .lu:
            let digits = code.first == UInt8(ascii: "L") ? code.dropFirst() : code[...]
            return digits.count == 4 && digits.allSatisfy(isDigit) ? text(digits) : nil
        case .nl:
            guard code.count == 6, code[0] != UInt8(ascii: "0"), code[0..<4].allSatisfy(isDigit),
                code[4...].allSatisfy(isLetter), !["SA", "SD", "SS"].contains(text(code[4...]))
            else { return nil }
            return spaced(4)
        case .ca:
            guard code.count == 6 else { return nil }
            for (index, byte) in code.enumerated() {
                let ok =
                    index.isMultiple(of: 2)
                    ? isLetter(byte) && !"DFIOQU".utf8.contains(byte) && (index > 0 || !"WZ".utf8.contains(byte))
                    : isDigit(byte)
                if !ok { return nil }
            }
            return spaced(3)
        case .gb:
            return britishCode(code)
        case .ie:
            guard code.count == 7, isLetter(code[0]), isDigit(code[1]),
                isDigit(code[2]) || code[0...2].elementsEqual("D6W".utf8),
                code[3...].allSatisfy({ isDigit($0) || isLetter($0) })
            else { return nil }
            return spaced(3)
        }
    }

    /// Outward code (2–4 characters) and inward code (digit, two letters).
    private static func britishCode(_ code: [UInt8]) -> String? {
        guard (5...7).contains(code.count) else { return nil }
        let split = code.count - 3
        guard isDigit(code[split]), isLetter(code[split + 1]), isLetter(code[split + 2]) else { return nil }
        let shape = String(decoding: code[..<split].map { isDigit($0) ? UInt8(ascii: "9") : isLetter($0) ? UInt8(ascii: "A") : UInt8(ascii: "?") }, as: UTF8.self)
        guard ["A9", "A99", "A9A", "AA9", "AA99", "AA9A"].contains(shape) else { return nil }
        return String(decoding: code[..<split], as: UTF8.self) + " " + String(decoding: code[split...], as: UTF8.self)
    }

    private static func dropsLeadingZero(_ country: Country) -> Bool {
        [.us, .de, .fr, .it, .es].contains(country)
    }

    /// The shape in words, for messages.
    static func expectedShape(_ country: Country) -> String {
        switch country {
        case .us: "5 digits, or 5+4 digits such as 12345-6789"
        case .ca: "letter digit letter, digit letter digit, such as K1A 0B1"
        case .de, .fr, .it, .es: "5 digits"
        case .at, .ch, .be, .dk: "4 digits"
        case .lu: "4 digits, optionally after L-"
        case .nl: "4 digits and 2 letters, such as 1234 AB"
        case .gb: "a UK postcode such as SW1A 1AA"
        case .ie: "an Eircode such as A65 F4E2"
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
