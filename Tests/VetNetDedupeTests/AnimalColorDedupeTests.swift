import Testing
import VetNetCore
import VetNetDedupe

/// An animal's colour is evidence against a merge only: littermates of one name, birthday and sex whose colours
/// share nothing are two animals; colours that overlap or are missing leave the merge to the other fields.
@Suite struct AnimalColorDedupeTests {
    private let household = [Fixtures.owner("OWN-1", "Ann", "Lee")]
    private let shelter = [Fixtures.owner("OWN-1", "County", "Shelter")]

    private func cat(_ id: String, _ name: String = "Daisy", color: String?, chip: String? = nil) -> Patient {
        Fixtures.patient(
            id, name, species: "cat", breed: "Domestic Shorthair", sex: .female, chip: chip, birth: "2023-04-02",
            owner: "OWN-1", color: color)
    }

    @Test(
        "an owner's two records of one name, birthday and sex merge unless their colours share nothing",
        arguments: [
            ("CALICO-TRI", "TABBY-BRN", false),
            ("TABBY-BRN", "BLACK/WHITE", false),
            ("BUFF/WHITE", "TABBY-ORG", false),
            ("BLACK", "BLACK/WHITE", true),
            ("Brown Tabby", "TABBY-BRN", true),
            ("BLACK", nil, true),
            ("Multi", "BLACK", true),
        ] as [(String, String?, Bool)])
    func householdPair(first: String, second: String?, merged: Bool) {
        let patients = [cat("PAT-1", color: first), cat("PAT-2", color: second)]
        let result = Deduplicator.run(owners: household, patients: patients)
        #expect(result.patients.count == (merged ? 1 : 2))
    }

    @Test(
        "an organisation's records of one name, birthday and sex from two exports stay apart when their colours differ"
    )
    func organisationLittermates() {
        let others = (0..<30).map { cat("PAT-9\($0)", "Pet\($0)", color: nil) }
        var second = cat("PAT-2", color: "TABBY-BRN")
        second.sources = [SourceRef(source: "clinic", sourceId: "PAT-2", line: 3)]
        let differ = Deduplicator.run(owners: shelter, patients: others + [cat("PAT-1", color: "CALICO"), second])
        #expect(differ.patients.count == others.count + 2)
        #expect(differ.possibleDuplicates.isEmpty)
        // The same pair with colours that agree is merged: it is the colour that keeps them apart.
        second.color = "Tricolor"
        let agree = Deduplicator.run(owners: shelter, patients: others + [cat("PAT-1", color: "CALICO"), second])
        #expect(agree.patients.count == others.count + 1)
    }

    @Test("a merge's evidence lists both colours with their verdict, and the merged record keeps a colour")
    func evidenceAndSurvivor() throws {
        let result = Deduplicator.run(
            owners: household, patients: [cat("PAT-1", color: "BLACK"), cat("PAT-2", color: "BLACK/WHITE")])
        let merge = try #require(result.patientClusters.first?.merges.first)
        let color = try #require(merge.fields.first { $0.field == "color" })
        #expect(color.level == "compatible")
        #expect([color.firstValue, color.secondValue] == ["BLACK", "BLACK/WHITE"])
        #expect(result.patients.first?.color != nil)
    }

    @Test("one chip on two animals of different colours is a chip conflict naming the colours, not a merge")
    func chipWithDifferentColours() throws {
        let chip = "985141000123456"
        let result = Deduplicator.run(
            owners: household,
            patients: [cat("PAT-1", color: "Black", chip: chip), cat("PAT-2", color: "White", chip: chip)])
        #expect(result.patients.count == 2)
        let conflict = try #require(result.chipConflicts.first)
        #expect(conflict.reason.contains("colours Black vs White"))
    }

    @Test("a pair listed for staff shows its colours among the compared fields")
    func possibleDuplicateFields() throws {
        let undated = [Patient](
            [cat("PAT-1", color: "Black"), cat("PAT-2", color: "Black/White")].map {
                var patient = $0
                patient.birthDate = nil
                return patient
            })
        let result = Deduplicator.run(owners: household, patients: undated)
        let pair = try #require(result.possibleDuplicates.first)
        #expect(pair.fields.first { $0.field == "color" }?.level == "compatible")
    }
}
