import Testing
import VetNetCore
import VetNetDedupe

/// The species as the export wrote it is evidence against a merge only: a goat and a pig, both `other`, of one
/// owner, name, birthday and sex are two animals; a record without such a word leaves the merge to the other fields.
@Suite struct SpeciesWordDedupeTests {
    private let household = [Fixtures.owner("OWN-1", "Ann", "Lee")]

    private func animal(
        _ id: String, species: String = "other", written: String?, breed: String? = nil, chip: String? = nil
    ) -> Patient {
        Fixtures.patient(
            id, "Hazel", species: species, breed: breed, sex: .female, chip: chip, birth: "2021-05-09", owner: "OWN-1",
            speciesOriginal: written)
    }

    @Test(
        "an owner's two records of one name, species, birthday and sex merge unless their species words differ",
        arguments: [
            ("other", "Goat", "Pig", false),
            ("other", "Goat", "goat", true),
            ("other", "Pot-bellied pig", "pot bellied PIG", true),
            ("other", "Goat", nil, true),
            ("other", nil, nil, true),
            ("rodent", "Rat", "Hamster", false),
            ("rodent", "Rat", nil, true),
            ("bird", "Chicken", "Budgie", false),
        ] as [(String, String?, String?, Bool)])
    func householdPair(species: String, first: String?, second: String?, merged: Bool) {
        let patients = [
            animal("PAT-1", species: species, written: first), animal("PAT-2", species: species, written: second),
        ]
        let result = Deduplicator.run(owners: household, patients: patients)
        #expect(result.patients.count == (merged ? 1 : 2))
    }

    @Test("a rat and a hamster of one breed that names neither are still two animals")
    func kindsUnderOneBreed() {
        let patients = [
            animal("PAT-1", species: "rodent", written: "Rat", breed: "Mixed"),
            animal("PAT-2", species: "rodent", written: "Hamster", breed: "Mixed"),
        ]
        #expect(Deduplicator.run(owners: household, patients: patients).patients.count == 2)
    }

    @Test("a merge's evidence lists the species as written where a record has one, and the merged goat keeps it")
    func evidenceAndSurvivor() throws {
        let result = Deduplicator.run(
            owners: household, patients: [animal("PAT-1", written: "Goat"), animal("PAT-2", written: nil)])
        let merge = try #require(result.patientClusters.first?.merges.first)
        let word = try #require(merge.fields.first { $0.field == "speciesOriginal" })
        #expect(word.level == "missing")
        #expect([word.firstValue, word.secondValue] == ["Goat", nil])
        #expect(result.patients.first?.speciesOriginal == "Goat")
    }

    @Test("a merge of records without a species as written lists no row for it, as before there was one")
    func noRowWithoutWords() throws {
        let result = Deduplicator.run(
            owners: household,
            patients: [animal("PAT-1", species: "dog", written: nil), animal("PAT-2", species: "dog", written: nil)])
        let merge = try #require(result.patientClusters.first?.merges.first)
        #expect(merge.fields.map(\.field) == ["name", "species", "microchip", "birthDate", "sex", "breed", "color"])
    }

    @Test("one chip on a goat and a pig is a chip conflict naming the words, not a merge")
    func chipOnGoatAndPig() throws {
        let chip = "985141000123456"
        let result = Deduplicator.run(
            owners: household,
            patients: [animal("PAT-1", written: "Goat", chip: chip), animal("PAT-2", written: "Pig", chip: chip)])
        #expect(result.patients.count == 2)
        let conflict = try #require(result.chipConflicts.first)
        #expect(conflict.reason.contains("species written Goat vs Pig"))
    }
}
