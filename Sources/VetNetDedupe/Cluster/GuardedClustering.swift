/// Transitive closure of merge edges (union-find), refusing any union that would put two records whose names
/// show different people into one cluster.
///
/// Without the guard, `Robert Smith` — `R. Smith` — `Rachel Smith` (a weak middle record matching both by
/// phone and address) would become one person. Edges are applied strongest first, so the better-supported
/// merge wins and the weaker is reported for review.
enum GuardedClustering {
    /// An edge between two records with its score.
    struct Edge {
        var a: Int
        var b: Int
        var score: Double
    }

    static let maxCheckedPairs = 2_500

    /// Applies `edges`; `areDifferent(x, y)` says whether two records must never share a cluster.
    /// Returns the union-find and the edges applied and refused.
    /// - Parameter edgesAreCompatible: whether every edge's two records are known not to be different, so that
    ///   joining two single records needs no check (most unions of a run).
    static func cluster(
        count: Int, edges: [Edge], edgesAreCompatible: Bool = false, areDifferent: (Int, Int) -> Bool
    ) -> (sets: UnionFind, applied: [Edge], refused: [Edge]) {
        var sets = UnionFind(count: count)
        var applied: [Edge] = []
        var refused: [Edge] = []
        let ordered = edges.sorted { ($0.score, $1.a, $1.b) > ($1.score, $0.a, $0.b) }
        for edge in ordered {
            let rootA = sets.find(edge.a)
            let rootB = sets.find(edge.b)
            if rootA == rootB { continue }
            // One person rarely has more than a handful of records; a union of two large sets (a placeholder
            // phone shared by hundreds) is refused rather than checked pair by pair.
            let pairs = sets.size(ofRoot: rootA) * sets.size(ofRoot: rootB)
            let conflict: Bool
            if pairs > maxCheckedPairs {
                conflict = true
            } else if pairs == 1, edgesAreCompatible {
                conflict = false
            } else {
                let membersB = sets.members(of: rootB)
                conflict = sets.members(of: rootA).contains { x in membersB.contains { y in areDifferent(x, y) } }
            }
            if conflict {
                refused.append(edge)
            } else {
                sets.union(roots: rootA, rootB)
                applied.append(edge)
            }
        }
        return (sets, applied, refused)
    }
}
