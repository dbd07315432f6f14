import Foundation
import Testing
import VetNetTestSupport

@Suite("vetnet run --preview shows mapped records and writes nothing")
struct PreviewCommandTests {
    /// Every file under `directory`, with its size.
    func listing(_ directory: URL) -> [String: Int] {
        var files: [String: Int] = [:]
        for file in Golden.files(under: directory) {
            files[file] =
                (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.size]
                    as? Int) ?? -1
        }
        return files
    }

    /// A copy of a sample pipeline and its exports, laid out as in the repository.
    func copy(_ pipeline: String, sample: String) throws -> TemporaryDirectory {
        let temporary = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: temporary.url.appendingPathComponent("samples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("samples/\(sample)"),
            to: temporary.url.appendingPathComponent("samples/\(sample)"))
        try temporary.write(
            Array(try Data(contentsOf: packageRoot.appendingPathComponent("pipelines/\(pipeline).yml"))),
            to: "pipelines/\(pipeline).yml")
        return temporary
    }

    @Test("the first N records of each source are printed as mapped beside their raw values, with their findings")
    func printsMappedRecords() throws {
        let temporary = try copy("us-clinic", sample: "us-clinic")
        defer { temporary.remove() }
        let run = try runVetnet(["run", "pipelines/us-clinic.yml", "--preview", "3"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("== patients (patient): ../samples/us-clinic/patients.csv, the first 3 records"))
        #expect(run.stdout.contains("species        dog"))
        #expect(run.stdout.contains("<- Species \"K9\""))
        #expect(run.stdout.contains("sex            male, neutered"))
        #expect(run.stdout.contains("<- Sex \"MN\""))
        #expect(run.stdout.contains("phones              +15552013344, +15552019988"))
        #expect(run.stdout.components(separatedBy: "\n  line ").count - 1 == 3 * 5)
        #expect(!run.stdout.contains("‹hidden›"))
    }

    @Test("rows that became one record by repeatedIds say so, each showing the record they became")
    func rowsOfOneRecord() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write("owner_id,last_name\nO1,Berger\n", to: "owners.csv")
        try temporary.write(
            "patient_id,owner_id,name,species,breed,birth_date\nP1,O1,Bella,Dog,Beagle,2019-05-01\n"
                + "P2,O1,Max,Dog,Boxer,2018-01-02\nP1,O1,Bella Rose,Dog,Beagle,2019-05-01\n",
            to: "patients.csv")
        try temporary.write(
            """
            version: 1
            name: preview-repeats
            asOf: 2024-01-01
            sources:
              - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: owner_id, lastName: last_name } }
              - name: patients
                entity: patient
                path: patients.csv
                repeatedIds: { keep: latest }
                fields: { sourceId: patient_id, ownerSourceId: owner_id, name: name, species: species, breed: breed, birthDate: birth_date }
            output: { dir: out }

            """, to: "p.yml")
        let run = try runVetnet(["run", "p.yml", "--preview", "5"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("line 2: accepted, one record with line 4 (repeatedIds)"), "\(run.stdout)")
        #expect(run.stdout.contains("line 4: accepted, one record with line 2 (repeatedIds)"), "\(run.stdout)")
        #expect(run.stdout.contains("line 3: accepted\n"), "\(run.stdout)")
        // Line 2's row gave "Bella"; the record both rows became is the later row's.
        let blocks = run.stdout.components(separatedBy: "\n  line ")
        let lineTwo = try #require(blocks.first { $0.hasPrefix("2: accepted, one") })
        #expect(lineTwo.contains("Bella Rose") && lineTwo.contains("<- name \"Bella\""), "\(lineTwo)")
    }

    @Test("a rejected record is shown with its findings and codes")
    func showsFindings() throws {
        let temporary = try copy("legacy-clinic", sample: "legacy-clinic")
        defer { temporary.remove() }
        let run = try runVetnet(["run", "pipelines/legacy-clinic.yml", "--preview", "40"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(": rejected"))
        #expect(run.stdout.contains("error [patient."))
        #expect(run.stdout.contains("warning [owner."))
    }

    @Test(
        "nothing is written: no output directory, no state file, no other file",
        arguments: [
            ("us-clinic", "us-clinic"), ("nightly-clinic", "nightly-clinic"), ("eu-clinic", "eu-clinic"),
        ])
    func writesNothing(pipeline: String, sample: String) throws {
        let temporary = try copy(pipeline, sample: sample)
        defer { temporary.remove() }
        let before = listing(temporary.url)
        let run = try runVetnet(["run", "pipelines/\(pipeline).yml", "--preview", "2"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.isEmpty)
        #expect(listing(temporary.url) == before)
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/out"))
    }

    @Test("an XML source shows each path's value, every one of a repeated element")
    func xmlSource() throws {
        let run = try runVetnet(["run", "pipelines/eu-clinic.yml", "--preview", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<- Phone \"+49 151 2345 6789\", \"030 1234567\""))
        #expect(run.stdout.contains("<- ../../@id \"EU-C-1001\""))
    }

    @Test("--preview needs one record or more")
    func needsACount() throws {
        let run = try runVetnet(["run", "pipelines/us-clinic.yml", "--preview", "0"])
        #expect(run.status == 64)
    }
}
