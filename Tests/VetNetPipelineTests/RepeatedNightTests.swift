import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@testable import VetNetState

@Suite("A night over the exports the last run read publishes its outputs again, as reading them would")
struct RepeatedNightTests {
    /// One night's exports.
    struct Exports {
        var owners: [String]
        var patients: [String]
        var vaccinations: [String]? = nil
    }

    static let first = Exports(
        owners: [
            "O1,Robert,Smith,rob.smith@example.com,(217) 555-0101,12 Oak Street,Springfield,62701",
            "O2,Maria,Garcia,maria.g@example.com,(217) 555-0202,4 Elm Road,Springfield,62702",
            "O3,Wei,Chen,wei.chen@example.com,(217) 555-0303,9 Pine Avenue,Springfield,62703",
        ],
        patients: ["P1,O1,Rex,dog,,2020-05-10", "P2,O2,Luna,cat,,", "P3,O3,Max,dog,,"])

    /// A night that changes, merges, deactivates and rejects records.
    static let changed = Exports(
        owners: [
            "O1,Robert,Smith,rob.smith@example.com,(217) 555-0101,12 Oak Street,Springfield,62701",
            "O2,Maria,Garcia,maria.garcia@example.com,(217) 555-0202,4 Elm Road,Springfield,62702",
            "O4,Rob,Smith,rob.smith@example.com,(217) 555-0101,12 Oak St,Springfield,62701",
        ],
        patients: [
            "P1,O1,Rex,dog,,2020-05-10", "P2,O2,Luna,cat,,", "P4,O4,Rex,dog,,2020-05-10", "P5,O9,Ghost,dragon,,",
        ])

    static let history = Exports(
        owners: first.owners, patients: first.patients,
        vaccinations: ["V1,P1,Rabies 3 Year,2024-12-02,2027-12-02", "V2,P1,DHPP,2025-12-01,2026-12-01"])

    static let historyChanged = Exports(
        owners: changed.owners, patients: changed.patients,
        vaccinations: ["V1,P1,Rabies 3 Year,2024-12-02,2027-12-02", "V3,P2,FVRCP,2025-11-30,2026-11-30"])

    @discardableResult
    static func night(_ fixture: NightlyFixture, _ exports: Exports) throws -> NightlyRun.Outcome {
        try fixture.night(owners: exports.owners, patients: exports.patients, vaccinations: exports.vaccinations)
    }

    static func fixture(repeating: Bool) throws -> NightlyFixture {
        var fixture = try NightlyFixture()
        fixture.repeatsExports = repeating
        // The changed night deactivates a third of the animals.
        fixture.acceptDeactivations = true
        return fixture
    }

    /// The manifest without its run times.
    static func manifest(_ fixture: NightlyFixture) throws -> RunManifest {
        var manifest = try JSONDecoder().decode(RunManifest.self, from: try fixture.bytes("manifest.json"))
        manifest.run.startedAt = ""
        manifest.run.finishedAt = ""
        return manifest
    }

    /// What a night left: its outcome, its outputs, its changes file, its manifest without run times, and the run
    /// history's record of it.
    struct Night {
        var outcome: NightlyRun.Outcome
        var outputs: [String: Data]
        var changesFile: Data
        var manifest: RunManifest
        var run: RunRecord?
    }

    /// Runs `nights` from an empty output directory and state file in `fixture`'s directory (the reports name the
    /// exports by their paths), the last one with `change` done first; returns what the last one left.
    static func run(
        _ nights: [Exports], in fixture: inout NightlyFixture, repeating: Bool,
        change: (inout NightlyFixture) throws -> Void = { _ in }
    ) throws -> Night {
        for path in [fixture.output, fixture.statePath] + ["-wal", "-shm", ".lock"].map({ fixture.statePath + $0 }) {
            try? FileManager.default.removeItem(atPath: path)
        }
        fixture.repeatsExports = repeating
        for exports in nights.dropLast() { try night(fixture, exports) }
        try change(&fixture)
        let outcome = try night(fixture, nights.last!)
        return Night(
            outcome: outcome, outputs: try fixture.snapshot(),
            changesFile: try fixture.bytes("changes/\(outcome.runID).json"), manifest: try manifest(fixture),
            run: try fixture.store().runs().first)
    }

