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
        if Self.placeholders.contains(lowered) {
            self = .absent
            return
        }
        if lowered.hasPrefix("mailto:") {
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

    static let placeholders: Set<String> = ["", "-", "--", "n/a", "na", "none", "no", "nil", "null", "unknown", "no email"]

    private static let localSymbols = Set("!#$%&'*+/=?^_`{|}~-".utf8)

    /// The syntax check: byte by byte for ASCII text (`asciiProblem`), by Unicode scalar otherwise.
    static func problem(in value: String) -> EmailProblem? {
        if value.utf8.allSatisfy({ $0 < 0x80 }) { return asciiProblem(in: value.utf8) }
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

    /// `generalProblem` for ASCII text, where characters are bytes (a CR LF pair is whitespace either way).
    static func asciiProblem(in value: String.UTF8View) -> EmailProblem? {
        let at = UInt8(ascii: "@")
        let dot = UInt8(ascii: ".")
        var atSigns = 0
        var hasSeparator = false
        var hasWhitespace = false
        for byte in value {
            if byte == at {
                atSigns += 1
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") {
                hasSeparator = true
            } else if isASCIIWhitespace(byte) {
                hasWhitespace = true
            }
        }
        if hasSeparator || (atSigns > 1 && hasWhitespace) { return .severalAddresses }
        if atSigns > 1 { return .severalAtSigns }
        if hasWhitespace { return .containsSpaces }
        guard let atIndex = value.firstIndex(of: at) else { return .missingAtSign }
        let local = value[..<atIndex]
        let domain = value[value.index(after: atIndex)...]
        if local.isEmpty { return .emptyLocalPart }
        if local.count > 64 { return .localPartTooLong }
        var previous: UInt8 = 0
        for byte in local {
            if byte == dot && previous == dot { return .misplacedDot }
            previous = byte
        }
        if local.first == dot || local.last == dot { return .misplacedDot }
        for byte in local {
            if isASCIILetterOrDigit(byte) || byte == dot || localSymbols.contains(byte) { continue }
            return .invalidCharacter
        }
        if domain.isEmpty { return .missingDomain }
        if domain.count > 253 { return .invalidDomain }
        let labels = domain.split(separator: dot, omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return .missingTopLevelDomain }
        for label in labels {
            guard !label.isEmpty, label.count <= 63, label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else {
                return .invalidDomain
            }
            for byte in label where !(isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "-")) { return .invalidDomain }
        }
        let top = labels[labels.count - 1]
        if top.starts(with: "xn--".utf8) { return nil }
        if top.count >= 2 && top.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) { return nil }
        return .missingTopLevelDomain
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
