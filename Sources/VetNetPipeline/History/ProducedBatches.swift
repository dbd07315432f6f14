import Foundation
import Synchronization
import VetNetCore

/// Runs a producer on a thread of its own and hands what it makes to the calling thread in batches, in the order
/// it made them, with at most `readAhead` batches waiting: for a stage whose two halves can each keep a core busy.
///
/// The producer's error reaches the caller after the batches made before it. A caller that stops early calls
/// `stop()`, which makes the producer's next hand-over throw and waits until its thread has ended, so that
/// nothing the producer uses outlives the caller's use of it.
final class ProducedBatches<Item: Sendable>: @unchecked Sendable {
    /// A batch, or the end of them.
    private enum Handed {
        case batch([Item])
        case end(Diagnostic?)
    }

    private let waiting = Mutex<[Handed]>([])
    private let handed = DispatchSemaphore(value: 0)
    private let freeSlots: DispatchSemaphore
    private let ended = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    private var producerEnded = false
    private let batchSize: Int

    /// The error the producer's hand-over throws once the caller has stopped.
    private static var stoppedByCaller: Diagnostic {
        .error("internal.producer-stopped", "Internal error: the producer was stopped by its consumer.")
    }

    /// - Parameter produce: called on a thread of its own with a function that hands on one item.
    init(
        name: String, batchSize: Int = 2048, readAhead: Int = 4,
        _ produce: @escaping @Sendable (_ emit: (Item) throws(Diagnostic) -> Void) throws(Diagnostic) -> Void
    ) {
        self.batchSize = batchSize
        freeSlots = DispatchSemaphore(value: readAhead)
        // A thread of its own rather than a pooled one: it blocks while the caller catches up.
        let thread = Thread { self.run(produce) }
        thread.name = name
        thread.start()
    }

    /// The next batch; nil after the last. Throws the producer's error once the batches before it are taken.
    func next() throws(Diagnostic) -> [Item]? {
        guard !producerEnded else { return nil }
        handed.wait()
        let first = waiting.withLock { $0.removeFirst() }
        switch first {
        case .batch(let items):
            freeSlots.signal()
            return items
        case .end(let failure):
            producerEnded = true
            ended.wait()
            if let failure { throw failure }
            return nil
        }
    }

    /// Ends the producer early and waits for its thread to end; the batches not taken are dropped.
    func stop() {
        guard !producerEnded else { return }
        stopped.store(true, ordering: .sequentiallyConsistent)
        freeSlots.signal()
        ended.wait()
        producerEnded = true
    }

    private func run(_ produce: (_ emit: (Item) throws(Diagnostic) -> Void) throws(Diagnostic) -> Void) {
        var batch: [Item] = []
        batch.reserveCapacity(batchSize)
        var failure: Diagnostic?
        do throws(Diagnostic) {
            try produce { (item) throws(Diagnostic) in
                batch.append(item)
                if batch.count == batchSize {
                    try hand(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try hand(batch) }
        } catch {
            failure = error
        }
        waiting.withLock { $0.append(.end(failure)) }
        handed.signal()
        ended.signal()
    }

    private func hand(_ batch: [Item]) throws(Diagnostic) {
        freeSlots.wait()
        if stopped.load(ordering: .sequentiallyConsistent) { throw Self.stoppedByCaller }
        waiting.withLock { $0.append(.batch(batch)) }
        handed.signal()
    }
}
