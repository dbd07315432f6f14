import Foundation
import Testing
import VetNetTestSupport

@Suite("The command line's exit codes and messages")
struct ExitCodeTests {
    func pipeline(
        in directory: TemporaryDirectory, path: String = "clients.csv", format: String = "csv", extra: String = "",
        fields: String = "{ sourceId: ID, lastName: Last }"
    ) throws -> String {
        try directory.write(
            """
            version: 1
            name: t
            sources:
              - name: clients
                entity: owner
                path: \(path)
                format: \(format)
            \(extra)
                fields: \(fields)
            output: { dir: out }
            """, to: "p.yml")
    }

    @Test("--help teaches the exit codes")
    func help() throws {
        let run = try runVetnet(["run", "--help"])
        #expect(run.status == 0)
        for code in ["0", "65", "66", "69", "70", "73", "74", "75", "78"] {
            #expect(run.stdout.contains("\n  \(code)"), "exit code \(code)")
        }
    }

    @Test("a missing pipeline file exits 66")
    func missingPipeline() throws {
        let run = try runVetnet(["run", "/nonexistent/p.yml"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("[pipeline.file-missing]"))
    }

    @Test("a missing input exits 66 and writes nothing")
    func missingInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try pipeline(in: directory, path: "nope.csv")
        let run = try runVetnet(["run", file])
        #expect(run.status == 66)
        #expect(run.stderr.contains("nope.csv: error: [read.input-missing]"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
    }

    @Test("a bad pipeline file exits 78 naming the line and the nearest key")
    func badPipeline() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last\n1,Smith\n", to: "clients.csv")
        let file = try pipeline(in: directory, extra: "    delimeter: auto")
        let run = try runVetnet(["run", file])
        #expect(run.status == 78)
        #expect(run.stderr.contains("p.yml:8:5: error: [pipeline.unknown-key] Unknown key \"delimeter\""))
        #expect(run.stderr.contains("Did you mean \"delimiter\"?"))
    }

    @Test("a default country the tool does not know exits 78 naming the field; a country's English name is taken")
    func unknownDefaultCountry() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last,Phone\n1,Smith,0414 026 380\n", to: "clients.csv")
        for (country, status) in [("Atlantis", Int32(78)), ("Australia", 0)] {
            let file = try directory.write(
                """
                version: 1
                name: t
                sources:
                  - { name: clients, entity: owner, path: clients.csv, format: csv, fields: { sourceId: ID, lastName: Last, phone: Phone } }
                validation: { defaultCountry: \(country) }
                output: { dir: out-\(country) }
                """, to: "p.yml")
            let run = try runVetnet(["run", file])
            #expect(run.status == status, "\(country): \(run.stderr)")
            if status == 78 {
                #expect(run.stderr.contains("p.yml:5:"))
                #expect(run.stderr.contains("error: [pipeline.invalid-value] validation.defaultCountry"))
            } else {
                let owners = try String(contentsOfFile: directory.path + "/out-\(country)/owners.json", encoding: .utf8)
                #expect(owners.contains("+61414026380"))
            }
        }
    }

    @Test("a mapped column the input lacks exits 78 and lists the columns")
    func unknownColumn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Surname\n1,Smith\n", to: "clients.csv")
        let run = try runVetnet(["run", try pipeline(in: directory)])
        #expect(run.status == 78)
        #expect(run.stderr.contains("[pipeline.unknown-column]"))
        #expect(run.stderr.contains("\"ID\", \"Surname\""))
    }

    @Test("malformed XML exits 74, keeps the records before it, and says where")
    func malformedXML() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "<Export>\n<C id=\"1\" last=\"Ames\"/>\n<C id=\"2\" last=\"Bo\"/>\n<C id=\"3\">\n</Export>\n", to: "c.xml")
        let file = try pipeline(
            in: directory, path: "c.xml", format: "xml", extra: "    record: Export/C",
            fields: "{ sourceId: \"@id\", lastName: \"@last\" }")
        let run = try runVetnet(["run", file])
        #expect(run.status == 74)
        #expect(run.stderr.contains("c.xml:5:"))
        #expect(run.stderr.contains("error: [read.malformed-xml]"))
        let sources = try manifestSources(in: directory.path + "/out")
        #expect(sources.first?["accepted"] as? Int == 2)
        #expect(sources.first?["read"] as? Int == 2)
    }

    @Test("an output directory that cannot be written exits 73")
    func unwritableOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last\n1,Smith\n", to: "clients.csv")
        try directory.write("not a directory", to: "blocked")
        let run = try runVetnet(["run", try pipeline(in: directory), "--out", directory.path + "/blocked/out"])
        #expect(run.status == 73)
        #expect(run.stderr.contains("[write.cannot-create]"))
    }

    @Test("values stay off stderr unless --show-values is given")
    func privacy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last,Changed\n1,Smith,yesterday\n", to: "clients.csv")
        let file = try pipeline(in: directory, fields: "{ sourceId: ID, lastName: Last, updatedAt: Changed }")
        let hidden = try runVetnet(["run", file])
        #expect(hidden.status == 0)
        #expect(hidden.stderr.contains("[map.unparseable-date]"))
        #expect(!hidden.stderr.contains("yesterday"))
        let shown = try runVetnet(["run", file, "--show-values"])
        #expect(shown.stderr.contains("\"yesterday\""))
    }

    @Test("more rejects than validation.maxRejectRate allows exits 65 after writing everything")
    func rejectThreshold() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last\n1,Smith\n,Nobody\n3,Jones\n", to: "clients.csv")
        let base = try String(contentsOfFile: try pipeline(in: directory), encoding: .utf8)
        try directory.write(base + "\nvalidation: { maxRejectRate: 0.25 }\n", to: "strict.yml")
        try directory.write(base + "\nvalidation: { maxRejectRate: 0.5 }\n", to: "lenient.yml")
        let strict = try runVetnet(["run", directory.path + "/strict.yml"])
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("[run.rejects-over-threshold] 1 of 3 records were rejected"))
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/reports/validation.html"))
        #expect(try runVetnet(["run", directory.path + "/lenient.yml"]).status == 0)
    }

    @Test(
        "a source whose every record is rejected exits 65 without a threshold, naming the rule and column that rejected most"
    )
    func everyRecordRejected() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ID,Last,Born\n1,Smith,9 years\n2,Jones,11\n", to: "clients.csv")
        let file = try pipeline(in: directory, fields: "{ sourceId: ID, lastName: Last, createdAt: { column: Born } }")
        // The created date is optional: a warning, nothing rejected, exit 0.
        #expect(try runVetnet(["run", file]).status == 0)
        let base = try String(contentsOfFile: file, encoding: .utf8)
        try directory.write(base + "\nvalidation: { severity: { map.unparseable-date: error } }\n", to: "strict.yml")
        let strict = try runVetnet(["run", directory.path + "/strict.yml"])
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("[run.all-rejected]"))
        #expect(
            strict.stdout.contains(
                "all 2 records were rejected, 2 of them for \"Date that cannot be read\" [map.unparseable-date] (column \"Born\")"
            ))
        #expect(strict.stdout.contains("the pipeline's mapping is the likely cause"))
        try directory.write(
            base + "\nvalidation: { maxRejectRate: 1, severity: { map.unparseable-date: error } }\n", to: "allowed.yml")
        #expect(try runVetnet(["run", directory.path + "/allowed.yml", "--out", directory.path + "/out2"]).status == 0)
    }
}
