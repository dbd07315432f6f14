import Foundation
import Testing
import VetNetTestSupport

/// `vetnet init` on synthetic exports shaped like public shelter exports (`Golden/init-exports/<case>.csv`): the
/// draft must match `Golden/init/<case>/<case>.yml`, and what it does when run must suit a clinic.
@Suite("vetnet init drafts shelter exports' IDs, repeats and sex words")
struct InitExportShapesTests {
    /// Drafts `exports/<name>.csv` in a new directory; the directory, init's result and the draft.
    func draft(_ name: String) throws -> (TemporaryDirectory, VetnetRun, String) {
        let temporary = try TemporaryDirectory()
        let bytes = try Data(
            contentsOf: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/init-exports/\(name).csv"))
        try temporary.write(Array(bytes), to: "exports/\(name).csv")
        let initRun = try runVetnet(
            ["init", "exports/\(name).csv", "--entity", "patient", "--name", name], in: temporary.url)
        let draft = try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8)
        try expectDraftMatchesGolden(draft, name: name)
        return (temporary, initRun, draft)
    }

    /// The patient source's counts in the run's manifest, and its patients by source ID.
    func ran(in temporary: TemporaryDirectory, _ name: String) throws -> ([String: Int], [String: [String: Any]]) {
        let run = try runVetnet(["run", "pipeline.yml", "--as-of", "2025-05-10", "--quiet"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        let source = try manifestSources(in: temporary.path + "/out/\(name)").first {
            $0["entity"] as? String == "patient"
        }
        var counts: [String: Int] = [:]
        for key in ["read", "accepted", "rejected", "merged"] { counts[key] = source?[key] as? Int }
        let data = try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/out/\(name)/patients.json"))
        let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var byID: [String: [String: Any]] = [:]
        for patient in patients {
            if let id = (patient["sources"] as? [[String: Any]])?.first?["sourceId"] as? String { byID[id] = patient }
        }
        return (counts, byID)
    }

    @Test(
        "A shelter's strays with no name or no birth date are kept, the unnamed as Unknown, and two unnamed kittens born the same day stay two"
    )
    func strays() throws {
        let (temporary, initRun, draft) = try draft("strays")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(draft.contains("name: { column: AnimalName, default: Unknown }"))
        #expect(draft.contains("patient.birth-date-missing: warning"))
        let (counts, patients) = try ran(in: temporary, "strays")
        #expect(counts == ["read": 10, "accepted": 10, "rejected": 0, "merged": 0])
        #expect(
            ["A3000101", "A3000102", "A3000105"].map { patients[$0]?["name"] as? String }
                == Array(repeating: "Unknown", count: 3))
        #expect(patients["A3000103"]?["birthDate"] == nil)
        let duplicates = try String(
            contentsOfFile: temporary.path + "/out/strays/reports/duplicates.json", encoding: .utf8)
        #expect(!duplicates.contains("A3000101"), "two strays named Unknown are neither merged nor listed")
    }

    @Test(
        "Intakes numbered by the portal keep each animal under its AnimalID, its newest intake kept and the others merged into it"
    )
    func shelterIntakes() throws {
        let (temporary, initRun, _) = try draft("shelter-intakes")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(initRun.stderr.isEmpty)
        let (counts, patients) = try ran(in: temporary, "shelter-intakes")
        #expect(counts == ["read": 12, "accepted": 9, "rejected": 0, "merged": 3])
        // A1000102's first intake was edited after its second; the second, neutered in between, is kept.
        let pepper = try #require(patients["A1000102"])
        #expect((pepper["sources"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } == [6, 3])
        #expect(pepper["sex"] as? String == "male")
        #expect(pepper["reproductiveStatus"] as? String == "neutered")
    }

    @Test("Spayed and Neutered in one sex column are females and males, each neutered")
    func spayedNeutered() throws {
        let (temporary, initRun, _) = try draft("spayed-neutered")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let (counts, patients) = try ran(in: temporary, "spayed-neutered")
        #expect(counts == ["read": 10, "accepted": 10, "rejected": 0, "merged": 0])
        for (id, sex) in [("P-3302", "male"), ("P-3304", "male"), ("P-3307", "male"), ("P-3301", "female")] {
            #expect(patients[id]?["sex"] as? String == sex, "\(id)")
            #expect(patients[id]?["reproductiveStatus"] as? String == "neutered", "\(id)")
        }
    }

    @Test(
        "An export whose only ID-like column counts its rows gets no sourceId: init warns, the run refuses the draft, and the commented line, once taken, runs"
    )
    func rowNumbersOnly() throws {
        let (temporary, initRun, draft) = try draft("row-numbers-only")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(
            initRun.stderr.contains(
                "warning: source row-numbers-only has no column with each record's ID (\"Column 1\" holds row numbers 0..6, not IDs)"
            ))
        let refused = try runVetnet(["run", "pipeline.yml", "--as-of", "2025-05-10", "--quiet"], in: temporary.url)
        #expect(refused.status == 78)
        #expect(refused.stderr.contains("[pipeline.missing-key]"))

        let oneOff = draft.replacingOccurrences(of: "      # sourceId: Column 1\n", with: "      sourceId: Column 1\n")
        #expect(oneOff != draft)
        try temporary.write(oneOff, to: "pipeline.yml")
        let (counts, patients) = try ran(in: temporary, "row-numbers-only")
        #expect(counts == ["read": 7, "accepted": 7, "rejected": 0, "merged": 0])
        #expect(Set(patients.keys) == Set((0...6).map { String($0) }))
    }

    @Test(
        "Coordinates of where strays were found are no microchips: the draft maps none, and the run writes no chip and no chip conflict"
    )
    func coordinates() throws {
        let (temporary, initRun, draft) = try draft("coordinates")
        defer { temporary.remove() }
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(!draft.contains("microchip:"))
        let (counts, patients) = try ran(in: temporary, "coordinates")
        #expect(counts == ["read": 2, "accepted": 2, "rejected": 0, "merged": 0])
        #expect(patients.values.allSatisfy { $0["microchip"] == nil })
        let duplicates = try String(
            contentsOfFile: temporary.path + "/out/coordinates/reports/duplicates.json", encoding: .utf8)
        #expect(!duplicates.contains("A1") && !duplicates.contains("A3"))
    }
}
