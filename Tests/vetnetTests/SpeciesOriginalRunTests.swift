import Foundation
import Testing
import VetNetTestSupport

/// The species as the export wrote it survives a run through the real binary where it says more than the species.
@Suite("The species as written in a run's patients")
struct SpeciesOriginalRunTests {
    static let pipeline = """
        version: 1
        name: species-words
        asOf: 2026-11-20
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: owner_id, firstName: first_name, lastName: last_name }
          - name: patients
            entity: patient
            path: patients.csv
            fields:
              sourceId: patient_id
              ownerSourceId: owner_id
              name: name
              species: { column: species, map: { Small animal: other } }
              breed: breed
              birthDate: birth_date
        output:
          dir: out

        """

    static let patients = """
        patient_id,owner_id,name,species,breed,birth_date
        P1,O1,Hazel,Goat,,2021-05-09
        P2,O1,Hazel,Pig,,2021-05-09
        P3,O1,Remy,Rat,Dumbo Rat,2024-02-01
        P4,O1,Biscuit,Dog,Beagle,2019-03-14
        P5,O1,Pip,Small animal,,2023-06-01

        """

    @Test(
        "a goat, a pig, a rat with a breed and a mapped word keep their words; a dog keeps none; the goat and pig stay two"
    )
    func wordsInPatientsJSON() throws {
        let directory = try TemporaryDirectory("vetnet-species-words")
        defer { directory.remove() }
        try directory.write("owner_id,first_name,last_name\nO1,Anna,Berger\n", to: "owners.csv")
        try directory.write(Self.patients, to: "patients.csv")
        try directory.write(Self.pipeline, to: "p.yml")
        let run = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
        let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var found: [String: String] = [:]
        for patient in patients {
            let sources = patient["sources"] as? [[String: Any]] ?? []
            guard let id = sources.first?["sourceId"] as? String else { continue }
            found[id] = [patient["species"], patient["speciesOriginal"], patient["breed"]]
                .map { $0 as? String ?? "-" }.joined(separator: " ")
        }
        #expect(
            found == [
                "P1": "other Goat -", "P2": "other Pig -", "P3": "rodent Rat Fancy Rat", "P4": "dog - Beagle",
                "P5": "other Small animal -",
            ])
    }
}
