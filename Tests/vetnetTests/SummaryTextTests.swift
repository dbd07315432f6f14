import Foundation
import Testing
import VetNetTestSupport

@Suite("The run's summary on stdout")
struct SummaryTextTests {
    @Test("one owner and one patient are counted in the singular, a repeated night's too")
    func singular() throws {
        let directory = try TemporaryDirectory("vetnet-summary")
        defer { directory.remove() }
        try directory.write("ID,First,Last,Email\nO1,Ann,Lee,ann@example.com\n", to: "o.csv")
        try directory.write("ID,Owner,Name,Species,DOB\nP1,O1,Rex,dog,2020-01-02\n", to: "p.csv")
        try directory.write(
            """
            version: 1
            name: one
            asOf: 2026-11-20
            state: true
            sources:
              - { name: owners, entity: owner, path: o.csv, fields: { sourceId: ID, firstName: First, lastName: Last, email: Email } }
              - { name: pets, entity: patient, ownerSource: owners, path: p.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name, species: Species, birthDate: DOB } }
            validation: { severity: { patient.breed-missing: off } }
            output: { dir: out }
            """, to: "p.yml")
        let first = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Wrote 1 owner and 1 patient to "), "\(first.stdout)")
        let repeated = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(repeated.stdout.contains("Wrote 1 owner and 1 patient to "), "\(repeated.stdout)")
        #expect(repeated.stdout.contains("published again"))
    }
}
