import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

/// The real binary over workbooks and zipped exports (the fixtures of VetNetXLSXTests, see its
/// `Fixtures/make_fixtures.py`).
@Suite("Runs over Excel workbooks and members of ZIP archives")
struct ArchiveInputRunTests {
    static func fixture(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/VetNetXLSXTests/Fixtures/" + name)
    }

    /// A directory holding copies of `files` and a pipeline whose sources are `sources` (YAML list items).
    struct Setup {
        let directory: TemporaryDirectory
        var out: String { directory.path + "/out" }

        init(_ files: [String], sources: String, extra: String = "") throws {
            directory = try TemporaryDirectory("vetnet-archive-e2e")
            for file in files {
                try FileManager.default.copyItem(at: fixture(file), to: directory.url.appendingPathComponent(file))
            }
            try directory.write(
                """
                version: 1
                name: archives
                asOf: 2026-11-20
                sources:
                \(sources)
                validation:
                  severity: { owner.first-name-missing: off, owner.no-contact: off }
                output: { dir: out }
                \(extra)
                """, to: "p.yml")
        }

        func run(_ arguments: [String] = []) throws -> VetnetRun {
            try runVetnet(["run", directory.path + "/p.yml"] + arguments)
        }

        func records(_ file: String) throws -> [[String: Any]] {
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))
            return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        }

        func sha256(_ bytes: [UInt8]) -> String { SHA256.hexDigest(SHA256.hash(bytes)) }
    }

    static let workbookSources = """
          - name: owners
            entity: owner
            path: openpyxl.xlsx
            fields: { sourceId: ID, firstName: First, lastName: Last, email: Email, createdAt: Since, updatedAt: Updated }
          - name: pets
            entity: patient
            path: openpyxl.xlsx
            sheet: Pets
            ownerSource: owners
            fields:
              sourceId: PetID
              ownerSourceId: OwnerID
              name: Name
              species: Species
              breed: Breed
              birthDate: Born
              weight: { column: Weight kg, unit: kg }
        """

    @Test("an xlsx pipeline imports both sheets, dates through the default formats, lines as the sheet's rows")
    func workbook() throws {
        let setup = try Setup(["openpyxl.xlsx"], sources: Self.workbookSources)
        defer { setup.directory.remove() }
        let run = try setup.run()
        #expect(run.status == 0, "\(run.stderr)")
        let pets = try setup.records("patients.json").sorted {
            ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "")
        }
        #expect(pets.map { $0["birthDate"] as? String } == ["2020-02-29", "2018-06-01"])
        #expect(pets.map { $0["weightKg"] as? Double } == [4, 11.2])
        let lines = pets.map { (($0["sources"] as? [[String: Any]])?.first?["line"] as? Int) }
        #expect(lines == [3, 2])
        let owners = try setup.records("owners.json")
        #expect(
            Set(owners.compactMap { $0["createdAt"] as? String }.map { String($0.prefix(10)) }) == [
                "2019-04-02", "2021-12-24",
            ])
        let manifest = try manifestSources(in: setup.out)
        let fileHash = setup.sha256([UInt8](try Data(contentsOf: Self.fixture("openpyxl.xlsx"))))
        #expect(manifest.map { $0["sha256"] as? String } == [fileHash, fileHash])
        #expect(manifest.map { $0["read"] as? Int } == [2, 2])
        let size = try FileManager.default.attributesOfItem(atPath: Self.fixture("openpyxl.xlsx").path)[.size] as? Int
        #expect(manifest.map { $0["bytes"] as? Int } == [size, size])
    }

    @Test(
        "members of a ZIP archive (CSV, XML, a workbook) read as files would; each fingerprinted by its unpacked bytes")
    func zipMembers() throws {
        let setup = try Setup(
            ["exports.zip"],
            sources: """
                  - { name: clients, entity: owner, path: "exports.zip!clients.csv", fields: { sourceId: ID, lastName: Last } }
                  - { name: xml, entity: owner, path: "exports.zip!nested/patients.xml", record: Export/Owner, fields: { sourceId: "@ID", lastName: Last } }
                  - { name: book, entity: owner, path: "exports.zip!book.xlsx", fields: { sourceId: ID, lastName: Last } }
                """)
        defer { setup.directory.remove() }
        let run = try setup.run()
        #expect(run.status == 0, "\(run.stderr)")
        let names = try setup.records("owners.json").compactMap { $0["lastName"] as? String }.sorted()
        #expect(names == ["Hart", "Hart", "Moss", "Moss", "Reed"])
        let manifest = try manifestSources(in: setup.out)
        #expect(
            manifest.map { $0["path"] as? String } == [
                "exports.zip!clients.csv", "exports.zip!nested/patients.xml", "exports.zip!book.xlsx",
            ])
        #expect(manifest.first?["sha256"] as? String == setup.sha256(Array("ID,Last\n1,Moss\n2,Hart\n".utf8)))
        #expect(manifest.first?["bytes"] as? Int == 22)
        let bookHash = setup.sha256([UInt8](try Data(contentsOf: Self.fixture("openpyxl.xlsx"))))
        #expect(manifest.last?["sha256"] as? String == bookHash)
        let schemas = try SchemaValidationTests().validate(setup.out)
        #expect(schemas.status == 0, "\(schemas.stdout)")
    }

    @Test("a member the archive does not hold is a pipeline error naming the members it holds; nothing is written")
    func missingMember() throws {
        let setup = try Setup(
            ["exports.zip"],
            sources:
                "  - { name: c, entity: owner, path: \"exports.zip!client.csv\", fields: { sourceId: ID, lastName: Last } }"
        )
        defer { setup.directory.remove() }
        let run = try setup.run()
        #expect(run.status == 78)
        #expect(run.stderr.contains("exports.zip: error: [pipeline.zip-member-missing]"))
        #expect(run.stderr.contains("\"clients.csv\", \"nested/patients.xml\", \"book.xlsx\", \"stored.csv\""))
        #expect(!FileManager.default.fileExists(atPath: setup.out))
    }

    @Test("a ZIP bomb is refused before it is unpacked: exit 74, the file named, whole empty outputs")
    func bomb() throws {
        let setup = try Setup(
            ["bomb.zip"],
            sources:
                "  - { name: c, entity: owner, path: \"bomb.zip!clients.csv\", fields: { sourceId: ID, lastName: Last } }"
        )
        defer { setup.directory.remove() }
        let run = try setup.run()
        #expect(run.status == 74)
        #expect(run.stderr.contains("bomb.zip: error: [read.zip-too-large]"))
        #expect(try setup.records("owners.json").isEmpty)
        #expect(try manifestSources(in: setup.out).first?["read"] as? Int == 0)
    }

    @Test("a sheet the workbook lacks is a pipeline error listing its sheets")
    func missingSheet() throws {
        let setup = try Setup(
            ["openpyxl.xlsx"],
            sources:
                "  - { name: c, entity: owner, path: openpyxl.xlsx, sheet: Clients, fields: { sourceId: ID, lastName: Last } }"
        )
        defer { setup.directory.remove() }
        let run = try setup.run()
        #expect(run.status == 78)
        #expect(
            run.stderr.contains(
                "error: [pipeline.unknown-sheet] The workbook has no sheet named \"Clients\"; its sheets are: \"Owners\", \"Pets\"."
            ))
    }

    @Test("findings in a workbook name its rows: an error value and an unreadable cell, the other rows kept")
    func findingsAtRows() throws {
        let setup = try Setup(
            ["handmade.xlsx"],
            sources: "  - { name: c, entity: owner, path: handmade.xlsx, fields: { sourceId: ID, lastName: Name } }")
        defer { setup.directory.remove() }
        let run = try setup.run()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("handmade.xlsx:8: error: [read.xlsx-unreadable-cell]"))
        #expect(run.stderr.contains("handmade.xlsx:3: warning: [read.xlsx-error-value]"))
        let lines = try setup.records("owners.json").compactMap {
            (($0["sources"] as? [[String: Any]])?.first?["line"] as? Int)
        }
        #expect(lines.sorted() == [2, 3, 5, 6])
    }

    @Test(
        "a nightly run over a workbook and a zipped export finds nothing changed the second night, repeating the first, nor the third, reading them"
    )
    func nightly() throws {
        let setup = try Setup(
            ["openpyxl.xlsx", "exports.zip"],
            sources: Self.workbookSources
                + "\n  - { name: clients, entity: owner, path: \"exports.zip!clients.csv\", fields: { sourceId: ID, lastName: Last } }",
            extra: "state: true")
        defer { setup.directory.remove() }
        let first = try setup.run(["--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let unchanged = "0 created, 0 updated, 0 reactivated, 0 deactivated, 0 merged, 6 unchanged"
        // The workbook and the archive's member hash as the first night recorded them: the night repeats it.
        let second = try setup.run()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains(unchanged))
        #expect(second.stdout.contains("run 1's files, published again"), "\(second.stdout)")
        let third = try setup.run(["--always-read"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.contains(unchanged))
        #expect(!third.stdout.contains("published again"))
    }
}
