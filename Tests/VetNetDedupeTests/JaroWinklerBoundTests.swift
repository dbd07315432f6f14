import Testing
import VetNetCore
import VetNetDedupe

/// The letters-in-common bound against the Jaro-Winkler similarity it stands in for.
@Suite("Jaro-Winkler bound")
struct JaroWinklerBoundTests {
    static let pieces = ["a", "e", "smith", "smyth", "son", "o", "n", "jo", "h", "ee", "x", "é", " ", "-", "aaaa"]

    @Test("a pair the bound rules out is below the threshold, for random names, long ones and empty ones included")
    func boundNeverRulesOutAReachingPair() {
        var random = SplitMix64(seed: 0x1A40)
        var ruledOut = 0
        for _ in 0..<30_000 {
            let a = Self.name(&random)
            let b = random.below(4) == 0 ? a + random.pick(Self.pieces) : Self.name(&random)
            let similarity = JaroWinkler.similarity(a, b)
            for threshold in [0.5, 0.7, 0.8, 0.88, 0.9, 0.92, 1.0] where !JaroWinkler.mayReach(threshold, a, b) {
                ruledOut += 1
                #expect(similarity < threshold, "\(a.debugDescription) / \(b.debugDescription) at \(threshold)")
            }
        }
        #expect(ruledOut > 10_000, "the bound ruled pairs out")
    }

    static func name(_ random: inout SplitMix64) -> String {
        let count = random.below(8) == 0 ? 30 : random.below(5)
        return (0..<count).map { _ in random.pick(pieces) }.joined()
    }
}
