import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetPipeline
@testable import VetNetState

@Suite("Nightly runs keep the clinical history: changes, carried records, deactivations and the shrink guard")
struct NightlyHistoryTests {
    static let owners = ["O1,Ann,Smith,ann@example.com,,1 Oak Street,Springfield,62701"]
    static let patients = ["P1,O1,Rex,dog,,2019-03-14", "P2,O1,Luna,cat,,2020-05-01"]
    static let vaccinations = [
        "V1,P1,Rabies 3 Year,2024-12-02,2027-12-02",
        "V2,P1,DHPP,2025-12-01,2026-12-01",
        "V3,P2,FVRCP,2025-11-30,2026-11-30",
    ]

    /// The vaccinations of `vaccinations.json` by their source ID.
    func vaccinations(_ fixture: NightlyFixture) throws -> [String: [String: Any]] {
        let array = try JSONSerialization.jsonObject(with: try fixture.bytes("vaccinations.json")) as? [[String: Any]]
        return Dictionary(
            uniqueKeysWithValues: (array ?? []).map { record in
                let sources = record["sources"] as? [[String: Any]] ?? []
                return (sources.first?["sourceId"] as? String ?? "", record)
            })
    }

    /// The lines of a run's history changes file, as objects.
    func historyChanges(_ fixture: NightlyFixture, run: Int64) throws -> [[String: String]] {
        let text = String(decoding: try fixture.bytes("changes/\(run)-history.ndjson"), as: UTF8.self)
        return try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String])
        }
    }

    @Test("a first night stores every history record, and an unchanged night changes none and writes no list")
    func firstAndQuietNight() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        let first = try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        let counts = try #require(first.changes.history)
        #expect(counts.created == 3 && counts.unchanged == 0 && counts.file == "changes/1-history.ndjson")
        let lines = try historyChanges(fixture, run: 1)
        #expect(lines.map { $0["sourceId"] ?? "" }.sorted() == ["V1", "V2", "V3"])
        #expect(lines.allSatisfy { $0["change"] == "created" && $0["kind"] == "vaccination" && $0["source"] == "vax" })
        let ids = try Set(vaccinations(fixture).values.map { $0["id"] as? String ?? "" })
        #expect(Set(lines.map { $0["id"] ?? "" }) == ids)

        let second = try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        let quiet = try #require(second.changes.history)
        #expect(quiet.changed == 0 && quiet.unchanged == 3 && quiet.file == nil)
        #expect(second.unchanged["vax"] == 3)
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/changes/2-history.ndjson"))
        #expect(try vaccinations(fixture).count == 3)
        // Nothing changed and the date is the same: the record files are last night's, history's included.
        #expect(second.reusedFiles.contains("vaccinations.json") && second.reusedFiles.contains("patients.json"))

        let later = try fixture.night(
            owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations,
            asOf: LocalDate(year: 2026, month: 11, day: 21)!)
        #expect(!later.reusedFiles.contains("vaccinations.json") && !later.reusedFiles.contains("patients.json"))
        #expect(try vaccinations(fixture).count == 3)
    }

    @Test(
        "a history row changed in the state file since it was written stops the night as it is read; nothing is published"
    )
    func damagedHistoryRowCaughtAsRead() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        let published = try fixture.bytes("vaccinations.json")
        try fixture.store().execute(
            sql:
                "UPDATE historyRecord SET recordId = recordId || 'x' WHERE recordId = (SELECT min(recordId) FROM historyRecord)"
        )
        // The night's opening check leaves the history's rows to the pass that reads them.
        _ = try StateStore.open(path: fixture.statePath, checkingHistoryAsRead: true)
        let error = #expect(throws: Diagnostic.self) {
            try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        }
        #expect(error?.code == "state.unavailable")
        #expect(error?.message.contains("a row of historyRecord changed since vetnet wrote it") == true)
        #expect(try fixture.bytes("vaccinations.json") == published)
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/changes/2.json"))
        #expect(throws: StateError.self) { try fixture.store() }
    }

    @Test("a full export's changed, new and missing records are updated, created and kept inactive, never dropped")
    func fullExportChanges() throws {
        var fixture = try NightlyFixture()
        // Three or four records a night: one gone is over the share a night may deactivate unasked.
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        var fourth = Self.vaccinations
        fourth.append("V4,P2,FeLV,2025-11-29,2026-11-29")
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: fourth)
        let tonight = [
            "V2,P1,DHPP,2025-12-01,2026-12-15",  // due date corrected
            "V3,P2,FVRCP,2025-11-30,2026-11-30",
            "V4,P2,FeLV,2025-11-29,2026-11-29",
            "V5,P2,Rabies 1 Year,2026-11-02,2027-11-02",
        ]
        let night = try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: tonight)
        let counts = try #require(night.changes.history)
        #expect(counts.created == 1 && counts.updated == 1 && counts.deactivated == 1 && counts.unchanged == 2)
        #expect(counts.carried == 1)
        let changes = try historyChanges(fixture, run: 2)
        #expect(
            Dictionary(uniqueKeysWithValues: changes.map { ($0["sourceId"] ?? "", $0["change"] ?? "") })
                == ["V1": "deactivated", "V2": "updated", "V5": "created"])
        let records = try vaccinations(fixture)
        #expect(records.count == 5)
        #expect(records["V1"]?["isActive"] as? Bool == false)
        #expect(records["V2"]?["isActive"] == nil && records["V2"]?["dueOn"] as? String == "2026-12-15")
        // Tonight's accounting counts tonight's rows only.
        let stats = try #require(night.result.sources.first { $0.name == "vax" })
        #expect(stats.read == 4 && stats.accepted == 4)
    }

    @Test("a deactivated vaccination is left out of the reminders and the animal's next due date")
    func deactivatedNotReminded() throws {
        var fixture = try NightlyFixture()
        // Three or four records a night: one gone is over the share a night may deactivate unasked.
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        let before = try fixture.records("patients.json").values.first { $0["name"] as? String == "Rex" }
        #expect((before?["nextDue"] as? [String: Any])?["dueOn"] as? String == "2026-12-01")
        try fixture.night(
            owners: Self.owners, patients: Self.patients, vaccinations: [Self.vaccinations[0], Self.vaccinations[2]])
        let after = try fixture.records("patients.json").values.first { $0["name"] as? String == "Rex" }
        #expect((after?["nextDue"] as? [String: Any])?["dueOn"] as? String == "2027-12-02")
        let reminders = String(decoding: try fixture.bytes("reports/reminders.csv"), as: UTF8.self)
        #expect(!reminders.contains("DHPP") && reminders.contains("FVRCP"))
    }

    @Test("a record whose row is rejected tonight is still in the full export: carried as it was, not deactivated")
    func rejectedRowIsNotGone() throws {
        let fixture = try NightlyFixture()
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        var tonight = Self.vaccinations
        tonight[1] = "V2,P1,DHPP,2099-12-01,2100-12-01"  // a date after asOf: rejected tonight
        let night = try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: tonight)
        #expect(night.changes.history?.deactivated == 0 && night.changes.history?.carried == 1)
        let kept = try #require(try vaccinations(fixture)["V2"])
        #expect(kept["isActive"] == nil && kept["givenOn"] as? String == "2025-12-01")
        let stats = try #require(night.result.sources.first { $0.name == "vax" })
        #expect(stats.rejected == 1)
    }

    @Test("a record back in a full export is reactivated and loses its inactive mark")
    func reactivated() throws {
        var fixture = try NightlyFixture()
        // Three or four records a night: one gone is over the share a night may deactivate unasked.
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        try fixture.night(
            owners: Self.owners, patients: Self.patients, vaccinations: Array(Self.vaccinations.prefix(2)))
        #expect(try vaccinations(fixture)["V3"]?["isActive"] as? Bool == false)
        let night = try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        #expect(night.changes.history?.reactivated == 1)
        #expect(try historyChanges(fixture, run: 3).map { $0["change"] } == ["reactivated"])
        #expect(try vaccinations(fixture)["V3"]?["isActive"] == nil)
    }

    @Test("a delta export's records join the stored ones, which stay active")
    func deltaExportCarries() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        fixture.vaccinationsExport = .delta
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        let night = try fixture.night(
            owners: Self.owners, patients: Self.patients, vaccinations: ["V9,P2,FeLV,2026-11-10,2027-11-10"])
        let counts = try #require(night.changes.history)
        #expect(counts.created == 1 && counts.deactivated == 0 && counts.carried == 3)
        let records = try vaccinations(fixture)
        #expect(records.keys.sorted() == ["V1", "V2", "V3", "V9"])
        #expect(records.values.allSatisfy { $0["isActive"] == nil })
        // Carried records are written without the line they were once read on.
        let carried = (records["V1"]?["sources"] as? [[String: Any]])?.first
        #expect(carried?["line"] == nil && (records["V9"]?["sources"] as? [[String: Any]])?.first?["line"] as? Int == 2)
        // An empty delta export still publishes the stored history.
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: [])
        #expect(try vaccinations(fixture).count == 4)
    }

    @Test("a history export cut short deactivates nothing without consent, and names its source")
    func shrinkGuard() throws {
        var fixture = try NightlyFixture()
        defer { fixture.remove() }
        let many = (1...10).map { "V\($0),P1,DHPP,2025-\($0 < 10 ? "0" : "")\($0)-01," }
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: many)
        let outputs = try fixture.snapshot()
        let error = #expect(throws: Diagnostic.self) {
            try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Array(many.prefix(5)))
        }
        #expect(error?.code == "run.deactivations-over-threshold")
        #expect(error?.message.contains("vax: 5 of 10 active records") == true)
        #expect(try fixture.snapshot() == outputs)
        fixture.acceptDeactivations = true
        let night = try fixture.night(
            owners: Self.owners, patients: Self.patients, vaccinations: Array(many.prefix(5)))
        #expect(night.changes.history?.deactivated == 5)
        let records = try vaccinations(fixture)
        #expect(records.count == 10)
        #expect(records.values.filter { $0["isActive"] as? Bool == false }.count == 5)
    }

    @Test("a dry run counts the history's changes and stores nothing")
    func dryRun() throws {
        var fixture = try NightlyFixture()
        // Three or four records a night: one gone is over the share a night may deactivate unasked.
        fixture.acceptDeactivations = true
        defer { fixture.remove() }
        try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        let preview = try fixture.night(
            owners: Self.owners, patients: Self.patients, vaccinations: Array(Self.vaccinations.prefix(2)),
            dryRun: true)
        #expect(preview.changes.history?.deactivated == 1)
        let night = try fixture.night(owners: Self.owners, patients: Self.patients, vaccinations: Self.vaccinations)
        #expect(night.changes.history?.changed == 0)
    }
}
