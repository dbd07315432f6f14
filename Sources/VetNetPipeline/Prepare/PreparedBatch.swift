import Dispatch
import Synchronization
import VetNetCore
import VetNetMapping
import VetNetValidation

/// Records read in a row, what the reader said while reading them, and their preparations, which two threads
/// work out together: each takes the next chunk nobody has taken yet, so neither waits while work is left.
final class PreparedBatch: Sendable {
    let records: [RawRecord]
    /// What the reader emitted, each with the index of the record it came before (`records.count`: after the last).
    let readerFindings: [(before: Int, diagnostic: Diagnostic)]
    /// The source's mapper, made when the first record was read; nil while there is none.
    let mapper: RecordMapper?
    /// Why reading stopped early, on the last batch.
    let failure: Diagnostic?
    let isLast: Bool

    private static let chunkSize = 128
    private let chunkCount: Int
    private let nextChunk = Atomic<Int>(0)
    private let chunksLeft: Atomic<Int>
    private let prepared: Mutex<[[PreparedRecord]]>
    private let allPrepared = DispatchSemaphore(value: 0)

    init(
        records: [RawRecord], readerFindings: [(before: Int, diagnostic: Diagnostic)], mapper: RecordMapper?,
        failure: Diagnostic?, isLast: Bool
    ) {
        self.records = records
        self.readerFindings = readerFindings
        self.mapper = mapper
        self.failure = failure
        self.isLast = isLast
        chunkCount = mapper == nil ? 0 : (records.count + Self.chunkSize - 1) / Self.chunkSize
        chunksLeft = Atomic(chunkCount)
        prepared = Mutex([[PreparedRecord]](repeating: [], count: chunkCount))
    }

    /// Prepares chunks nobody has taken yet, until none is left (the other thread may still be on its last one).
    /// - Parameter preparer: the calling thread's, with a mapper equal to the batch's.
    func prepareUntaken(with preparer: inout RecordPreparer) {
        guard mapper != nil else { return }
        while true {
            let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
            guard chunk < chunkCount else { return }
            let start = chunk * Self.chunkSize
            let end = min(start + Self.chunkSize, records.count)
            var part: [PreparedRecord] = []
            part.reserveCapacity(end - start)
            preparer.startChunk(of: end - start)
            for raw in records[start..<end] {
                part.append(preparer.prepare(raw))
            }
            prepared.withLock { $0[chunk] = part }
            if chunksLeft.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { allPrepared.signal() }
        }
    }

    /// Every record's preparation, in order, once all are done (taken out of the batch, so a second call finds
    /// none); empty when there is no mapper.
    func waitForPreparations() -> PreparedRecords {
        guard chunkCount > 0 else { return PreparedRecords(chunks: [], chunkSize: Self.chunkSize) }
        allPrepared.wait()
        let chunks = prepared.withLock { chunks in
            var taken: [[PreparedRecord]] = []
            swap(&taken, &chunks)
            return taken
        }
        return PreparedRecords(chunks: chunks, chunkSize: Self.chunkSize)
    }
}

/// A batch's preparations in chunks as they were made, each taken out once: moving a record's mapping on
/// instead of copying it saves retaining and releasing every string in it.
struct PreparedRecords {
    private var chunks: [[PreparedRecord]]
    private let chunkSize: Int

    init(chunks: [[PreparedRecord]], chunkSize: Int) {
        self.chunks = chunks
        self.chunkSize = chunkSize
    }

    /// The preparation of the batch's record `index`, leaving an empty one in its place; nil past the end.
    mutating func take(_ index: Int) -> PreparedRecord? {
        let (chunk, offset) = index.quotientAndRemainder(dividingBy: chunkSize)
        guard chunk < chunks.count, offset < chunks[chunk].count else { return nil }
        var taken = PreparedRecord.taken
        swap(&taken, &chunks[chunk][offset])
        return taken
    }
}
