internal import VetNetCore

extension PhoneCheck {
    /// The check for a number typed the usual way — ASCII digits with spaces, `-`, `.`, `/`, parentheses and a
    /// leading `+` — byte by byte, without making strings on the way; nil for any other text (letters,
    /// extensions, placeholder words, non-ASCII), which `init(general:)` reads. Both give the same result.
    init?(typed text: String, defaultCountry: Country) {
        let bytes = text.utf8.span
        var start = 0
        var end = bytes.count
        while start < end, Self.isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
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
            self = .absent
            return
        }
        let hasPlus = bytes[start] == UInt8(ascii: "+")
        if hasPlus { start += 1 }
        let startsWithZeros = end - start >= 2 && bytes[start] == 0x30 && bytes[start + 1] == 0x30
        let dropsTrunkMarks = hasOpening && (hasPlus || startsWithZeros)
        var digits: [UInt8] = []
        digits.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            if dropsTrunkMarks, byte == 0x28, index + 2 < end, bytes[index + 1] == 0x30, bytes[index + 2] == 0x29 {
                index += 3
                continue
            }
            if byte == 0x2B {
                self = .invalid(.invalidCharacters)
                return
            }
            if byte >= 0x30 && byte <= 0x39 { digits.append(byte) }
            index += 1
        }
        guard !digits.isEmpty else {
            self = .invalid(.noDigits)
            return
        }
        let result: Result<(String, Country?), PhoneProblem>
        if hasPlus {
            result = Self.international(digits[...])
        } else if digits.starts(with: [0x30, 0x30]) {
            result = Self.international(digits.dropFirst(2))
        } else if defaultCountry == .us || defaultCountry == .ca, digits.starts(with: [0x30, 0x31, 0x31]) {
            result = Self.international(digits.dropFirst(3))
        } else {
            result = Self.national(digits[...], country: defaultCountry)
        }
        switch result {
        case .success(let (e164, country)): self = .valid(PhoneNumber(e164: e164, extensionNumber: nil, country: country))
        case .failure(let problem): self = .invalid(problem)
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Calling codes by their digits' value and count (`44` → 44 × 4 + 2); no code starts with 0.
    private static let byCallingCodeValue: [Int: (code: String, country: Country)] = {
        var table: [Int: (code: String, country: Country)] = [:]
        for (code, country) in byCallingCode { table[Int(code)! * 4 + code.utf8.count] = (code, country) }
        return table
    }()

    private static func international(_ digits: ArraySlice<UInt8>) -> Result<(String, Country?), PhoneProblem> {
        guard let first = digits.first, first != 0x30 else { return .failure(.invalidCountryCode) }
        var value = 0
        for length in 1...min(3, digits.count) {
            value = value * 10 + Int(digits[digits.startIndex + length - 1] - 0x30)
            guard let (code, country) = byCallingCodeValue[value * 4 + length] else { continue }
            var national = digits.dropFirst(length)
            if national.first == 0x30, !country.keepsTrunkZero { national = national.dropFirst() }
            if let problem = nationalProblem(national, country: country) { return .failure(problem) }
            return .success((e164(code, national), code == "1" ? nil : country))
        }
        guard (8...15).contains(digits.count) else { return .failure(.wrongLength(country: nil, digits: digits.count)) }
        return .success((e164("", digits), nil))
    }

    private static func national(_ digits: ArraySlice<UInt8>, country: Country) -> Result<(String, Country?), PhoneProblem> {
        var national = digits
        switch country {
        case .us, .ca:
            if national.count == 11, national.first == 0x31 { national = national.dropFirst() }
        case .it, .dk, .lu, .es:
            break
        default:
            guard national.first == 0x30 else { return .failure(.missingTrunkPrefix(country)) }
            national = national.dropFirst()
        }
        if let problem = nationalProblem(national, country: country) { return .failure(problem) }
        return .success((e164(country.callingCode, national), country))
    }

    /// Whether the national digits fit the country: its lengths, and no leading 0 where it dials a trunk 0.
    static func nationalProblem(_ national: ArraySlice<UInt8>, country: Country) -> PhoneProblem? {
        guard country.nationalLengths.contains(national.count) else {
            return .wrongLength(country: country, digits: national.count)
        }
        let first = national[national.startIndex]
        switch country {
        case .us, .ca:
            if first < UInt8(ascii: "2") || national[national.startIndex + 3] < UInt8(ascii: "2") {
                return .invalidNorthAmericanNumber
            }
        case .it:
            break
        default:
            if first == UInt8(ascii: "0") { return .wrongLength(country: country, digits: national.count) }
        }
        return nil
    }

    /// `+`, the calling code and the national number: at most 1 + 3 + 15 bytes.
    private static func e164(_ code: String, _ national: ArraySlice<UInt8>) -> String {
        var text = ShortASCII("+")
        let codeBytes = code.utf8.span
        for index in codeBytes.indices { text.append(codeBytes[index]) }
        for byte in national { text.append(byte) }
        return text.string
    }
}
