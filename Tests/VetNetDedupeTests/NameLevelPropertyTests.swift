import Testing
import VetNetCore
@testable import VetNetDedupe

/// The name comparison, which leaves out the forenames' similarities where the surnames are unlike, against the
/// comparison that works every similarity out.
@Suite("Name levels")
struct NameLevelPropertyTests {
    static let pieces = [
        "", "a", "an", "bob", "robert", "rob", "smith", "smyth", "jon", "john", "jo", "e", "dan", "iel",
    ]

    @Test("the shortcut gives the full comparison's level, for random names and either forename known or not")
    func shortcutMatchesFullComparison() {
        var random = SplitMix64(seed: 0x4A3E)
        var unlike = 0
        for _ in 0..<20_000 {
            let x = PersonName(forename: Self.name(&random), surname: Self.name(&random))
            let y = PersonName(forename: Self.name(&random), surname: Self.name(&random))
            let (aIsKnown, bIsKnown) = (random.below(2) == 0, random.below(2) == 0)
            let level = OwnerComparator.name(x, y, aIsKnown: aIsKnown, bIsKnown: bIsKnown)
            #expect(level == Self.reference(x, y, aIsKnown: aIsKnown, bIsKnown: bIsKnown), "\(x) / \(y)")
            if !x.surname.isEmpty, !y.surname.isEmpty, JaroWinkler.similarity(x.surname, y.surname) < 0.88 {
                unlike += 1
            }
        }
        #expect(unlike > 1_000, "the shortcut was taken")
    }

    static func name(_ random: inout SplitMix64) -> String {
        (0..<random.below(3)).map { _ in random.pick(pieces) }.joined()
    }

    /// The comparison as it was written first: every similarity worked out.
    static func reference(_ x: PersonName, _ y: PersonName, aIsKnown: Bool, bIsKnown: Bool) -> NameLevel {
        guard !x.surname.isEmpty, !y.surname.isEmpty else { return .missing }
        if x.forename.isEmpty || y.forename.isEmpty {
            return JaroWinkler.similarity(x.surname, y.surname) >= 0.92 ? .forenameMissing : .different
        }
        let surnameEqual = x.surname == y.surname
        if surnameEqual, x.forename == y.forename { return .exact }
        if surnameEqual, x.canonicalForename == y.canonicalForename { return .nickname }
        if OwnerComparator.isSwapped(x, y) { return .swapped }
        let surname = surnameEqual ? 1 : JaroWinkler.similarity(x.surname, y.surname)
        let forename = OwnerComparator.forenameRelation(x, y, aIsKnown: aIsKnown, bIsKnown: bIsKnown)
        if surname >= 0.92 {
            switch forename {
            case .same: return .fuzzyStrong
            case .typo: return surnameEqual ? .fuzzyStrong : .fuzzy
            case .close: return .fuzzy
            case .different: return .surnameOnly
            }
        }
        if surname >= 0.88, forename == .same || forename == .typo { return .fuzzy }
        return forename == .same ? .forenameOnly : .different
    }
}
