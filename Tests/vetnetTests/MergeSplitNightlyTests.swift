import Foundation
import Testing
import VetNetTestSupport

/// Two animals merged by a shared chip, the chip then removed from one and put back, through the real binary:
/// a downstream loader applying the changes files must learn that the record stands on its own again, and that
/// it is merged again.
@Suite("A merge undone and made again on later nights")
struct MergeSplitNightlyTests {
    static let chip = "985112003456789"

    /// Bella and Belle: one owner, one birth date, two names; only the chip says they are one animal.
    static func patients(secondChip: String) -> String {
        """
        patient_id,owner_id,name,species,breed,birth_date,chip
        P1,O1,Bella,Dog,Beagle,2019-05-01,\(chip)
        P2,O1,Belle,Dog,Beagle,2019-05-01,\(secondChip)
        P3,O1,Max,Dog,Beagle,2018-01-01,

        """
    }

    static let pipeline = """
        version: 1
        name: merge-split
        state: true
        asOf: 2024-06-01
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: owner_id, firstName: first_name, lastName: last_name, phone: phone }
          - name: patients
            entity: patient
            path: patients.csv
            fields: { sourceId: patient_id, ownerSourceId: owner_id, name: name, species: species, breed: breed, birthDate: birth_date, microchip: chip }
        output:
          dir: out

        """

    struct Night {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory("vetnet-merge-split")
            try directory.write(
                "owner_id,first_name,last_name,phone\nO1,Anna,Berger,+1 512 555 0101\n", to: "owners.csv")
            try directory.write(MergeSplitNightlyTests.pipeline, to: "p.yml")
        }

        func run(secondChip: String, dryRun: Bool = false) throws -> VetnetRun {
            try directory.write(MergeSplitNightlyTests.patients(secondChip: secondChip), to: "patients.csv")
            return try runVetnet(["run", directory.path + "/p.yml"] + (dryRun ? ["--dry-run"] : []))
        }

        /// A list of the changes file, each item's values joined by spaces in key order.
        func listed(_ list: String, in run: Int) throws -> [String] {
            try changesList(list, run: run, in: directory).map { item in
                item.keys.sorted().map { "\(item[$0] ?? "")" }.joined(separator: " ")
            }
        }

        /// Patient output IDs, each with the source IDs of its record.
        func patients() throws -> [String: [String]] {
            let data = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
            let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            var found: [String: [String]] = [:]
            for patient in patients {
                let sources = patient["sources"] as? [[String: Any]] ?? []
                found[patient["id"] as? String ?? ""] = sources.compactMap { $0["sourceId"] as? String }.sorted()
            }
            return found
        }
    }

    @Test("the record split off is listed as split and updated under its own ID; merged again, it is listed again")
    func splitAndMergedAgain() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run(secondChip: Self.chip).status == 0)
        let merged = try night.listed("merged", in: 1)
        #expect(merged.count == 1)
        let merge = try #require(merged.first?.split(separator: " ").map(String.init))
        let (canonical, member) = (merge[0], merge[2])
        #expect(try night.patients()[canonical] == ["P1", "P2"])

        let split = try night.run(secondChip: "")
        #expect(split.status == 0)
        // Of the 4 source records, P2 changed and the one split off is listed as updated: 2 unchanged.
        #expect(split.stdout.contains("0 merged, 1 split, 2 unchanged"))
        #expect(try changesFile(2, in: night.directory)["unchanged"] as? Int == 2)
        #expect(try night.listed("split", in: 2) == ["\(canonical) patient \(member)"])
        #expect(try night.listed("merged", in: 2).isEmpty)
        let updated = try night.listed("updated", in: 2)
        #expect(updated.count == 2)
        #expect(updated.contains("\(member) patient patients P1") || updated.contains("\(member) patient patients P2"))
        let outputs = try night.patients()
        #expect(outputs[member]?.count == 1)
        #expect(outputs[canonical]?.count == 1)

        let again = try night.run(secondChip: Self.chip)
        #expect(again.status == 0)
        #expect(try night.listed("merged", in: 3) == ["\(canonical) patient \(member)"])
        #expect(try night.listed("split", in: 3).isEmpty)
        #expect(try night.patients()[canonical] == ["P1", "P2"])
        #expect(try night.patients()[member] == nil)

        let quiet = try night.run(secondChip: Self.chip)
        #expect(quiet.status == 0)
        #expect(try night.listed("merged", in: 4).isEmpty)
        #expect(try night.listed("split", in: 4).isEmpty)
    }

    @Test("a dry run names the split it would make")
    func dryRunNamesSplit() throws {
        let night = try Night()
        defer { night.directory.remove() }
        #expect(try night.run(secondChip: Self.chip).status == 0)
        let dry = try night.run(secondChip: "", dryRun: true)
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("1 split"))
        #expect(dry.stdout.contains("  split patient PAT-"))
    }
}
