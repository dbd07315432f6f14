/// Transitive closure of merge edges (union-find), refusing any union that would put two records whose names
/// show different people into one cluster.
///
/// Without the guard, `Robert Smith` — `R. Smith` — `Rachel Smith` (a weak middle record matching both by
/// phone and address) would become one person. Edges are applied strongest first, so the better-supported
/// merge wins and the weaker is reported for review.
enum GuardedClustering {
    /// An edge between two records with its score.
    struct Edge: BitwiseCopyable {
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
        for edge in strongestFirst(edges) {
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

    /// The edges strongest first, edges of equal scores by their records (`a`, then `b`), equal ones as given: the
    /// order of `sorted { ($0.score, $1.a, $1.b) > ($1.score, $0.a, $0.b) }`. Two stable radix sorts, by records
    /// and then by score, instead of comparisons: hundreds of thousands of edges, sorted on one core.
    static func strongestFirst(_ edges: [Edge]) -> [Edge] {
        var ordered = edges
        RadixSort.sort(&ordered) { UInt64(truncatingIfNeeded: $0.a) << 32 | UInt64(truncatingIfNeeded: $0.b) }
        RadixSort.sort(&ordered) { ~orderedBits($0.score) }
        return ordered
    }

    /// The score's bits, made to order as the scores do: negative scores' bits flipped, the sign bit set on the
    /// others. `-0.0` counts as `0.0`, as `<` has it.
    private static func orderedBits(_ score: Double) -> UInt64 {
        let bits = (score + 0.0).bitPattern
        return bits >> 63 == 1 ? ~bits : bits | 1 << 63
    }
}
