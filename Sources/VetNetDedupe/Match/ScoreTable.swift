/// `MatchWeights.score` for millions of pairs: each level's bits looked up once, so scoring a pair is five array
/// reads and the same additions, in the same order, as `score` makes (the same `Double`, bit for bit).
public struct ScoreTable: Sendable {
    private let name: [Double]
    private let email: [Double]
    private let phone: [Double]
    private let address: [Double]
    private let chip: [Double]
    private let bestName: Double

    public init(_ weights: MatchWeights) {
        name = NameLevel.allCases.map { weights.name[$0]?.bits ?? 0 }
        email = EmailLevel.allCases.map { weights.email[$0]?.bits ?? 0 }
        phone = PhoneLevel.allCases.map { weights.phone[$0]?.bits ?? 0 }
        address = AddressLevel.allCases.map { weights.address[$0]?.bits ?? 0 }
        chip = ChipLevel.allCases.map { weights.chip[$0]?.bits ?? 0 }
        bestName = name.max() ?? 0
    }

    /// `MatchWeights.bits` from the table: each field's bits, in field order name, email, phone, address, chip.
    public func bits(_ comparison: OwnerComparison) -> [Double] {
        [
            name[comparison.name.positionInAllCases], email[comparison.email.positionInAllCases],
            phone[comparison.phone.positionInAllCases], address[comparison.address.positionInAllCases],
            chip[comparison.chip.positionInAllCases],
        ]
    }

    /// The score a merge needs: each missing field counted at its lowest level's bits, as if it disagreed. A
    /// missing value is never evidence, so a merge must hold whatever the missing values would have said, and
    /// leaving a field out can only lower this score.
    public func mergeScore(_ comparison: OwnerComparison) -> Double {
        func bits<Level: CaseIterable & Equatable>(_ table: [Double], _ level: Level, missing: Level) -> Double
        where Level.AllCases == [Level] {
            level == missing ? table.min() ?? 0 : table[level.positionInAllCases]
        }
        return 0 + bits(name, comparison.name, missing: .missing) + bits(email, comparison.email, missing: .missing)
            + bits(phone, comparison.phone, missing: .missing) + bits(address, comparison.address, missing: .missing)
            + chip[comparison.chip.positionInAllCases]
    }

    /// The highest score a pair of these levels can reach, whatever its names: `score` with the name at its
    /// highest bits, added in the same order, so that it is never below `score` of any name level.
    func bestScore(email: EmailLevel, phone: PhoneLevel, address: AddressLevel, chip: ChipLevel) -> Double {
        0 + bestName + self.email[email.positionInAllCases] + self.phone[phone.positionInAllCases]
            + self.address[address.positionInAllCases] + self.chip[chip.positionInAllCases]
    }

    public func score(_ comparison: OwnerComparison) -> Double {
        0 + name[comparison.name.positionInAllCases] + email[comparison.email.positionInAllCases]
            + phone[comparison.phone.positionInAllCases] + address[comparison.address.positionInAllCases]
            + chip[comparison.chip.positionInAllCases]
    }
}

extension CaseIterable where Self: Equatable, AllCases == [Self] {
    /// The case's index in `allCases` (a handful of cases: a scan beats hashing).
    fileprivate var positionInAllCases: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
