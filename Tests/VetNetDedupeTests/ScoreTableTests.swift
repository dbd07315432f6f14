import Testing
import VetNetCore
@testable import VetNetDedupe

@Suite("Scoring pairs from a table of bits")
struct ScoreTableTests {
    /// Weights with every level's m and u drawn at random, some levels left out (they add no bits).
    static func randomWeights(seed: UInt64) -> MatchWeights {
        var random = SplitMix64(seed: seed)
        func probabilities() -> MatchWeights.Probabilities? {
            guard random.next() % 7 != 0 else { return nil }
            return .init(m: Double(random.next() % 1000 + 1) / 1001, u: Double(random.next() % 100_000 + 1) / 100_001)
        }
        var weights = MatchWeights.standard
        for level in NameLevel.allCases { weights.name[level] = probabilities() }
        for level in EmailLevel.allCases { weights.email[level] = probabilities() }
        for level in PhoneLevel.allCases { weights.phone[level] = probabilities() }
        for level in AddressLevel.allCases { weights.address[level] = probabilities() }
        for level in ChipLevel.allCases { weights.chip[level] = probabilities() }
        return weights
    }

    @Test(
        "every combination of levels scores and gives each field's bits exactly as MatchWeights, bit for bit",
        arguments: 0..<6)
    func sameScores(seed: UInt64) {
        let weights = seed == 0 ? MatchWeights.standard : Self.randomWeights(seed: seed)
        let table = ScoreTable(weights)
        var compared = 0
        for name in NameLevel.allCases {
            for email in EmailLevel.allCases {
                for phone in PhoneLevel.allCases {
                    for address in AddressLevel.allCases {
                        for chip in ChipLevel.allCases {
                            let comparison = OwnerComparison(
                                name: name, email: email, phone: phone, address: address, chip: chip)
                            #expect(
                                table.score(comparison).bitPattern == weights.score(comparison).bitPattern,
                                "\(comparison)")
                            #expect(
                                table.bits(comparison).map(\.bitPattern) == weights.bits(comparison).map(\.bitPattern),
                                "\(comparison)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(
            compared == NameLevel.allCases.count * EmailLevel.allCases.count * PhoneLevel.allCases.count
                * AddressLevel.allCases.count * ChipLevel.allCases.count)
    }
}

@Suite("The best score a pair can reach whatever its names")
struct BestScoreTests {
    @Test("is never below the score of any name level with the same other fields, and is one of them")
    func boundsEveryNameLevel() {
        for weights in [MatchWeights.standard] + (0..<20).map({ ScoreTableTests.randomWeights(seed: $0) }) {
            let table = ScoreTable(weights)
            for email in EmailLevel.allCases {
                for phone in PhoneLevel.allCases {
                    for address in AddressLevel.allCases {
                        for chip in ChipLevel.allCases {
                            let best = table.bestScore(email: email, phone: phone, address: address, chip: chip)
                            let scores = NameLevel.allCases.map {
                                table.score(
                                    OwnerComparison(name: $0, email: email, phone: phone, address: address, chip: chip))
                            }
                            #expect(scores.allSatisfy { $0 <= best })
                            #expect(scores.contains(best))
                        }
                    }
                }
            }
        }
    }
}
