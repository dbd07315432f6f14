internal import VetNetCore

/// Normalizes a phone number to E.164 (`+` country code national number), the form dedupe compares.
///
/// - A number starting with `+`, `00` (or `011` when the default country is in North America) is international;
///   its country code decides the rules. A trunk `0` written after the country code (`+49 (0)30 …`,
///   `+33 06 …`) is dropped, except for Italy, whose numbers keep their 0 in E.164.
/// - Any other number is national in `defaultCountry` (the address's country or the pipeline's): the trunk
///   prefix `0` is removed (`030 1234567` → `+49301234567`). North American numbers have no trunk prefix: ten
///   digits, or eleven starting with `1`; area code and exchange must not start with 0 or 1. A national number
///   without its `0` in a country that dials one is refused: it lacks the area code, or a spreadsheet dropped
///   the zero, and guessing would put a wrong number on file. Italy, Spain, Denmark and Luxembourg dial no
///   trunk prefix: their national numbers are taken as written.
/// - Separators people type (spaces, `-`, `.`, `/`, parentheses) are ignored; letters (`1-800-FLOWERS`) are
///   refused rather than translated.
/// - Extensions (`x123`, `ext. 123`, `extension 123`, `#123`, `;ext=123`) are kept apart in `extensionNumber`,
///   since E.164 has none; the number itself must still be complete.
/// - National lengths (digits after the country code): US/CA 10, DE 6–13, AT 4–13, CH/FR/NL/ES 9, GB 9–10,
///   BE 8–9, LU 4–11, IT 6–11, IE 7–9, DK 8. Other country codes are accepted when the whole number has 8–15
///   digits (the E.164 maximum), without further checks.
public enum PhoneCheck: Hashable, Sendable {
    /// Empty or a placeholder (`none`, `n/a`, `-`): no number.
    case absent
    case valid(PhoneNumber)
    case invalid(PhoneProblem)

    public init(_ text: String, defaultCountry: Country) {
        if let typed = Self(typed: text, defaultCountry: defaultCountry) {
            self = typed
            return
        }
        self.init(general: text, defaultCountry: defaultCountry)
    }

    /// The check for any text, character by character: what the byte path (`init(typed:)`) shortcuts.
    init(general text: String, defaultCountry: Country) {
        let lowered = text.trimmingWhitespace().lowercasedIfNeeded()
        if Self.placeholders.contains(lowered) {
            self = .absent
            return
        }
        let (main, extensionNumber) = Self.splittingExtension(lowered)
        switch Self.parse(main, defaultCountry: defaultCountry) {
        case .success(let (e164, country)):
            self = .valid(PhoneNumber(e164: e164, extensionNumber: extensionNumber, country: country))
        case .failure(let problem):
            self = .invalid(problem)
        }
    }

    /// The number when valid.
    public var number: PhoneNumber? {
        if case .valid(let number) = self { return number }
        return nil
    }

    static let placeholders: Set<String> = ["", "-", "--", "n/a", "na", "none", "no", "nil", "null", "unknown", "0"]

    private static let extensionMarkers = [";ext=", "extension", "ext.", "ext", "x", "#"]

