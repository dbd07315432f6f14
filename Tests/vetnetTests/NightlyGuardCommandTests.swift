import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

/// The guards of a nightly run, through the real binary: an export that shrank, a source not read to its end,
/// an output directory that is not vetnet's, a damaged state file, a dry run.
@Suite("Nightly runs refuse what would lose the clinic's data")
struct NightlyGuardCommandTests {
    typealias Clinic = NightlyCommandTests.Clinic

    /// Every file under `directory` with its bytes and modification time, and the directory's own entries' times.
    static func fingerprint(_ directory: String) -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let path = enumerator?.nextObject() as? String {
            let full = directory + "/" + path
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            let bytes =
                FileManager.default.contents(atPath: full).map { SHA256.hexDigest(SHA256.hash([UInt8]($0))) } ?? "-"
            files[path] = "\(bytes) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
        }
        return files
    }

    static func keep(_ file: String, lines: Int) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try (text.split(separator: "\n").prefix(lines).joined(separator: "\n") + "\n").write(
            toFile: file, atomically: true, encoding: .utf8)
    }

    @Test(
        "a patients export cut in half publishes nothing, stores nothing, exits 65 naming the source, the count and the override"
    )
    func truncatedExport() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let before = clinic.outputs()
        try Self.keep(clinic.directory.path + "/patients.csv", lines: 5)
        let run = try clinic.run()
        #expect(run.status == 65)
        #expect(run.stderr.contains("patients: 5 of 9 active records"))
        #expect(run.stderr.contains("--accept-deactivations"))
        #expect(clinic.outputs() == before)
        #expect(!FileManager.default.fileExists(atPath: clinic.out + "/changes/2.json"))
        #expect(try clinic.history().contains("run 2 ") && clinic.history().contains("exit 65"))

        let accepted = try clinic.run(["--accept-deactivations"])
        #expect(accepted.status == 0)
        let changes =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: clinic.out + "/changes/3.json"))) as? [String: Any]
        #expect((changes?["deactivated"] as? [Any])?.count == 5)
    }

    @Test(
        "after a night that changed records the state file alone holds it: the log is folded in, and a copy without it still knows the night"
    )
    func stateFileWholeAfterNight() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        #expect(try clinic.run().status == 0)
        let log = clinic.statePath + "-wal"
        #expect(((try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0) == 0)
        // The file copied alone, as a backup of the state file would be.
        for companion in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: clinic.statePath + companion) }
        let history = try clinic.history()
        #expect(history.contains("run 2 "), "\(history)")
        let next = try clinic.run(["--verbose", "--always-read"])
        #expect(next.status == 0)
        #expect(next.stderr.contains("0 records mapped"), "\(next.stderr)")
    }

    @Test("a header-only owners export deactivates no owner")
    func headerOnlyExport() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let before = clinic.outputs()
        try Self.keep(clinic.directory.path + "/owners.csv", lines: 1)
        let run = try clinic.run()
        #expect(run.status == 65)
        #expect(run.stderr.contains("clients: "))
        #expect(clinic.outputs() == before)
    }

    @Test("an export that cannot be read to its end (UTF-16) exits 74 and deactivates none of its records")
    func unreadableExport() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        let path = clinic.directory.path + "/patients.csv"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(to: URL(fileURLWithPath: path))
        let run = try clinic.run()
        #expect(run.status == 74)
        let patients =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: clinic.out + "/patients.json"))) as? [[String: Any]] ?? []
        #expect(!patients.isEmpty)
        #expect(patients.allSatisfy { $0["isActive"] as? Bool != false })
    }

    @Test("an output directory holding another program's files is refused with exit 73, and every file stays")
    func foreignOutputDirectory() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        try FileManager.default.createDirectory(atPath: clinic.out + "/photos", withIntermediateDirectories: true)
        _ = try clinic.directory.write(#"{"name": "web app"}"#, to: "out/manifest.json")
        _ = try clinic.directory.write("<html></html>", to: "out/index.html")
        _ = try clinic.directory.write("jpeg", to: "out/photos/1.jpg")
        let before = Self.fingerprint(clinic.out)
        let run = try clinic.run()
        #expect(run.status == 73)
        #expect(run.stderr.contains("[write.output-refused]"))
        #expect(Self.fingerprint(clinic.out) == before)
        #expect(!FileManager.default.fileExists(atPath: clinic.statePath))
    }

    @Test("files the staff put into vetnet's own output directory are still there after the next night, and named")
    func staffFilesKept() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        _ = try clinic.directory.write("call Mrs Ruiz", to: "out/staff-notes.txt")
        _ = try clinic.directory.write("2023", to: "out/reports/archive/2023.csv")
        try clinic.changeExports()
        let run = try runVetnet(["run", clinic.pipeline])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Kept 2 files that vetnet did not write"))
        #expect(run.stdout.contains("  reports/archive/2023.csv\n  staff-notes.txt"))
        #expect(FileManager.default.contents(atPath: clinic.out + "/staff-notes.txt") == Data("call Mrs Ruiz".utf8))
        #expect(FileManager.default.contents(atPath: clinic.out + "/reports/archive/2023.csv") == Data("2023".utf8))
        #expect(FileManager.default.fileExists(atPath: clinic.out + "/changes/2.json"))
    }

    @Test(
        "the pipeline file's own directory is refused as output, one-off or nightly, and the pipeline and exports stay")
    func pipelineDirectoryAsOutput() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        let before = Self.fingerprint(clinic.directory.path)
        for out in [clinic.directory.path, "."] {
            let run = try runVetnet(["run", clinic.pipeline, "--quiet", "--out", out], in: clinic.directory.url)
            #expect(run.status == 73, "\(out): \(run.stderr)")
            #expect(!run.killedBySignal)
        }
        #expect(Self.fingerprint(clinic.directory.path) == before)
    }

    @Test("--out . writes into the working directory when it is empty, with the state file beside it")
    func outDot() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        let work = clinic.directory.path + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let run = try runVetnet(["run", clinic.pipeline, "--quiet", "--out", "."], in: URL(fileURLWithPath: work))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.killedBySignal)
        #expect(FileManager.default.fileExists(atPath: work + "/patients.json"))
        #expect(FileManager.default.fileExists(atPath: clinic.directory.path + "/work.state.sqlite"))
        let again = try runVetnet(["run", clinic.pipeline, "--quiet", "--out", "."], in: URL(fileURLWithPath: work))
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test(
        "a one-off run refuses / and system directories before writing anything",
        arguments: ["/", "/etc", "/usr/local/share"])
    func systemDirectory(_ out: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("ID,First,Last\nO1,Ann,Lee\n", to: "owners.csv")
        let pipeline = try directory.write(
            "version: 1\nname: one-off\nsources:\n  - { name: owners, entity: owner, path: owners.csv, fields: { sourceId: ID, firstName: First, lastName: Last } }\n",
            to: "one-off.yml")
        let before = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        let run = try runVetnet(["run", pipeline, "--quiet", "--out", out])
        #expect(run.status == 73)
        #expect(run.stderr.contains("system directory") || run.stderr.contains("root directory"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []) == before)
    }

    @Test(
        "a nightly run into a mount point succeeds night after night and leaves no staging copy",
        .enabled(if: TmpfsMount.isPossible))
    func mountPoint() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        let mount = try TmpfsMount(at: clinic.out)
        defer { mount.unmount() }
        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        let second = try clinic.run()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(FileManager.default.fileExists(atPath: clinic.out + "/changes/2.json"))
        let leftovers =
            try FileManager.default.contentsOfDirectory(atPath: clinic.directory.path).filter { $0.contains("staging") }
            + FileManager.default.contentsOfDirectory(atPath: clinic.out).filter { $0.contains("staging") }
        #expect(leftovers.isEmpty)
    }

    @Test("a symbolic link as output directory stays a link, and its target holds tonight's outputs")
    func symlinkedOutput() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        let real = clinic.directory.path + "/real-out"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: clinic.out, withDestinationPath: real)
        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        #expect(try clinic.run().status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: clinic.out) == real)
        #expect(FileManager.default.fileExists(atPath: real + "/changes/2.json"))
    }

    /// A damaged state file: emptied, cut short, one bit flipped in a stored record, or marked by a newer vetnet.
    enum Damage: String, CaseIterable {
        case emptied, truncated, bitFlipped, newerVersion
    }

    @Test("a damaged state file stops the run with exit 69 before anything is published", arguments: Damage.allCases)
    func damagedState(_ damage: Damage) throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        let before = clinic.outputs()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: clinic.statePath)))
        switch damage {
        case .emptied: bytes = []
        case .truncated: bytes = Array(bytes.prefix(bytes.count / 2))
        case .bitFlipped:
            // A letter of a stored owner's e-mail address.
            let needle = Array("rob.smith@example".utf8)
            let at = try #require(
                (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle })
            bytes[at + 2] ^= 0x04
        case .newerVersion:
            bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])  // user_version
        }
        try Data(bytes).write(to: URL(fileURLWithPath: clinic.statePath))
        let run = try clinic.run()
        #expect(run.status == 69, "\(run.stderr)")
        #expect(
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: clinic.statePath))) == bytes,
            "a damaged state file is not written to")
        #expect(clinic.outputs() == before)
        #expect(!FileManager.default.fileExists(atPath: clinic.out + "/changes/2.json"))
    }

    @Test("a dry run creates no state file on a first night and changes no byte or time on a later one")
    func dryRunIsReadOnly() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        let empty = Self.fingerprint(clinic.directory.path)
        #expect(try runVetnet(["run", clinic.pipeline, "--dry-run"]).status == 0)
        #expect(Self.fingerprint(clinic.directory.path) == empty)
        #expect(!FileManager.default.fileExists(atPath: clinic.statePath))

        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        let before = Self.fingerprint(clinic.directory.path)
        let dry = try runVetnet(["run", clinic.pipeline, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("1 deactivated"))
        #expect(Self.fingerprint(clinic.directory.path) == before)
    }

    @Test("a run killed between the swap and the commit leaves one change file per committed run")
    func oneChangeFilePerRun() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        try clinic.changeExports()
        #expect(try clinic.run(crashAt: "before-commit").killedBySignal)
        #expect(try clinic.run().status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: clinic.out + "/changes").sorted()
        #expect(files == ["1.json", "3.json"])
    }

    @Test(
        "a state file whose disk fills up exits 69 with the previous outputs in place, also when it fails after the swap",
        .enabled(if: TmpfsMount.isPossible))
    func stateDiskFull() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        let disk = clinic.directory.path + "/disk"
        let mount = try TmpfsMount(at: disk, size: "1m")
        defer { mount.unmount() }
        let yaml = try String(contentsOfFile: clinic.pipeline, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { $0.hasPrefix("state:") ? "state: disk/state.sqlite" : String($0) }.joined(separator: "\n")
        try yaml.write(toFile: clinic.pipeline, atomically: true, encoding: .utf8)
        #expect(try clinic.run().status == 0)
        let before = clinic.outputs()
        let state = try Data(contentsOf: URL(fileURLWithPath: disk + "/state.sqlite"))
        try clinic.changeExports()
        var failedAfterSwap = false
        // From too little room to open the state to enough for the whole run: the failure moves from the opening
        // through the run's start to the commit after the outputs were swapped in.
        for free in stride(from: 0, through: 256 * 1024, by: 4 * 1024) {
            var info = statvfs()
            statvfs(disk, &info)
            let filler = disk + "/filler"
            let room = Int(info.f_bavail) * Int(info.f_frsize) - free
            #expect(FileManager.default.createFile(atPath: filler, contents: Data(count: max(room, 0))))
            let run = try clinic.run(["--verbose"])
            try FileManager.default.removeItem(atPath: filler)
            if run.status == 0 { break }
            #expect(run.status == 69, "\(free / 1024) KiB free: \(run.stderr)")
            #expect(clinic.outputs() == before, "\(free / 1024) KiB free: the outputs changed")
            failedAfterSwap = failedAfterSwap || run.stderr.contains("wrote the outputs")
            try state.write(to: URL(fileURLWithPath: disk + "/state.sqlite"))
            for journal in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: disk + "/state.sqlite" + journal)
            }
        }
        #expect(failedAfterSwap, "no attempt failed at the commit")
    }

    @Test("history shows the exit status of a run refused for its output directory")
    func historyOfRefusedRuns() throws {
        let clinic = try Clinic()
        defer { clinic.directory.remove() }
        #expect(try clinic.run().status == 0)
        _ = try clinic.directory.write("stray", to: "out/stray.txt")
        try FileManager.default.removeItem(atPath: clinic.out + "/" + ".vetnet-output")
        try FileManager.default.removeItem(atPath: clinic.out + "/manifest.json")
        #expect(try clinic.run().status == 73)
        let history = try clinic.history()
        #expect(history.contains("run 2 ") && history.contains("exit 73"))
        #expect(!history.contains("no end"))
    }
}
