import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetTestSupport

@Suite("Replacing an output directory as a whole")
struct OutputPublisherTests {
    @Test("a write that fails (a full disk) leaves the previous outputs, no staging directory, and names the real path")
    func failedWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path + "/out"
        let publisher = OutputPublisher(directory: out)
        try publisher.publish { staging throws(Diagnostic) in
            _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data("old".utf8))
        }
        let error = #expect(throws: Diagnostic.self) {
            try publisher.publish { staging throws(Diagnostic) in
                _ = FileManager.default.createFile(atPath: staging + "/manifest.json", contents: Data("new".utf8))
                throw .error("write.io-error", "No space left on device.", at: SourceLocation(file: staging + "/owners.json"))
            }
        }
        #expect(error?.location?.file == out + "/owners.json")
        #expect(FileManager.default.contents(atPath: out + "/manifest.json") == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"])
    }

    @Test("a directory holding files vetnet did not write is not replaced")
    func foreignDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("keep me", to: "notes.txt")
        let error = #expect(throws: Diagnostic.self) {
            try OutputPublisher(directory: directory.path).publish { _ throws(Diagnostic) in }
        }
        #expect(error?.code == "write.output-not-vetnet")
        #expect(FileManager.default.contents(atPath: directory.path + "/notes.txt") == Data("keep me".utf8))
    }
}
