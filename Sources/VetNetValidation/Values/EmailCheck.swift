internal import VetNetCore

/// A pragmatic email syntax check, not RFC 5322: what mail systems actually deliver to.
///
/// Accepted: `local@domain.tld` with a local part of letters, digits and ``!#$%&'*+/=?^_`{|}~-``, dots between
/// them (not first, last or doubled), at most 64 bytes; a domain of at least two dot-separated labels of letters,
/// digits and inner hyphens, at most 63 bytes each and 253 in all, ending in a top-level label of letters (or an
/// `xn--` one). Non-ASCII letters are allowed in both parts (internationalized addresses). Quoted local parts,
/// comments and IP-literal domains are refused: legacy exports do not hold them deliberately.
/// The result is lower-cased whole, the address's unique key (DESIGN.md); a `mailto:` prefix is dropped.
public enum EmailCheck: Hashable, Sendable {
    /// Empty or a placeholder (`none`, `n/a`, `-`): no address.
    case absent
    /// The normalized (trimmed, lower-cased) address.
    case valid(String)
    case invalid(EmailProblem)

    public init(_ text: String) {
        var value = text.trimmingWhitespace()
        var lowered = value.lowercasedIfNeeded()
        // No placeholder has an @: most values skip hashing.
        if !lowered.containsByte(UInt8(ascii: "@")), Self.placeholders.contains(lowered) {
            self = .absent
            return
        }
        if lowered.startsWithBytes("mailto:") {
            value = String(value.dropFirst(7))
            lowered = value.lowercasedIfNeeded()
        }
        if let problem = Self.problem(in: value) {
            self = .invalid(problem)
        } else {
            self = .valid(lowered)
        }
    }

    /// The normalized address when valid.
    public var address: String? {
        if case .valid(let address) = self { return address }
        return nil
    }

    static let placeholders: Set<String> = [
        "", "-", "--", "n/a", "na", "none", "no", "nil", "null", "unknown", "no email",
    ]

    private static let localSymbols = Set("!#$%&'*+/=?^_`{|}~-".utf8)

    /// The syntax check: byte by byte for ASCII text (`asciiProblem`), by Unicode scalar otherwise.
    static func problem(in value: String) -> EmailProblem? {
        if value.isAllASCII { return asciiProblem(in: value.utf8) }
        return generalProblem(in: value)
    }

