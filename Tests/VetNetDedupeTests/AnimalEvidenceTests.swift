import Testing
import VetNetCore
import VetNetDedupe

/// Animals merge on positive evidence only, and any conflicting field keeps them apart.
@Suite struct AnimalEvidenceTests {
    private let owners = [Fixtures.owner("OWN-1", "Ann", "Lee")]

    private func run(_ patients: [Patient]) -> DedupeResult {
        Deduplicator.run(owners: owners, patients: patients)
    }

    @Test("one name and species with nothing else to compare is listed for staff, never merged")
    func nameAndSpeciesAloneIsReviewed() {
        let result = run([
            Fixtures.patient("PAT-1", "Duke", owner: "OWN-1"), Fixtures.patient("PAT-2", "Duke", owner: "OWN-1"),
        ])
        #expect(result.patients.count == 2)
        #expect(result.patientClusters.isEmpty)
        let pair = result.possibleDuplicates.first
        #expect(result.possibleDuplicates.count == 1)
        #expect(pair?.reason == .animalNameOnly)
        #expect([pair?.first.id, pair?.second.id] == ["PAT-1", "PAT-2"])
    }

    @Test("birth dates both known and close merge, and the evidence lists every field with both values")
    func birthDatesMergeWithFullEvidence() throws {
        let result = run([
            Fixtures.patient("PAT-1", "Duke", breed: "Beagle", birth: "2019-03-04", owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", birth: "2019-03-06", owner: "OWN-1"),
        ])
        #expect(result.patients.count == 1)
        let merge = try #require(result.patientClusters.first?.merges.first)
        #expect(merge.rule == .sameNameSpeciesAndBirthDate)
        let levels = Dictionary(uniqueKeysWithValues: merge.fields.map { ($0.field, $0.level) })
        #expect(
            levels == [
                "name": "exact", "species": "exact", "microchip": "missing", "birthDate": "compatible",
                "sex": "missing",
                "breed": "missing", "color": "missing",
            ])
        let breed = try #require(merge.fields.first { $0.field == "breed" })
        #expect(breed.firstValue == "Beagle" && breed.secondValue == nil)
    }

    @Test(
        "a conflicting field vetoes the merge however close the birth dates",
        arguments: [
            (Sex.male, Sex.female, "Beagle", "Beagle"),
            (Sex.male, Sex.male, "Border Collie Mix", "German Shorthaired Pointer"),
        ] as [(Sex, Sex, String, String)])
    func conflictVetoes(firstSex: Sex, secondSex: Sex, firstBreed: String, secondBreed: String) {
        let result = run([
            Fixtures.patient("PAT-1", "Duke", breed: firstBreed, sex: firstSex, birth: "2019-03-04", owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", breed: secondBreed, sex: secondSex, birth: "2019-03-04", owner: "OWN-1"),
        ])
        #expect(result.patients.count == 2)
        #expect(result.possibleDuplicates.isEmpty)
    }

    @Test("sex and breed without a birth date or chip are listed for staff, not merged", arguments: [2, 3])
    func sexAndBreedAreReviewed(dukes: Int) {
        var patients = [
            Fixtures.patient("PAT-1", "Duke", breed: "Beagle", sex: .male, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", breed: "Beagle Mix", sex: .male, owner: "OWN-1"),
        ]
        if dukes == 3 {
            patients.append(Fixtures.patient("PAT-3", "Duke", breed: "Poodle", sex: .female, owner: "OWN-1"))
        }
        let result = run(patients)
        #expect(result.patients.count == dukes)
        #expect(result.possibleDuplicates.map { [$0.first.id, $0.second.id] } == [["PAT-1", "PAT-2"]])
        #expect(result.possibleDuplicates.first?.reason == .animalSexAndBreedOnly)
    }

    @Test("sex alone, or breed alone, is not enough to merge")
    func oneWeakFieldIsNotEnough() {
        let bySex = run([
            Fixtures.patient("PAT-1", "Duke", sex: .male, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", sex: .male, owner: "OWN-1"),
        ])
        let byBreed = run([
            Fixtures.patient("PAT-1", "Duke", breed: "Beagle", owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", breed: "Beagle", owner: "OWN-1"),
        ])
        #expect(bySex.patients.count == 2 && byBreed.patients.count == 2)
    }

    @Test("animals of unknown species are not matched by name")
    func unknownSpeciesIsNotAgreement() {
        let result = run([
            Fixtures.patient("PAT-1", "Duke", species: nil, birth: "2019-03-04", owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", species: nil, birth: "2019-03-04", owner: "OWN-1"),
        ])
        #expect(result.patients.count == 2)
    }

    @Test("the same chip on a male and a female is a chip conflict naming the sexes, not a merge")
    func chipWithConflictingSex() {
        let chip = "985141000123456"
        let result = run([
            Fixtures.patient("PAT-1", "Duke", sex: .male, chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", sex: .female, chip: chip, owner: "OWN-1"),
        ])
        #expect(result.patients.count == 2)
        #expect(result.chipConflicts.first?.reason.contains("sex male vs female") == true)
    }

    @Test("a chip links two records that a birth-date merge cannot then join to a conflicting third")
    func guardKeepsConflictsOutOfClusters() {
        let chip = "985141000123456"
        let result = run([
            Fixtures.patient("PAT-1", "Duke", sex: .male, chip: chip, owner: "OWN-1"),
            Fixtures.patient("PAT-2", "Duke", chip: chip, birth: "2019-03-04", owner: "OWN-1"),
            Fixtures.patient("PAT-3", "Duke", sex: .female, birth: "2019-03-04", owner: "OWN-1"),
        ])
        // PAT-2 and PAT-3 agree on their birth date, but PAT-3 is female and PAT-1, joined by chip, male.
        #expect(result.patients.count == 2)
        #expect(result.patients.contains { $0.id == "PAT-3" })
    }
}
