import Synchronization
import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetPipeline

@Suite("Batches made on a thread of their own reach the caller whole, in order, and then the producer's error")
struct ProducedBatchesTests {
    /// Every batch taken, joined.
    private func takeAll<Item>(_ batches: ProducedBatches<Item>) throws(Diagnostic) -> [Item] {
        var items: [Item] = []
        while let batch = try batches.next() { items += batch }
        return items
    }

    @Test("the caller gets every item in the order made, for any count and batch size")
    func orderKept() throws {
        var random = SplitMix64(seed: 5)
        for _ in 0..<40 {
            let count = Int(random.next() % 10_000)
            let batchSize = 1 + Int(random.next() % 300)
            let readAhead = 1 + Int(random.next() % 4)
            let batches = ProducedBatches<Int>(name: "test", batchSize: batchSize, readAhead: readAhead) {
                (emit) throws(Diagnostic) in
                for item in 0..<count { try emit(item) }
            }
            #expect(try takeAll(batches) == Array(0..<count))
            #expect(try batches.next() == nil)
        }
    }

    @Test("the producer's error comes after every item it made before it")
    func errorAfterItems() {
        let batches = ProducedBatches<Int>(name: "test", batchSize: 7) { (emit) throws(Diagnostic) in
            for item in 0..<100 { try emit(item) }
            throw .error("test.failure", "The producer failed.")
        }
        var taken: [Int] = []
        #expect(throws: Diagnostic.self) {
            while let batch = try batches.next() { taken += batch }
        }
        #expect(taken == Array(0..<100))
    }

    @Test("a caller that stops early ends the producer, whose next hand-over throws, before stop returns")
    func stopEndsTheProducer() throws {
        let producerEnded = Atomic<Bool>(false)
        let handOverFailed = Atomic<Bool>(false)
        let batches = ProducedBatches<Int>(name: "test", batchSize: 10, readAhead: 2) { (emit) throws(Diagnostic) in
            defer { producerEnded.store(true, ordering: .sequentiallyConsistent) }
            do throws(Diagnostic) {
                for item in 0..<1_000_000 { try emit(item) }
            } catch {
                handOverFailed.store(true, ordering: .sequentiallyConsistent)
                throw error
            }
        }
        let first = try #require(try batches.next())
        #expect(first == Array(0..<10))
        batches.stop()
        #expect(producerEnded.load(ordering: .sequentiallyConsistent))
        #expect(handOverFailed.load(ordering: .sequentiallyConsistent))
        #expect(try batches.next() == nil)
    }
}
