import Foundation
import Testing
import VetNetTestSupport

/// A nightly export whose layout changes (columns moved or added, other quoting) while its records do not, through
/// the real binary: `changes/<run>.json` lists as updated only the records that map differently.
@Suite("A nightly export whose layout changes")
struct ExportLayoutChangeTests {
    static let patients = """
        patient_id,owner_id,name,species,birth_date,breed
        P1,O1,Rex,Dog,2015-03-01,Beagle
        P2,O2,Tiger,Dog,2019-07-05,Labrador Retriever
        P3,O2,Mia,Cat,2020-02-02,Siamese

        """

    /// The same patients with the columns moved, a column vetnet does not read added, and every value quoted;
    /// Mia's breed changed when `changeMia`.
    static func relaidPatients(changeMia: Bool = false) -> String {
        """
        "breed","name","patient_id","clinic_code","species","owner_id","birth_date"
        "Beagle","Rex","P1","X1","Dog","O1","2015-03-01"
        "Labrador Retriever","Tiger","P2","X1","Dog","O2","2019-07-05"
        "\(changeMia ? "Persian" : "Siamese")","Mia","P3","X1","Cat","O2","2020-02-02"

        """
    }

    static func updated(_ run: Int, in directory: TemporaryDirectory) throws -> [String] {
        try changesList("updated", run: run, in: directory).compactMap { $0["sourceId"] as? String }
    }

    static func firstNight() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("vetnet-layout")
        // The pipeline and owners of the cut-short tests, with a third patient.
        try directory.write(CutShortExportTests.pipeline(severity: nil), to: "p.yml")
        try directory.write(CutShortExportTests.owners, to: "owners.csv")
        try directory.write(patients, to: "patients.csv")
        return directory
    }

    @Test("moved and added columns and other quoting update no record, and the next night finds them unchanged")
    func layoutOnly() throws {
        let directory = try Self.firstNight()
        defer { directory.remove() }
        #expect(try runVetnet(["run", directory.path + "/p.yml"]).status == 0)
        let before = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
        try directory.write(Self.relaidPatients(), to: "patients.csv")
        let relaid = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(relaid.status == 0)
        #expect(try Self.updated(2, in: directory).isEmpty)
        #expect(try changesFile(2, in: directory)["unchanged"] as? Int == 5)
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json")) == before)
        let again = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(again.status == 0)
        #expect(try Self.updated(3, in: directory).isEmpty)
        #expect(again.stdout.contains("5 unchanged"))
    }

    @Test("with the layout changed, the one record whose value changed is the one updated")
    func layoutAndOneChange() throws {
        let directory = try Self.firstNight()
        defer { directory.remove() }
        #expect(try runVetnet(["run", directory.path + "/p.yml"]).status == 0)
        try directory.write(Self.relaidPatients(changeMia: true), to: "patients.csv")
        #expect(try runVetnet(["run", directory.path + "/p.yml"]).status == 0)
        #expect(try Self.updated(2, in: directory) == ["P3"])
        #expect(try changesFile(2, in: directory)["unchanged"] as? Int == 4)
    }
}
