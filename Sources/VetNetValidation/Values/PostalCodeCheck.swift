internal import VetNetCore

/// Checks the shape of a postal code for its country (`PostalShape`) and writes it in the country's usual form.
///
/// Spaces, `-` and case are normalized (`12345` in Poland is written `12-345`, in Sweden `123 45`); nothing else
/// is guessed, except that a 4-digit US, DE, FR, IT or ES code is named as having lost its leading zero
/// (spreadsheets drop it; DOMAIN.md §1.5 saw it in ZIP columns), with the 5-digit code proposed. Countries
/// without a known shape are not checked (`PostalShape(_:)` is nil).
public enum PostalCodeCheck: Hashable, Sendable {
    /// Empty: no postal code.
    case absent
    /// The code in the country's usual form.
    case valid(String)
    /// A code whose leading zero a spreadsheet dropped; the repaired code is proposed.
    case leadingZeroLost(proposed: String)
    /// Not a postal code of `country`; `expected` describes the shape for a message (`5 digits`).
    case invalid(country: Country, expected: String)

    /// Nil when the country's shape is not known: such codes are not checked.
    public init?(_ text: String, country: Country) {
        guard let shape = PostalShape(country) else { return nil }
        let upper = text.trimmingWhitespace().uppercased()
        if upper.isEmpty {
            self = .absent
            return
        }
        let compact = upper.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "-") }
        if let normalized = Self.normalized(compact, shape: shape) {
            self = .valid(normalized)
        } else if Self.dropsLeadingZero(country), compact.count == 4, compact.allSatisfy(Self.isDigit),
            let proposed = Self.normalized([UInt8(ascii: "0")] + compact, shape: shape)
        {
            self = .leadingZeroLost(proposed: proposed)
        } else {
            self = .invalid(country: country, expected: shape.description)
        }
    }

    /// Whether `bytes` are a code of digits alone that is valid for `country` as written, the usual postal code:
    /// `PostalCodeCheck` of their text is `.valid` with the same text. False for codes the check would rewrite
    /// or reject, and for shapes with letters.
    public static func isValidAsWritten(utf8 bytes: Span<UInt8>, country: Country) -> Bool {
        for index in bytes.indices where !isDigit(bytes[index]) { return false }
        switch PostalShape(country) {
        case .usZip: return bytes.count == 5
        case .digits(let count, let zeroFirst, nil):
            return bytes.count == count && (zeroFirst || bytes[0] != UInt8(ascii: "0"))
        default: return false
        }
    }

    /// Whether the shape of `country`'s postal codes is known, so that they are checked.
    public static func knowsShape(of country: Country) -> Bool { PostalShape(country) != nil }

    /// The normalized code when valid.
    public var code: String? {
        if case .valid(let code) = self { return code }
        return nil
    }

    /// Every shape is ASCII letters and digits, so the code is read byte by byte: a non-ASCII byte (or any
    /// other character) fits no shape.
    private static func normalized(_ code: [UInt8], shape: PostalShape) -> String? {
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        func spaced(_ split: Int) -> String { text(code[..<split]) + " " + text(code[split...]) }
        switch shape {
        case .usZip:
            guard code.allSatisfy(isDigit) else { return nil }
            if code.count == 5 { return text(code[...]) }
            if code.count == 9 { return text(code[0..<5]) + "-" + text(code[5...]) }
            return nil
        case .digits(let count, let zeroFirst, let separator):
            guard code.count == count, code.allSatisfy(isDigit), zeroFirst || code[0] != UInt8(ascii: "0") else {
                return nil
            }
            guard let (split, mark) = separator else { return text(code[...]) }
            return text(code[..<split]) + mark + text(code[split...])
        case .luxembourg:
            let digits = code.first == UInt8(ascii: "L") ? code.dropFirst() : code[...]
            return digits.count == 4 && digits.allSatisfy(isDigit) ? text(digits) : nil
        case .netherlands:
            guard code.count == 6, code[0] != UInt8(ascii: "0"), code[0..<4].allSatisfy(isDigit),
                code[4...].allSatisfy(isLetter), !["SA", "SD", "SS"].contains(text(code[4...]))
            else { return nil }
            return spaced(4)
        case .canada:
            guard code.count == 6 else { return nil }
            for (index, byte) in code.enumerated() {
                let ok =
                    index.isMultiple(of: 2)
                    ? isLetter(byte) && !"DFIOQU".utf8.contains(byte) && (index > 0 || !"WZ".utf8.contains(byte))
                    : isDigit(byte)
                if !ok { return nil }
            }
            return spaced(3)
        case .britain:
            return britishCode(code)
        case .eircode:
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
        let shape = String(
            decoding: code[..<split].map {
                isDigit($0) ? UInt8(ascii: "9") : isLetter($0) ? UInt8(ascii: "A") : UInt8(ascii: "?")
            }, as: UTF8.self)
        guard ["A9", "A99", "A9A", "AA9", "AA99", "AA9A"].contains(shape) else { return nil }
        return String(decoding: code[..<split], as: UTF8.self) + " " + String(decoding: code[split...], as: UTF8.self)
    }

    private static func dropsLeadingZero(_ country: Country) -> Bool {
        [.us, .de, .fr, .it, .es].contains(country)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
