/// Pairwise precision, recall and F1 of a clustering against a ground truth.
///
/// A pair of records is predicted when both land in one cluster and true when the truth gives them one entity.
/// Counted through cluster sizes, without enumerating pairs: predicted = Σ C(|cluster|, 2), true = Σ C(|entity|, 2),
/// correct = Σ C(|cluster ∩ entity|, 2).
public struct PairwiseEvaluation: Hashable, Sendable {
    public var predictedPairs: Int
    public var truePairs: Int
    public var correctPairs: Int

    public var precision: Double { predictedPairs == 0 ? 1 : Double(correctPairs) / Double(predictedPairs) }
    public var recall: Double { truePairs == 0 ? 1 : Double(correctPairs) / Double(truePairs) }
    public var f1: Double {
        let sum = precision + recall
        return sum == 0 ? 0 : 2 * precision * recall / sum
    }

    /// `cluster` maps each record ID to its cluster (its canonical ID); `truth` each record ID to its entity.
    public init(cluster: [String: String], truth: [String: Int]) {
        var clusterNumbers: [String: Int] = [:]
        var clusterSizes: [Int] = []
        var entitySizes: [Int: Int] = [:]
        var overlaps: [UInt64: Int] = [:]
        for (id, entity) in truth {
            let key = cluster[id] ?? id
            let number = clusterNumbers[key] ?? clusterSizes.count
            if number == clusterSizes.count {
                clusterNumbers[key] = number
                clusterSizes.append(0)
            }
            clusterSizes[number] += 1
            entitySizes[entity, default: 0] += 1
            overlaps[UInt64(number) << 32 | UInt64(UInt32(truncatingIfNeeded: entity)), default: 0] += 1
        }
        func pairs(_ n: Int) -> Int { n * (n - 1) / 2 }
        predictedPairs = clusterSizes.reduce(0) { $0 + pairs($1) }
        truePairs = entitySizes.values.reduce(0) { $0 + pairs($1) }
        correctPairs = overlaps.values.reduce(0) { $0 + pairs($1) }
    }

    /// Evaluates a dedupe result over the owners of a synthetic set.
    public init(_ result: DedupeResult, truth: [String: Int]) {
        var cluster: [String: String] = [:]
        for id in truth.keys { cluster[id] = result.canonicalIds[id] ?? id }
        self.init(cluster: cluster, truth: truth)
    }
}
