import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetPipeline

@Suite("The history's working files: nameless from the start, read back whole, never anyone else's")
struct SpoolFileTests {
    @Test("a spool leaves no name in its directory while it is written and read, and leaves other files alone")
    func namelessFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("not the run's", to: "foreign")
        let workspace = try HistoryWorkspace(directory: directory.path)
        let spool = try SpoolWriter(in: workspace, name: "test")
        var random = SplitMix64(seed: 11)
        var written: [[UInt8]] = []
        var offsets: [UInt64] = []
        for _ in 0..<3_000 {
            let record = (0..<Int.random(in: 0...900, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            offsets.append(spool.offset)
            try spool.append(record)
            written.append(record)
        }
        try spool.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["foreign"])

        // Two readers at once, each at its own place: one in order, one by offset.
        let inOrder = SpoolReader(spool, readSize: 4096)
        let byOffset = SpoolReader(spool)
        var index = 0
        while let record = try inOrder.next() {
            #expect(Array(record) == written[index])
            let far = (index * 7919) % written.count
            #expect(try byOffset.record(at: offsets[far]) == written[far])
            index += 1
        }
        #expect(index == written.count)
        #expect(try String(contentsOfFile: directory.path + "/foreign", encoding: .utf8) == "not the run's")
    }

    @Test("an unframed spool is copied out as the bytes appended")
    func copiedWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let spool = try SpoolWriter(in: try HistoryWorkspace(directory: directory.path), name: "rows", framed: false)
        var expected: [UInt8] = []
        for row in 0..<200_000 {
            let bytes = Array("row \(row),\"value\"\n".utf8)
            try spool.append(bytes)
            expected += bytes
        }
        try spool.finish()
        var copied: [UInt8] = []
        try SpoolReader.copyFile(spool) { copied += $0 }
        #expect(copied == expected)
    }

    @Test("a directory where no file can be made is refused at once, naming it and TMPDIR")
    func unusableDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path + "/no-such-dir"
        #expect {
            _ = try HistoryWorkspace(directory: missing)
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.code == "write.cannot-create" && diagnostic.message.contains(missing)
                && diagnostic.message.contains("TMPDIR")
        }
    }
}
