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
            return Owner(
                id: "\(prefix)\(index)", lastName: "Owner \(index)",
                sources: [SourceRef(source: "s", sourceId: "\(index)", line: index + 2)])
        }
    }

    /// The `id` of each object of a JSON array, in file order.
    static func ids(in bytes: [UInt8]) throws -> [String] {
        let objects = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
        return objects.compactMap { $0["id"] as? String }
    }

    func written(_ owners: [Owner], in directory: TemporaryDirectory, as name: String) throws -> (
        bytes: [UInt8], hash: String
    ) {
        let path = directory.path + "/" + name
        let hash = try RecordFileWriter.write(RecordStore(owners), to: path)
        return (try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), hash)
    }

    @Test(
        "records out of order are written sorted by ID, byte for byte as records handed over sorted", arguments: 0..<12)
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

    /// The file as records written one after another by `JSONWriter.write(_:)`, for comparing a file written in
    /// blocks side by side.
    static func expected(_ owners: [Owner], as format: RecordFileFormat) -> [UInt8] {
        var bytes: [UInt8] = format == .json ? Array((owners.isEmpty ? "[]" : "[").utf8) : []
        for (index, owner) in owners.enumerated() {
            var writer = format == .json ? JSONWriter(indentLevel: 1) : JSONWriter.compact()
            writer.write(owner)
            bytes += format == .json ? Array((index == 0 ? "\n  " : ",\n  ").utf8) : (index == 0 ? [] : [0x0A])
            bytes += writer.bytes
        }
        bytes += format == .json ? Array((owners.isEmpty ? "\n" : "\n]\n").utf8) : (owners.isEmpty ? [] : [0x0A])
        return bytes
    }

    @Test(
        "a file of many batches of blocks is the records written one after another, in order or not",
        arguments: RecordFileFormat.allCases)
    func manyBlocksJoinInOrder(format: RecordFileFormat) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sorted = Self.owners(count: 40_000, seed: 11).sorted { $0.id < $1.id }
        let path = directory.path + "/owners." + format.rawValue
        let hash = try RecordFileWriter.write(RecordStore(sorted), as: format, to: path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == Self.expected(sorted, as: format))
        var hasher = SHA256()
        hasher.update(bytes)
        #expect(hash == SHA256.hexDigest(hasher.finalize()))
        // One pair out of order in the second batch, across two blocks: the file is written again, sorted.
        var swapped = sorted
        swapped.swapAt(2048 * 8 + 2047, 2048 * 8 + 2048)
        _ = try RecordFileWriter.write(RecordStore(swapped), as: format, to: path)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        _ = try RecordFileWriter.write(RecordStore<Owner>(), as: format, to: path)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == Self.expected([], as: format))
    }
}
