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

    @Test(
        "the draft of each sample matches its golden file, runs, and rejects at most a tenth of the records (or two) more per source than the hand-written pipeline",
        arguments: samples)
    func draftRuns(sample: String, owners: String) throws {
        let temporary = try workspace(sample, owners: owners)
        defer { temporary.remove() }
        let initRun = try runVetnet(
            ["init", "exports/\(owners)", "exports/patients.csv", "--name", sample], in: temporary.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let draft = try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8)
        try expectDraftMatchesGolden(draft, name: sample)

        let run = try runVetnet(["run", "pipeline.yml", "--as-of", "2026-11-20", "--quiet"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        let drafted = try manifestSources(in: temporary.path + "/out/\(sample)")
        let handWritten = try manifestSources(
            in: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/samples/\(sample)").path)
        for entity in [0, 1] {
            let rejected = drafted[entity]["rejected"] as? Int ?? .max
            let read = drafted[entity]["read"] as? Int ?? 0
            let expected =
                handWritten.filter { ($0["read"] as? Int) == read }.compactMap { $0["rejected"] as? Int }.min() ?? 0
            #expect(read > 0)
            #expect(
                rejected <= expected + max(2, read / 10),
                "\(sample) source \(entity): \(rejected) of \(read) rejected, the hand-written pipeline \(expected)")
        }
    }

    @Test(
        "a shelter's animal export alone drafts an organisation as owner, ages, movements and notes, and runs accepting at least the animals the hand-written pipeline accepts"
    )
    func shelterAlone() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write(
            Array(try Data(contentsOf: packageRoot.appendingPathComponent("samples/shelter/animals.csv"))),
            to: "exports/animals.csv")
        let initRun = try runVetnet(
            ["init", "exports/animals.csv", "--entity", "patient", "--name", "shelter"], in: temporary.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(!initRun.stderr.contains("needs an owner source"))
        try expectDraftMatchesGolden(
            try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8), name: "shelter")

        let run = try runVetnet(["run", "pipeline.yml", "--as-of", "2026-11-20"], in: temporary.url)
        #expect(run.status == 0, "\(run.stderr)")
        let drafted = try manifestSources(in: temporary.path + "/out/shelter")
        let handWritten = try manifestSources(
            in: packageRoot.appendingPathComponent("Tests/vetnetTests/Golden/samples/shelter").path)
        #expect(drafted.map { $0["entity"] as? String } == ["owner", "patient"])
        #expect(drafted[0]["accepted"] as? Int == 1)
        let accepted = drafted[1]["accepted"] as? Int ?? 0
        let expected = handWritten.first { $0["entity"] as? String == "patient" }?["accepted"] as? Int ?? .max
        #expect(accepted >= expected, "the draft accepts \(accepted) animals, the hand-written pipeline \(expected)")
        for source in drafted {
            let counts = ["read", "accepted", "rejected", "merged"].map { source[$0] as? Int ?? -1 }
            #expect(counts[0] == counts[1] + counts[2] + counts[3])
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
        #expect(
            try String(contentsOfFile: temporary.path + "/pipeline.yml", encoding: .utf8).hasPrefix("# Draft pipeline"))
    }

    @Test("--entity names what each file holds; a wrong value or count is a usage error")
    func entities() throws {
        let temporary = try workspace("nightly-clinic", owners: "owners.csv")
        defer { temporary.remove() }
        let wrong = try runVetnet(["init", "exports/owners.csv", "--entity", "vet"], in: temporary.url)
        #expect(wrong.status == 64)
        let miscounted = try runVetnet(
            [
                "init", "exports/owners.csv", "exports/patients.csv", "--entity", "owner", "--entity", "patient",
                "--entity", "owner",
            ], in: temporary.url)
        #expect(miscounted.status == 64)
        let named = try runVetnet(
            ["init", "exports/patients.csv", "--entity", "patient", "--out", "animals.yml"], in: temporary.url)
        #expect(named.status == 0)
        #expect(named.stderr.contains("needs an owner source"))
        #expect(
            try String(contentsOfFile: temporary.path + "/animals.yml", encoding: .utf8).contains("entity: patient"))
    }
}
