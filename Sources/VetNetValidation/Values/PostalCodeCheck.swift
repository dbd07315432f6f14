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
        let compact = String(upper.filter { $0 != " " && $0 != "-" })
        if let normalized = Self.normalized(compact, country: country) {
            self = .valid(normalized)
        } else if Self.dropsLeadingZero(country), compact.count == 4, compact.allSatisfy(Self.isDigit),
            let proposed = Self.normalized("0" + compact, country: country)
        {
            self = .leadingZeroLost(proposed: proposed)
        } else {
            self = .invalid(country: country, expected: Self.expectedShape(country))
        }
    }

    /// The normalized code when valid.
    public var code: String? {
        if case .valid(let code) = self { return code }
        return nil
    }

    private static func normalized(_ code: String, country: Country) -> String? {
        let characters = Array(code)
        switch country {
        case .us:
            guard characters.allSatisfy(isDigit) else { return nil }
            if characters.count == 5 { return code }
            if characters.count == 9 { return String(characters[0..<5]) + "-" + String(characters[5...]) }
            return nil
        case .de, .fr, .it, .es:
            return characters.count == 5 && characters.allSatisfy(isDigit) ? code : nil
        case .at, .ch, .be:
            return characters.count == 4 && characters.allSatisfy(isDigit) && characters[0] != "0" ? code : nil
        case .dk:
            return characters.count == 4 && characters.allSatisfy(isDigit) ? code : nil
        case .lu:
            let digits = code.hasPrefix("L") ? Array(characters.dropFirst()) : characters
            return digits.count == 4 && digits.allSatisfy(isDigit) ? String(digits) : nil
        case .nl:
            guard characters.count == 6, characters[0] != "0", characters[0..<4].allSatisfy(isDigit),
                characters[4...].allSatisfy(isLetter), !["SA", "SD", "SS"].contains(String(characters[4...]))
            else { return nil }
            return String(characters[0..<4]) + " " + String(characters[4...])
        case .ca:
            guard characters.count == 6 else { return nil }
            for (index, character) in characters.enumerated() {
                let ok =
                    index.isMultiple(of: 2)
                    ? isLetter(character) && !"DFIOQU".contains(character) && (index > 0 || !"WZ".contains(character))
                    : isDigit(character)
                if !ok { return nil }
            }
            return String(characters[0..<3]) + " " + String(characters[3...])
        case .gb:
            return britishCode(characters)
        case .ie:
            guard characters.count == 7, isLetter(characters[0]), isDigit(characters[1]),
                isDigit(characters[2]) || characters[0...2] == ["D", "6", "W"],
                characters[3...].allSatisfy({ isDigit($0) || isLetter($0) })
            else { return nil }
            return String(characters[0..<3]) + " " + String(characters[3...])
        }
    }

    /// Outward code (2–4 characters) and inward code (digit, two letters).
    private static func britishCode(_ characters: [Character]) -> String? {
        guard (5...7).contains(characters.count) else { return nil }
        let outward = Array(characters.dropLast(3))
        let inward = Array(characters.suffix(3))
        guard isDigit(inward[0]), isLetter(inward[1]), isLetter(inward[2]) else { return nil }
        let shape = String(outward.map { isDigit($0) ? "9" : isLetter($0) ? "A" : "?" })
        guard ["A9", "A99", "A9A", "AA9", "AA99", "AA9A"].contains(shape) else { return nil }
        return String(outward) + " " + String(inward)
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

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    private static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
}
