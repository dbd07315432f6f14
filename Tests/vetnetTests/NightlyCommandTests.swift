import Foundation
import Testing
import VetNetTestSupport

/// The nightly import through the real binary: history, the run lock, and runs killed at chosen moments.
@Suite("Nightly runs of the vetnet binary")
struct NightlyCommandTests {
    /// A copy of the nightly sample's exports and a pipeline over them, in a temporary directory.
    struct Clinic {
        let directory: TemporaryDirectory
        var pipeline: String { directory.path + "/nightly.yml" }
        var out: String { directory.path + "/out" }
        var statePath: String { out + ".state.sqlite" }

        /// With `history`, a vaccination source too (a full export), whose records tonight's change removes one of.
        init(history: Bool = false) throws {
            directory = try TemporaryDirectory("vetnet-nightly-e2e")
            let sample = packageRoot.appendingPathComponent("samples/nightly-clinic")
            for file in ["owners.csv", "patients.csv"] {
                try FileManager.default.copyItem(
                    at: sample.appendingPathComponent(file), to: directory.url.appendingPathComponent(file))
            }
            let yaml = try String(
                contentsOf: packageRoot.appendingPathComponent("pipelines/nightly-clinic.yml"), encoding: .utf8
            )
            .replacingOccurrences(of: "../samples/nightly-clinic/", with: "")
            .replacingOccurrences(of: "../out/nightly-clinic", with: "out")
            guard history else {
                try yaml.write(toFile: pipeline, atomically: true, encoding: .utf8)
                return
            }
            try Self.vaccinations.write(
                toFile: directory.path + "/vaccinations.csv", atomically: true, encoding: .utf8)
            let source = """
                  - name: vaccinations
                    entity: vaccination
                    patientSource: patients
                    path: vaccinations.csv
                    export: full
                    fields: { sourceId: VaxID, patientSourceId: PetID, vaccine: Vaccine, givenOn: Given, dueOn: Due }

                """
            // One of four vaccinations gone is over the share a night may deactivate unasked.
            try yaml.replacingOccurrences(
                of: "\nvalidation:\n", with: "\n" + source + "\nvalidation:\n  maxDeactivateRate: 0.5\n"
            )
            .write(toFile: pipeline, atomically: true, encoding: .utf8)
        }

        static let vaccinations = """
            VaxID,PetID,Vaccine,Given,Due
            V1,A-500,Rabies 3 Year,2024-12-02,2027-12-02
            V2,A-500,DHPP,2025-12-01,2026-12-01
            V3,A-501,FVRCP,2025-11-30,2026-11-30
            V4,A-506,RHDV2,2026-03-01,2027-03-01

            """

        /// Tonight's export differs from last night's: a client changed their email, a pet left the practice.
        func changeExports() throws {
            let owners = try String(contentsOfFile: directory.path + "/owners.csv", encoding: .utf8)
                .replacingOccurrences(of: "maria.garcia@example.com", with: "maria.g@example.com")
            try owners.write(toFile: directory.path + "/owners.csv", atomically: true, encoding: .utf8)
            let patients =
                try String(contentsOfFile: directory.path + "/patients.csv", encoding: .utf8)
                .split(separator: "\n").filter { !$0.hasPrefix("A-506") }.joined(separator: "\n") + "\n"
            try patients.write(toFile: directory.path + "/patients.csv", atomically: true, encoding: .utf8)
            let vaccinations = directory.path + "/vaccinations.csv"
            if FileManager.default.fileExists(atPath: vaccinations) {
                let rows =
                    try String(contentsOfFile: vaccinations, encoding: .utf8)
                    .split(separator: "\n").filter { !$0.hasPrefix("V2,") }.joined(separator: "\n") + "\n"
                try rows.write(toFile: vaccinations, atomically: true, encoding: .utf8)
            }
        }

        /// The runs' TMPDIR.
        var workingDirectory: String { directory.path + "/tmp" }

        func run(_ extra: [String] = [], crashAt point: String? = nil) throws -> VetnetRun {
            try FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: true)
            var environment = ["TMPDIR": workingDirectory]
            if let point { environment["VETNET_CRASH_AT"] = point }
            return try runVetnet(["run", pipeline, "--quiet"] + extra, environment: environment)
        }

