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
    private let prepared: Mutex<[[Preparation]]>
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
        prepared = Mutex([[Preparation]](repeating: [], count: chunkCount))
    }

    /// Prepares chunks nobody has taken yet, until none is left (the other thread may still be on its last one),
    /// but for the records the reading will accept as stored, unchanged.
    /// - Parameter preparer: the calling thread's, with a mapper equal to the batch's.
    func prepareUntaken(with preparer: inout RecordPreparer) {
        guard mapper != nil else { return }
        while true {
            let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
            guard chunk < chunkCount else { return }
            let start = chunk * Self.chunkSize
            let end = min(start + Self.chunkSize, records.count)
            var part: [Preparation] = []
            part.reserveCapacity(end - start)
            preparer.startChunk(of: end - start)
            for raw in records[start..<end] {
                if let match = preparer.storedUnchanged(raw) {
                    part.append(.storedUnchanged(match))
                } else {
                    part.append(.prepared(preparer.prepare(raw)))
                }
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
            var taken: [[Preparation]] = []
            swap(&taken, &chunks)
            return taken
        }
        return PreparedRecords(chunks: chunks, chunkSize: Self.chunkSize)
    }
}

/// What was worked out ahead for one record of a batch.
enum Preparation: Sendable {
    /// Its mapping and checks.
    case prepared(PreparedRecord)
    /// The stored record it is, unchanged, which the reading accepts as stored: nothing to prepare.
    case storedUnchanged(StoredRows.Match)
    /// Taken out already.
    case taken
}

/// A batch's preparations in chunks as they were made, each taken out once: moving a record's mapping on
/// instead of copying it saves retaining and releasing every string in it.
struct PreparedRecords {
    private var chunks: [[Preparation]]
    private let chunkSize: Int

    init(chunks: [[Preparation]], chunkSize: Int) {
        self.chunks = chunks
        self.chunkSize = chunkSize
    }

    /// The preparation of the batch's record `index`, leaving `.taken` in its place; `.taken` past the end.
    mutating func take(_ index: Int) -> Preparation {
        let (chunk, offset) = index.quotientAndRemainder(dividingBy: chunkSize)
        guard chunk < chunks.count, offset < chunks[chunk].count else { return .taken }
        var taken = Preparation.taken
        swap(&taken, &chunks[chunk][offset])
        return taken
    }
}
