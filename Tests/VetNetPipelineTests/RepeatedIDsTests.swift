import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("Rows that repeat a source ID: one kept, the others merged into it")
struct RepeatedIDsTests {
    static let owners = "ID,Last\n1,Smith\n"

    func run(patients: String, repeatedIds: String, fields: String = "") throws -> (RunResult, RecordingCollector) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.owners, to: "owners.csv")
        try directory.write(patients, to: "patients.csv")
        let yaml = """
            version: 1
            name: test
            sources:
              - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, lastName: Last } }
              - name: pets
                entity: patient
                path: patients.csv
                repeatedIds: \(repeatedIds)
                fields: { sourceId: ID, ownerSourceId: Owner, name: Name\(fields) }
            \(PipelineRunnerTests.quietRules)
            """
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/p.yml")
        let collector = RecordingCollector()
        let result = try PipelineRunner(config: config, asOf: LocalDate(year: 2026, month: 11, day: 20)!).run(
            diagnostics: collector)
        return (result, collector)
    }

    func pets(_ result: RunResult) -> [String: Patient] {
        Dictionary(uniqueKeysWithValues: result.patients.map { ($0.sources[0].sourceId, $0) })
    }

    @Test("keep latest keeps the newest row by its order column, whatever the file order, and lists the others")
    func latestByOrder() throws {
        let (result, _) = try run(
            patients:
                "ID,Owner,Name,Moved\nA,1,Old,2024-03-01\nA,1,Newest,2024-05-01\nB,1,Bo,2024-01-01\nA,1,Middle,2024-04-01\n",
            repeatedIds: "{ keep: latest, orderBy: Moved }", fields: "")
        let stats = try #require(result.sources.last)
        #expect((stats.read, stats.accepted, stats.rejected, stats.merged) == (4, 2, 0, 2))
        #expect(stats.isBalanced)
        let kept = try #require(pets(result)["A"])
        #expect(kept.name == "Newest")
        #expect(kept.sources.map(\.line) == [3, 2, 5])
    }

    @Test("ties, and rows without an order value, go to the later line; an order value that cannot be read is reported")
    func ties() throws {
        let (result, collector) = try run(
            patients: "ID,Owner,Name,Moved\nA,1,First,2024-05-01\nA,1,Second,2024-05-01\nA,1,Third,\nA,1,Fourth,soon\n",
            repeatedIds: "{ keep: latest, orderBy: Moved }")
        #expect(pets(result)["A"]?.name == "Second")
        #expect(collector.codes.filter { $0 == "map.repeat-order-unreadable" }.count == 1)
    }

    @Test("without an order column, keep latest keeps the last row and keep first the first")
    func firstAndLast() throws {
        let rows = "ID,Owner,Name\nA,1,One\nA,1,Two\nA,1,Three\n"
        #expect(pets(try run(patients: rows, repeatedIds: "{ keep: latest }").0)["A"]?.name == "Three")
        #expect(pets(try run(patients: rows, repeatedIds: "{ keep: first }").0)["A"]?.name == "One")
    }

    @Test("by default a repeated ID is still rejected, pointing at the first row")
    func rejectByDefault() throws {
        let (result, collector) = try run(
            patients: "ID,Owner,Name\nA,1,One\nA,1,Two\n", repeatedIds: "{ keep: reject }")
        let stats = try #require(result.sources.last)
        #expect((stats.accepted, stats.rejected, stats.merged) == (1, 1, 0))
        #expect(collector.codes.contains("map.duplicate-source-id"))
    }

    @Test(
        "when the kept row is rejected, the rows merged into it are rejected with it, before or after it in the file",
        arguments: [
            "ID,Owner,Name,Moved\nA,1,Old,2024-01-01\nA,9,Newest,2024-05-01\nA,1,Mid,2024-03-01\n",
            "ID,Owner,Name,Moved\nA,9,Newest,2024-05-01\nA,1,Old,2024-01-01\n",
        ])
    func keptRowRejected(rows: String) throws {
        let (result, collector) = try run(patients: rows, repeatedIds: "{ keep: latest, orderBy: Moved }")
        let stats = try #require(result.sources.last)
        let rowCount = rows.split(separator: "\n").count - 1
        #expect((stats.read, stats.accepted, stats.merged, stats.rejected) == (rowCount, 0, 0, rowCount))
        #expect(collector.codes.filter { $0 == "map.repeat-of-rejected" }.count == rowCount - 1)
        #expect(result.rejected["pets"]?.count == rowCount)
        #expect(result.patients.count == 0)
    }

    @Test("rows merged for a repeated ID and duplicates merged by the dedupe stage add up in the source's counts")
    func countsWithDedupe() throws {
        let (result, _) = try run(
            patients: "ID,Owner,Name,Chip\nA,1,Rex,985112003456789\nA,1,Rex,985112003456789\nB,1,Rex,985112003456789\n",
            repeatedIds: "{ keep: first }", fields: ", microchip: Chip")
        let stats = try #require(result.sources.last)
        #expect((stats.read, stats.accepted, stats.merged, stats.rejected) == (3, 1, 2, 0))
        #expect(stats.repeatedRowsMerged == 1)
        #expect(result.patients.count == 1)
    }
}
