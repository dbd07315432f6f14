import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

/// `AtomicFile` hands the kernel at most 128 KB per `write` call: a chunk of any size must still reach the
/// file whole, in order, and hashed as written.
@Suite("streamed output files")
struct StreamedFileTests {
    @Test(
        "chunks smaller than, just over and many times one write call reach the file whole and in order",
        arguments: 0..<4)
    func chunksOfAnySizeAreWrittenWhole(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var random = SplitMix64(seed: seed)
        let sizes = [0, 1, 128 << 10, (128 << 10) + 1, 1 << 20, random.below(3 << 20), random.below(200)]
        let chunks = sizes.map { size in (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let path = directory.path + "/out.bin"
        let file = try StreamedFile(path: path)
        for chunk in chunks { try file.write(chunk) }
        let hash = try file.commit()
        let expected = chunks.flatMap { $0 }
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == expected)
        #expect(hash == SHA256.hexDigest(SHA256.hash(expected)))
    }
}
