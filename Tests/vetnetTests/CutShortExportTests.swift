import Foundation
import Testing
import VetNetTestSupport

/// A nightly export cut inside its last row, through the real binary: every row is still there, so the shrink
/// guard sees nothing, and the last value is shorter.
@Suite("A nightly export cut inside its last row")
struct CutShortExportTests {
    static let owners = """
        owner_id,first_name,last_name,email
        O1,Anna,Berger,anna.berger@example.org
        O2,Carl,Dietz,carl.dietz@example.org

        """
    static let patients = """
        patient_id,owner_id,name,species,birth_date,breed
        P1,O1,Rex,Dog,2015-03-01,Beagle
        P2,O2,Tiger,Dog,2019-07-05,Labrador Retriever

        """

    static func pipeline(severity: String?) -> String {
        """
        version: 1
        name: cut
        state: true
        asOf: 2024-01-01
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: owner_id, firstName: first_name, lastName: last_name, email: email }
          - name: patients
            entity: patient
            path: patients.csv
            fields:
              { sourceId: patient_id, ownerSourceId: owner_id, name: name, species: species, birthDate: birth_date, breed: breed }
        \(severity.map { "validation:\n  severity:\n    read.cut-short: \($0)\n" } ?? "")output:
          dir: out

        """
    }

    struct Night {
        let directory: TemporaryDirectory

        init(severity: String? = nil) throws {
            directory = try TemporaryDirectory("vetnet-cut-short")
            try directory.write(CutShortExportTests.owners, to: "owners.csv")
            try directory.write(CutShortExportTests.patients, to: "patients.csv")
            try directory.write(CutShortExportTests.pipeline(severity: severity), to: "p.yml")
        }

        func run() throws -> VetnetRun { try runVetnet(["run", directory.path + "/p.yml"]) }

        func breeds() throws -> [String: String] {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
            let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            return Dictionary(
                uniqueKeysWithValues: patients.map { ($0["name"] as? String ?? "", $0["breed"] as? String ?? "") })
        }

        func changes(_ run: Int) throws -> [String: Any] {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/changes/\(run).json"))
            return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        }

        func updated(_ run: Int) throws -> [String] {
            (try changes(run)["updated"] as? [[String: Any]] ?? []).compactMap { $0["sourceId"] as? String }
        }

        /// Tonight's patients export: last night's without its last `count` bytes.
        func cutPatients(by count: Int) throws {
            try directory.write(Array(CutShortExportTests.patients.utf8.dropLast(count)), to: "patients.csv")
        }
    }

    @Test(
        "the row is rejected with read.cut-short, the source ends with exit 74, the stored record stays, and the whole export again is no change"
    )
    func storedRecordKept() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(by: 12)
        let cut = try night.run()
        #expect(cut.status == 74)
        #expect(cut.stderr.contains("patients.csv:3: error: [read.cut-short]"))
        #expect(cut.stderr.contains("patients.csv:3: error: [read.ends-inside-row]"))
        #expect(try night.breeds()["Tiger"] == "Labrador Retriever")
        #expect(try night.updated(2).isEmpty)
        let rejected = try String(
            contentsOf: night.directory.url.appendingPathComponent("out/reports/rejected/patients.csv"),
            encoding: .utf8)
        #expect(rejected.contains("P2,O2,Tiger,Dog,2019-07-05,Labrado"))
        try night.directory.write(Self.patients, to: "patients.csv")
        #expect(try night.run().status == 0)
        #expect(try night.updated(3).isEmpty)
        #expect(try night.changes(3)["unchanged"] as? Int == 4)
    }

    @Test("a last row without a line end that is new, or unchanged, is accepted as any row")
    func newOrUnchangedAccepted() throws {
        let night = try Night()
        defer { night.directory.remove() }
        try night.cutPatients(by: 1)
        #expect(try night.run().status == 0)
        #expect(try night.breeds()["Tiger"] == "Labrador Retriever")
        let second = try night.run()
        #expect(second.status == 0)
        #expect(!second.stderr.contains("read.cut-short"))
        #expect(try night.changes(2)["unchanged"] as? Int == 4)
    }

    @Test("a pipeline whose exporter never ends its files with a line end lets the last row change the record")
    func loweredToWarning() throws {
        let night = try Night(severity: "warning")
        defer { night.directory.remove() }
        #expect(try night.run().status == 0)
        try night.cutPatients(by: 12)
        let cut = try night.run()
        #expect(cut.status == 0)
        #expect(cut.stderr.contains("warning: [read.cut-short]"))
        #expect(try night.updated(2) == ["P2"])
        #expect(try night.breeds()["Tiger"] == "Labrado")
    }
}
