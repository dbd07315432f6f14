/// The share of true duplicate pairs that a dedupe result merged or listed for staff as possible duplicates.
///
/// A pair counts as listed when a possible duplicate joins the two records' clusters (staff who merge it join
/// them). Pairs are enumerated per person, so this suits sets whose persons have a few records each.
public struct ReviewRecall: Hashable, Sendable {
    public var truePairs = 0
    public var mergedPairs = 0
    public var listedPairs = 0

    /// (merged + listed) / true pairs; 1 when there are none.
    public var recall: Double { truePairs == 0 ? 1 : Double(mergedPairs + listedPairs) / Double(truePairs) }

    public init(_ result: DedupeResult, truth: [String: Int]) {
        func cluster(_ id: String) -> String { result.canonicalIds[id] ?? id }
        var listed = Set<[String]>()
        for possible in result.possibleDuplicates {
            listed.insert([cluster(possible.first.id), cluster(possible.second.id)].sorted())
        }
        var recordsOfPerson: [Int: [String]] = [:]
        for (id, person) in truth { recordsOfPerson[person, default: []].append(cluster(id)) }
        for clusters in recordsOfPerson.values where clusters.count > 1 {
            for (position, a) in clusters.enumerated() {
                for b in clusters[(position + 1)...] {
                    truePairs += 1
                    if a == b {
                        mergedPairs += 1
                    } else if listed.contains([a, b].sorted()) {
                        listedPairs += 1
                    }
                }
            }
        }
    }
}
