import Synchronization
import Testing
import VetNetCore

@Suite("Mapping on both cores")
struct ParallelMapTests {
    @Test(
        "parallelMap and parallelMapChunks give map's result, in order", arguments: [0, 1, 2047, 2048, 4097, 100_003])
    func sameAsMap(count: Int) {
        let values = (0..<count).map { $0 &* 2_654_435_761 }
        let expected = values.map { $0 / 7 }
        #expect(values.parallelMap { $0 / 7 } == expected)
        #expect(values.parallelMapChunks { chunk in chunk.map { $0 / 7 } } == expected)
        // Values that hold references.
        #expect(values.parallelMap { "value \($0)" } == values.map { "value \($0)" })
    }

    @Test("parallelMapChunks hands out contiguous chunks that cover the array once")
    func chunksCoverTheArray() {
        let values = Array(0..<50_000)
        let seen = Mutex<[Range<Int>]>([])
        _ = values.parallelMapChunks(minimumChunk: 1000) { chunk in
            seen.withLock { $0.append(chunk.startIndex..<chunk.endIndex) }
            return Array(chunk)
        }
        let ranges = seen.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(ranges.count > 1)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == values.count)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    @Test("parallelChunks makes at most the chunks asked for, and parallelMapChunks cuts finer, as many as a map takes")
    func chunkCounts() {
        let values = Array(0..<100_000)
        let sizes = values.parallelChunks(minimumChunk: 1000, maximumChunks: 3) { $0.count }
        #expect(sizes.count == 3 && sizes.reduce(0, +) == values.count)
        let chunks = Mutex(0)
        _ = values.parallelMapChunks(minimumChunk: 1000) { chunk in
            chunks.withLock { $0 += 1 }
            return Array(chunk)
        }
        #expect(chunks.withLock { $0 } == min(100, Array<Int>.mapChunksPerRun))
        #expect(Array<Int>.mapChunksPerRun >= 16)
    }
}
