import Foundation
import Testing
import VetNetCore
import VetNetDedupe

/// An owner with more than twenty animals (a shelter, a breeder) reuses names: two of its records of one name
/// merge only when born on the same day, of the same sex and breed, on a day that is not a placeholder.
@Suite struct LargeOwnerAnimalTests {
    private let owners = [Fixtures.owner("OWN-1", "County", "Shelter")]

    private func dog(_ number: Int, birth: String?, sex: Sex = .male, breed: String? = "Beagle") -> Patient {
        Fixtures.patient(String(format: "PAT-%05d", number), "Max", breed: breed, sex: sex, birth: birth, owner: "OWN-1")
    }

    @Test("an organisation's records with sex and breed alone merge nothing and nothing is listed pair by pair")
    func largeGroupNeedsBirthDates() {
        let patients = (0..<300).map { dog($0, birth: nil) }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == 300)
        #expect(result.possibleDuplicates.isEmpty)
    }

    @Test("an organisation's records born the same day merge, days apart do not, and a day shared by many merges none")
    func largeGroupMergesOnTheSameDay() throws {
        // Each dog born on its own day, a year apart from the next; one born again on the first dog's day and one
        // two days after the second's; forty dogs sharing the first of January of one year, a placeholder.
        var patients = (0..<100).map { dog($0, birth: String(format: "%04d-06-15", 1930 + $0)) }
        patients.append(dog(100, birth: "1930-06-15"))
        patients.append(dog(101, birth: "1931-06-17"))
        patients += (102..<142).map { dog($0, birth: "2020-01-01") }
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count - 1)
        let members = try #require(result.patientClusters.first?.members.map(\.id))
        #expect(members == ["PAT-00000", "PAT-00100"])
    }

    @Test(
        "an organisation's records born the same day stay apart when sex or breed conflict or is missing",
        arguments: [(Sex.female, "Beagle"), (Sex.unknown, "Beagle"), (Sex.male, "Poodle"), (Sex.male, nil)] as [(Sex, String?)])
    func largeGroupNeedsSexAndBreed(sex: Sex, breed: String?) {
        var patients = (0..<50).map { dog($0, birth: String(format: "%04d-06-15", 1930 + $0)) }
        patients.append(dog(50, birth: "1930-06-15", sex: sex, breed: breed))
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count)
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

/// What a shelter's real export showed: its animals have no breed, strays are named `Unknown`, and an animal taken
/// in again is entered again with its name, birth date and sex.
@Suite struct ShelterExportTests {
    private let owners = [Fixtures.owner("OWN-1", "County", "Shelter")]

    /// Thirty animals of other names, so that the owner is an organisation.
    private var others: [Patient] {
        (0..<30).map { Fixtures.patient("PAT-9\($0)", "Pet\($0)", species: "cat", breed: nil, owner: "OWN-1") }
    }

    @Test("an animal taken in again, with its name, birth date and sex and no breed, merges")
    func reintakeMerges() {
        let patients = others + [
            Fixtures.patient("PAT-1", "Biscuit", breed: nil, sex: .male, birth: "2021-05-31", owner: "OWN-1"),
            Fixtures.patient("PAT-2", "biscuit", breed: nil, sex: .male, birth: "2021-05-31", owner: "OWN-1"),
        ]
        let result = Deduplicator.run(owners: owners, patients: patients)
        #expect(result.patients.count == patients.count - 1)
    }

    @Test("two strays named Unknown, born the same day, of one sex, stay apart", arguments: ["Unknown", "No Name", "unnamed"])
    func placeholderNamesAreNoEvidence(name: String) {
        let patients = others + [
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
        let result = Deduplicator.run(owners: owners, patients: [
            Fixtures.patient("PAT-1", "Unknown", chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Biscuit", sex: .male, chip: chip, owner: "OWN-1"),
        ])
        #expect(result.patients.count == 1)
        #expect(result.chipConflicts.isEmpty)
    }
}
