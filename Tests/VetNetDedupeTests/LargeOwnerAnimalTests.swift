import Foundation
import Testing
import VetNetCore
import VetNetDedupe

/// An owner with more than twenty animals (a shelter, a breeder) reuses names: two of its records of one name
/// merge only when born on the same day and of the same sex, on a day that is not a placeholder, and only where it
/// has at most twenty animals of the name.
@Suite struct LargeOwnerAnimalTests {
    private let owners = [Fixtures.owner("OWN-1", "County", "Shelter")]

    private func dog(
        _ number: Int, _ name: String = "Max", birth: String?, sex: Sex = .male, breed: String? = "Beagle",
        source: String = "legacy"
    ) -> Patient {
        Fixtures.patient(
            String(format: "PAT-%05d", number), name, breed: breed, sex: sex, birth: birth, owner: "OWN-1",
            source: source)
    }

    /// Forty animals of their own names, so that the owner is an organisation.
    private var others: [Patient] {
        (0..<40).map { dog(90_000 + $0, "Pet\($0)", birth: nil) }
    }

    @Test("an organisation's records with sex and breed alone merge nothing and nothing is listed pair by pair")
    func largeGroupNeedsBirthDates() {
        let patients = (0..<300).map { dog($0, birth: nil) }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == 300)
        #expect(result.possibleDuplicates.isEmpty)
    }

    @Test(
        "an organisation's records of one name born the same day in two exports merge, days apart do not, a shared day merges none"
    )
    func sameDayMerges() throws {
        var patients = others
        patients += [
            dog(1, birth: "2019-06-15"), dog(2, birth: "2019-06-15", source: "clinic"), dog(3, birth: "2019-06-17"),
        ]
        // Four of one name born on one day: a placeholder.
        patients += (10..<14).map { dog($0, "Bella", birth: "2020-01-01", sex: .female, source: "clinic") }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count - 1)
        let members = try #require(result.patientClusters.first?.members.map(\.id))
        #expect(members == ["PAT-00001", "PAT-00002"])
        #expect(result.possibleDuplicates.isEmpty)
    }

    @Test(
        "an organisation's records of one name, born the same day, under two IDs of one export are listed, not merged")
    func oneExportsTwoIdsAreListed() throws {
        let patients = others + [dog(1, birth: "2019-06-15"), dog(2, birth: "2019-06-15"), dog(3, birth: "2019-06-17")]
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count)
        #expect(result.patientClusters.isEmpty)
        try #require(result.possibleDuplicates.count == 1)
        let listed = result.possibleDuplicates[0]
        #expect([listed.first.id, listed.second.id] == ["PAT-00001", "PAT-00002"])
        #expect(listed.reason == .animalTwoIdsInOneExport)
    }

    @Test("where an organisation has more than twenty animals of a name, even the same day and sex merge none")
    func crowdedNameMergesNothing() {
        var patients = (0..<30).map { dog($0, birth: String(format: "%04d-06-15", 1930 + $0)) }
        patients.append(dog(30, birth: "1930-06-15"))
        #expect(Deduplicator.run(owners: owners, patients: patients).patients.count == patients.count)
    }

    @Test(
        "an organisation's records born the same day stay apart when sex conflicts or is missing, or breeds conflict",
        arguments: [(Sex.female, "Beagle"), (Sex.unknown, "Beagle"), (Sex.male, "Poodle")] as [(Sex, String?)])
    func sameDayNeedsSex(sex: Sex, breed: String?) {
        let patients = others + [dog(1, birth: "2019-06-15"), dog(2, birth: "2019-06-15", sex: sex, breed: breed)]
        #expect(Deduplicator.run(owners: owners, patients: patients).patients.count == patients.count)
    }

    @Test("an owner with twenty animals is a household: birth dates days apart merge two of one name")
    func householdKeepsTheTolerance() {
        var patients = (0..<18).map { Fixtures.patient("PAT-\($0)", "Pet\($0)", owner: "OWN-1") }
        patients.append(Fixtures.patient("PAT-18", "Max", birth: "2019-03-04", owner: "OWN-1"))
        patients.append(Fixtures.patient("PAT-19", "Max", birth: "2019-03-09", owner: "OWN-1"))
        #expect(Deduplicator.run(owners: owners, patients: patients).patients.count == 19)
        patients.append(Fixtures.patient("PAT-20", "Pet20", owner: "OWN-1"))
        #expect(Deduplicator.run(owners: owners, patients: patients).patients.count == 21)
    }
}

/// What shelters' real exports showed: their animals have no breed, strays are named `Unknown`, an animal taken in
/// again may be entered again with its name, birth date and sex, and littermates may share all three.
@Suite struct ShelterExportTests {
    private let owners = [Fixtures.owner("OWN-1", "County", "Shelter")]

    /// Thirty animals of other names, so that the owner is an organisation.
    private var others: [Patient] {
        (0..<30).map { Fixtures.patient("PAT-9\($0)", "Pet\($0)", species: "cat", breed: nil, owner: "OWN-1") }
    }

    @Test(
        "an animal entered again under a new ID with its name, birth date and sex merges across exports and is listed within one"
    )
    func reintakeMerges() throws {
        let first = Fixtures.patient("PAT-1", "Biscuit", breed: nil, sex: .male, birth: "2021-05-31", owner: "OWN-1")
        let again = Fixtures.patient("PAT-2", "biscuit", breed: nil, sex: .male, birth: "2021-05-31", owner: "OWN-1")
        var elsewhere = again
        elsewhere.sources = [SourceRef(source: "clinic", sourceId: "PAT-2", line: 3)]
        let acrossExports = Deduplicator.run(owners: owners, patients: others + [first, elsewhere])
        #expect(acrossExports.patients.count == others.count + 1)
        let withinOne = Deduplicator.run(owners: owners, patients: others + [first, again])
        #expect(withinOne.patients.count == others.count + 2)
        #expect(withinOne.possibleDuplicates.map(\.reason) == [.animalTwoIdsInOneExport])
    }

    @Test(
        "two strays named Unknown, born the same day, of one sex, stay apart",
        arguments: ["Unknown", "No Name", "unnamed", "NAME NOT PROVIDED", "UNKNOWN", "Not Provided", "Name Unknown"])
    func placeholderNamesAreNoEvidence(name: String) {
        let patients =
            others + [
                Fixtures.patient("PAT-1", name, breed: nil, sex: .male, birth: "2021-05-31", owner: "OWN-1"),
                Fixtures.patient("PAT-2", name, breed: nil, sex: .male, birth: "2021-05-31", owner: "OWN-1"),
            ]
        #expect(Deduplicator.run(owners: owners, patients: patients).patients.count == patients.count)
        // In a household too.
        let household = Deduplicator.run(owners: owners, patients: Array(patients.suffix(2)))
        #expect(household.patients.count == 2 && household.possibleDuplicates.isEmpty)
    }

    @Test("a shared chip merges a stray named Unknown with its named record")
    func chipMergesPlaceholderName() {
        let chip = "985141000123456"
        let result = Deduplicator.run(
            owners: owners,
            patients: [
                Fixtures.patient("PAT-1", "Unknown", chip: chip, owner: "OWN-1"),
                Fixtures.patient("PAT-2", "Biscuit", sex: .male, chip: chip, owner: "OWN-1"),
            ])
        #expect(result.patients.count == 1)
        #expect(result.chipConflicts.isEmpty)
    }
}
