import VetNetCore

/// Candidate owner pairs (`Blocking.pair` form, sorted) with each pair's comparison and score, in pair order.
struct ScoredPairs {
    var pairs: [UInt64]
    var comparisons: [OwnerComparison]
    var scores: [Double]

    /// Compares every candidate pair, on every core.
    static func comparisons(
        of candidates: [UInt64], profiles: [OwnerProfile], linkedByChip: Set<UInt64>
    ) -> [OwnerComparison] {
        withReferences(to: profiles) { references in
            candidates.parallelMapChunks { chunk in
                chunk.map { compare($0, references, linkedByChip) }
            }
        }
    }

    /// Compares and scores the candidates on every core, keeping only the pairs that score at least `threshold`:
    /// only those can be merged or listed for review. An export whose placeholder values put thousands of owners in
    /// one block makes millions of pairs; holding every pair's comparison and score as well took 170 MB at a
    /// million messy owners, for pairs nothing reads again.
    static func scoring(
        _ candidates: [UInt64], profiles: [OwnerProfile], linkedByChip: Set<UInt64>, table: ScoreTable,
        keepingFrom threshold: Double
    ) -> ScoredPairs {
        let parts = withReferences(to: profiles) { references in
            candidates.parallelChunks(maximumChunks: Array<UInt64>.mapChunksPerRun) { chunk in
                var kept = ScoredPairs(pairs: [], comparisons: [], scores: [])
                for pair in chunk {
                    guard let comparison = compare(pair, references, linkedByChip, reaching: threshold, by: table)
                    else { continue }
                    let score = table.score(comparison)
                    guard score >= threshold else { continue }
                    kept.pairs.append(pair)
                    kept.comparisons.append(comparison)
                    kept.scores.append(score)
                }
                return kept
            }
        }
        var joined = ScoredPairs(pairs: [], comparisons: [], scores: [])
        for part in parts {
            joined.pairs += part.pairs
            joined.comparisons += part.comparisons
            joined.scores += part.scores
        }
        return joined
    }

    /// Unretained references: `profiles` keeps every profile alive until the comparisons are done, and retaining
    /// the pair's two profiles would bounce their reference counts between the cores comparing pairs.
    private static func withReferences<Result>(
        to profiles: [OwnerProfile], _ body: ([Unmanaged<OwnerProfile>]) -> Result
    ) -> Result {
        let references = profiles.map { Unmanaged.passUnretained($0) }
        return withExtendedLifetime(profiles) { body(references) }
    }

    /// `OwnerComparator.compare(_:_:sharedChip:reaching:by:)` of the pair.
    private static func compare(
        _ pair: UInt64, _ references: [Unmanaged<OwnerProfile>], _ linkedByChip: Set<UInt64>,
        reaching threshold: Double, by table: ScoreTable
    ) -> OwnerComparison? {
        withProfiles(of: pair, references, linkedByChip) { a, b, sharedChip in
            OwnerComparator.compare(a, b, sharedChip: sharedChip, reaching: threshold, by: table)
        }
    }

    private static func compare(
        _ pair: UInt64, _ references: [Unmanaged<OwnerProfile>], _ linkedByChip: Set<UInt64>
    ) -> OwnerComparison {
        withProfiles(of: pair, references, linkedByChip) { a, b, sharedChip in
            OwnerComparator.compare(a, b, sharedChip: sharedChip)
        }
    }

    /// `body` of the pair's two profiles, not retained, and whether an animal's chip links them.
    private static func withProfiles<Result>(
        of pair: UInt64, _ references: [Unmanaged<OwnerProfile>], _ linkedByChip: Set<UInt64>,
        _ body: (OwnerProfile, OwnerProfile, _ sharedChip: Bool) -> Result
    ) -> Result {
        references[Int(pair >> 32)]._withUnsafeGuaranteedRef { a in
            references[Int(pair & 0xFFFF_FFFF)]._withUnsafeGuaranteedRef { b in
                body(a, b, !linkedByChip.isEmpty && linkedByChip.contains(pair))
            }
        }
    }
}
