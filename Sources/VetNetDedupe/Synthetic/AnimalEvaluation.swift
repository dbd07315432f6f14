/// How a dedupe result treated synthetic animals: pairwise figures, and the records merged into another animal.
public struct AnimalEvaluation: Hashable, Sendable {
    public var pairwise: PairwiseEvaluation
    /// Records merged into a cluster of a different animal: per cluster, its records beyond those of its largest
    /// true animal. Zero when no two different animals share a cluster.
    public var wronglyMerged: Int

    public init(_ result: DedupeResult, truth: [String: Int]) {
        var cluster: [String: String] = [:]
        var animalsOfCluster: [String: [Int: Int]] = [:]
        for (id, animal) in truth {
            let key = result.canonicalIds[id] ?? id
            cluster[id] = key
            animalsOfCluster[key, default: [:]][animal, default: 0] += 1
        }
        pairwise = PairwiseEvaluation(cluster: cluster, truth: truth)
        wronglyMerged = animalsOfCluster.values.reduce(0) { sum, animals in
            sum + animals.values.reduce(0, +) - animals.values.max()!
        }
    }
}
