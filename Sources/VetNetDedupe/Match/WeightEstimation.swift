import VetNetCore
/// Estimates Fellegi–Sunter weights from the data: u from random record pairs (almost all of which are
/// different people), then m and the match proportion by expectation–maximisation over the blocked candidate
/// pairs with u held fixed (as Splink does; DOMAIN.md §6.2).
///
/// Levels the data never shows keep their prior values; every probability is kept within [1e-6, 1] so that
/// one unseen level cannot carry infinite weight. The chip field is not estimated: shared chips are too rare.
enum WeightEstimation {
    static func estimate(
        profiles: [OwnerProfile], candidates: [OwnerComparison], prior: MatchWeights, sampleSize: Int = 200_000
    ) -> MatchWeights {
        guard profiles.count >= 2, !candidates.isEmpty else { return prior }
        var weights = prior
        estimateU(profiles: profiles, sampleSize: sampleSize, into: &weights)
        estimateM(candidates: candidates, into: &weights)
        return weights
    }

    /// u per level from `sampleSize` pseudo-random pairs (a fixed seed: same data, same weights).
    static func estimateU(profiles: [OwnerProfile], sampleSize: Int, into weights: inout MatchWeights) {
        var random = SplitMix64(seed: 0x5EED_D00D)
        var counts = LevelCounts()
        let n = profiles.count
        for _ in 0..<sampleSize {
            let a = random.below(n)
            var b = random.below(n - 1)
            if b >= a { b += 1 }
            counts.add(OwnerComparator.compare(profiles[a], profiles[b]), weight: 1)
        }
        let floor = 1.0 / Double(sampleSize)
        counts.apply(total: Double(sampleSize), floor: floor, to: &weights, setM: false)
    }

    /// m per level and the match proportion by EM, u fixed.
    static func estimateM(candidates: [OwnerComparison], into weights: inout MatchWeights, iterations: Int = 25) {
        // Identical comparison vectors share one E-step.
        var patterns: [OwnerComparison: Int] = [:]
        for comparison in candidates { patterns[comparison, default: 0] += 1 }
        let distinct = patterns.sorted { $0.value > $1.value }
        var lambda = 0.1
        for _ in 0..<iterations {
            var counts = LevelCounts()
            var matches = 0.0
            for (comparison, count) in distinct {
                var ratio = 1.0
                let m = weights.probabilities(comparison, m: true)
                let u = weights.probabilities(comparison, m: false)
                for field in 0..<4 { ratio *= m[field] / u[field] }
                let posterior = lambda * ratio / (lambda * ratio + (1 - lambda))
                let expected = posterior * Double(count)
                counts.add(comparison, weight: expected)
                matches += expected
            }
            guard matches > 0 else { return }
            lambda = min(0.999, max(1e-6, matches / Double(candidates.count)))
            counts.apply(total: matches, floor: 1e-6, to: &weights, setM: true)
        }
    }
}

/// Weighted counts of each field level.
private struct LevelCounts {
    var name: [NameLevel: Double] = [:]
    var email: [EmailLevel: Double] = [:]
    var phone: [PhoneLevel: Double] = [:]
    var address: [AddressLevel: Double] = [:]

    mutating func add(_ comparison: OwnerComparison, weight: Double) {
        name[comparison.name, default: 0] += weight
        email[comparison.email, default: 0] += weight
        phone[comparison.phone, default: 0] += weight
        address[comparison.address, default: 0] += weight
    }

    /// Writes count/total (at least `floor`) into m or u of every level except `missing`, which stays neutral
    /// (m = u = 1: a missing value says nothing). Proportions are taken among non-missing comparisons.
    func apply(total: Double, floor: Double, to weights: inout MatchWeights, setM: Bool) {
        Self.apply(name, missing: .missing, floor: floor, to: &weights.name, setM: setM)
        Self.apply(email, missing: .missing, floor: floor, to: &weights.email, setM: setM)
        Self.apply(phone, missing: .missing, floor: floor, to: &weights.phone, setM: setM)
        Self.apply(address, missing: .missing, floor: floor, to: &weights.address, setM: setM)
    }

    private static func apply<Level: Hashable & CaseIterable>(
        _ counts: [Level: Double], missing: Level, floor: Double,
        to table: inout [Level: MatchWeights.Probabilities], setM: Bool
    ) {
        let present = counts.filter { $0.key != missing }.values.reduce(0, +)
        guard present > 0 else { return }
        for level in Level.allCases where level != missing {
            let value = max(floor, (counts[level] ?? 0) / present)
            if setM { table[level]?.m = value } else { table[level]?.u = value }
        }
    }
}

extension MatchWeights {
    /// m (or u) of each of the four estimated fields for `comparison`.
    fileprivate func probabilities(_ comparison: OwnerComparison, m: Bool) -> [Double] {
        let values = [
            name[comparison.name], email[comparison.email], phone[comparison.phone], address[comparison.address],
        ]
        return values.map { m ? ($0?.m ?? 1) : ($0?.u ?? 1) }
    }
}
