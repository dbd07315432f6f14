import Foundation
import Testing
import VetNetTestSupport

@Suite("Nightly runs of the vetnet binary over the exports the last run read")
struct RepeatedNightCommandTests {
    typealias Clinic = NightlyCommandTests.Clinic

    @Test(
        "a night over last night's exports publishes its outputs again and says so, as its dry run does; --always-read reads them"
    )
    func repeatedAndAlwaysRead() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let firstNight = clinic.outputs()

        // Not a byte of the directory changes, nor a file's time: exports, outputs, state file.
        let before = NightlyGuardCommandTests.fingerprint(clinic.directory.path)
        let dry = try runVetnet(["run", clinic.pipeline, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: would publish run 1's files"), "\(dry.stdout)")
        #expect(dry.stdout.contains("Run 2 would change: 0 created, 0 updated, 0 reactivated, 0 deactivated"))
        #expect(NightlyGuardCommandTests.fingerprint(clinic.directory.path) == before)

        let repeated = try runVetnet(["run", clinic.pipeline, "--verbose"])
        #expect(repeated.status == 0, "\(repeated.stderr)")
        #expect(repeated.stdout.contains("run 1's files, published again"), "\(repeated.stdout)")
        #expect(repeated.stdout.contains("Run 2: 0 created, 0 updated, 0 reactivated, 0 deactivated, 0 merged"))
        #expect(repeated.stderr.contains("found the exports and outputs of run 1 unchanged"))
        #expect(!repeated.stderr.contains("read the sources"))
        #expect(clinic.outputs() == firstNight)

        let read = try runVetnet(["run", clinic.pipeline, "--verbose", "--always-read"])
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stderr.contains("reused the last run's merge"))
        #expect(!read.stdout.contains("published again"))
        #expect(clinic.outputs() == firstNight)
        #expect(read.stdout.contains("Run 3: 0 created, 0 updated, 0 reactivated, 0 deactivated, 0 merged"))

        let history = try clinic.history()
        #expect(history.split(separator: "\n").filter { $0.hasPrefix("run ") }.count == 3)
        // The repeated night's counts (run 2) are the ones the night that read every record (run 3) keeps.
        let counts = history.split(separator: "\n").filter { $0.contains("patients: patients.csv") }
        #expect(counts.count == 3 && counts[0] == counts[1], "\(history)")
        #expect(counts[1].hasSuffix("unchanged 9"), "\(history)")
    }

    @Test(
        "a repeated night killed before or after its swap leaves whole outputs, and the next night publishes them again",
        arguments: ["before-publish", "after-exchange", "before-commit"])
    func killed(_ point: String) throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let firstNight = clinic.outputs()
        let killed = try clinic.run(crashAt: point)
        #expect(killed.killedBySignal && killed.status == SIGKILL)
        #expect(clinic.outputs() == firstNight)
        #expect(try clinic.history().contains("no end (killed, or running)"))

        let rerun = try runVetnet(["run", clinic.pipeline])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        // Once swapped in, the outputs' manifest names the run that never committed: the next night reads every
        // record rather than take them for the last committed run's.
        #expect(rerun.stdout.contains("run 1's files, published again") == (point == "before-publish"))
        #expect(clinic.outputs() == firstNight)
        let files = try FileManager.default.contentsOfDirectory(atPath: clinic.out + "/changes").sorted()
        #expect(files == ["1.json", "3.json"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: clinic.directory.path).filter {
            $0.contains(".staging-")
        }
        #expect(leftovers.isEmpty)
    }
}
