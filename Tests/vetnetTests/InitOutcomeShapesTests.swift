import Foundation
import Testing
import VetNetTestSupport

/// `vetnet init` on synthetic exports shaped like public shelter outcome exports (San José, Austin, Long Beach,
/// Dallas, Sonoma): each draft matches its golden file, and run, makes the animals that died or left inactive.
@Suite("vetnet init drafts deceased and inactive from shelters' outcome columns")
struct InitOutcomeShapesTests {
    let shapes = InitExportShapesTests()

    /// The source IDs of the patients written active.
    func activeIDs(_ patients: [String: [String: Any]]) -> Set<String> {
        Set(patients.filter { $0.value["isActive"] as? Bool == true }.keys)
    }

    @Test(
        "San José: the animals that died, were put down or disposed of, and those adopted, returned or transferred, are inactive and get no reminder; those in foster or with no outcome get theirs"
    )
    func sanJose() throws {
        let (temporary, initRun, draft) = try shapes.draft("outcome-san-jose")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        var vaccinations = "AnimalID,Vaccine,GivenOn,DueOn\n"
        for row in 0..<18 { vaccinations += "A20001\(row < 10 ? "0" : "")\(row),Rabies,2024-05-20,2025-05-20\n" }
        try temporary.write(vaccinations, to: "exports/vaccinations.csv")
        let source = """
              - name: vaccinations
                entity: vaccination
                path: exports/vaccinations.csv
                fields:
                  patientSourceId: AnimalID
                  vaccine: Vaccine
                  givenOn: GivenOn
                  dueOn: DueOn

            """
        let validation = try #require(draft.range(of: "\n# validation:") ?? draft.range(of: "\nvalidation:"))
        var withHistory = draft
        withHistory.insert(contentsOf: "\n" + source, at: validation.lowerBound)
        try temporary.write(withHistory, to: "pipeline.yml")

        let (counts, patients) = try shapes.ran(in: temporary, "outcome-san-jose")
        #expect(counts == ["read": 18, "accepted": 18, "rejected": 0, "merged": 0])
        // FOSTER twice, and two animals with no outcome yet.
        let inCare: Set = ["A2000105", "A2000106", "A2000112", "A2000113"]
        #expect(activeIDs(patients) == inCare)
        let reminders = try String(
            contentsOfFile: temporary.path + "/out/outcome-san-jose/reports/reminders.csv", encoding: .utf8)
        let animals = reminders.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",")[4] }
        #expect(Set(animals) == ["MAX", "BELLA", "RUBY", "TEDDY"])
        let page = try String(
            contentsOfFile: temporary.path + "/out/outcome-san-jose/reports/reminders.html", encoding: .utf8)
        #expect(page.contains("14 reminders were not made because the animals are inactive or deceased."))
    }

    @Test(
        "Austin, Long Beach and Sonoma: only animals with no word for death or leaving stay active",
        arguments: [
            ("outcome-austin", 18, ["A700012"]),  // Missing
            ("outcome-long-beach", 18, ["A600009", "A600012"]),  // NA, foster
            ("outcome-sonoma", 14, []),
        ])
    func otherShapes(name: String, animals: Int, active: [String]) throws {
        let (temporary, initRun, _) = try shapes.draft(name)
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let (counts, patients) = try shapes.ran(in: temporary, name)
        #expect(counts == ["read": animals, "accepted": animals, "rejected": 0, "merged": 0])
        #expect(activeIDs(patients) == Set(active))
    }

    @Test("Dallas: Outcome_Type in capitals with DEAD ON ARRIVAL; the export names no animal, which the draft says")
    func dallas() throws {
        let (temporary, initRun, draft) = try shapes.draft("outcome-dallas")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(draft.contains("          \"DEAD ON ARRIVAL\": \"yes\"    # 2× - a word for death\n"))
        #expect(draft.contains("      # name: COLUMN    # no column looks like the animal's name"))
    }

    @Test(
        "A new outcome word in next month's export is a warning on each field it feeds, and the animal stays as it was")
    func newWord() throws {
        let (temporary, _, _) = try shapes.draft("outcome-sonoma")
        defer { temporary.remove() }
        var export = try String(contentsOfFile: temporary.path + "/exports/outcome-sonoma.csv", encoding: .utf8)
        export = export.replacingOccurrences(
            of: ",A400000,01/10/2024,ADOPTION,", with: ",A400000,01/10/2024,HUMANE END,")
        try temporary.write(export, to: "exports/outcome-sonoma.csv")
        let run = try runVetnet(
            ["run", "pipeline.yml", "--as-of", "2025-05-10", "--show-values"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter {
            $0.contains("[map.unparseable-boolean]") && $0.contains("\"HUMANE END\"")
        }
        #expect(warnings.count == 2)
        let (counts, patients) = try shapes.ran(in: temporary, "outcome-sonoma")
        #expect(counts == ["read": 14, "accepted": 14, "rejected": 0, "merged": 0])
        #expect(activeIDs(patients) == ["A400000"])
    }
}
