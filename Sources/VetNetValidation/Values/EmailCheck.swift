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
        if Self.placeholders.contains(value.lowercased()) {
            self = .absent
            return
        }
        if value.lowercased().hasPrefix("mailto:") { value = String(value.dropFirst(7)) }
        if let problem = Self.problem(in: value) {
            self = .invalid(problem)
        } else {
            self = .valid(value.lowercased())
        }
    }

    /// The normalized address when valid.
    public var address: String? {
        if case .valid(let address) = self { return address }
        return nil
    }

    static let placeholders: Set<String> = ["", "-", "--", "n/a", "na", "none", "no", "nil", "null", "unknown", "no email"]

    private static let localSymbols = Set("!#$%&'*+/=?^_`{|}~-".utf8)

    private static func problem(in value: String) -> EmailProblem? {
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
