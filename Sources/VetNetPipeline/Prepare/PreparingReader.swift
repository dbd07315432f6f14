import Dispatch
import Foundation
import Synchronization
import VetNetCore
import VetNetMapping
import VetNetValidation

/// Reads an owner or patient source on a thread of its own, in batches, and starts preparing each batch
/// (mapping and checks) while the calling thread applies the batch before it; the caller helps with whatever
/// is left of a batch when it gets there. The caller sees the same records, findings and failure, in the
/// same order, as from reading the source record by record.
///
/// The reader and the byte source behind it belong to the reading thread until the last batch has been taken.
final class PreparingReader: @unchecked Sendable {
    private let reader: any RecordReader
    private let readerFindings: BufferingCollector
    private let source: SourceConfig
    private let validator: RecordValidator
    private let makeMapper: @Sendable ([String]) throws(Diagnostic) -> RecordMapper
    private let batchSize: Int
    private let preparesDirectly: Bool
    private let storedRows: StoredRows?
    /// The calling thread's preparer, made with the first batch that has a mapper; only `nextBatch` touches it.
    private var callerPreparer: RecordPreparer?
    private let ready = Mutex<[PreparedBatch]>([])
    private let batchesReady = DispatchSemaphore(value: 0)
    private let freeSlots: DispatchSemaphore

    /// - Parameters:
    ///   - reader: emits into `readerFindings` only.
    ///   - storedRows: the stored records a row is accepted as, unchanged (a night's), which are not prepared.
    ///   - makeMapper: the mapper for the columns the reader found; its error stops reading.
    init(
        reader: any RecordReader, readerFindings: BufferingCollector, source: SourceConfig, validator: RecordValidator,
        batchSize: Int, readAhead: Int = 2, preparesDirectly: Bool = true, storedRows: StoredRows? = nil,
        makeMapper: @escaping @Sendable ([String]) throws(Diagnostic) -> RecordMapper
    ) {
        self.reader = reader
        self.readerFindings = readerFindings
        self.source = source
        self.validator = validator
        self.batchSize = batchSize
        self.preparesDirectly = preparesDirectly
        self.storedRows = storedRows
        self.makeMapper = makeMapper
        freeSlots = DispatchSemaphore(value: readAhead)
        // A thread of its own rather than a pooled one: it blocks while the caller catches up, and a pool
        // shared with other blocking work (tests running side by side) could run out of threads.
        let reading = Thread { self.readAll() }
        reading.name = "vetnet.read-ahead"
        reading.start()
    }

    /// The next batch, prepared; after the one marked last there are none.
    func nextBatch() -> (batch: PreparedBatch, prepared: PreparedRecords) {
        batchesReady.wait()
        let batch = ready.withLock { $0.removeFirst() }
        freeSlots.signal()
        if callerPreparer == nil, let mapper = batch.mapper {
            callerPreparer = RecordPreparer(
                source: source, mapper: mapper, validator: validator, directly: preparesDirectly)
            callerPreparer?.storedRows = storedRows
        }
        if callerPreparer != nil { batch.prepareUntaken(with: &callerPreparer!) }
        return (batch, batch.waitForPreparations())
    }

    private func readAll() {
        var mapper: RecordMapper?
        // This thread prepares with a mapper of its own, equal to the batches' one: the two threads then do not
        // retain and release the same objects for every field, each time taking the other core's cache line.
        var ownPreparer: RecordPreparer?
        var finished = false
        while !finished {
            freeSlots.wait()
            var records: [RawRecord] = []
            records.reserveCapacity(batchSize)
            var findings: [(before: Int, diagnostic: Diagnostic)] = []
            var failure: Diagnostic?
            do throws(Diagnostic) {
                while records.count < batchSize {
                    guard let raw = try reader.next() else {
                        finished = true
                        if mapper == nil, source.format != .xml, !reader.columns.isEmpty {
                            // A header-only file still has its mapping checked against the header.
                            _ = try makeMapper(reader.columns)
                        }
                        break
                    }
                    for finding in readerFindings.drain() { findings.append((records.count, finding)) }
                    if mapper == nil {
                        mapper = try makeMapper(reader.columns)
                        ownPreparer = RecordPreparer(
                            source: source, mapper: try makeMapper(reader.columns), validator: validator,
                            directly: preparesDirectly)
                        ownPreparer?.storedRows = storedRows
                    }
                    records.append(raw)
                }
            } catch {
                failure = error
                finished = true
            }
            for finding in readerFindings.drain() { findings.append((records.count, finding)) }
            let batch = PreparedBatch(
                records: records, readerFindings: findings, mapper: mapper, failure: failure, isLast: finished)
            ready.withLock { $0.append(batch) }
            batchesReady.signal()
            if ownPreparer != nil { batch.prepareUntaken(with: &ownPreparer!) }
        }
    }
}

/// Keeps diagnostics until they are taken, in arrival order.
final class BufferingCollector: DiagnosticCollector {
    private let pending = Mutex<[Diagnostic]>([])

    func emit(_ diagnostic: Diagnostic) {
        pending.withLock { $0.append(diagnostic) }
    }

    func drain() -> [Diagnostic] {
        pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
