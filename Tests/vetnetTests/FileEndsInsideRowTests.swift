import Foundation
import Testing
import VetNetTestSupport

/// An export cut short inside a row before its end, through the real binary: the rows after the cut are missing,
/// too few for the shrink guard to see, and must not be deactivated.
@Suite("An export that ends inside a row")
struct FileEndsInsideRowTests {
    static let owners = """
        owner_id,first_name,last_name
        O1,Anna,Berger

        """

    static let names = [
        "Bella", "Max", "Luna", "Rocky", "Daisy", "Milo", "Coco", "Buddy", "Lola", "Oscar", "Ruby", "Toby", "Rosie",
        "Bailey", "Molly", "Teddy", "Ginger", "Jasper", "Poppy", "Ziggy",
    ]

    /// Twenty patients, each with a quoted note; the note of `multiLine` runs over two lines.
    static func patients(multiLine: Int? = nil) -> String {
        "patient_id,owner_id,name,species,breed,birth_date,note\n"
            + (1...20).map { number in
                let note = number == multiLine ? "first line\nsecond line" : "seen in spring"
                return "P\(number),O1,\(names[number - 1]),Dog,Beagle,2019-05-01,\"\(note)\"\n"
            }.joined()
    }

    static func pipeline(state: Bool) -> String {
        """
        version: 1
        name: ends-inside-row
        \(state ? "state: true\n" : "")asOf: 2024-01-01
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: owner_id, firstName: first_name, lastName: last_name }
          - name: patients
            entity: patient
            path: patients.csv
            fields:
              { sourceId: patient_id, ownerSourceId: owner_id, name: name, species: species, breed: breed, birthDate: birth_date, notes: note }
        output:
          dir: out

        """
    }

    struct Night {
        let directory: TemporaryDirectory

        init(state: Bool = true, multiLine: Int? = nil) throws {
            directory = try TemporaryDirectory("vetnet-ends-inside-row")
            try directory.write(FileEndsInsideRowTests.owners, to: "owners.csv")
            try directory.write(FileEndsInsideRowTests.patients(multiLine: multiLine), to: "patients.csv")
            try directory.write(FileEndsInsideRowTests.pipeline(state: state), to: "p.yml")
        }

        func run() throws -> VetnetRun { try runVetnet(["run", directory.path + "/p.yml"]) }

        /// Tonight's patients export: the whole one, up to just after the first `marker` at or after `row`'s start.
        func cutPatients(inRow row: Int, after marker: String, multiLine: Int? = nil) throws {
            let text = FileEndsInsideRowTests.patients(multiLine: multiLine)
            let rowStart = try #require(text.range(of: "P\(row),"))
            let cut = try #require(text.range(of: marker, range: rowStart.upperBound..<text.endIndex))
            try directory.write(String(text[..<cut.upperBound]), to: "patients.csv")
        }

        func restorePatients(multiLine: Int? = nil) throws {
            try directory.write(FileEndsInsideRowTests.patients(multiLine: multiLine), to: "patients.csv")
        }

        func changes(_ run: Int) throws -> [String: Any] {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/changes/\(run).json"))
            return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }

        func listed(_ list: String, in run: Int) throws -> [String] {
            (try changes(run)[list] as? [[String: Any]] ?? []).compactMap { $0["sourceId"] as? String }
        }

        /// Active patients in the outputs, by name.
        func activeNames() throws -> Set<String> {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
            let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            return Set(patients.filter { $0["isActive"] as? Bool != false }.compactMap { $0["name"] as? String })
        }

        func manifestFailure(of source: String) throws -> String? {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/manifest.json"))
            let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            let sources = manifest["sources"] as? [[String: Any]] ?? []
            return sources.first { $0["name"] as? String == source }?["failure"] as? String
        }
    }

    static let allNames = Set(names)