    /// `555-201-3344 x12` → (`555-201-3344 `, `12`). The marker must be followed by 1–6 digits and nothing else.
    static func splittingExtension(_ text: String) -> (main: Substring, extensionNumber: String?) {
        let mayHaveMarker = text.utf8.contains {
            $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ";") || ($0 >= 0x61 && $0 <= 0x7A)
        }
        guard mayHaveMarker else { return (text[...], nil) }
        for marker in extensionMarkers {
            guard let range = text.ranges(of: marker).last else { continue }
            let tail = text[range.upperBound...].drop { $0 == " " || $0 == "." || $0 == ":" }
            guard (1...6).contains(tail.count), tail.allSatisfy({ $0.isASCII && $0.isNumber }),
                text[..<range.lowerBound].contains(where: { $0.isASCII && $0.isNumber })
            else { continue }
            return (text[..<range.lowerBound], String(tail))
        }
        return (text[...], nil)
    }

    private static func parse(_ text: Substring, defaultCountry: Country) -> Result<(String, Country?), PhoneProblem> {
        var body = text.trimmingWhitespace()
        let hasPlus = body.hasPrefix("+")
        if hasPlus { body.removeFirst() }
        if hasPlus || body.hasPrefix("00"), body.utf8.contains(UInt8(ascii: "(")) { body = body.replacing("(0)", with: "") }
        let digits: String
        switch body.utf8.allSatisfy({ $0 < 0x80 }) ? asciiDigits(body.utf8) : generalDigits(body) {
        case .success(let found): digits = found
        case .failure(let problem): return .failure(problem)
        }
        guard !digits.isEmpty else { return .failure(.noDigits) }

        let isNorthAmerican = defaultCountry == .us || defaultCountry == .ca
        if hasPlus {
            return international(digits)
        } else if digits.hasPrefix("00") {
            return international(String(digits.dropFirst(2)))
        } else if isNorthAmerican, digits.hasPrefix("011") {
            return international(String(digits.dropFirst(3)))
        }
        return national(digits, country: defaultCountry)
    }

    /// The digits of a number, refusing letters and characters other than the separators people type.
    static func generalDigits(_ body: String) -> Result<String, PhoneProblem> {
        var digits = ""
        for character in body {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character.isLetter {
                return .failure(.letters)
            } else if !(character == " " || character == "-" || character == "." || character == "/"
                || character == "(" || character == ")")
            {
                return .failure(.invalidCharacters)
            }
        }
        return .success(digits)
    }

    /// `generalDigits` for ASCII text, byte by byte.
    static func asciiDigits(_ body: String.UTF8View) -> Result<String, PhoneProblem> {
        var digits: [UInt8] = []
        digits.reserveCapacity(body.count)
        for byte in body {
            switch byte {
            case 0x30...0x39: digits.append(byte)
            case 0x41...0x5A, 0x61...0x7A: return .failure(.letters)
            case 0x20, 0x2D, 0x2E, 0x2F, 0x28, 0x29: continue
            default: return .failure(.invalidCharacters)
            }
        }
        return .success(String(decoding: digits, as: UTF8.self))
    }

    /// The first country in `Country.allCases` with each calling code (+1 is the United States).
    static let byCallingCode: [String: Country] = {
        var table: [String: Country] = [:]
        for country in Country.allCases where table[country.callingCode] == nil { table[country.callingCode] = country }
        return table
    }()

    private static func international(_ digits: String) -> Result<(String, Country?), PhoneProblem> {
        for length in 1...3 {
            let code = String(digits.prefix(length))
            guard let country = byCallingCode[code] else { continue }
            var national = Substring(digits.dropFirst(length))
            if national.hasPrefix("0"), !country.keepsTrunkZero { national = national.dropFirst() }
            if let problem = nationalProblem(national, country: country) { return .failure(problem) }
            // +1 is shared by the US and Canada (and the Caribbean); the number alone does not say which.
            return .success(("+" + code + national, code == "1" ? nil : country))
        }
        guard let first = digits.first, first != "0" else { return .failure(.invalidCountryCode) }
        guard (8...15).contains(digits.count) else { return .failure(.wrongLength(country: nil, digits: digits.count)) }
        return .success(("+" + digits, nil))
    }

    private static func national(_ digits: String, country: Country) -> Result<(String, Country?), PhoneProblem> {
        var national = Substring(digits)
        switch country {
        case .us, .ca:
            if national.count == 11, national.hasPrefix("1") { national = national.dropFirst() }
        case .it, .dk, .lu, .es:
            break  // no trunk prefix
        default:
            guard national.hasPrefix("0") else { return .failure(.missingTrunkPrefix(country)) }
            national = national.dropFirst()
        }
        if let problem = nationalProblem(national, country: country) { return .failure(problem) }
        return .success(("+" + country.callingCode + national, country))
    }

    private static func nationalProblem(_ national: Substring, country: Country) -> PhoneProblem? {
        // Digits only, so bytes and characters are the same.
        nationalProblem(ArraySlice(national.utf8), country: country)
    }
}

/// A phone number in E.164 form.
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
    /// `+` country code national number, digits only: `+15552013344`.
    public let e164: String
    /// An extension written after the number (`x123` → `123`), which E.164 cannot hold.
    public let extensionNumber: String?
    /// The country the number belongs to, when its code says so (+1 numbers leave it open: US or Canada).
    public let country: Country?

    public init(e164: String, extensionNumber: String? = nil, country: Country? = nil) {
        self.e164 = e164
        self.extensionNumber = extensionNumber
        self.country = country
    }

    /// `+15552013344`, or `+15552013344;ext=12` (RFC 3966's spelling) with an extension.
    public var description: String { extensionNumber.map { "\(e164);ext=\($0)" } ?? e164 }
}

/// Why a phone number is refused.
public enum PhoneProblem: Error, Hashable, Sendable {
    case noDigits
    case letters
    case invalidCharacters
    case invalidCountryCode
    /// A national number without the trunk `0` its country dials.
    case missingTrunkPrefix(Country)
    /// Too few or too many digits for the country (nil: an unknown country code, whole number outside 8–15).
    case wrongLength(country: Country?, digits: Int)
    /// A North American area code or exchange starting with 0 or 1.
    case invalidNorthAmericanNumber

    /// Plain words for staff, without the number itself.
    public var reason: String {
        switch self {
        case .noDigits: "the phone field has no digits"
        case .letters: "a phone number cannot contain letters"
        case .invalidCharacters: "the phone number has characters other than digits, spaces, + - . / ( )"
        case .invalidCountryCode: "the number after + or 00 is not a country code"
        case .missingTrunkPrefix(let country):
            "a national number in \(country.rawValue) starts with 0; write it with its area code, or with +\(country.callingCode)"
        case .wrongLength(let country?, let digits):
            "a number in \(country.rawValue) has \(country.lengthDescription) digits after the country code and the leading 0; this one has \(digits)"
        case .wrongLength(nil, let digits): "an international number has 8 to 15 digits; this one has \(digits)"
        case .invalidNorthAmericanNumber: "a North American area code and exchange cannot start with 0 or 1"
        }
    }
}

extension Country {
    /// Digits after the country code (and after any trunk 0).
    var nationalLengths: ClosedRange<Int> {
        switch self {
        case .us, .ca: 10...10
        case .de: 6...13
        case .at: 4...13
        case .ch, .fr, .nl, .es: 9...9
        case .gb: 9...10
        case .be: 8...9
        case .lu: 4...11
        case .it: 6...11
        case .ie: 7...9
        case .dk: 8...8
        }
    }

    var lengthDescription: String {
        let range = nationalLengths
        return range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
    }

    /// Italy keeps the leading 0 of fixed-line numbers after +39.
    var keepsTrunkZero: Bool { self == .it }
}
