public import VetNetCore

extension PhoneCheck {
    /// The check for a number typed the usual way — ASCII digits with spaces, `-`, `.`, `/`, parentheses and a
    /// leading `+` — byte by byte, without making strings on the way; nil for any other text (letters,
    /// extensions, placeholder words, non-ASCII), which `init(general:)` reads. Both give the same result.
    init?(typed text: String, defaultCountry: Country) {
        switch Self.typed(utf8: text.utf8.span, defaultCountry: defaultCountry) {
        case nil: return nil
        case .absent: self = .absent
        case .valid(let e164, let country): self = .valid(PhoneNumber(e164: e164.string, extensionNumber: nil, country: country))
        case .invalid(let problem): self = .invalid(problem)
        }
    }

    /// What `typed(utf8:defaultCountry:)` found: the check's cases, with a valid number's E.164 form in place.
    public enum Typed {
        case absent
        case valid(e164: ShortASCII, country: Country?)
        case invalid(PhoneProblem)
    }

    /// `init(typed:)` over a number's UTF-8, for callers holding the bytes: nil where the check must read the
    /// text as text (see `init(typed:)`), or for a number of more than 32 digits, which no valid number has.
    public static func typed(utf8 bytes: Span<UInt8>, defaultCountry: Country) -> Typed? {
        var start = 0
        var end = bytes.count
        while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        var hasOpening = false
        for index in start..<end {
            switch bytes[index] {
            case 0x30...0x39, 0x20, 0x2D, 0x2E, 0x2F, 0x29, 0x2B: continue
            case 0x28: hasOpening = true
            default: return nil
            }
        }
        // The placeholders made of these bytes.
        let length = end - start
        if length == 0 || (length <= 2 && bytes[start] == UInt8(ascii: "-") && bytes[end - 1] == UInt8(ascii: "-"))
            || (length == 1 && bytes[start] == UInt8(ascii: "0"))
        {
            return .absent
        }
        let hasPlus = bytes[start] == UInt8(ascii: "+")
        if hasPlus { start += 1 }
        let startsWithZeros = end - start >= 2 && bytes[start] == 0x30 && bytes[start + 1] == 0x30
        let dropsTrunkMarks = hasOpening && (hasPlus || startsWithZeros)
        var digits = ShortASCII()
        var index = start
        while index < end {
            let byte = bytes[index]
            if dropsTrunkMarks, byte == 0x28, index + 2 < end, bytes[index + 1] == 0x30, bytes[index + 2] == 0x29 {
                index += 3
                continue
            }
            if byte == 0x2B { return .invalid(.invalidCharacters) }
            if byte >= 0x30 && byte <= 0x39 {
                guard digits.count < ShortASCII.capacity else { return nil }
                digits.append(byte)
            }
            index += 1
        }
        guard digits.count > 0 else { return .invalid(.noDigits) }
        let result: Result<(ShortASCII, Country?), PhoneProblem>
        if hasPlus {
            result = international(digits, from: 0)
        } else if digits.count >= 2, digits[0] == 0x30, digits[1] == 0x30 {
            result = international(digits, from: 2)
        } else if defaultCountry == .us || defaultCountry == .ca, digits.count >= 3, digits[0] == 0x30, digits[1] == 0x31,
            digits[2] == 0x31
        {
            result = international(digits, from: 3)
        } else {
            result = national(digits, country: defaultCountry)
        }
        switch result {
        case .success(let (e164, country)): return .valid(e164: e164, country: country)
        case .failure(let problem): return .invalid(problem)
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Calling codes by their digits' value and count (`44` → 44 × 4 + 2); no code starts with 0.
    private static let byCallingCodeValue: [Int: (code: String, country: Country)] = {
        var table: [Int: (code: String, country: Country)] = [:]
        for (code, country) in byCallingCode { table[Int(code)! * 4 + code.utf8.count] = (code, country) }
        return table
    }()

    /// The number whose digits from `from` on start with a calling code.
    private static func international(_ digits: ShortASCII, from start: Int) -> Result<(ShortASCII, Country?), PhoneProblem> {
        let count = digits.count - start
        guard count > 0, digits[start] != 0x30 else { return .failure(.invalidCountryCode) }
        var value = 0
        for length in 1...min(3, count) {
            value = value * 10 + Int(digits[start + length - 1] - 0x30)
            guard let (code, country) = byCallingCodeValue[value * 4 + length] else { continue }
            var nationalStart = start + length
            if nationalStart < digits.count, digits[nationalStart] == 0x30, !country.keepsTrunkZero { nationalStart += 1 }
            if let problem = nationalProblem(digits, from: nationalStart, country: country) { return .failure(problem) }
            return .success((e164(code, digits, from: nationalStart), code == "1" ? nil : country))
        }
        guard (8...15).contains(count) else { return .failure(.wrongLength(country: nil, digits: count)) }
        return .success((e164("", digits, from: start), nil))
    }

    private static func national(_ digits: ShortASCII, country: Country) -> Result<(ShortASCII, Country?), PhoneProblem> {
        var start = 0
        switch country {
        case .us, .ca:
            if digits.count == 11, digits[0] == 0x31 { start = 1 }
        case .it, .dk, .lu, .es:
            break
        default:
            guard digits[0] == 0x30 else { return .failure(.missingTrunkPrefix(country)) }
            start = 1
        }
        if let problem = nationalProblem(digits, from: start, country: country) { return .failure(problem) }
        return .success((e164(country.callingCode, digits, from: start), country))
    }

    /// Whether the national digits fit the country: its lengths, and no leading 0 where it dials a trunk 0.
    static func nationalProblem(_ national: ArraySlice<UInt8>, country: Country) -> PhoneProblem? {
        nationalProblem(count: national.count, country: country) { national[national.startIndex + $0] }
    }

    /// `nationalProblem` of the digits from `from` on.
    private static func nationalProblem(_ digits: ShortASCII, from start: Int, country: Country) -> PhoneProblem? {
        nationalProblem(count: digits.count - start, country: country) { digits[start + $0] }
    }

    /// `nationalProblem` of `count` digits, the one at each offset given by `digit`.
    private static func nationalProblem(count: Int, country: Country, digit: (Int) -> UInt8) -> PhoneProblem? {
        guard country.nationalLengths.contains(count) else { return .wrongLength(country: country, digits: count) }
        let first = digit(0)
        switch country {
        case .us, .ca:
            if first < UInt8(ascii: "2") || digit(3) < UInt8(ascii: "2") { return .invalidNorthAmericanNumber }
        case .it:
            break
        default:
            if first == UInt8(ascii: "0") { return .wrongLength(country: country, digits: count) }
        }
        return nil
    }

    /// `+`, the calling code and the national number (the digits from `from` on): at most 1 + 3 + 15 bytes.
    private static func e164(_ code: String, _ digits: ShortASCII, from start: Int) -> ShortASCII {
        var text = ShortASCII("+")
        let codeBytes = code.utf8.span
        for index in codeBytes.indices { text.append(codeBytes[index]) }
        for index in start..<digits.count { text.append(digits[index]) }
        return text
    }
}
