import Testing
import VetNetCore

@testable import VetNetDedupe

/// Candidate pairs are merged from sorted key runs in parts of the key range, side by side; the pairs are those
/// of every block of records sharing a key, found here with a dictionary of blocks.
@Suite("Blocking")
struct BlockingTests {
    static func referencePairs(_ profiles: [OwnerProfile], maxBlockSize: Int, window: Int) -> [UInt64] {
        var blocks: [UInt64: [Int]] = [:]
        for (index, profile) in profiles.enumerated() { Blocking.forEachKey(profile) { blocks[$0, default: []].append(index) } }
        var pairs = Set<UInt64>()
        for block in blocks.values {
            var members = Array(Set(block)).sorted()
            guard members.count > 1 else { continue }
            if members.count <= maxBlockSize {
                for a in members.indices { for b in members.indices where b > a { pairs.insert(Blocking.pair(members[a], members[b])) } }
            } else {
                members.sort { (profiles[$0].name.surname, profiles[$0].name.forename) < (profiles[$1].name.surname, profiles[$1].name.forename) }
                for a in members.indices {
                    for b in members.indices where b > a && b <= a + window { pairs.insert(Blocking.pair(members[a], members[b])) }
                }
            }
        }
        return pairs.sorted()
    }

    @Test("candidate pairs are every block's pairs, small blocks whole and large ones by their name-sorted window", arguments: [(3, 2), (50, 10)])
    func pairsOfEveryBlock(maxBlockSize: Int, window: Int) {
        let profiles = SyntheticOwners.generate(count: 3_000, seed: 5).owners.map { OwnerProfile($0) }
        let pairs = Blocking.candidatePairs(profiles, maxBlockSize: maxBlockSize, window: window)
        #expect(pairs == Self.referencePairs(profiles, maxBlockSize: maxBlockSize, window: window))
        #expect(pairs.count > 1_000)
    }

    @Test("the key range's parts follow one another and cover it")
    func keyRangePartsCoverTheRange() {
        let parts = (0..<Blocking.keyRangeParts).map(Blocking.keyRange)
        #expect(parts.first?.lowerBound == 0)
        #expect(parts.last?.upperBound == .max)
        for (earlier, later) in zip(parts, parts.dropFirst()) { #expect(earlier.upperBound &+ 1 == later.lowerBound) }
    }
}
