import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Owner pairs scoring below both thresholds are dropped as they are scored, and nothing else changes")
struct ScoredPairsTests {
    @Test(
        "the merges, the owners, the pairs listed for staff and the count compared are those of a run keeping every pair",
        arguments: [(SyntheticOwners.Profile.clean, UInt64(3)), (.realistic, 4), (.realistic, 5)])
    func sameAsKeepingEveryPair(profile: SyntheticOwners.Profile, seed: UInt64) {
        let set = SyntheticOwners.generate(count: 3_000, seed: seed, profile: profile)
        var reference = DedupeSettings.standard
        reference.keepsEveryScoredPair = true
        let kept = Deduplicator.run(owners: set.owners, patients: [])
        let every = Deduplicator.run(owners: set.owners, patients: [], settings: reference)
        #expect(kept.owners == every.owners)
        #expect(kept.ownerClusters == every.ownerClusters)
        #expect(kept.canonicalIds == every.canonicalIds && kept.mergedAway == every.mergedAway)
        #expect(kept.possibleDuplicates == every.possibleDuplicates)
        #expect(kept.comparisons == every.comparisons)
        #expect(!kept.canonicalIds.isEmpty && !kept.possibleDuplicates.isEmpty)
    }

    @Test("the pairs kept are exactly those of every pair scoring at the threshold or above, in order")
    func keptPairsAreTheFilteredReference() {
        let set = SyntheticOwners.generate(count: 3_000, seed: 6, profile: .realistic)
        let profiles = set.owners.map { OwnerProfile($0) }
        let candidates = Blocking.candidatePairs(profiles, maxBlockSize: 400, window: 40)
        let table = ScoreTable(.standard)
        let all = ScoredPairs.comparisons(of: candidates, profiles: profiles, linkedByChip: [])
        let scores = all.map { table.score($0) }
        for threshold: Double in [12, 0, -.infinity] {
            let kept = ScoredPairs.scoring(
                candidates, profiles: profiles, linkedByChip: [], table: table, keepingFrom: threshold)
            let expected = candidates.indices.filter { scores[$0] >= threshold }
            #expect(kept.pairs == expected.map { candidates[$0] })
            #expect(kept.comparisons == expected.map { all[$0] })
            #expect(kept.scores == expected.map { scores[$0] })
        }
        // Most pairs a blocking key brings together are not the same person: the filter has work to do.
        #expect(scores.filter { $0 >= 12 }.count * 2 < candidates.count)
    }
}
