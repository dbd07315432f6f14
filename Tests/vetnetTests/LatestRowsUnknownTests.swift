import Foundation
import Testing
import VetNetTestSupport

/// An export with one row per event, keeping each animal's newest row, cut short inside a row: the rows read are
/// not all of an animal's, so the one kept tonight may be older than the one stored. Through the real binary.
@Suite("A cut export that keeps each ID's newest row")
struct LatestRowsUnknownTests {
    /// Ten animals, one row each, dated 2023; `latest` animals have a second, newer row (2024) at the end of the
    /// file with another breed; `changed` animals have another colour in their only row.
    static func patients(latest: [Int] = [3], changed: Set<Int> = []) -> String {
        func row(_ number: Int, breed: String, date: String, colour: String) -> String {
            "P\(number),O1,Pet\(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"][number - 1]),Dog,\(breed),2019-05-01,\(date),\(colour),\"seen\"\n"
        }
        return "patient_id,owner_id,name,species,breed,birth_date,event_date,colour,note\n"
            + (1...10).map {
                row($0, breed: "Beagle", date: "2023-03-01", colour: changed.contains($0) ? "Red" : "Black")
            }
            .joined()
            + latest.map { row($0, breed: "Labrador Retriever", date: "2024-03-01", colour: "Black") }.joined()
    }

    static let pipeline = """
        version: 1
        name: latest-rows
        state: true
        asOf: 2024-06-01
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: owner_id, firstName: first_name, lastName: last_name }
          - name: patients
            entity: patient
            path: patients.csv
            repeatedIds: { keep: latest, orderBy: event_date }
            fields:
              { sourceId: patient_id, ownerSourceId: owner_id, name: name, species: species, breed: breed, birthDate: birth_date, color: colour, notes: note }
        output:
          dir: out

        """

    struct Night {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory("vetnet-latest-rows")
            try directory.write("owner_id,first_name,last_name\nO1,Anna,Berger\n", to: "owners.csv")
            try directory.write(LatestRowsUnknownTests.pipeline, to: "p.yml")
        }

        func run(_ patients: String) throws -> VetnetRun {
            try directory.write(patients, to: "patients.csv")
            return try runVetnet(["run", directory.path + "/p.yml"])
        }

        /// `patients` cut inside the quoted note of its last row.
        func runCut(_ patients: String) throws -> VetnetRun {
            let lastNote = try #require(patients.range(of: "\"seen", options: .backwards))
            return try run(String(patients[..<lastNote.upperBound]))
        }

        func listed(_ list: String, in run: Int) throws -> [String] {
            try changesList(list, run: run, in: directory).compactMap { $0["sourceId"] as? String }.sorted()
        }

        /// Breed and colour of each active patient in the outputs, by its source ID.
        func patients() throws -> [String: String] {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
            let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            var found: [String: String] = [:]
            for patient in patients where patient["isActive"] as? Bool != false {
                let sources = patient["sources"] as? [[String: Any]] ?? []
                guard let id = sources.first?["sourceId"] as? String else { continue }
                found[id] = "\(patient["breed"] as? String ?? "-") \(patient["color"] as? String ?? "-")"
            }
            return found
        }
    }

    @Test("the animal whose newest row was cut off keeps its stored record, and the warning names it")
    func newestRowCutOff() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run(Self.patients()).status == 0)
        #expect(try night.patients()["P3"] == "Labrador Retriever Black")
        let cut = try night.runCut(Self.patients())
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("[read.ends-inside-row]"))
        #expect(cut.stderr.contains("warning: [read.latest-row-unknown] 1 record kept as stored"))
        #expect(cut.stderr.contains("(P3)"))
        let report = try String(
            contentsOf: night.directory.url.appendingPathComponent("out/reports/validation.csv"), encoding: .utf8)
        #expect(report.contains("patients.csv,,,,read.latest-row-unknown,warning,\"1 record kept as stored"))
        #expect(try night.listed("updated", in: 2).isEmpty)
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        let stored = try night.patients()
        #expect(stored["P3"] == "Labrador Retriever Black")
        #expect(stored.count == 10)
        let whole = try night.run(Self.patients())
        #expect(whole.status == 0)
        #expect(try night.listed("updated", in: 3).isEmpty)
        #expect(try night.patients()["P3"] == "Labrador Retriever Black")
    }

    @Test("a record changed before the cut waits for the whole export; a new one is taken at once")
    func changedAndNewRecords() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run(Self.patients()).status == 0)
        let tonight = Self.patients(changed: [2]).replacingOccurrences(of: "P10,", with: "P11,")
        let cut = try night.runCut(tonight)
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("[read.latest-row-unknown] 2 records kept as stored"))
        #expect(cut.stderr.contains("(P2, P3)"))
        #expect(try night.listed("updated", in: 2).isEmpty)
        #expect(try night.listed("created", in: 2) == ["P11"])
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        #expect(try night.patients()["P2"] == "Beagle Black")
        #expect(try night.run(tonight).status == 0)
        #expect(try night.listed("updated", in: 3) == ["P2"])
        #expect(try night.listed("deactivated", in: 3) == ["P10"])
        #expect(try night.patients()["P2"] == "Beagle Red")
        #expect(try night.patients()["P3"] == "Labrador Retriever Black")
    }

    @Test("a night that maps every record again (the pipeline changed) holds back only records read from another row")
    func pipelineChanged() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run(Self.patients()).status == 0)
        try night.directory.write(
            Self.pipeline.replacingOccurrences(of: "output:", with: "validation:\n  defaultCountry: GB\noutput:"),
            to: "p.yml")
        let cut = try night.runCut(Self.patients())
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("[read.latest-row-unknown] 1 record kept as stored"))
        #expect(cut.stderr.contains("(P3)"))
        #expect(try night.listed("updated", in: 2).isEmpty)
        #expect(try night.patients()["P3"] == "Labrador Retriever Black")
    }

    @Test("a source keeping the first row is not held back: its rows before the cut update as any source's")
    func keepFirstUpdates() throws {
        let night = try Night()
        defer { night.directory.remove() }
        try night.directory.write(
            Self.pipeline.replacingOccurrences(of: "keep: latest, orderBy: event_date", with: "keep: first"),
            to: "p.yml")
        #expect(try night.run(Self.patients()).status == 0)
        let cut = try night.runCut(Self.patients(changed: [2]))
        #expect(cut.status == 74)
        #expect(!cut.stderr.contains("[read.latest-row-unknown]"))
        #expect(try night.listed("updated", in: 2) == ["P2"])
        #expect(try night.patients()["P3"] == "Beagle Black")
    }
}
