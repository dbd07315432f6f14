import VetNetCore

/// A history record as the sort hands it on: its key, read from the front of its bytes, and its bytes (with
/// the animal's canonical ID).
struct SortedHistory {
    var key: HistorySortKey
    var bytes: [UInt8]

    /// The record, decoded: whole, or only the fields `wanted` marks (`HistoryRecord.decode(_:only:)`).
    func record(only wanted: [Bool]? = nil) throws(Diagnostic) -> HistoryRecord {
        try Self.record(from: bytes, only: wanted)
    }

    static func record(from bytes: [UInt8], only wanted: [Bool]? = nil) throws(Diagnostic) -> HistoryRecord {
        var reader = CompactReader(bytes)
        do throws(CompactReader.Damaged) {
            return try HistoryRecord.decode(&reader, only: wanted)
        } catch {
            throw .error("internal.history-spool", "Internal error: a spooled history record cannot be read back.")
        }
    }
}

/// Sorts one kind's spooled records with their animals' canonical IDs, in memory a chunk at a time: each
/// chunk is sorted and written to a run file, and the runs are merged. Only each record's key is read; its
/// bytes are moved as they are. Memory holds one chunk, then one record per run.
struct HistorySorter {
    /// Records sorted in memory at a time.
    static let defaultChunkRecords = 100_000

    let workspace: HistoryWorkspace
    var chunkRecords = defaultChunkRecords
    /// Merged-away patient IDs to the surviving one.
    let canonicalIds: [String: String]

    /// The records of `spool`, sorted, to `consume` one by one.
    func sort(spool: SpoolWriter, _ consume: (SortedHistory) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let reader = SpoolReader(spool)
        var chunk: [SortedHistory] = []
        chunk.reserveCapacity(min(chunkRecords, 1 << 16))
        var runs: [SpoolWriter] = []
        while let framed = try reader.next() {
            var item = try Self.decode(framed)
            if !item.key.patient.isEmpty, let canonical = canonicalIds[item.key.patient] {
                var patient = CompactWriter()
                patient.optional(canonical)
                let range = item.key.patientRange
                item.bytes.replaceSubrange(range, with: patient.bytes)
                item.key.patient = canonical
                item.key.patientRange = range.lowerBound..<(range.lowerBound + patient.count)
            }
            chunk.append(item)
            if chunk.count == chunkRecords { runs.append(try writeRun(&chunk)) }
        }
        chunk.sort { $0.key < $1.key }
        if runs.isEmpty {
            for item in chunk { try consume(item) }
            return
        }
        if !chunk.isEmpty { runs.append(try writeRun(&chunk)) }
        try merge(runs, consume)
    }

    private func writeRun(_ chunk: inout [SortedHistory]) throws(Diagnostic) -> SpoolWriter {
        chunk.sort { $0.key < $1.key }
        let writer = try SpoolWriter(in: workspace, name: "sorted run")
        var encoder = CompactWriter()
        for item in chunk {
            encoder.removeAll()
            encoder.count(item.key.sequence)
            encoder.append(written: item.bytes)
            try writer.append(encoder)
        }
        try writer.finish()
        chunk.removeAll(keepingCapacity: true)
        return writer
    }

    /// Merges sorted runs through a heap of each run's next record; the runs' files go with them.
    private func merge(_ runs: [SpoolWriter], _ consume: (SortedHistory) throws(Diagnostic) -> Void) throws(Diagnostic)
    {
        var readers: [SpoolReader] = []
        var heap = MinHeap<(SortedHistory, Int)> { $0.0.key < $1.0.key }
        for (index, run) in runs.enumerated() {
            let reader = SpoolReader(run, readSize: 64 << 10)
            readers.append(reader)
            if let bytes = try reader.next() { heap.push((try Self.decode(bytes), index)) }
        }
        while let (item, index) = heap.pop() {
            try consume(item)
            if let bytes = try readers[index].next() { heap.push((try Self.decode(bytes), index)) }
        }
    }

    /// A spooled record: its sequence number, then its bytes, whose key is read.
    static func decode(_ framed: ArraySlice<UInt8>) throws(Diagnostic) -> SortedHistory {
        let failure = Diagnostic.error(
            "internal.history-spool", "Internal error: a spooled history record cannot be read back.")
        // The sequence number (`CompactWriter.count`) read in place: the record's bytes are copied once, after it.
        guard let (sequence, length) = CompactReader.count(atStartOf: framed.span) else { throw failure }
        let bytes = Array(framed.dropFirst(length))
        do throws(CompactReader.Damaged) {
            return SortedHistory(key: try HistorySortKey(bytes, sequence: sequence), bytes: bytes)
        } catch {
            throw failure
        }
    }
}

/// A binary heap ordered by `isBefore`.
struct MinHeap<Element> {
    private var items: [Element] = []
    private let isBefore: (Element, Element) -> Bool

    init(isBefore: @escaping (Element, Element) -> Bool) { self.isBefore = isBefore }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard isBefore(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < items.count, isBefore(items[left], items[first]) { first = left }
            if right < items.count, isBefore(items[right], items[first]) { first = right }
            if first == parent { break }
            items.swapAt(parent, first)
            parent = first
        }
        return top
    }
}
