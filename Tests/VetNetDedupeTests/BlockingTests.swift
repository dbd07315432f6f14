import Testing
import VetNetCore

@testable import VetNetDedupe

/// Candidate pairs are merged from sorted key runs in parts of the key range, side by side; the pairs are those
/// of every block of records sharing a key, found here with a dictionary of blocks.
@Suite("Blocking")
struct BlockingTests {
    static func referencePairs(_ profiles: [OwnerProfile], maxBlockSize: Int, window: Int) -> [UInt64] {
        var blocks: [UInt64: [Int]] = [:]
        for (index, profile) in profiles.enumerated() {
            Blocking.forEachKey(profile) { blocks[$0, default: []].append(index) }
        }
        var pairs = Set<UInt64>()
        for block in blocks.values {
            var members = Array(Set(block)).sorted()
            guard members.count > 1 else { continue }
            if members.count <= maxBlockSize {
                for a in members.indices {
                    for b in members.indices where b > a { pairs.insert(Blocking.pair(members[a], members[b])) }
                }
            } else {
                members.sort {
                    (profiles[$0].name.surname, profiles[$0].name.forename) < (
                        profiles[$1].name.surname, profiles[$1].name.forename
                    )
                }
                for a in members.indices {
                    for b in members.indices where b > a && b <= a + window {
                        pairs.insert(Blocking.pair(members[a], members[b]))
                    }
                }
            }
        }
        return pairs.sorted()
    }

    @Test(
        "candidate pairs are every block's pairs, small blocks whole and large ones by their name-sorted window",
        arguments: [(3, 2), (50, 10)])
    func pairsOfEveryBlock(maxBlockSize: Int, window: Int) {
        let profiles = SyntheticOwners.generate(count: 3_000, seed: 5).owners.map { OwnerProfile($0) }
        let pairs = Blocking.candidatePairs(profiles, maxBlockSize: maxBlockSize, window: window)
        #expect(pairs == Self.referencePairs(profiles, maxBlockSize: maxBlockSize, window: window))
        #expect(pairs.count > 1_000)
    }

    @Test("no record has more keys than the room made for them, and records with every field fill it")
    func keysFitTheirRoom() {
        let full = OwnerProfile(
            Owner(
                id: "O1", firstName: "Ann", lastName: "Lee", email: "ann.lee@example.com",
                phones: ["555-0100", "555-0199"],
                address: PostalAddress(line1: "12 Oak Street", city: "Springfield", postalCode: "12345"),
                sources: [SourceRef(source: "legacy", sourceId: "O1", line: 2)]))
        let profiles =
            [full] + SyntheticOwners.generate(count: 2_000, seed: 7).owners.map { OwnerProfile($0) }
            + AddressKeyTests.randomProfiles(count: 400, seed: 9)
        var filled = 0
        for profile in profiles {
            var keys = 0
            Blocking.forEachKey(profile) { _ in keys += 1 }
            #expect(keys <= Blocking.maximumKeyCount(profile))
            if keys == Blocking.maximumKeyCount(profile) { filled += 1 }
        }
        var fullKeys = 0
        Blocking.forEachKey(full) { _ in fullKeys += 1 }
        #expect(fullKeys == 7 && Blocking.maximumKeyCount(full) == 7)
        #expect(filled > 100)
    }

    @Test("two sorted lists merged hold every value of either once, in order")
    func mergedUniqueIsTheSortedUnion() {
        var random = SplitMix64(seed: 77)
        for _ in 0..<500 {
            let first = Array(Set((0..<random.below(40)).map { _ in UInt64(random.below(60)) })).sorted()
            let second = Array(Set((0..<random.below(40)).map { _ in UInt64(random.below(60)) })).sorted()
            #expect(Blocking.mergedUnique(first, second) == Array(Set(first + second)).sorted())
        }
    }

    @Test("pairs dealt by their first record fall in ranges that follow one another")
    func firstRecordRangesFollowTheRecords() {
        for records in [1, 7, 1_000, 700_001] {
            var previous = 0
            for first in stride(from: 0, to: records, by: max(1, records / 97)) {
                let range = Blocking.firstRecordRange(
                    of: UInt64(first) << 32 | UInt64(records), ranges: 8, records: records)
                #expect(range >= previous && range < 8)
                previous = range
            }
            #expect(
                Blocking.firstRecordRange(of: UInt64(records - 1) << 32, ranges: 8, records: records)
                    == (records >= 8 ? 7 : (records - 1) * 8 / records))
        }
    }

    @Test("the key range's parts follow one another and cover it")
    func keyRangePartsCoverTheRange() {
        let parts = (0..<Blocking.keyRangeParts).map(Blocking.keyRange)
        #expect(parts.first?.lowerBound == 0)
        #expect(parts.last?.upperBound == .max)
        for (earlier, later) in zip(parts, parts.dropFirst()) { #expect(earlier.upperBound &+ 1 == later.lowerBound) }
    }

    @Test("a postal code typed for hundreds of owners of one surname code costs each owner its window, not the block")
    func placeholderPostalCodeCostsTheWindow() {
        let surnames = ["Smith", "Smyth", "Smit", "Schmidt", "Smitt"]
        let forenames = (0..<60).map {
            "Ann" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) + "\($0 / 26)"
        }
        let owners = surnames.flatMap { surname in
            forenames.map { forename in
                Fixtures.owner("OWN-\(surname)-\(forename)", forename, surname, postalCode: "00000")
            }
        }
        let standard = DedupeSettings.standard
        #expect(standard.maxBlockSize == 2 * standard.neighbourhoodWindow + 1)
        let result = Deduplicator.run(owners: owners, patients: [])
        // At most the window of each of an owner's two name keys (surname's and forename's code with the postal code).
        #expect(result.comparisons <= owners.count * 2 * standard.neighbourhoodWindow)
        #expect(result.comparisons >= (owners.count - standard.neighbourhoodWindow) * standard.neighbourhoodWindow)
        var whole = standard
        whole.maxBlockSize = owners.count
        #expect(
            Deduplicator.run(owners: owners, patients: [], settings: whole).comparisons
                >= owners.count * (owners.count - 1) / 2)
    }
}