        /// The record files and reports (with this directory's path taken out), which must be the same
        /// whenever the inputs are.
        func outputs() -> [String: String] {
            var files: [String: String] = [:]
            for file in [
                "owners.json", "patients.json", "reports/validation.json", "reports/duplicates.json",
                "vaccinations.json", "reports/reminders.csv",
            ] {
                files[file] = FileManager.default.contents(atPath: out + "/" + file).map {
                    String(decoding: $0, as: UTF8.self).replacingOccurrences(of: directory.path, with: "<dir>")
                }
            }
            return files
        }

        func history() throws -> String { try runVetnet(["history", pipeline]).stdout }
    }

    @Test("history lists each run with its counts and exit status, newest first")
    func history() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        #expect(try clinic.run().status == 0)
        let history = try clinic.history()
        let runs = history.split(separator: "\n").filter { $0.hasPrefix("run ") }
        #expect(runs.count == 2)
        #expect(runs.first?.hasPrefix("run 2 ") == true && runs.first?.hasSuffix("exit 0") == true)
        #expect(history.contains("patients: patients.csv — read 8, accepted 7, rejected 0, merged 1, unchanged 8"))
        let changes =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: clinic.out + "/changes/2.json"))) as? [String: Any]
        #expect((changes?["updated"] as? [[String: Any]])?.map { $0["sourceId"] as? String } == ["C-101"])
        #expect((changes?["deactivated"] as? [[String: Any]])?.map { $0["sourceId"] as? String } == ["A-506"])
    }

    @Test("a run while another holds the state file exits 75 at once and touches nothing")
    func concurrentRun() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let before = clinic.outputs()
        let descriptor = open(clinic.statePath + ".lock", O_RDWR)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        try clinic.changeExports()
        let refused = try clinic.run()
        #expect(refused.status == 75)
        #expect(refused.stderr.contains("[state.locked]"))
        #expect(clinic.outputs() == before)
        #expect(try clinic.history().split(separator: "\n").filter { $0.hasPrefix("run ") }.count == 1)
    }

    struct NightFailed: Error {
        let stderr: String
    }

    /// The outputs of two uninterrupted nights (the first, then `changeExports`), with and without a history:
    /// where every killed run must end. Made once for the ten killed runs rather than once each.
    private static let uninterrupted: [Bool: Result<[String: String], any Error>] = {
        var outputs: [Bool: Result<[String: String], any Error>] = [:]
        for history in [false, true] {
            outputs[history] = Result {
                let reference = try Clinic(history: history)
                defer { reference.directory.remove() }
                for night in 0..<2 {
                    if night == 1 { try reference.changeExports() }
                    let run = try reference.run()
                    guard run.status == 0 else { throw NightFailed(stderr: run.stderr) }
                }
                return reference.outputs()
            }
        }
        return outputs
    }()

    @Test(
        "a run killed at any point leaves whole outputs and a valid state, and the next run ends as an uninterrupted one",
        arguments: ["after-begin", "after-merge", "before-publish", "after-exchange", "before-commit"], [false, true])
    func killedRun(at point: String, withHistory: Bool) throws {
        let uninterrupted = try #require(Self.uninterrupted[withHistory]).get()
        if withHistory {
            // Tonight's full export no longer holds V2: kept, inactive.
            let vaccinations = try #require(uninterrupted["vaccinations.json"])
            #expect(vaccinations.contains("\"isActive\":false") || vaccinations.contains("\"isActive\" : false"))
        }

        let clinic = try Clinic(history: withHistory)
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let firstNight = clinic.outputs()
        try clinic.changeExports()
        let killed = try clinic.run(crashAt: point)
        #expect(killed.killedBySignal && killed.status == SIGKILL)
        // The history's working files have no names: a killed run leaves nothing in TMPDIR.
        #expect(try FileManager.default.contentsOfDirectory(atPath: clinic.workingDirectory).isEmpty)

        // Whole outputs: last night's before the swap, tonight's after it; never a mix.
        let swapped = point == "after-exchange" || point == "before-commit"
        #expect(clinic.outputs() == (swapped ? uninterrupted : firstNight))
        #expect(try clinic.history().contains("no end (killed, or running)"))

        let rerun = try clinic.run()
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(clinic.outputs() == uninterrupted)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: clinic.directory.path).filter {
            $0.contains(".staging-")
        }
        #expect(leftovers.isEmpty)
    }

    @Test("a first night killed while its commit is open leaves no records, and the next run is a whole first night")
    func killedFirstNight() throws {
        let reference = try Clinic()
        defer { reference.directory.remove() }
        #expect(try reference.run().status == 0)

        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        // The source records are stored (through a rollback journal: the state holds none) while the merge runs.
        let killed = try clinic.run(crashAt: "after-merge")
        #expect(killed.killedBySignal && killed.status == SIGKILL)
        #expect(try clinic.history().contains("no end (killed, or running)"))
        let rerun = try clinic.run()
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(clinic.outputs() == reference.outputs())
        // Nothing of the killed night was stored: the next one lists the changes of a first night.
        func changes(_ clinic: Clinic, run: Int) throws -> NSDictionary {
            let data = try Data(contentsOf: URL(fileURLWithPath: clinic.out + "/changes/\(run).json"))
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object.removeValue(forKey: "run") as? Int == run)
            return object as NSDictionary
        }
        #expect(try changes(clinic, run: 2) == changes(reference, run: 1))
    }

    @Test("a dry run prints what would change and writes nothing")
    func dryRun() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let before = clinic.outputs()
        try clinic.changeExports()
        let dry = try runVetnet(["run", clinic.pipeline, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("Run 2 would change: 0 created, 1 updated, 0 reactivated, 1 deactivated"))
        #expect(dry.stdout.contains("deactivate patient"))
        #expect(clinic.outputs() == before)
        #expect(try clinic.history().split(separator: "\n").filter { $0.hasPrefix("run ") }.count == 1)
    }

    @Test(
        "kill -9 from outside at moments spread over a run: the outputs are always whole and the next run succeeds",
        .enabled(if: TestTier.runsSlowTests, Comment(rawValue: TestTier.slowReason)))
    func killedFromOutside() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        // Enough records that writing takes a while.
        var owners = ["OwnerID,FirstName,LastName,Email,Phone,Street,City,Zip,Active"]
        var patients = ["PetID,OwnerID,Name,Species,Breed,Sex,DOB,WeightLb,Microchip"]
        for index in 0..<1500 {
            owners.append(
                "C\(index),Ann\(index),Lee\(index % 97),ann\(index)@example.com,(217) 555-\(String(format: "%04d", index % 10000)),\(index) Oak Street,Springfield,62701,Y"
            )
            // Letters, not digits: a pet's name is letters only, and a patient file wholly rejected exits 65.
            var suffix = ""
            var rest = index
            repeat {
                suffix = String(UnicodeScalar(UInt8(97 + rest % 26))) + suffix
                rest /= 26
            } while rest > 0
            patients.append("A\(index),C\(index),Rex \(suffix),Canine,Beagle,MN,2019-03-14,30,")
        }
        try (owners.joined(separator: "\n") + "\n").write(
            toFile: clinic.directory.path + "/owners.csv", atomically: true, encoding: .utf8)
        try (patients.joined(separator: "\n") + "\n").write(
            toFile: clinic.directory.path + "/patients.csv", atomically: true, encoding: .utf8)
        let started = ContinuousClock.now
        #expect(try clinic.run().status == 0)
        let duration = ContinuousClock.now - started
        let expected = clinic.outputs()

        for fraction in [0.2, 0.5, 0.8, 1.0] {
            // Marks the previous outputs: an empty owners.json must either stay or be replaced with everything else.
            try Data().write(to: URL(fileURLWithPath: clinic.out + "/owners.json"))
            let process = Process()
            process.executableURL = vetnetBinary
            process.arguments = ["run", clinic.pipeline, "--quiet"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(
                forTimeInterval: Double(duration.components.seconds) * fraction + Double(
                    duration.components.attoseconds) / 1e18 * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Whichever moment it died at, the directory holds one whole set of outputs.
            let owners = FileManager.default.contents(atPath: clinic.out + "/owners.json")
            #expect(owners == Data() || clinic.outputs() == expected, "killed at \(fraction) of a run")
            #expect(FileManager.default.contents(atPath: clinic.out + "/manifest.json") != nil)
            let rerun = try clinic.run()
            #expect(rerun.status == 0, "after a kill at \(fraction) of a run: \(rerun.stderr)")
            #expect(clinic.outputs() == expected)
        }
    }

    @Test("a first run into directories that do not exist yet creates them, state file included")
    func freshDirectories() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let out = temporary.path + "/nightly/2026/out"
        let run = try runVetnet(["run", "pipelines/nightly-clinic.yml", "--out", out, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/owners.json"))
        #expect(FileManager.default.fileExists(atPath: out + ".state.sqlite"))
    }
}
