import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

/// `RecordFileWriter` checks the ID order while it writes: records handed over in order are written as they
/// are, others are sorted and the file written again. Either way the file is the same.
@Suite("record files in ID order")
struct RecordFileWriterTests {
    static func owners(count: Int, seed: UInt64) -> [Owner] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            // Three-character IDs from a small alphabet, so some tie on their first bytes; the index keeps them apart.
            let prefix = (0..<3).map { _ in random.pick(["a", "b", "A", "B", "0", "-"]) }.joined()
            return Owner(id: "\(prefix)\(index)", lastName: "Owner \(index)", sources: [SourceRef(source: "s", sourceId: "\(index)", line: index + 2)])
        }
    }

    /// The `id` of each object of a JSON array, in file order.
    static func ids(in bytes: [UInt8]) throws -> [String] {
        let objects = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
        return objects.compactMap { $0["id"] as? String }
    }

    func written(_ owners: [Owner], in directory: TemporaryDirectory, as name: String) throws -> (bytes: [UInt8], hash: String) {
        let path = directory.path + "/" + name
        let hash = try RecordFileWriter.write(RecordStore(owners), to: path)
        return (try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), hash)
    }

    @Test("records out of order are written sorted by ID, byte for byte as records handed over sorted", arguments: 0..<12)
    func outOfOrderRecordsAreSorted(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sorted = Self.owners(count: 40, seed: seed).sorted { $0.id < $1.id }
        var random = SplitMix64(seed: seed &+ 100)
        var shuffled = sorted
        for index in shuffled.indices.reversed() { shuffled.swapAt(index, random.below(index + 1)) }
        let fromSorted = try written(sorted, in: directory, as: "sorted.json")
        let fromShuffled = try written(shuffled, in: directory, as: "shuffled.json")
        #expect(fromShuffled.bytes == fromSorted.bytes)
        #expect(fromShuffled.hash == fromSorted.hash)
        var hasher = SHA256()
        hasher.update(fromSorted.bytes)
        #expect(fromSorted.hash == SHA256.hexDigest(hasher.finalize()))
        #expect(try Self.ids(in: fromShuffled.bytes) == sorted.map(\.id))
    }

    @Test("a single pair out of order at the end is found, and no temporary file is left behind")
    func lastPairOutOfOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var owners = Self.owners(count: 30, seed: 7).sorted { $0.id < $1.id }
        owners.swapAt(owners.count - 1, owners.count - 2)
        let result = try written(owners, in: directory, as: "owners.json")
        #expect(try Self.ids(in: result.bytes) == owners.map(\.id).sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["owners.json"])
    }
}
