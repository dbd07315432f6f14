import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport
import VetNetWrite

@Suite("Running a pipeline: accounting and cross-record checks")
struct PipelineRunnerTests {
    /// Rules about fields these small fixtures leave out are turned off, as a pipeline may do.
    static let quietRules = """
        validation:
          severity: { patient.species-missing: off, patient.breed-missing: off, patient.birth-date-missing: off, owner.first-name-missing: off, owner.no-contact: off }
        """

    func run(owners: String, patients: String, settings: String = quietRules) throws -> (RunResult, RecordingCollector)
    {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(owners, to: "owners.csv")
        try directory.write(patients, to: "patients.csv")
        let yaml = """
            version: 1
            name: test
            sources:
              - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, lastName: Last } }
              - { name: pets, entity: patient, path: patients.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name } }
            \(settings)
            """
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/p.yml")
        let collector = RecordingCollector()
        let result = try PipelineRunner(config: config, asOf: LocalDate(year: 2026, month: 11, day: 20)!).run(
            diagnostics: collector)
        return (result, collector)
    }

    @Test("every record read is accepted or rejected with a reason")
    func accounting() throws {
        let (result, collector) = try run(
            owners: "ID,Last\n1,Smith\n2,Jones\n,NoID\n3,Too,Many\n",
            patients: "ID,Owner,Name\nP1,1,Rex\nP2,9,Ghost\nP3,2,\nP1,2,Again\n")
        #expect(result.sources.map(\.read) == [4, 4])
        #expect(result.sources.map(\.accepted) == [2, 1])
        #expect(result.sources.map(\.rejected) == [2, 3])
        #expect(result.sources.allSatisfy { $0.isBalanced })
        #expect(
            Set(collector.codes) == [
                "map.missing-source-id", "read.too-many-fields", "patient.owner-not-found", "map.missing-required",
                "map.duplicate-source-id",
            ])
        #expect(result.owners.count == 2 && result.patients.count == 1)
    }

    @Test(
        "without the dedupe stage, the records come out in ID order all the same, none lost", arguments: [true, false])
    func recordsInIDOrderWithoutDedupe(dedupe: Bool) throws {
        var random = SplitMix64(seed: 41)
        let ownerIDs = (0..<300).map { _ in random.next() % 1_000_000 }.reduce(into: [UInt64]()) { ids, id in
            if !ids.contains(id) { ids.append(id) }
        }
        let owners = "ID,Last\n" + ownerIDs.map { "\($0),Name\($0 % 97)\n" }.joined()
        let patients =
            "ID,Owner,Name\n"
            + ownerIDs.enumerated().map { "P\($1),\(ownerIDs[($0 * 7) % ownerIDs.count]),Pet\n" }.joined()
        let (result, _) = try run(
            owners: owners, patients: patients,
            settings: Self.quietRules + (dedupe ? "" : "\ndedupe: { enabled: false }"))
        let ownerIds = result.owners.map(\.id)
        let patientIds = result.patients.map(\.id)
        #expect(ownerIds == ownerIds.sorted() && patientIds == patientIds.sorted())
        if !dedupe {
            #expect(ownerIds.count == ownerIDs.count && patientIds.count == ownerIDs.count)
            #expect(Set(result.owners.map { $0.sources[0].sourceId }) == Set(ownerIDs.map(String.init)))
        }
    }

    @Test("a duplicate source ID is rejected and points to the first record's line")
    func duplicateSourceID() throws {
        let (_, collector) = try run(owners: "ID,Last\n1,Smith\n1,Smyth\n", patients: "ID,Owner,Name\n")
        let duplicate = try #require(collector.diagnostics.first { $0.code == "map.duplicate-source-id" })
        #expect(duplicate.location?.line == 3)
        #expect(duplicate.message.contains("line 2"))
    }

    @Test("a mapped column missing from a header-only file is still reported")
    func headerOnlyMismatch() throws {
        #expect(throws: Diagnostic.self) {
            _ = try run(owners: "ID,Surname\n", patients: "ID,Owner,Name\n")
        }
    }

    @Test("a patient of a rejected owner says that the owner must be fixed")
    func ownerRejected() throws {
        let (result, collector) = try run(owners: "ID,Last\n1,Smith\n2,\n", patients: "ID,Owner,Name\nP1,2,Rex\n")
        let finding = try #require(collector.diagnostics.first { $0.code == "patient.owner-rejected" })
        #expect(finding.message.contains("line 3"))
        #expect(result.rejected["pets"]?.rowTexts.first?.contains("patient.owner-rejected") == true)
    }

    @Test("a pipeline can lower an error to a warning, and the record is then kept")
    func severityOverride() throws {
        let strict = try run(owners: "ID,Last\n1,Smith\n", patients: "ID,Owner,Name\nP1,1,Rex\n", settings: "")
        #expect(strict.0.patients.isEmpty)
        #expect(strict.1.codes.contains("patient.species-missing"))
        let relaxed = try run(
            owners: "ID,Last\n1,Smith\n", patients: "ID,Owner,Name\nP1,1,Rex\n",
            settings:
                "validation:\n  severity: { patient.species-missing: warning, patient.breed-missing: off, patient.birth-date-missing: warning }"
        )
        #expect(relaxed.0.patients.count == 1)
        #expect(relaxed.1.diagnostics.first { $0.code == "patient.species-missing" }?.severity == .warning)
        #expect(!relaxed.1.codes.contains("patient.breed-missing"))
    }

    @Test("rejected records keep every field as read, with their reasons")
    func rejectedRecords() throws {
        let (result, _) = try run(owners: "ID,Last\n1,Smith\n,Nobody\n3,Too,Many\n", patients: "ID,Owner,Name\n")
        let rejected = try #require(result.rejected["owners"])
        #expect(rejected.lines == [3, 4])
        let rows = rejected.rowTexts
        #expect(rows.count == 2)
        #expect(rows.first?.hasPrefix("\"[map.missing-source-id]") == true)
        #expect(rows.first?.hasSuffix(",,Nobody") == true)
        #expect(rows.last?.hasSuffix(",3,Too,Many") == true)
        #expect(result.sources.first?.columns == ["ID", "Last"])
    }

    @Test("findings are listed up to the per-source limit and counted past it")
    func diagnosticCap() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last\n" + (1...5).map { "\($0),\n" }.joined(), to: "owners.csv")
        let config = try PipelineFileDecoder.decode(
            yaml:
                "version: 1\nname: cap\nsources:\n  - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, lastName: Last } }\n",
            file: directory.path + "/p.yml")
        let result = try PipelineRunner(
            config: config, asOf: LocalDate(year: 2026, month: 11, day: 20)!, diagnosticLimit: 2
        )
        .run(diagnostics: RecordingCollector())
        let source = try #require(result.sources.first)
        #expect(source.findings.count == 2)
        #expect(source.unlistedFindings == 8)
        #expect(source.findingCounts["owner.name-missing"] == 5)
        #expect(source.errors == 5)
        #expect(result.validationReport.sources.first?.unlistedFindings == 8)
        #expect(result.validationReport.rules.first { $0.code == "owner.name-missing" }?.count == 5)
    }
}
