import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@Suite("Bytes held in memory up to a limit, then in a file of their own that nothing can see")
struct SpilledBytesTests {
    @Test("bytes appended in any sizes read back in order, past the limit as below it", arguments: [1, 7, 64, 10_000])
    func roundTrip(memoryLimit: Int) {
        let spilled = SpilledBytes(memoryLimit: memoryLimit)
        var expected: [UInt8] = []
        var generator = SplitMix64(seed: UInt64(memoryLimit))
        for _ in 0..<300 {
            let chunk = (0..<Int(generator.next() % 50)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            spilled.append(chunk)
            expected += chunk
        }
        #expect(spilled.count == expected.count)
        #expect(spilled.bytes == expected)
        var chunks = 0
        spilled.forEachChunk { _ in chunks += 1 }
        #expect(chunks >= 1)
    }

    @Test("the file past the limit leaves no name behind, and without a usable directory nothing is lost")
    func noFileLeft() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let spilled = SpilledBytes(memoryLimit: 8, directory: directory.path)
        for index in 0..<100 { spilled.append(Array("row \(index)\n".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(String(decoding: spilled.bytes, as: UTF8.self).hasSuffix("row 99\n"))
        let kept = SpilledBytes(memoryLimit: 8, directory: directory.path + "/missing")
        for index in 0..<100 { kept.append(Array("row \(index)\n".utf8)) }
        #expect(kept.bytes == spilled.bytes)
    }
}