    @Test(
        "a repeated night writes the outputs, changes file, manifest and run counts that reading every record writes",
        arguments: [
            ("after a first night", [first, first]),
            ("after a night of merges, deactivations and rejected rows", [first, changed, changed]),
            ("with a clinical history that changed", [history, historyChanged, historyChanged]),
        ])
    func sameAsReading(_ scenario: String, _ nights: [Exports]) throws {
        var fixture = try Self.fixture(repeating: false)
        defer { fixture.remove() }
        let read = try Self.run(nights, in: &fixture, repeating: false)
        let repeated = try Self.run(nights, in: &fixture, repeating: true)
        let run = Int64(nights.count)

        #expect(read.outcome.repeated == nil)
        #expect(repeated.outcome.repeated?.run == run - 1)
        #expect(repeated.outputs == read.outputs)
        #expect(repeated.changesFile == read.changesFile)
        #expect(repeated.outcome.changes == read.outcome.changes)
        #expect(repeated.outcome.changes.isEmpty)
        #expect(repeated.outcome.unchanged == read.outcome.unchanged)
        #expect(repeated.manifest == read.manifest)
        #expect(repeated.run?.id == run)
        #expect(repeated.run?.counts == read.run?.counts)
        #expect(repeated.run?.inputs == read.run?.inputs)
        #expect(repeated.run?.exitStatus == 0)
        let counts = { (sources: [SourceStats]) in
            sources.map { [$0.read, $0.accepted, $0.rejected, $0.merged, $0.warnings, $0.errors] }
        }
        #expect(counts(repeated.outcome.result.sources) == counts(read.outcome.result.sources))
        #expect(repeated.outcome.repeated?.owners == (try fixture.records("owners.json").count))
        #expect(repeated.outcome.repeated?.patients == (try fixture.records("patients.json").count))

        // And the night after it repeats it in turn, with the same counts.
        let again = try Self.night(fixture, nights.last!)
        #expect(again.repeated?.run == run)
        var expected = read.outcome.changes
        expected.run = run + 1
        #expect(again.changes == expected)
        #expect(try fixture.store().runs().first?.counts == read.run?.counts)
    }

    @Test("a night over the same exports after a changed night reads nothing: its outputs are the same files")
    func linksTheSameFiles() throws {
        let fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        try Self.night(fixture, Self.first)
        try Self.night(fixture, Self.changed)
        let before = try FileManager.default.attributesOfItem(atPath: fixture.output + "/owners.json")
        let repeated = try Self.night(fixture, Self.changed)
        let after = try FileManager.default.attributesOfItem(atPath: fixture.output + "/owners.json")
        #expect(repeated.repeated?.run == 2)
        #expect(repeated.result.tracking == nil)
        #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/changes/1.json"))
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/changes/2.json"))
    }

    @Test("a night reads every record when anything but the exports' bytes might make its outputs differ")
    func guards() throws {
        let changes: [(String, (inout NightlyFixture) throws -> Void)] = [
            ("another build", { $0.build = "another build" }),
            ("no build known", { $0.build = nil }),
            ("an output file edited", { try $0.directory.write("[]\n", to: "out/owners.json") }),
            ("an output file gone", { try FileManager.default.removeItem(atPath: $0.output + "/patients.json") }),
            ("the manifest gone", { try FileManager.default.removeItem(atPath: $0.output + "/manifest.json") }),
            (
                "the manifest of another run",
                { fixture in
                    var manifest = try JSONDecoder().decode(RunManifest.self, from: try fixture.bytes("manifest.json"))
                    manifest.run.number = 1
                    try JSONEncoder().encode(manifest).write(
                        to: URL(fileURLWithPath: fixture.output + "/manifest.json"))
                }
            ),
            (
                "the state kept from before repeats were known",
                { try $0.store().execute(sql: "DELETE FROM artifactPart WHERE name = 'repeatBasis'") }
            ),
        ]
        var fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        let nights = [Self.first, Self.changed, Self.changed]
        let read = try Self.run(nights, in: &fixture, repeating: false)
        for (name, change) in changes {
            let night = try Self.run(nights, in: &fixture, repeating: true, change: change)
            fixture.build = "build under test"
            #expect(night.outcome.repeated == nil, "\(name)")
            #expect(night.outcome.changes.isEmpty, "\(name)")
            #expect(night.outputs == read.outputs, "\(name)")
            #expect(night.changesFile == read.changesFile, "\(name)")
        }
    }

