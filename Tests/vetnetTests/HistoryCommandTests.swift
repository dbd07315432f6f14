import Foundation
import Testing
import VetNetTestSupport

@Suite("vetnet run with clinical history: working files, nightly runs, output formats")
struct HistoryCommandTests {
    @Test("the run leaves nothing in TMPDIR, and fails clearly when it cannot make its working directory there")
    func workingDirectory() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let work = temporary.path + "/tmp"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let run = try runVetnet(
            ["run", "pipelines/clinic-history.yml", "--out", temporary.path + "/out", "-q"],
            environment: ["TMPDIR": work])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty)
        #expect(FileManager.default.fileExists(atPath: temporary.path + "/out/vaccinations.json"))

        let missing = try runVetnet(
            ["run", "pipelines/clinic-history.yml", "--out", temporary.path + "/out2", "-q"],
            environment: ["TMPDIR": temporary.path + "/no-such-dir"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("TMPDIR"))
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/out2/manifest.json"))
    }

    @Test("nightly runs with history sources write the same history files night after night")
    func nightly() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let yaml = try String(
            contentsOf: packageRoot.appendingPathComponent("pipelines/clinic-history.yml"), encoding: .utf8
        )
        .replacing("../samples/", with: packageRoot.path + "/samples/")
        .replacing("output:\n  dir: ../out/clinic-history", with: "state: true\noutput:\n  dir: out")
        let pipeline = try temporary.write(yaml, to: "nightly.yml")
        var files: [Data?] = []
        for _ in 0..<2 {
            let run = try runVetnet(["run", pipeline, "-q"])
            #expect(run.status == 0, "\(run.stderr)")
            files.append(FileManager.default.contents(atPath: temporary.path + "/out/vaccinations.json"))
        }
        #expect(files[0] != nil && files[0] == files[1])
    }

    @Test("with output.format: ndjson, each history file is NDJSON and the manifest counts its records")
    func ndjson() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let yaml = try String(
            contentsOf: packageRoot.appendingPathComponent("pipelines/clinic-history.yml"), encoding: .utf8
        )
        .replacing("../samples/", with: packageRoot.path + "/samples/")
        .replacing("output:\n  dir: ../out/clinic-history", with: "output:\n  dir: out\n  format: ndjson")
        let pipeline = try temporary.write(yaml, to: "p.yml")
        let run = try runVetnet(["run", pipeline, "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try String(contentsOfFile: temporary.path + "/out/visits.ndjson", encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [String: Any] })
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/out/visits.json"))
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: temporary.path + "/out/manifest.json")))
                as? [String: Any])
        let outputs = try #require(manifest["outputs"] as? [[String: Any]])
        #expect(outputs.first { $0["file"] as? String == "visits.ndjson" }?["records"] as? Int == 5)
    }
}
