import Testing
import VetNetCore
import VetNetDedupe

@Suite struct OwnerDedupeTests {
    /// One person written three ways by three systems.
    private let robert = [
        Fixtures.owner(
            "OWN-b", "Bob", "Smith", email: "bob.k9@example.com", phones: ["+15551230001"], line1: "12 Oak St.",
            postalCode: "12345", updatedAt: "2024-05-01", source: "a"),
        Fixtures.owner(
            "OWN-a", nil, "SMITH, ROBERT", email: "bob.k9@example.com", line1: "12 Oak Street", postalCode: "12345",
            updatedAt: "2021-01-01", source: "b"),
        Fixtures.owner(
            "OWN-c", "Dr. Robert", "Smith", phones: ["+15551230001", "+15559990000"], updatedAt: "2024-05-01T10:00:00",
            source: "b"),
    ]

    @Test("the same person under a nickname, reversed name order and a title is merged")
    func mergesVariants() {
        let result = Deduplicator.run(owners: robert, patients: [])
        #expect(result.owners.count == 1)
        #expect(result.ownerClusters.count == 1)
        #expect(result.ownerClusters.first?.members.map(\.id) == ["OWN-a", "OWN-b", "OWN-c"])
        #expect(result.ownerClusters.first?.merges.count == 2)
        #expect(
            result.ownerClusters.first?.merges.allSatisfy { ($0.score ?? 0) >= DedupeSettings.standard.mergeThreshold }
                == true)
    }

    @Test("survivorship: smallest ID, newest non-empty values, every phone kept, losing values kept aside")
    func survivorship() {
        var owners = robert
        owners[1].email = "robert.smith.old@example.com"
        owners[1].phones = ["+15551230001"]
        let owner = Deduplicator.run(owners: owners, patients: []).owners[0]
        #expect(owner.id == "OWN-a")
        // OWN-c is the newest (the same day as OWN-b, with a time): its name fields win as written.
        #expect(owner.firstName == "Dr. Robert")
        #expect(owner.email == "bob.k9@example.com")
        #expect(owner.alternateEmails == ["robert.smith.old@example.com"])
        #expect(Set(owner.phones) == ["+15551230001", "+15559990000"])
        #expect(owner.phones.first == "+15551230001")
        #expect(owner.address?.line1 == "12 Oak St.")
        #expect(owner.alternateAddresses.map(\.line1) == ["12 Oak Street"])
        #expect(owner.updatedAt == "2024-05-01T10:00:00")
        // Sorted by source, then source ID.
        #expect(owner.sources.map(\.sourceId) == ["OWN-b", "OWN-a", "OWN-c"])
    }

    @Test("an established ID stays the cluster's ID, and the output stays sorted by ID")
    func establishedID() {
        let loner = Fixtures.owner("OWN-0", "Ann", "Lee", email: "ann.lee@example.com", source: "a")
        let result = Deduplicator.run(owners: robert + [loner], patients: [], established: ["OWN-c"])
        #expect(result.owners.map(\.id) == ["OWN-0", "OWN-c"])
        #expect(result.ownerClusters.first?.canonicalId == "OWN-c")
        #expect(result.canonicalIds == ["OWN-a": "OWN-c", "OWN-b": "OWN-c"])
        #expect(
            Deduplicator.run(owners: robert, patients: [], established: ["OWN-c", "OWN-b"]).owners.map(\.id) == [
                "OWN-b"
            ])
    }

    @Test("a household — two people at one address and phone, one email — is not merged but listed")
    func household() {
        let owners = [
            Fixtures.owner(
                "OWN-1", "Robert", "Smith", email: "smiths@example.com", phones: ["+15551230001"], line1: "12 Oak St",
                postalCode: "12345"),
            Fixtures.owner(
                "OWN-2", "Rachel", "Smith", email: "smiths@example.com", phones: ["+15551230001"],
                line1: "12 Oak Street", postalCode: "12345"),
        ]
        let result = Deduplicator.run(owners: owners, patients: [])
        #expect(result.owners.count == 2)
        #expect(result.ownerClusters.isEmpty)
        #expect(result.possibleDuplicates.count == 1)
        #expect(result.possibleDuplicates.first?.reason == .namesDiffer)
        #expect(result.possibleDuplicates.first?.fields.first { $0.field == "name" }?.level == "surnameOnly")
    }

    @Test("a weak middle record cannot chain two different people into one cluster")
    func chainingGuard() {
        let owners = [
            Fixtures.owner(
                "OWN-1", "Robert", "Smith", phones: ["+15551230001"], line1: "12 Oak St", postalCode: "12345"),
            Fixtures.owner(
                "OWN-2", "R.", "Smith", phones: ["+15551230001"], line1: "12 Oak St", postalCode: "12345",
                updatedAt: "2020-01-01"),
            Fixtures.owner(
                "OWN-3", "Rachel", "Smith", phones: ["+15551230001"], line1: "12 Oak St", postalCode: "12345"),
        ]
        let result = Deduplicator.run(owners: owners, patients: [])
        #expect(result.owners.count == 2)
        for cluster in result.ownerClusters {
            #expect(!(cluster.members.contains { $0.id == "OWN-1" } && cluster.members.contains { $0.id == "OWN-3" }))
        }
        #expect(result.possibleDuplicates.contains { $0.reason == .wouldChainDifferentPeople })
    }

    @Test("the canonical ID and clusters do not depend on the input order", arguments: [1, 2, 3, 4])
    func permutation(seed: UInt64) {
        let set = SyntheticOwners.generate(count: 600, seed: 3)
        var shuffled = set.owners
        var random = SplitMix64(seed: seed)
        for index in shuffled.indices.reversed() { shuffled.swapAt(index, random.below(index + 1)) }
        let original = Deduplicator.run(owners: set.owners, patients: [])
        let permuted = Deduplicator.run(owners: shuffled, patients: [])
        #expect(!original.ownerClusters.isEmpty)
        #expect(original.ownerClusters == permuted.ownerClusters)
        #expect(original.owners == permuted.owners)
        #expect(original.ownerClusters.allSatisfy { $0.canonicalId == $0.members.map(\.id).min() })
    }

    @Test("every record is counted once: merged away plus canonical equals input, per source too")
    func accounting() {
        let set = SyntheticOwners.generate(count: 2_000, seed: 11)
        let result = Deduplicator.run(owners: set.owners, patients: [])
        let merged = result.mergedAway.values.reduce(0, +)
        #expect(merged > 0)
        #expect(merged + result.owners.count == set.owners.count)
        #expect(result.ownerClusters.reduce(0) { $0 + $1.members.count - 1 } == merged)
        // Every member merged away points to its cluster's canonical ID, and nothing else does.
        var expected: [String: String] = [:]
        for cluster in result.ownerClusters {
            for member in cluster.members where member.id != cluster.canonicalId {
                expected[member.id] = cluster.canonicalId
            }
        }
        #expect(result.ownerClusters.count >= 256)
        #expect(result.canonicalIds == expected)
        let sourcesOut = result.owners.reduce(0) { $0 + $1.sources.count }
        #expect(sourcesOut == set.owners.count)
    }

    @Test("thresholds decide: a high merge threshold merges nothing, a low review threshold lists more")
    func thresholds() {
        let strict = Deduplicator.run(owners: robert, patients: [], settings: DedupeSettings(mergeThreshold: 1_000))
        #expect(strict.owners.count == 3)
        #expect(strict.possibleDuplicates.count >= 2)
    }
}
