internal import VetNetCore

/// Reads a phone number with libphonenumber and writes it in E.164 (`+` country code national number), the form
/// dedupe compares.
///
/// - A number written with `+` is read by its calling code, any that libphonenumber knows; one written `00…` by
///   its country's international prefix (`0011` in Australia, `011` in North America), and where that prefix is
///   not `00`, as `+` all the same. A trunk `0` written after the calling code (`+49 (0)30 …`) is dropped where
///   the country dials one, kept where it belongs to the number (Italy).
/// - Any other number is national in `country` (the address's, or the pipeline's default), read by that
///   country's rules: its trunk prefix (`0414 026 380` in Australia → `+61414026380`), area codes, lengths. When
///   no country is known (the address names one ISO 3166 lacks, or one libphonenumber has no numbers for), a
///   national number is `unchecked`: kept as written, since no other country's rules apply to it.
/// - A number is accepted when libphonenumber calls it possible: a length that numbers of its country have.
///   Whether its range is in service (`PhoneNumber.kind`) costs microseconds a number, so it is asked only of
///   numbers whose national part starts as few in service do: with 0 (Italy's fixed lines) or with the trunk
///   prefix (`+33 06 12 34 56 7`, one digit short, is read `+33061234567`; a US area code never starts with 0 or 1).
/// - Separators people type (spaces, `-`, `.`, `/`, parentheses) are ignored; letters (`1-800-FLOWERS`) are
///   refused rather than translated.
/// - Extensions (`x123`, `ext. 123`, `extension 123`, `#123`, `;ext=123`) are kept apart in `extensionNumber`,
///   since E.164 has none; the number itself must still be complete.
public enum PhoneCheck: Hashable, Sendable {
    /// Empty or a placeholder (`none`, `n/a`, `-`): no number.
    case absent
    case valid(PhoneNumber)
    /// A national number with no country to read it by: kept as written, not checked.
    case unchecked
    case invalid(PhoneProblem)

    /// - Parameter country: the country whose national numbers `text` may be; nil when none is known.
    public init(_ text: String, country: Country?) {
        if let typed = Self(typed: text, country: country) {
            self = typed
            return
        }
        self = Self.rememberedGeneral(text, country: country).check
    }

    /// The check for any text, through libphonenumber: what the byte path (`init(typed:)`) shortcuts.
    init(general text: String, country: Country?) {
        self = Self.general(text, country: country).check
    }

    /// `init(general:)`, and whether its answer holds for every number of the text's shape (`PhoneShapes`): not
    /// where libphonenumber was asked whether the number itself is in service.
    static func general(_ text: String, country: Country?) -> (check: PhoneCheck, byShape: Bool) {
        let lowered = text.trimmingWhitespace().lowercasedIfNeeded()
        if placeholders.contains(lowered) { return (.absent, true) }
        let (main, extensionNumber) = splittingExtension(lowered)
        var body = main.trimmingWhitespace()
        if body.hasPrefix("+") { body.removeFirst() }
        switch body.utf8.allSatisfy({ $0 < 0x80 }) ? asciiDigits(body.utf8) : generalDigits(body) {
        case .success(let digits) where digits.isEmpty: return (.invalid(.noDigits), true)
        case .success(let digits):
            return read(String(main), digits: digits, country: country, extensionNumber: extensionNumber)
        case .failure(let problem): return (.invalid(problem), true)
        }
    }

    /// `general(_:country:)`, remembered for the texts asked first: an export repeats its placeholder numbers
    /// (`12345`, `555-012`, `n/a phone`) on thousands of rows, and libphonenumber costs some 10 µs a number.
    static func rememberedGeneral(_ text: String, country: Country?) -> (check: PhoneCheck, byShape: Bool) {
        generalAnswers.answer(for: text, scope: country?.code ?? "") { general(text, country: country) }
    }

    private static let generalAnswers = AnswerMemo<(check: PhoneCheck, byShape: Bool)>()

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

    /// libphonenumber's reading of `text` (digits, separators, a leading `+`), whose digits are `digits`.
    private static func read(
        _ text: String, digits: String, country: Country?, extensionNumber: String?
    ) -> (check: PhoneCheck, byShape: Bool) {
        let region = country.flatMap { PhoneLibrary.callingCode(of: $0) == nil ? nil : $0 }
        let isInternational = text.utf8.first == UInt8(ascii: "+")
        if !isInternational, region == nil { return (.unchecked, true) }
        let first = verdict(PhoneLibrary.read(text, region: region), extensionNumber: extensionNumber)
        // `00` is the international prefix of most of the world; written where it is not (the US dials 011),
        // it still means one.
        if case .invalid = first.check, !isInternational, digits.hasPrefix("00") {
            let retried = verdict(
                PhoneLibrary.read("+" + digits.dropFirst(2), region: nil), extensionNumber: extensionNumber)
            if case .valid = retried.check { return (retried.check, false) }
        }
        return first
    }

    /// The check libphonenumber's reading gives: a possible number is valid, unless it starts unusually (with 0 or
    /// its trunk prefix) and is in no range in service.
    private static func verdict(_ reading: PhoneLibrary.Reading, extensionNumber: String?) -> (
        check: PhoneCheck, byShape: Bool
    ) {
        switch reading {
        // Whether a parse fails can turn on the separators too (`1-2` is not a number, `12` is): not by shape.
        case .failed(.invalidCountryCode): return (.invalid(.invalidCountryCode), false)
        case .failed(.notANumber), .failed(.tooShortAfterInternationalPrefix), .failed(.tooShort):
            return (.invalid(.tooShort(callingCode: nil)), false)
        case .failed(.tooLong): return (.invalid(.tooLong(callingCode: nil)), false)
        case .parsed(let e164, let code, let found, let length, let unusualStartIsValid):
            switch length {
            case .possible:
                if unusualStartIsValid == false { return (.invalid(.notInService(callingCode: code)), false) }
                return (
                    .valid(PhoneNumber(e164: e164, extensionNumber: extensionNumber ?? found)),
                    unusualStartIsValid == nil
                )
            case .localOnly: return (.invalid(.missingAreaCode(callingCode: code)), true)
            case .unknownCallingCode: return (.invalid(.invalidCountryCode), true)
            case .tooShort: return (.invalid(.tooShort(callingCode: code)), true)
            case .tooLong: return (.invalid(.tooLong(callingCode: code)), true)
            case .invalidLength: return (.invalid(.invalidLength(callingCode: code)), true)
            }
        }
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
}
