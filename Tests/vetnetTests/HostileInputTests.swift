import Foundation
import Testing
import VetNetTestSupport

/// Files a legacy system or a careless path can hand a nightly job: each ends with a clear message and the
/// right exit code, without hanging or crashing.
@Suite("Hostile inputs end cleanly")
struct HostileInputTests {
    /// A pipeline in `directory` reading owners from the CSV file `path`.
    func pipeline(_ directory: TemporaryDirectory, path: String) throws -> String {
        try directory.write(
            """
            version: 1
            name: hostile
            asOf: 2026-11-20
            sources:
              - { name: owners, entity: owner, path: "\(path)", format: csv, fields: { sourceId: ID, lastName: Last } }
            validation:
              severity: { owner.first-name-missing: off, owner.no-contact: off }
            output: { dir: out }
            """, to: "hostile.yml")
    }

    @Test(
        "a directory, a named pipe or an endless device as a source exits 66 at once, naming the path",
        arguments: ["directory", "fifo", "/dev/zero", "/dev/urandom"])
    func notRegularFile(_ source: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var path = source
        if source == "fifo" {
            path = directory.path + "/fifo"
            #expect(mkfifo(path, 0o600) == 0)
        } else if source == "directory" {
            path = directory.path + "/export.csv"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let run = try runVetnet(["run", try pipeline(directory, path: path), "--quiet"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("\(path): error: [read.not-a-file]"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/owners.json"))
    }

    @Test("a pipeline file whose aliases would expand to a billion values is refused without expanding them")
    func yamlAliasBomb() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var lines = [
            "version: 1", "name: bomb", "sources: []", "validation:", "  severity:",
            "    a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
        ]
        for level in 1..<10 {
            lines.append(
                "    a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
                    + "]")
        }
        lines.append("dedupe: { enabled: *a9 }")
        let path = try directory.write(lines.joined(separator: "\n") + "\n", to: "bomb.yml")
        let run = try runVetnet(["run", path, "--out", directory.path + "/out"])
        #expect(run.status == 78)
        #expect(run.stderr.contains("[pipeline.wrong-type] enabled must be a single value"))
    }

    @Test("a header of 100,000 columns is read and its record imported")
    func hundredThousandColumns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let header = (["ID", "Last"] + (0..<100_000).map { "C\($0)" }).joined(separator: ",")
        let row = "1,Smith" + String(repeating: ",", count: 100_000)
        _ = try directory.write(header + "\n" + row + "\n", to: "wide.csv")
        let run = try runVetnet(["run", try pipeline(directory, path: "wide.csv"), "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let owners =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: directory.path + "/out/owners.json"))) as? [[String: Any]]
        #expect(owners?.map { $0["lastName"] as? String } == ["Smith"])
    }

    @Test("a record nested 100,000 elements deep is read without exhausting the stack, with the records around it")
    func deeplyNestedXML() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let depth = 100_000
        let xml =
            "<?xml version=\"1.0\"?>\n<Export>\n<Owner ID=\"1\"><Last>Smith</Last></Owner>\n<Owner ID=\"2\"><Last>Jones</Last>"
            + String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth)
            + "</Owner>\n<Owner ID=\"3\"><Last>Brown</Last></Owner>\n</Export>\n"
        _ = try directory.write(xml, to: "deep.xml")
        let path = try directory.write(
            """
            version: 1
            name: hostile
            asOf: 2026-11-20
            sources:
              - { name: owners, entity: owner, path: deep.xml, record: Export/Owner, fields: { sourceId: "@ID", lastName: Last } }
            validation:
              severity: { owner.first-name-missing: off, owner.no-contact: off }
            output: { dir: out }
            """, to: "deep.yml")
        let run = try runVetnet(["run", path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let sources = try manifestSources(in: directory.path + "/out")
        #expect(sources.first?["accepted"] as? Int == 3)
    }

    @Test("an output directory that cannot be made exits 73, naming it, and writes nothing")
    func unwritableOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("ID,Last\n1,Smith\n", to: "owners.csv")
        let blocker = try directory.write("a file where a directory should be", to: "blocked")
        let run = try runVetnet([
            "run", try pipeline(directory, path: "owners.csv"), "--out", blocker + "/out", "--quiet",
        ])
        #expect(run.status == 73)
        #expect(run.stderr.contains("\(blocker)/out: error: [write.cannot-create]"))
        #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "a file where a directory should be")
    }
}
