import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetValidation

/// Every pipeline in pipelines/ runs over samples/ and must reproduce `Golden/samples/<pipeline>/` byte for byte.
/// Re-record with `VET_RECORD_GOLDEN=1 swift test --filter SampleGoldenTests` (or `make golden`), then review
/// the diff like code.
@Suite("End-to-end runs of the sample pipelines match their golden files", .samplePipelineRuns)
struct SampleGoldenTests {
    @Test(
        "the pipeline's outputs, summary and findings match the golden files", arguments: SamplePipelineRuns.pipelines)
    func matchesGolden(_ pipeline: String) throws {
        let output = try SamplePipelineRuns.output(of: pipeline)
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        // A copy, which the shared run's other readers do not see.
        let actual = temporary.url.appendingPathComponent("actual")
        try FileManager.default.copyItem(atPath: output.out, toPath: actual.path)
        let manifestPath = actual.appendingPathComponent("manifest.json").path
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
            .replacing(/"(startedAt|finishedAt)" : "[^"]*"/) { "\"\($0.output.1)\" : \"<time>\"" }
        try manifest.write(toFile: manifestPath, atomically: true, encoding: .utf8)
        try output.run.stdout.replacing(output.out, with: "<out>").write(
            to: actual.appendingPathComponent("stdout.txt"), atomically: true, encoding: .utf8)
        try output.run.stderr.write(
            to: actual.appendingPathComponent("stderr.txt"), atomically: true, encoding: .utf8)

        let expected = packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/samples/\(pipeline)")
        let problems = Golden.compare(actual: actual, expected: expected)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("every source accounts for every record it read", arguments: SamplePipelineRuns.pipelines)
    func accountsForEveryRecord(_ pipeline: String) throws {
        let sources = try manifestSources(in: SamplePipelineRuns.output(of: pipeline).out)
        #expect(sources.count >= 2)
        for source in sources {
            let read = source["read"] as? Int ?? -1
            let sum =
                (source["accepted"] as? Int ?? 0) + (source["rejected"] as? Int ?? 0) + (source["merged"] as? Int ?? 0)
            #expect(read > 0 || source["name"] as? String == "branch-owners")
            #expect(read == sum, "source \(source["name"] ?? "?")")
        }
    }

    @Test("running the same pipeline twice gives byte-identical record files")
    func stableOutput() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        for name in ["first", "second"] {
            let run = try runVetnet(["run", "pipelines/us-clinic.yml", "--out", temporary.path + "/" + name])
            #expect(run.status == 0)
        }
        for file in [
            "owners.json", "patients.json", "reports/validation.json", "reports/validation.csv",
            "reports/validation.html",
        ] {
            let first = FileManager.default.contents(atPath: temporary.path + "/first/" + file)
            let second = FileManager.default.contents(atPath: temporary.path + "/second/" + file)
            #expect(first != nil && first == second, "\(file)")
        }
        #expect(Golden.files(under: temporary.url).allSatisfy { !$0.contains(".tmp-") })
    }

    @Test("together the samples produce every rule of the rule catalog")
    func samplesCoverEveryRule() throws {
        var produced: Set<String> = []
        for pipeline in SamplePipelineRuns.pipelines {
            let out = try SamplePipelineRuns.output(of: pipeline).out
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/reports/validation.json"))
            let report = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            for rule in report?["rules"] as? [[String: Any]] ?? [] { produced.insert(rule["code"] as? String ?? "") }
        }
        let catalog = RuleCatalog.all.map(\.code).filter { !RuleCatalog.nightlyOnly.contains($0) }
        let missing = Set(catalog.map(\.rawValue)).subtracting(produced)
        #expect(missing.isEmpty, "no sample produces \(missing.sorted())")
    }
}
