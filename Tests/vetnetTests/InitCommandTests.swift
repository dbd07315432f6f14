import Foundation
import Testing
import VetNetTestSupport

/// `vetnet init` drafts a pipeline from each sample's owner and patient exports; the draft must match
/// `Golden/init/<sample>.yml` and run with about as few rejects as the hand-written pipeline.
@Suite("vetnet init drafts pipelines that run")
struct InitCommandTests {
    static let samples = [
        ("us-clinic", "clients.csv"), ("legacy-clinic", "owners.csv"), ("nightly-clinic", "owners.csv"),
        ("shelter-animals", "owners.csv"),
    ]

    /// A directory holding the sample's two exports under `exports/`.
    func workspace(_ sample: String, owners: String) throws -> TemporaryDirectory {
        let temporary = try TemporaryDirectory()
        for file in [owners, "patients.csv"] {
            let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("samples/\(sample)/\(file)"))
            try temporary.write(Array(bytes), to: "exports/" + file)
        }
        return temporary
    }

    @Test("the draft of each sample matches its golden file, runs, and rejects at most a tenth of the records (or two) more per source than the hand-written pipeline", arguments: samples)
    func draftRuns(sample: String, owners: String) throws {
        let temporary = try workspace(sample, owners: owners)
        defer { temporary.remove() }
        let initRun = try runVetnet(["init", "exports/\(owners)", "exports/patients.csv", "--name", sample], in: temporary.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let draft = try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8)

        let actual = try TemporaryDirectory()
        defer { actual.remove() }
        try actual.write(draft, to: "\(sample).yml")
        let problems = Golden.compare(actual: actual.url, expected: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/init/\(sample)"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")

        let run = try runVetnet(["run", "pipeline.yml", "--as-of", "2026-11-20", "--quiet"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        let drafted = try manifestSources(in: temporary.path + "/out/\(sample)")
        let handWritten = try manifestSources(in: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/samples/\(sample)").path)
        for entity in [0, 1] {
            let rejected = drafted[entity]["rejected"] as? Int ?? .max
            let read = drafted[entity]["read"] as? Int ?? 0
            let expected = handWritten.filter { ($0["read"] as? Int) == read }.compactMap { $0["rejected"] as? Int }.min() ?? 0
            #expect(read > 0)
            #expect(rejected <= expected + max(2, read / 10), "\(sample) source \(entity): \(rejected) of \(read) rejected, the hand-written pipeline \(expected)")
        }
    }

    @Test("an existing file is never overwritten without --force")
    func neverOverwrites() throws {
        let temporary = try workspace("nightly-clinic", owners: "owners.csv")
        defer { temporary.remove() }
        try temporary.write("mine\n", to: "pipeline.yml")
        let refused = try runVetnet(["init", "exports/owners.csv"], in: temporary.url)
        #expect(refused.status == 73)
        #expect(try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8) == "mine\n")
        let forced = try runVetnet(["init", "exports/owners.csv", "--force"], in: temporary.url)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8).hasPrefix("# Draft pipeline"))
    }

    @Test("--entity names what each file holds; a wrong value or count is a usage error")
    func entities() throws {
        let temporary = try workspace("nightly-clinic", owners: "owners.csv")
        defer { temporary.remove() }
        let wrong = try runVetnet(["init", "exports/owners.csv", "--entity", "vet"], in: temporary.url)
        #expect(wrong.status == 64)
        let miscounted = try runVetnet(["init", "exports/owners.csv", "exports/patients.csv", "--entity", "owner", "--entity", "patient", "--entity", "owner"], in: temporary.url)
        #expect(miscounted.status == 64)
        let named = try runVetnet(["init", "exports/patients.csv", "--entity", "patient", "--out", "animals.yml"], in: temporary.url)
        #expect(named.status == 0)
        #expect(named.stderr.contains("needs an owner source"))
        #expect(try String(contentsOfFile: temporary.path + "/animals.yml", encoding: .utf8).contains("entity: patient"))
    }
}
