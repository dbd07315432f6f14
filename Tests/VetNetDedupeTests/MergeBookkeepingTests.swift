import Testing
import VetNetCore

@testable import VetNetDedupe

/// The bookkeeping of the dedupe stage that moves records instead of copying them, against plain references:
/// animals grouped by owner, name and species as a dictionary would group them, and canonical lists as
/// appending each group's merged record (or the record alone) in record order would build them.
@Suite("dedupe bookkeeping")
struct MergeBookkeepingTests {
    /// Few owners, names and species, so that many animals share all three; names that are equal only under
    /// canonical equivalence (`é` and `e` + combining accent), and empty names, which never group.
    static func patients(_ count: Int, seed: UInt64) -> [Patient] {
        var random = SplitMix64(seed: seed)
        let names = ["Rex", "rex", "Zoé", "Zoe\u{301}", "Max", "", "Bella"]
        let species = ["dog", "cat", "Dog"]
        return (0..<count).map { index in
            Fixtures.patient(
                "PAT-\(index)", random.pick(names), species: random.pick(species), owner: "OWN-\(random.below(6))")
        }
    }

    @Test("animals sharing owner, folded name and species are grouped as a dictionary groups them", arguments: 0..<20)
    func groupsLikeADictionary(seed: UInt64) {
        let patients = Self.patients(40 + Int(seed) * 60, seed: seed)
        let animals = patients.map { AnimalProfile($0) }
        var reference: [[String]: [Int]] = [:]
        for index in patients.indices where !animals[index].name.isEmpty {
            reference[[patients[index].ownerId, animals[index].name, animals[index].species], default: []].append(index)
        }
        let expected = reference.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        let groups = PatientMatching.sameOwnerAndName(animals).sorted { $0[0] < $1[0] }
        #expect(groups == expected)
        #expect(groups.count > 1)
    }

    @Test(
        "canonical records: each group's merged record in its smallest member's place, the rest in order",
        arguments: 0..<20)
    func replacingGroupsKeepsOrder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 1 + random.below(200)
        var sets = UnionFind(count: count)
        for _ in 0..<random.below(count) {
            sets.union(roots: sets.find(random.below(count)), sets.find(random.below(count)))
        }
        let records = (0..<count).map { "record \($0)" }
        let groups = Deduplicator.groups(count: count, sets: &sets)
        let merged = groups.map { "merged " + $0.map(String.init).joined(separator: "+") }
        let replaced = Deduplicator.replacingGroups(
            RecordStore(records.map { Owner(id: $0) }), groups: groups,
            merged: RecordStore(merged.map { Owner(id: $0) }))
        var expected: [String] = []
        for index in 0..<count {
            if let group = groups.firstIndex(where: { $0.contains(index) }) {
                if groups[group][0] == index { expected.append(merged[group]) }
            } else {
                expected.append(records[index])
            }
        }
        #expect(replaced.map(\.id) == expected)
        #expect(groups.allSatisfy { $0.count > 1 && $0 == $0.sorted() })
    }
}

@Suite("ID maps")
struct IDMapTests {
    @Test("an ID map finds what the dictionary it was made from finds, for packed and other IDs")
    func sameAsDictionary() {
        var random = SplitMix64(seed: 16)
        let ids = (0..<400).map { index in
            random.pick(["OWN-", "OWN-000000000000", "PAT-é", ""]) + String(index * 7919 % 1000, radix: 36)
        }
        var dictionary: [String: String] = [:]
        for id in ids where random.below(2) == 0 { dictionary[id] = random.pick(ids) }
        let map = IDMap(dictionary)
        for id in ids + ["OWN-x", "OWN-0000000000001234", "PAT-e\u{301}1"] {
            #expect(map[id] == dictionary[id], "\(id)")
        }
        #expect(dictionary.keys.contains { PackedASCII($0) == nil })
        #expect(dictionary.keys.contains { PackedASCII($0) != nil })
    }
}
