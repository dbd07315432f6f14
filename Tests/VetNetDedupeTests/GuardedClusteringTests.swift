import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Clustering with a guard against chaining")
struct GuardedClusteringTests {
    @Test(
        "edges known compatible give the same clusters, applied and refused edges, with fewer checks", arguments: 0..<30
    )
    func compatibleEdgesSkipOnlyRedundantChecks(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 2 + random.below(40)
        // Records one step apart are compatible, two or more steps apart different: chains of compatible
        // records join different ones, which the guard must refuse.
        let step = (0..<count).map { _ in random.below(4) }
        func areDifferent(_ x: Int, _ y: Int) -> Bool { abs(step[x] - step[y]) >= 2 }
        // Only edges whose own two records are compatible, as the dedupe stage's merge edges are.
        var edges: [GuardedClustering.Edge] = []
        for _ in 0..<random.below(80) {
            let (a, b) = (random.below(count), random.below(count))
            guard a != b, !areDifferent(a, b) else { continue }
            edges.append(.init(a: min(a, b), b: max(a, b), score: Double(random.below(20))))
        }
        var checks = (checked: 0, skipping: 0)
        let checked = GuardedClustering.cluster(count: count, edges: edges) { x, y in
            checks.checked += 1
            return areDifferent(x, y)
        }
        let skipping = GuardedClustering.cluster(count: count, edges: edges, edgesAreCompatible: true) { x, y in
            checks.skipping += 1
            return areDifferent(x, y)
        }
        #expect((0..<count).map { checked.sets.members(of: $0) } == (0..<count).map { skipping.sets.members(of: $0) })
        #expect(checked.applied.map { [$0.a, $0.b] } == skipping.applied.map { [$0.a, $0.b] })
        #expect(checked.refused.map { [$0.a, $0.b] } == skipping.refused.map { [$0.a, $0.b] })
        if !edges.isEmpty { #expect(checks.skipping < checks.checked) }
        for x in 0..<count {
            for y in checked.sets.members(of: x) { #expect(!areDifferent(x, y)) }
        }
    }

    @Test(
        "edges are applied strongest first, ties by their records, as the comparison sort orders them",
        arguments: 0..<20)
    func strongestFirstIsTheComparisonOrder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scores: [Double] = [-3.5, -0.25, -0.0, 0.0, 0.25, 1, 7.75, 12.5, 1e-300, -1e300]
        let edges = (0..<(1 + random.below(3_000))).map { _ in
            GuardedClustering.Edge(
                a: random.below(40), b: random.below(40_000), score: scores[random.below(scores.count)])
        }
        let expected = edges.sorted { ($0.score, $1.a, $1.b) > ($1.score, $0.a, $0.b) }
        let ordered = GuardedClustering.strongestFirst(edges)
        #expect(
            ordered.map { [$0.a, $0.b, Int(truncatingIfNeeded: $0.score.bitPattern)] }
                == expected.map { [$0.a, $0.b, Int(truncatingIfNeeded: $0.score.bitPattern)] })
    }

    @Test("a chain through a weak middle record is refused: two different people never share a cluster")
    func chainIsRefused() {
        // 0 and 2 are different people; 1 matches both, 0–1 more strongly.
        let edges: [GuardedClustering.Edge] = [.init(a: 0, b: 1, score: 9), .init(a: 1, b: 2, score: 5)]
        for compatible in [false, true] {
            var result = GuardedClustering.cluster(count: 3, edges: edges, edgesAreCompatible: compatible) { x, y in
                Set([x, y]) == [0, 2]
            }
            #expect(result.sets.find(0) == result.sets.find(1))
            #expect(result.sets.find(1) != result.sets.find(2))
            #expect(result.refused.map { [$0.a, $0.b] } == [[1, 2]])
        }
    }
}
