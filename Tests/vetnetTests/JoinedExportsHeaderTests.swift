import Foundation
import Testing
import VetNetTestSupport

/// Two exports joined one after the other keep the second one's header as a row. With no date mapped, nothing in
/// that row fails to map: the animal `name` of breed `breed`, owned by the owner `owner_id`, would be imported.
@Suite("A header repeated inside an export, through the binary")
struct JoinedExportsHeaderTests {
    static let owners = """
        owner_id,first_name,last_name
        O1,Anna,Berger
        owner_id,first_name,last_name
        O2,Ben,Cole

        """

    static let patients = """
        patient_id,owner_id,name,species,breed
        P1,O1,Bella,Dog,Beagle
        patient_id,owner_id,name,species,breed
        P2,O2,Max,Dog,Boxer

        """

    static let pipeline = """
        version: 1
        name: joined-exports
        asOf: 2024-01-01
        state: true
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: owner_id, firstName: first_name, lastName: last_name }
          - name: patients
            entity: patient
            path: patients.csv
            fields: { sourceId: patient_id, ownerSourceId: owner_id, name: name, species: species, breed: breed }
        validation:
          severity: { patient.birth-date-missing: warning, owner.no-contact: off }
        output:
          dir: out

        """

    func json(_ directory: TemporaryDirectory, _ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent(path)))
    }

    @Test("each repeated header row is rejected as one, not imported as an owner or an animal, on every night")
    func repeatedHeaderIsNoRecord() throws {
        let directory = try TemporaryDirectory("vetnet-joined-exports")
        defer { directory.remove() }
        try directory.write(Self.owners, to: "owners.csv")
        try directory.write(Self.patients, to: "patients.csv")
        try directory.write(Self.pipeline, to: "p.yml")
        for night in 1...2 {
            let run = try runVetnet(["run", directory.path + "/p.yml"])
            #expect(run.status == 0, "night \(night): \(run.stderr)")
            let patients = try #require(try json(directory, "out/patients.json") as? [[String: Any]])
            #expect(patients.compactMap { $0["name"] as? String }.sorted() == ["Bella", "Max"])
            let owners = try #require(try json(directory, "out/owners.json") as? [[String: Any]])
            #expect(owners.compactMap { $0["lastName"] as? String }.sorted() == ["Berger", "Cole"])
            let manifest = try #require(try json(directory, "out/manifest.json") as? [String: Any])
            let sources = try #require(manifest["sources"] as? [[String: Any]])
            for source in sources {
                #expect(source["read"] as? Int == 3, "\(source)")
                #expect(source["accepted"] as? Int == 2, "\(source)")
                #expect(source["rejected"] as? Int == 1, "\(source)")
            }
            let report = try String(
                contentsOf: directory.url.appendingPathComponent("out/reports/validation.csv"), encoding: .utf8)
            let lines = report.split(whereSeparator: \.isNewline)
            for source in ["owners", "patients"] {
                let repeated = lines.filter { $0.contains(",read.repeated-header,error,") }
                #expect(
                    repeated.contains { $0.hasPrefix(source + ",") && $0.contains(source + ".csv,3,,,") }, "\(report)")
            }
            #expect(!report.contains("patient.owner-not-found"))
        }
    }
}
