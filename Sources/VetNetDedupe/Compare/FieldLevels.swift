/// How the names of two owner records agree, from best to worst (DOMAIN.md §6.2's forename/surname levels).
public enum NameLevel: String, Sendable, CaseIterable, Codable {
    /// Forename and surname equal after folding.
    case exact
    /// Surname equal, forenames equal through the nickname table (`bob`/`robert`).
    case nickname
    /// Forename of one is the surname of the other and vice versa (exactly or Jaro-Winkler ≥ 0.92).
    case swapped
    /// One typo: surname Jaro-Winkler ≥ 0.92 and forename the same, a nickname or Jaro-Winkler ≥ 0.92.
    case fuzzyStrong
    /// Both Jaro-Winkler ≥ 0.88, or a forename that is the other's initial; or the names swapped with a typo or
    /// nickname besides (`Meyeer Hetke`/`Heike Meyer`).
    case fuzzy
    /// Surnames agree, one forename is missing: could be either person of a household.
    case forenameMissing
    /// Surnames agree, forenames clearly differ: the household pattern.
    case surnameOnly
    /// Forenames agree, surnames differ (a changed surname, or another person).
    case forenameOnly
    /// Neither agrees.
    case different
    /// A surname is missing.
    case missing

    /// Whether the names alone show two different people, so that no score may merge the pair (the
    /// household guard) and no cluster may contain the pair (the chaining guard).
    public var vetoesMerge: Bool {
        switch self {
        case .forenameMissing, .surnameOnly, .different, .missing: true
        default: false
        }
    }
}

/// How the emails of two owner records agree.
public enum EmailLevel: String, Sendable, CaseIterable, Codable {
    case exact
    /// The part before `@` equal (dots and `+tags` ignored), the domain not.
    case username
    /// Jaro-Winkler ≥ 0.92 on the whole address: a typo.
    case fuzzy
    case different
    case missing
}

/// How the phone numbers of two owner records agree.
public enum PhoneLevel: String, Sendable, CaseIterable, Codable {
    /// At least one number in common.
    case exact
    case different
    case missing
}

/// How the postal addresses of two owner records agree.
public enum AddressLevel: String, Sendable, CaseIterable, Codable {
    /// Number, street and unit equal, and postal code (or else city) equal where both have one.
    case exact
    /// Same house number, street Jaro-Winkler ≥ 0.9, postal code not contradicting: a unit or spelling differs.
    case sameStreet
    /// Only the postal code agrees.
    case samePostalCode
    case different
    case missing
}

/// Whether two owner records own animals carrying the same valid microchip judged to be the same animal.
public enum ChipLevel: String, Sendable, CaseIterable, Codable {
    case shared
    case none
}

/// The field-by-field comparison of two owner records.
public struct OwnerComparison: Hashable, Sendable {
    public var name: NameLevel
    public var email: EmailLevel
    public var phone: PhoneLevel
    public var address: AddressLevel
    public var chip: ChipLevel

    public init(name: NameLevel, email: EmailLevel, phone: PhoneLevel, address: AddressLevel, chip: ChipLevel = .none) {
        self.name = name
        self.email = email
        self.phone = phone
        self.address = address
        self.chip = chip
    }
}
