import Foundation
import Testing
import VetNetTestSupport

/// Rows of one ID merged into the kept row (`repeatedIds`), through the real binary on nights after the first:
/// the kept record lists them among its sources every night, as the manifest counts them merged.
@Suite("Repeated rows of an unchanged record on later nights")
struct RepeatedRowsNightlyTests {
    static let pipeline = """
        version: 1
        name: repeated-rows
        asOf: 2018-06-01
        state: true
        sources:
          - name: owners
            entity: owner
            path: owners.csv
            fields: { sourceId: oid, organization: org, phone: phone }
          - name: animals
            entity: patient
            ownerSource: owners
            path: animals.csv
            repeatedIds: { keep: latest, orderBy: when, format: yyyy-MM-dd }
            fields:
              sourceId: id
              ownerSourceId: oid
              name: name
              species: species
              breed: breed
              sex: sex
              birthDate: { column: dob, format: yyyy-MM-dd }
        output:
          dir: out

        """

    static let animals = """
        id,oid,name,species,breed,sex,dob,when
        A1,SH,Oliver,Dog,Beagle,Neutered Male,2014-08-01,2015-06-06
        A2,SH,Max,Dog,Beagle,Neutered Male,2014-08-01,2015-06-06
        A1,SH,Oliver,Dog,Beagle,Neutered Male,2014-08-01,2015-07-25

        """

    static func owners(phone: String) -> String { "oid,org,phone\nSH,Test Shelter,\(phone)\n" }

    /// Each source line of the patient named `name` in the outputs.
    static func sourceLines(of name: String, in directory: TemporaryDirectory) throws -> [Int] {
        let data = try Data(contentsOf: directory.url.appendingPathComponent("out/patients.json"))
        let patients = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        let patient = try #require(patients.first { $0["name"] as? String == name })
        return (patient["sources"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int }
    }

    @Test("another record's change leaves the merged row among the unchanged record's sources, at tonight's line")
    func mergedRowKept() throws {
        let directory = try TemporaryDirectory("vetnet-repeated-rows")
        defer { directory.remove() }
        try directory.write(Self.pipeline, to: "p.yml")
        try directory.write(Self.owners(phone: "+1 512 978 0500"), to: "owners.csv")
        try directory.write(Self.animals, to: "animals.csv")
        #expect(try runVetnet(["run", directory.path + "/p.yml"]).status == 0)
        #expect(try Self.sourceLines(of: "Oliver", in: directory) == [4, 2])

        try directory.write(Self.owners(phone: "+1 512 978 0501"), to: "owners.csv")
        let second = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("1 updated"))
        #expect(try Self.sourceLines(of: "Oliver", in: directory) == [4, 2])

        // A row added above moves both rows of A1 a line down.
        let moved = Self.animals.replacingOccurrences(
            of: "id,oid,name,species,breed,sex,dob,when\n",
            with: "id,oid,name,species,breed,sex,dob,when\nA3,SH,Bella,Dog,Beagle,Spayed Female,2016-01-01,2016-02-02\n"
        )
        try directory.write(moved, to: "animals.csv")
        #expect(try runVetnet(["run", directory.path + "/p.yml"]).status == 0)
        #expect(try Self.sourceLines(of: "Oliver", in: directory) == [5, 3])
    }

    @Test(
        "a record with repeated rows is no update when its rows are the same and the columns move, after its ID repeated more rows"
    )
    func moreRepeatsThenLayoutChange() throws {
        let directory = try TemporaryDirectory("vetnet-repeated-rows")
        defer { directory.remove() }
        try directory.write(Self.pipeline, to: "p.yml")
        try directory.write(Self.owners(phone: "+1 512 978 0500"), to: "owners.csv")
        try directory.write(Self.animals, to: "animals.csv")
        #expect(try runVetnet(["run", directory.path + "/p.yml"]).status == 0)

        // A1's kept row (the newest) stays as it was; one older row of it more.
        let more = Self.animals + "A1,SH,Oliver,Dog,Beagle,Neutered Male,2014-08-01,2015-01-02\n"
        try directory.write(more, to: "animals.csv")
        let second = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("0 created, 0 updated"))
        // No record changed, but the last run's merged records lack the new row: merged again, not reused.
        #expect(try Self.sourceLines(of: "Oliver", in: directory) == [4, 2, 5])

        // The same rows, the columns in reverse order.
        let reversed = more.split(separator: "\n").map { $0.split(separator: ",").reversed().joined(separator: ",") }
        try directory.write(reversed.joined(separator: "\n") + "\n", to: "animals.csv")
        let third = try runVetnet(["run", directory.path + "/p.yml"])
        #expect(third.status == 0)
        #expect(third.stdout.contains("0 created, 0 updated"))
        #expect(try Self.sourceLines(of: "Oliver", in: directory) == [4, 2, 5])

        // The same again: a night with no change, which reuses the last run's merge.
        let fourth = try runVetnet(["run", directory.path + "/p.yml", "--verbose", "--always-read"])
        #expect(fourth.status == 0)
        #expect(fourth.stderr.contains("reused the last run's merge"))
        #expect(try Self.sourceLines(of: "Oliver", in: directory) == [4, 2, 5])
    }
}
