import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("Replacing an output directory as a whole")
struct OutputPublisherTests {
    /// A claim on `out` for a pipeline file in `directory`.
    static func claim(_ out: String, in directory: TemporaryDirectory, pipeline: String = "clinic") throws
        -> OutputDirectoryClaim
    {
        let config = try PipelineFileDecoder.decode(
            yaml: "version: 1\nname: \(pipeline)\nsources: []\n", file: directory.path + "/pipelines/clinic.yml")
        return try OutputDirectoryClaim(directory: out, config: config)
    }

    static func write(_ text: String) -> (String) throws(Diagnostic) -> Void {
        { staging throws(Diagnostic) in
            _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data(text.utf8))
        }
    }

    /// Writes `files` (path → text) and a manifest listing them, as a run does.
    static func writeOutputs(_ files: [String: String]) -> (String) throws(Diagnostic) -> Void {
        { staging throws(Diagnostic) in
            for (file, text) in files {
                let path = staging + "/" + file
                try? FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            }
            let outputs = files.keys.sorted().map { #"{"file": "\#($0)", "sha256": "0"}"# }
            let manifest = """
                {"asOf": "2026-11-20", "manifestVersion": 1, "pipeline": "clinic", "sources": [],
                 "run": {"startedAt": "2026-11-20T02:00:00Z", "finishedAt": "2026-11-20T02:01:00Z"},
                 "tool": {"name": "vetnet", "version": "0.1.0"}, "outputs": [\(outputs.joined(separator: ", "))]}
                """
            _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data(manifest.utf8))
        }
    }

    static func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(
        "a write that fails (a full disk) leaves the previous outputs, no staging directory, and names the given path")
    func failedWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = OutputPublisher(claim: try Self.claim(out, in: directory))
        try publisher.publish(Self.write("old"))
        let error = #expect(throws: Diagnostic.self) {
            try publisher.publish { staging throws(Diagnostic) in
                _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data("new".utf8))
                throw .error(
                    "write.io-error", "No space left on device.", at: SourceLocation(file: staging + "/owners.json"))
            }
        }
        #expect(error?.location?.file == out + "/owners.json")
        #expect(Self.read(out + "/manifest.json") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out"])
    }

    @Test("a commit that fails after the swap puts the previous outputs back")
    func failedCommitRollsBack() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = OutputPublisher(claim: try Self.claim(out, in: directory))
        try publisher.publish(Self.write("old"))
        #expect(throws: Diagnostic.self) {
            try publisher.publish(Self.write("new")) { () throws(Diagnostic) in
                throw .error("state.unavailable", "database or disk is full")
            }
        }
        #expect(Self.read(out + "/manifest.json") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out"])
    }

    @Test("the first publish into a new directory is undone when the commit fails")
    func failedFirstCommitRemovesOutputs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        #expect(throws: Diagnostic.self) {
            try OutputPublisher(claim: try Self.claim(out, in: directory)).publish(Self.write("new")) {
                () throws(Diagnostic) in
                throw .error("state.unavailable", "database or disk is full")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a published directory carries the marker naming its pipeline")
    func marker() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        try OutputPublisher(claim: try Self.claim(out, in: directory)).publish(Self.write("new"))
        #expect(
            Self.read(out + "/" + OutputDirectoryClaim.markerName) == "vetnet output directory of pipeline clinic\n")
    }

    @Test("a symbolic link to the output directory stays a link, and the outputs change at its target")
    func symlinkedDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let real = directory.path + "/real"
        let link = directory.path + "/out"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try OutputPublisher(claim: try Self.claim(link, in: directory)).publish(Self.write("one"))
        try OutputPublisher(claim: try Self.claim(link, in: directory)).publish(Self.write("two"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(Self.read(real + "/manifest.json") == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out", "real"])
    }

    @Test(
        "staged inside the directory (as for a mount point): entries are swapped one by one, the directory itself stays"
    )
    func stagedInside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let claim = try Self.claim(out, in: directory)
        try OutputPublisher(claim: claim, stagesInside: true).publish(Self.writeOutputs(["old-only.json": "x"]))
        let inode = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
        try OutputPublisher(claim: claim, stagesInside: true).publish(Self.write("two"))
        #expect(Self.read(out + "/manifest.json") == "two")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                OutputDirectoryClaim.markerName, "manifest.json",
            ])
        #expect(try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int == inode)
        #expect(throws: Diagnostic.self) {
            try OutputPublisher(claim: claim, stagesInside: true).publish(Self.write("three")) {
                () throws(Diagnostic) in
                throw .error("state.unavailable", "database or disk is full")
            }
        }
        #expect(Self.read(out + "/manifest.json") == "two")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                OutputDirectoryClaim.markerName, "manifest.json",
            ])
    }

    @Test("a fresh file system's lost+found counts as empty and is left alone")
    func lostAndFound() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        try FileManager.default.createDirectory(atPath: out + "/lost+found", withIntermediateDirectories: true)
        let claim = try Self.claim(out, in: directory)
        try OutputPublisher(claim: claim, stagesInside: true).publish(Self.write("one"))
        try OutputPublisher(claim: claim, stagesInside: true).publish(Self.write("two"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                OutputDirectoryClaim.markerName, "lost+found", "manifest.json",
            ])
    }

    @Test("a directory marked as another pipeline's is refused")
    func otherPipeline() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        try OutputPublisher(claim: try Self.claim(out, in: directory, pipeline: "clinic")).publish(Self.write("one"))
        let error = #expect(throws: Diagnostic.self) { try Self.claim(out, in: directory, pipeline: "other") }
        #expect(error?.code == "write.output-refused")
        #expect(error?.message.contains("the pipeline clinic") == true)
    }

    @Test("a real mount point is published into, not over", .enabled(if: TmpfsMount.isPossible))
    func mountPoint() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let mount = try TmpfsMount(at: out)
        defer { mount.unmount() }
        let publisher = OutputPublisher(claim: try Self.claim(out, in: directory))
        #expect(publisher.stagesInside)
        try publisher.publish(Self.write("one"))
        try publisher.publish(Self.write("two"))
        #expect(Self.read(out + "/manifest.json") == "two")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                OutputDirectoryClaim.markerName, "manifest.json",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"])
    }
}

