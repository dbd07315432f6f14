import Testing
import VetNetCore
import VetNetDedupe

@Suite struct PatientDedupeTests {
    private let chip = "985141000123456"

    @Test("one valid chip on a dog and a cat is a chip conflict, never a merge")
    func chipConflict() {
        let owners = [Fixtures.owner("OWN-1", "Ann", "Lee"), Fixtures.owner("OWN-2", "Bo", "Chan")]
        let patients = [
            Fixtures.patient("PAT-1", "Rex", species: "dog", chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Bella", species: "cat", chip: chip, owner: "OWN-2"),
        ]
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == 2)
        #expect(result.patientClusters.isEmpty)
        #expect(result.chipConflicts.count == 1)
        #expect(result.chipConflicts.first?.patients.map(\.id) == ["PAT-1", "PAT-2"])
        #expect(result.chipConflicts.first?.reason.contains("species dog vs cat") == true)
        #expect(result.chipConflicts.first?.reason.contains("names Rex vs Bella") == true)
    }

    @Test("the same chip, species and a similar name is one animal, and links its two owner records")
    func sameChipSameAnimal() {
        let owners = [
            Fixtures.owner("OWN-1", "Robert", "Smith", line1: "12 Oak St", postalCode: "12345"),
            Fixtures.owner("OWN-2", "Bob", "Smith", line1: "12 Oak St", postalCode: "12345"),
        ]
        let patients = [
            Fixtures.patient("PAT-2", "Rexy", chip: chip, owner: "OWN-2", updatedAt: "2024-01-01"),
            Fixtures.patient("PAT-1", "Rex", chip: chip, owner: "OWN-1", updatedAt: "2020-01-01"),
        ]
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.chipConflicts.isEmpty)
        #expect(result.patients.count == 1)
        #expect(result.patients.first?.id == "PAT-1")
        #expect(result.patients.first?.name == "Rexy")
        #expect(result.patients.first?.alternateNames == ["Rex"])
        #expect(result.patientClusters.first?.merges.first?.rule == .sameMicrochip)
        // Name, address and the shared chip together merge the owners; the animal points to the canonical one.
        #expect(result.owners.count == 1)
        #expect(result.ownerClusters.first?.merges.first?.fields.contains { $0.field == "microchip" } == true)
        #expect(result.patients.first?.ownerId == "OWN-1")
    }

    @Test("a shared chip alone does not merge owners whose names differ")
    func chipAloneDoesNotMergeOwners() {
        let owners = [Fixtures.owner("OWN-1", "Ann", "Lee"), Fixtures.owner("OWN-2", "Bo", "Chan")]
        let patients = [
            Fixtures.patient("PAT-1", "Rex", chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Rex", chip: chip, owner: "OWN-2"),
        ]
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.owners.count == 2)
        #expect(result.patients.count == 1)
    }

    @Test(
        "animals of one owner cluster with one name and species merge only on birth dates both known and close",
        arguments: [
            ("2019-03-04", "2019-03-10", true), ("2019-03-04", "2019-04-03", true),
            ("2019-03-04", nil, false), ("2019-03-04", "2021-06-01", false),
        ] as [(String, String?, Bool)])
    func sameNameWithinOwnerCluster(first: String, second: String?, merged: Bool) {
        let owners = [
            Fixtures.owner("OWN-1", "Robert", "Smith", phones: ["+15551230001"]),
            Fixtures.owner("OWN-2", "Bob", "Smith", phones: ["+15551230001"]),
        ]
        let patients = [
            Fixtures.patient("PAT-1", "Rex", birth: first, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "REX", birth: second, owner: "OWN-2"),
        ]
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.owners.count == 1)
        #expect(result.patients.count == (merged ? 1 : 2))
        #expect(result.patients.allSatisfy { $0.ownerId == "OWN-1" })
        #expect(result.mergedAway.values.reduce(0, +) == (merged ? 2 : 1))
    }

    @Test("animals of one name but different species or different valid chips stay apart")
    func differentAnimals() {
        let owners = [Fixtures.owner("OWN-1", "Ann", "Lee")]
        let patients = [
            Fixtures.patient("PAT-1", "Rex", species: "dog", owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Rex", species: "cat", owner: "OWN-1"),
            Fixtures.patient("PAT-3", "Rex", species: "dog", chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-4", "Rex", species: "dog", chip: "985141000999999", owner: "OWN-1"),
        ]
        let result = Deduplicator.run(owners: owners, patients: patients)
        // Nothing but the name speaks for PAT-1 being either chipped Rex, and a name three dogs of one owner share
        // is not listed pair by pair.
        #expect(result.patients.count == 4)
        #expect(result.possibleDuplicates.isEmpty)
    }
}