    @Test(
        "cut inside a quoted value: exit 74 naming the row, nothing deactivated, and the whole export again is no change"
    )
    func cutInsideQuotedValue() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(inRow: 18, after: "\"seen")
        let cut = try night.run()
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("patients.csv:19: error: [read.ends-inside-row]"))
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        #expect(try night.activeNames() == Self.allNames)
        #expect(try night.manifestFailure(of: "patients")?.contains("read.ends-inside-row") == true)
        #expect(try night.manifestFailure(of: "owners") == nil)
        try night.restorePatients()
        let whole = try night.run()
        #expect(whole.status == 0)
        #expect(try night.listed("deactivated", in: 3).isEmpty)
        #expect(try night.listed("updated", in: 3).isEmpty)
        #expect(try night.changes(3)["unchanged"] as? Int == 21)
    }

    @Test("cut on a night that also changes a record: the rows after the cut stay active in the outputs too")
    func cutWithAChangeBeforeIt() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(inRow: 18, after: "\"seen")
        let cutText = try String(
            contentsOf: night.directory.url.appendingPathComponent("patients.csv"), encoding: .utf8)
        try night.directory.write(
            cutText.replacingOccurrences(of: "P2,O1,Max,", with: "P2,O1,Maxi,"), to: "patients.csv")
        let cut = try night.run()
        #expect(cut.status == 74)
        #expect(try night.listed("updated", in: 2) == ["P2"])
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        #expect(try night.activeNames() == Self.allNames.subtracting(["Max"]).union(["Maxi"]))
    }

    @Test("cut just after a line end inside a quoted value: the file ends with a line end and is still cut")
    func cutAfterLineEndInsideQuotedValue() throws {
        let night = try Night(multiLine: 18)
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(inRow: 18, after: "first line\n", multiLine: 18)
        let cut = try night.run()
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("[read.unterminated-quote]"))
        #expect(cut.stderr.contains("[read.ends-inside-row]"))
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        #expect(try night.activeNames() == Self.allNames)
    }

    @Test("cut between two values of a row: too few values, exit 74, nothing deactivated")
    func cutBetweenValues() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(inRow: 18, after: ",O1")
        let cut = try night.run()
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("[read.too-few-fields]"))
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        #expect(try night.activeNames() == Self.allNames)
    }

    @Test("the same rows missing from a whole export are deactivated, as any full export's are")
    func wholeExportStillDeactivates() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(inRow: 17, after: "\n")
        let shorter = try night.run()
        #expect(shorter.status == 0)
        #expect(try night.listed("deactivated", in: 2) == ["P18", "P19", "P20"])
    }

    @Test("two sources reading one file cut short: its failure is told once, and both keep their records")
    func twoSourcesOneFile() throws {
        let night = try Night()
        defer { night.directory.remove() }
        try night.directory.write(
            Self.pipeline(state: true).replacingOccurrences(
                of: "path: owners.csv\n    fields: { sourceId: owner_id, firstName: first_name, lastName: last_name }",
                with:
                    "path: patients.csv\n    repeatedIds: { keep: first }\n    fields: { sourceId: owner_id, organization: { value: Shelter } }"
            ),
            to: "p.yml")
        #expect(try night.run().status == 0)
        try night.cutPatients(inRow: 18, after: "\"seen")
        let cut = try night.run()
        #expect(cut.status == 74)
        let told = cut.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("stopped early:") }
        #expect(told.count == 1)
        #expect(told.first?.contains("patients.csv:19: error: [read.ends-inside-row]") == true)
        #expect(try night.manifestFailure(of: "owners")?.contains("read.ends-inside-row") == true)
        #expect(try night.listed("deactivated", in: 2).isEmpty)
        #expect(try night.activeNames() == Self.allNames)
    }

    @Test("a run without a state file rejects the row and reads the source to its end, as any rejected row")
    func plainRun() throws {
        let night = try Night(state: false)
        defer { night.directory.remove() }
        try night.cutPatients(inRow: 18, after: "\"seen")
        let cut = try night.run()
        #expect(cut.status == 0)
        #expect(cut.stderr.contains("patients.csv:19: error: [read.unterminated-quote]"))
        #expect(!cut.stderr.contains("[read.ends-inside-row]"))
        #expect(try night.activeNames() == Set(Self.names.prefix(17)))
        #expect(try night.manifestFailure(of: "patients") == nil)
    }
}
