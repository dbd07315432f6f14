private import Glibc

/// Fellegi–Sunter weights: for each field level, m = P(level | same person) and u = P(level | different
/// people); the level adds log2(m/u) bits of evidence. A pair's score is the sum over its fields.
///
/// `standard` holds documented defaults; `WeightEstimation` re-estimates u from random pairs and m by EM when the
/// input is large enough (DOMAIN.md §6.2, the Splink approach). The defaults:
/// - m reflects how often a true duplicate shows the level: most keep their name (exact 0.70); nicknames,
///   typos and swaps each explain a few percent; emails are kept more often than phones and addresses
///   (people move and change numbers, rarely their email).
/// - u reflects chance agreement between two different clients of one practice: a full name shared by chance
///   about 1 in 2,000 pairs; an email, a phone number or an exact street address about 1 in 100,000.
/// - Missing values carry no evidence (m = u).
public struct MatchWeights: Hashable, Sendable {
    public var name: [NameLevel: Probabilities]
    public var email: [EmailLevel: Probabilities]
    public var phone: [PhoneLevel: Probabilities]
    public var address: [AddressLevel: Probabilities]
    public var chip: [ChipLevel: Probabilities]

    /// The m and u of one level.
    public struct Probabilities: Hashable, Sendable {
        public var m: Double
        public var u: Double

        public init(m: Double, u: Double) {
            self.m = m
            self.u = u
        }

        /// log2(m/u).
        public var bits: Double { log2(m / u) }
    }

    public init(
        name: [NameLevel: Probabilities], email: [EmailLevel: Probabilities], phone: [PhoneLevel: Probabilities],
        address: [AddressLevel: Probabilities], chip: [ChipLevel: Probabilities]
    ) {
        self.name = name
        self.email = email
        self.phone = phone
        self.address = address
        self.chip = chip
    }

    /// The bits each field of `comparison` adds, in field order name, email, phone, address, chip.
    public func bits(_ comparison: OwnerComparison) -> [Double] {
        [
            name[comparison.name]?.bits ?? 0, email[comparison.email]?.bits ?? 0,
            phone[comparison.phone]?.bits ?? 0, address[comparison.address]?.bits ?? 0,
            chip[comparison.chip]?.bits ?? 0,
        ]
    }

    /// The pair's total evidence in bits.
    public func score(_ comparison: OwnerComparison) -> Double { bits(comparison).reduce(0, +) }

    private typealias P = Probabilities

    public static let standard = MatchWeights(
        name: [
            .exact: P(m: 0.70, u: 0.0005), .nickname: P(m: 0.06, u: 0.0001), .swapped: P(m: 0.02, u: 0.00002),
            .fuzzyStrong: P(m: 0.12, u: 0.0005), .fuzzy: P(m: 0.05, u: 0.002),
            .forenameMissing: P(m: 0.01, u: 0.005), .surnameOnly: P(m: 0.005, u: 0.01),
            .forenameOnly: P(m: 0.02, u: 0.02), .different: P(m: 0.01, u: 0.96), .missing: P(m: 1, u: 1),
        ],
        email: [
            .exact: P(m: 0.75, u: 0.00001), .username: P(m: 0.05, u: 0.0005), .fuzzy: P(m: 0.05, u: 0.001),
            .different: P(m: 0.15, u: 0.9989), .missing: P(m: 1, u: 1),
        ],
        phone: [.exact: P(m: 0.65, u: 0.00001), .different: P(m: 0.35, u: 0.99999), .missing: P(m: 1, u: 1)],
        address: [
            .exact: P(m: 0.65, u: 0.00001), .sameStreet: P(m: 0.08, u: 0.0001), .samePostalCode: P(m: 0.07, u: 0.002),
            .different: P(m: 0.20, u: 0.9979), .missing: P(m: 1, u: 1),
        ],
        chip: [.shared: P(m: 0.05, u: 0.000001), .none: P(m: 1, u: 1)])
}