@Suite("Replacing an output directory keeps the files vetnet did not write")
struct ForeignFilesTests {
    typealias Publisher = OutputPublisherTests

    /// A directory published once with `owners.json` and `reports/old.csv`, then given files of the staff's.
    static func publishedWithStaffFiles(_ out: String, in directory: TemporaryDirectory, stagesInside: Bool) throws
        -> OutputPublisher
    {
        let publisher = OutputPublisher(claim: try Publisher.claim(out, in: directory), stagesInside: stagesInside)
        try publisher.publish(Publisher.writeOutputs(["owners.json": "one", "reports/old.csv": "stale"]))
        let files = FileManager.default
        _ = files.createFile(atPath: out + "/staff-notes.txt", contents: Data("call Mrs Ruiz".utf8))
        try files.createDirectory(atPath: out + "/reports/archive", withIntermediateDirectories: true)
        _ = files.createFile(atPath: out + "/reports/archive/2023.csv", contents: Data("old year".utf8))
        try files.createDirectory(atPath: out + "/inbox", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: out + "/latest", withDestinationPath: "owners.json")
        return publisher
    }

    @Test(
        "a night's new outputs keep the staff's files, links and empty directories as they were, and drop its own stale ones",
        arguments: [false, true])
    func keptAsTheyWere(stagesInside: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = try Self.publishedWithStaffFiles(out, in: directory, stagesInside: stagesInside)
        let notesInode = try Publisher.inode(out + "/staff-notes.txt")
        let kept = try publisher.publish(Publisher.writeOutputs(["owners.json": "two"]))
        #expect(kept == ["latest", "reports/archive/2023.csv", "staff-notes.txt"])
        #expect(Publisher.read(out + "/owners.json") == "two")
        #expect(Publisher.read(out + "/staff-notes.txt") == "call Mrs Ruiz")
        #expect(try Publisher.inode(out + "/staff-notes.txt") == notesInode)
        #expect(Publisher.read(out + "/reports/archive/2023.csv") == "old year")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out + "/latest") == "owners.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/inbox").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out + "/reports/old.csv"))
    }

    @Test("a night whose commit fails leaves the staff's files where they were")
    func keptWhenTheCommitFails() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = try Self.publishedWithStaffFiles(out, in: directory, stagesInside: false)
        #expect(throws: Diagnostic.self) {
            try publisher.publish(Publisher.writeOutputs(["owners.json": "two"])) { () throws(Diagnostic) in
                throw .error("state.unavailable", "database or disk is full")
            }
        }
        #expect(Publisher.read(out + "/owners.json") == "one")
        #expect(Publisher.read(out + "/staff-notes.txt") == "call Mrs Ruiz")
        #expect(Publisher.read(out + "/reports/archive/2023.csv") == "old year")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out"])
    }

    @Test("a file vetnet did not write where tonight writes one is refused, and the directory stays as it was")
    func collisionRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = try Self.publishedWithStaffFiles(out, in: directory, stagesInside: false)
        _ = FileManager.default.createFile(atPath: out + "/reports/reminders.csv", contents: Data("mine".utf8))
        let error = #expect(throws: Diagnostic.self) {
            try publisher.publish(Publisher.writeOutputs(["owners.json": "two", "reports/reminders.csv": "tonight"]))
        }
        #expect(error?.code == "write.output-refused")
        #expect(error?.location?.file == out + "/reports/reminders.csv")
        #expect(Publisher.read(out + "/reports/reminders.csv") == "mine")
        #expect(Publisher.read(out + "/owners.json") == "one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out"])
    }

    @Test("without a manifest, a file at a path tonight writes is tonight's output and the others are kept")
    func noManifest() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = try Self.publishedWithStaffFiles(out, in: directory, stagesInside: false)
        try FileManager.default.removeItem(atPath: out + "/manifest.json")
        let kept = try publisher.publish(Publisher.writeOutputs(["owners.json": "two"]))
        #expect(Publisher.read(out + "/owners.json") == "two")
        #expect(kept == ["latest", "reports/archive/2023.csv", "reports/old.csv", "staff-notes.txt"])
    }
}
