import Testing
import VetNetCore
import VetNetMapping
import VetNetPipeline
import VetNetTestSupport

@Suite("Day/month order decided per file from its own dates")
struct DayMonthOrderRunTests {
    func run(_ dates: [String]) throws -> (RunResult, RecordingCollector) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last,Email\n1,Smith,a@example.com\n", to: "owners.csv")
        var patients = "ID,Owner,Name,Species,Breed,DOB\n"
        let names = ["Rex", "Bella", "Luna", "Max"]
        for (index, date) in dates.enumerated() { patients += "P\(index),1,\(names[index]),dog,Beagle,\(date)\n" }
        try directory.write(patients, to: "patients.csv")
        let yaml = """
            version: 1
            name: order
            sources:
              - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, lastName: Last, email: Email } }
              - name: pets
                entity: patient
                path: patients.csv
                fields:
                  sourceId: ID
                  ownerSourceId: Owner
                  name: Name
                  species: Species
                  breed: Breed
                  birthDate: { column: DOB, formats: [dd/MM/yyyy, MM/dd/yyyy] }
            validation: { severity: { owner.first-name-missing: off } }
            """
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: directory.path + "/p.yml")
        let collector = RecordingCollector()
        let result = try PipelineRunner(config: config, asOf: LocalDate(year: 2026, month: 11, day: 20)!).run(
            diagnostics: collector)
        return (result, collector)
    }

    func birthDates(_ result: RunResult) -> [String] {
        result.patients.sorted { $0.sources[0].sourceId < $1.sources[0].sourceId }.compactMap {
            $0.birthDate?.description
        }
    }

    @Test("a first number over 12 makes the whole file day-first")
    func dayFirst() throws {
        let (result, collector) = try run(["03/04/2019", "25/03/2019"])
        #expect(birthDates(result) == ["2019-04-03", "2019-03-25"])
        let note = try #require(collector.diagnostics.first { $0.code == "map.date-order" })
        #expect(note.severity == .note)
        #expect(note.location?.line == 3)
    }

    @Test("a second number over 12 makes the whole file month-first")
    func monthFirst() throws {
        let (result, _) = try run(["03/04/2019", "03/25/2019"])
        #expect(birthDates(result) == ["2019-03-04", "2019-03-25"])
    }

    @Test("nothing decisive keeps the order listed first, with a warning")
    func undecidable() throws {
        let (result, collector) = try run(["03/04/2019", "05/06/2018"])
        #expect(birthDates(result) == ["2019-04-03", "2018-06-05"])
        #expect(collector.codes.contains("map.date-order-undecidable"))
    }

    @Test("a file mixing both orders is reported and the dates against the first order fail")
    func conflict() throws {
        let (result, collector) = try run(["25/03/2019", "03/25/2019"])
        #expect(collector.codes.contains("map.date-order-conflict"))
        #expect(collector.codes.contains("map.unparseable-date"))
        #expect(result.patients.count == 1)
    }

    @Test("numeric layouts know which comes first")
    func layoutOrder() {
        #expect(DatePattern("dd.MM.yyyy")?.putsDayFirst == true)
        #expect(DatePattern("M/d/yy")?.putsDayFirst == false)
        #expect(DatePattern("yyyy-MM-dd")?.putsDayFirst == nil)
        #expect(DatePattern("d MMM yyyy")?.putsDayFirst == nil)
    }
}
