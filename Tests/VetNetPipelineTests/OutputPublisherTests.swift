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
        try OutputPublisher(claim: claim, stagesInside: true).publish { staging throws(Diagnostic) in
            _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data("one".utf8))
            _ = FileManager.default.createFile(atPath: staging + "/old-only.json", contents: Data("x".utf8))
        }
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