    static func generalProblem(in value: String) -> EmailProblem? {
        let atSigns = value.utf8.count(where: { $0 == UInt8(ascii: "@") })
        if value.contains(where: { $0 == "," || $0 == ";" }) || (atSigns > 1 && value.contains(where: \.isWhitespace)) {
            return .severalAddresses
        }
        if atSigns > 1 { return .severalAtSigns }
        if value.contains(where: \.isWhitespace) { return .containsSpaces }
        guard let at = value.firstIndex(of: "@") else { return .missingAtSign }
        let local = value[..<at]
        let domain = value[value.index(after: at)...]
        if local.isEmpty { return .emptyLocalPart }
        if local.utf8.count > 64 { return .localPartTooLong }
        if local.first == "." || local.last == "." || local.contains("..") { return .misplacedDot }
        for scalar in local.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if isASCIILetterOrDigit(byte) || byte == UInt8(ascii: ".") || localSymbols.contains(byte) { continue }
                return .invalidCharacter
            }
            if !isNonASCIILetter(scalar) { return .invalidCharacter }
        }
        return domainProblem(domain)
    }

    private static func domainProblem(_ domain: Substring) -> EmailProblem? {
        if domain.isEmpty { return .missingDomain }
        if domain.utf8.count > 253 { return .invalidDomain }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return .missingTopLevelDomain }
        for label in labels {
            guard !label.isEmpty, label.utf8.count <= 63, label.first != "-", label.last != "-" else {
                return .invalidDomain
            }
            for scalar in label.unicodeScalars {
                if scalar.isASCII {
                    let byte = UInt8(scalar.value)
                    if isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "-") { continue }
                    return .invalidDomain
                }
                if !isNonASCIILetter(scalar) { return .invalidDomain }
            }
        }
        let top = labels[labels.count - 1]
        if top.hasPrefix("xn--") || (top.count >= 2 && top.allSatisfy(\.isLetter)) { return nil }
        return .missingTopLevelDomain
    }

    /// Whether `bytes`, ASCII and trimmed, are an address as it is written normalized — lower case, no `mailto:`
    /// — with nothing wrong in it: `EmailCheck` of their text is `.valid` with the same text.
    public static func isValidAsWritten(ascii bytes: Span<UInt8>) -> Bool {
        var hasAt = false
        for index in bytes.indices {
            switch bytes[index] {
            case 0x41...0x5A, 0x80...: return false
            case UInt8(ascii: "@"): hasAt = true
            default: continue
            }
        }
        // With an @ the text is no placeholder.
        guard hasAt, !isASCIIWhitespace(bytes[0]), !isASCIIWhitespace(bytes[bytes.count - 1]) else { return false }
        let mailto = "mailto:".utf8
        if bytes.count >= mailto.count, zip(bytes.indices, mailto).allSatisfy({ bytes[$0] == $1 }) { return false }
        return asciiProblem(utf8: bytes) == nil
    }

    static func asciiProblem(in value: String.UTF8View) -> EmailProblem? { asciiProblem(utf8: value.span) }

    /// `generalProblem` for ASCII text, where characters are bytes (a CR LF pair is whitespace either way).
    static func asciiProblem(utf8 bytes: Span<UInt8>) -> EmailProblem? {
        let at = UInt8(ascii: "@")
        let dot = UInt8(ascii: ".")
        var atSigns = 0
        var atIndex = -1
        var hasSeparator = false
        var hasWhitespace = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == at {
                atSigns += 1
                if atIndex < 0 { atIndex = index }
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") {
                hasSeparator = true
            } else if isASCIIWhitespace(byte) {
                hasWhitespace = true
            }
        }
        if hasSeparator || (atSigns > 1 && hasWhitespace) { return .severalAddresses }
        if atSigns > 1 { return .severalAtSigns }
        if hasWhitespace { return .containsSpaces }
        guard atIndex >= 0 else { return .missingAtSign }
        if atIndex == 0 { return .emptyLocalPart }
        if atIndex > 64 { return .localPartTooLong }
        var previous: UInt8 = 0
        for index in 0..<atIndex {
            let byte = bytes[index]
            if byte == dot && previous == dot { return .misplacedDot }
            previous = byte
        }
        if bytes[0] == dot || bytes[atIndex - 1] == dot { return .misplacedDot }
        for index in 0..<atIndex {
            let byte = bytes[index]
            if isASCIILetterOrDigit(byte) || byte == dot || isLocalSymbol(byte) { continue }
            return .invalidCharacter
        }
        let domainStart = atIndex + 1
        let end = bytes.count
        if domainStart == end { return .missingDomain }
        if end - domainStart > 253 { return .invalidDomain }
        var labelStart = domainStart
        var hasDot = false
        for index in domainStart..<end where bytes[index] == dot {
            hasDot = true
            break
        }
        guard hasDot else { return .missingTopLevelDomain }
        for index in domainStart...end where index == end || bytes[index] == dot {
            let length = index - labelStart
            guard length > 0, length <= 63, bytes[labelStart] != UInt8(ascii: "-"),
                bytes[index - 1] != UInt8(ascii: "-")
            else {
                return .invalidDomain
            }
            for position in labelStart..<index
            where !(isASCIILetterOrDigit(bytes[position]) || bytes[position] == UInt8(ascii: "-")) {
                return .invalidDomain
            }
            if index < end { labelStart = index + 1 }
        }
        let topLength = end - labelStart
        if topLength >= 4, bytes[labelStart] == UInt8(ascii: "x"), bytes[labelStart + 1] == UInt8(ascii: "n"),
            bytes[labelStart + 2] == UInt8(ascii: "-"), bytes[labelStart + 3] == UInt8(ascii: "-")
        {
            return nil
        }
        if topLength < 2 { return .missingTopLevelDomain }
        for index in labelStart..<end where !isASCIILetter(bytes[index]) { return .missingTopLevelDomain }
        return nil
    }

    /// ``!#$%&'*+/=?^_`{|}~-``: the symbols a local part may hold besides letters, digits and dots.
    private static func isLocalSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2F, 0x3D, 0x3F, 0x5E, 0x5F, 0x60, 0x7B...0x7E: true
        default: false
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// What `Character.isWhitespace` holds for ASCII: tab, line feed, vertical tab, form feed, return, space.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isNonASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .nonspacingMark
    }
}

/// Why an email address is refused.
public enum EmailProblem: String, Hashable, Sendable {
    case missingAtSign, severalAtSigns, severalAddresses, containsSpaces, emptyLocalPart, localPartTooLong
    case misplacedDot, invalidCharacter, missingDomain, invalidDomain, missingTopLevelDomain

    /// Plain words for staff, without the address itself.
    public var reason: String {
        switch self {
        case .missingAtSign: "an email address needs an @"
        case .severalAtSigns: "an email address has exactly one @"
        case .severalAddresses: "the field holds more than one address; keep one"
        case .containsSpaces: "an email address cannot contain spaces"
        case .emptyLocalPart: "nothing comes before the @"
        case .localPartTooLong: "the part before the @ is longer than 64 characters"
        case .misplacedDot: "a dot cannot begin or end the part before the @, or follow another dot"
        case .invalidCharacter: "the part before the @ has a character addresses cannot contain"
        case .missingDomain: "nothing comes after the @"
        case .invalidDomain: "the part after the @ is not a valid domain"
        case .missingTopLevelDomain: "the domain has no ending such as .com or .de"
        }
    }
}