    @Test("a night reads every record when an export, the date or the pipeline file is not the last run's")
    func inputsGuards() throws {
        let fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        try Self.night(fixture, Self.first)
        // One more space in a value that maps the same: the bytes differ, so the night reads them.
        var spaced = Self.first
        spaced.owners[0] = spaced.owners[0].replacingOccurrences(of: "Robert", with: "Robert ")
        let reread = try Self.night(fixture, spaced)
        #expect(reread.repeated == nil)
        #expect(reread.changes.isEmpty)

        let otherDay = try fixture.night(
            owners: spaced.owners, patients: spaced.patients, asOf: LocalDate(year: 2026, month: 11, day: 21)!)
        #expect(otherDay.repeated == nil)

        var edited = fixture
        edited.extraSettings = "reminders: { days: 30 }"
        let newPipeline = try edited.night(
            owners: spaced.owners, patients: spaced.patients, asOf: LocalDate(year: 2026, month: 11, day: 21)!)
        #expect(newPipeline.repeated == nil)
        let same = try edited.night(
            owners: spaced.owners, patients: spaced.patients, asOf: LocalDate(year: 2026, month: 11, day: 21)!)
        #expect(same.repeated?.run == 4)
    }

    @Test("a run that ended with another status than 0 is not repeated: its findings are printed again")
    func failedStatusIsRead() throws {
        var fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        fixture.exitStatus = 3
        try Self.night(fixture, Self.first)
        fixture.exitStatus = 0
        #expect(try Self.night(fixture, Self.first).repeated == nil)
        #expect(try Self.night(fixture, Self.first).repeated?.run == 2)
    }

    @Test("a damaged state file stops a repeated night before anything is published")
    func damagedState() throws {
        let fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        try Self.night(fixture, Self.first)
        let before = try fixture.snapshot()
        try fixture.store().execute(sql: "UPDATE sourceRecord SET canonicalId = 'X' WHERE sourceId = 'O1'")
        let error = #expect(throws: Diagnostic.self) { try Self.night(fixture, Self.first) }
        #expect(error?.code == "state.unavailable")
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/changes/2.json"))
        #expect(try fixture.snapshot() == before)
    }

    @Test("a dry run over the last run's exports says what reading them says, and writes nothing")
    func dryRun() throws {
        var fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        try Self.night(fixture, Self.first)
        try Self.night(fixture, Self.changed)
        let outputs = try fixture.snapshot()
        let runs = try fixture.store().runs()
        let repeated = try fixture.night(owners: Self.changed.owners, patients: Self.changed.patients, dryRun: true)
        fixture.repeatsExports = false
        let read = try fixture.night(owners: Self.changed.owners, patients: Self.changed.patients, dryRun: true)
        #expect(repeated.repeated?.run == 2)
        #expect(read.repeated == nil)
        #expect(repeated.runID == 3 && read.runID == 3)
        #expect(repeated.changes == read.changes)
        #expect(repeated.unchanged == read.unchanged)
        #expect(repeated.reusedFiles.isEmpty)
        #expect(try fixture.snapshot() == outputs)
        #expect(try fixture.store().runs() == runs)
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/changes/3.json"))
    }

    @Test("files in the output directory that vetnet did not write stay through a repeated night")
    func foreignFilesKept() throws {
        let fixture = try Self.fixture(repeating: true)
        defer { fixture.remove() }
        try Self.night(fixture, Self.first)
        try fixture.directory.write("the clinic's notes\n", to: "out/notes.txt")
        let repeated = try Self.night(fixture, Self.first)
        #expect(repeated.repeated?.run == 1)
        #expect(repeated.keptFiles == ["notes.txt"])
        #expect(try fixture.bytes("notes.txt") == Data("the clinic's notes\n".utf8))
    }
}
