import VetNetCore

/// A history record in the order the record files list them: by animal (canonical ID), then owner (alerts on
/// an owner), date, vaccine, and the order they were read in.
struct SortedHistory {
    var record: HistoryRecord
    var sequence: Int
    var key: Key

    struct Key: Comparable {
        var patient: String
        var owner: String
        var day: Int
        var vaccine: String
        var sequence: Int

        static func < (a: Key, b: Key) -> Bool {
            if a.patient != b.patient { return a.patient < b.patient }
            if a.owner != b.owner { return a.owner < b.owner }
            if a.day != b.day { return a.day < b.day }
            if a.vaccine != b.vaccine { return a.vaccine < b.vaccine }
            return a.sequence < b.sequence
        }
    }

    init(record: HistoryRecord, sequence: Int) {
        self.record = record
        self.sequence = sequence
        key = Key(
            patient: record.patientId ?? "", owner: record.ownerId ?? "", day: record.date?.dayNumber ?? Int.min,
            vaccine: record.kind == .vaccination ? Self.vaccineKey(record) : "", sequence: sequence)
    }

    /// What makes two vaccinations of one animal on one day the same: the vaccine type, else the text as given.
    static func vaccineKey(_ record: HistoryRecord) -> String {
        record["vaccineType"]?.text ?? record["vaccine"]?.text?.lowercased() ?? ""
    }
}

/// Sorts one kind's spooled records with their animals' canonical IDs, in memory a chunk at a time: each
/// chunk is sorted and written to a run file, and the runs are merged. Memory holds one chunk, then one
/// record per run.
struct HistorySorter {
    /// Records sorted in memory at a time: about 40 MB of them.
    static let defaultChunkRecords = 100_000

    let workspace: HistoryWorkspace
    var chunkRecords = defaultChunkRecords
    /// Merged-away patient IDs to the surviving one.
    let canonicalIds: [String: String]

    /// The records of the spool at `path`, sorted, to `consume` one by one.
    func sort(spool path: String, _ consume: (SortedHistory) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let reader = try SpoolReader(path: path)
        var chunk: [SortedHistory] = []
        chunk.reserveCapacity(min(chunkRecords, 1 << 16))
        var runs: [String] = []
        while let bytes = try reader.next() {
            var item = try Self.decode(bytes)
            if let patientId = item.record.patientId, let canonical = canonicalIds[patientId] {
                item.record.patientId = canonical
                item = SortedHistory(record: item.record, sequence: item.sequence)
            }
            chunk.append(item)
            if chunk.count == chunkRecords {
                runs.append(try writeRun(&chunk))
            }
        }
        chunk.sort { $0.key < $1.key }
        if runs.isEmpty {
            for item in chunk { try consume(item) }
            return
        }
        if !chunk.isEmpty { runs.append(try writeRun(&chunk)) }
        try merge(runs, consume)
    }

    private func writeRun(_ chunk: inout [SortedHistory]) throws(Diagnostic) -> String {
        chunk.sort { $0.key < $1.key }
        let writer = try SpoolWriter(path: workspace.newFile("sorted-run"))
        var encoder = CompactWriter()
        for item in chunk {
            encoder.removeAll()
            encoder.count(item.sequence)
            item.record.encode(to: &encoder)
            try writer.append(encoder)
        }
        try writer.finish()
        chunk.removeAll(keepingCapacity: true)
        return writer.path
    }

    /// Merges sorted runs through a heap of each run's next record.
    private func merge(_ runs: [String], _ consume: (SortedHistory) throws(Diagnostic) -> Void) throws(Diagnostic) {
        var readers: [SpoolReader] = []
        var heap = MinHeap<(SortedHistory, Int)> { $0.0.key < $1.0.key }
        for (index, run) in runs.enumerated() {
            let reader = try SpoolReader(path: run, readSize: 64 << 10)
            readers.append(reader)
            if let bytes = try reader.next() { heap.push((try Self.decode(bytes), index)) }
        }
        while let (item, index) = heap.pop() {
            try consume(item)
            if let bytes = try readers[index].next() { heap.push((try Self.decode(bytes), index)) }
        }
        for run in runs { workspace.remove(run) }
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws(Diagnostic) -> SortedHistory {
        var reader = CompactReader(Array(bytes))
        do throws(CompactReader.Damaged) {
            let sequence = try reader.count()
            return SortedHistory(record: try HistoryRecord.decode(&reader), sequence: sequence)
        } catch {
            throw .error("internal.history-spool", "Internal error: a spooled history record cannot be read back.")
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
