/// Records kept in their compact binary form (`CompactStorable`): a record's strings lie side by side in
/// chunks of bytes instead of each being an object of its own, so a run holds its million owners and patients
/// in a fraction of the memory of `[Owner]` and `[Patient]`. Reading a record decodes it. Writing one puts its new
/// form in the old one's place when it has the same length, and after the last record otherwise, the old bytes
/// staying, unreferenced, until the store is freed. `overwriteString` changes one field in place without a decode
/// (a patient given its canonical owner's ID).
///
/// A collection of records like an array: it can be appended to, replaced in, and reordered, the last by
/// moving locations, never bytes.
public struct RecordStore<Record: CompactStorable>: Sendable {
    private var storage = StoredBytes()
    /// Where a record is written before it is copied into the storage.
    private var scratch = CompactWriter()

    public init() {}

    public init<Records: Sequence>(_ records: Records) where Records.Element == Record {
        append(contentsOf: records)
    }

    /// The ID of the record at `position`, read without the rest of it.
    public func id(at position: Int) -> String {
        var reader = self.reader(at: position)
        return Self.decode { () throws(CompactReader.Damaged) in try reader.string() }
    }

    /// The key of the ID of the record at `position`, made from its bytes: no string when the ID packs.
    public func idKey(at position: Int) -> IDKey {
        read(at: position) { reader throws(CompactReader.Damaged) in
            let range = try reader.stringRange()
            return reader.withSpan(in: range) { IDKey(utf8: $0) }
        }
    }

    /// Whether the ID of the record at `a` is less than the ID of the record at `b`, as `String`'s `<` has it:
    /// compared as bytes when both are ASCII, where the two orders agree, without making either a string (a
    /// record file checks the order of every record it writes).
    public func id(at a: Int, isLessThanIDAt b: Int) -> Bool {
        let byBytes = storage.withBytes(of: a, and: b) { first, second in
            guard let x = CompactReader.stringRange(atStartOf: first),
                let y = CompactReader.stringRange(atStartOf: second)
            else {
                preconditionFailure("a record store holds a record it cannot read back")
            }
            return asciiOrder(first.extracting(x), second.extracting(y)).map { $0 < 0 }
        }
        return byBytes ?? (id(at: a) < id(at: b))
    }

    /// What `read` finds in the record at `position`, its bytes handed over from the start (its ID first): for
    /// the few fields of many records, without decoding the rest.
    public func read<Value>(at position: Int, _ read: (inout CompactReader) throws(CompactReader.Damaged) -> Value)
        -> Value
    {
        var reader = self.reader(at: position)
        return Self.decode { () throws(CompactReader.Damaged) in try read(&reader) }
    }

    /// Writes `text` over the string that `locate` moves the reader to (its length first) in the record at
    /// `position`, when the two have the same length in UTF-8; false, with nothing written, when they differ.
    /// For a field whose new value is as long as the old (an ID for another), without decoding the record.
    public mutating func overwriteString(
        at position: Int, locatedBy locate: (inout CompactReader) throws(CompactReader.Damaged) -> Void,
        with text: String
    ) -> Bool {
        // The reader holds the chunk: it is gone before the chunk is written, which would otherwise be copied.
        let (start, length) = read(at: position) { reader throws(CompactReader.Damaged) in
            try locate(&reader)
            let length = try reader.count()
            return (reader.position, length)
        }
        let utf8 = Array(text.utf8)
        guard length == utf8.count else { return false }
        storage.overwrite(at: position, from: start, with: utf8)
        return true
    }

    /// Puts the records in the order of `order`: the record at `order[i]` comes to position `i`. Records left
    /// out of `order` are dropped; none may be in it twice.
    public mutating func reorder(_ order: [Int]) {
        storage.reorder(order)
    }

    /// `reorder`, the records' bytes copied into new chunks in their new order and the old chunks freed: after
    /// `reorder`, reading the records in their order fetches each from another place in memory, and both cores
    /// take turns on the reference counts of the same chunks. Takes as much memory again while it copies.
    public mutating func reorderCopyingBytes(_ order: [Int]) {
        storage.reorderCopying(order)
    }

    /// Appends `other`'s records by taking its chunks as they are, without decoding or copying a record: stores
    /// filled side by side, on several cores, are joined this way.
    public mutating func append(contentsOf other: RecordStore) {
        storage.append(contentsOf: other.storage)
    }

    /// The bytes the records take, for a log.
    public var byteCount: Int { storage.byteCount }

    private func reader(at position: Int) -> CompactReader { storage.reader(at: position) }

    private static func decode<Value>(_ body: () throws(CompactReader.Damaged) -> Value) -> Value {
        do {
            return try body()
        } catch {
            preconditionFailure("a record store holds a record it cannot read back")
        }
    }

    /// Writes the record in the scratch writer and hands its bytes to `body`.
    private mutating func encoded(_ record: Record, _ body: (inout StoredBytes, UnsafeBufferPointer<UInt8>) -> Void) {
        // Moved out while its bytes are read, as `body` changes the storage.
        var writer = CompactWriter()
        swap(&writer, &scratch)
        defer { swap(&writer, &scratch) }
        writer.removeAll()
        EncodedRecord.encode(record, to: &writer)
        writer.withBytes { body(&storage, $0) }
    }
}

extension RecordStore: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    /// Stated, not left to `Collection`'s default: code of other modules that is not specialized for the record
    /// type reaches the default through `distance(from:to:)`, thousands of instructions a call.
    public var count: Int { storage.count }

    public subscript(position: Int) -> Record {
        get {
            var reader = self.reader(at: position)
            return Self.decode { () throws(CompactReader.Damaged) in
                try Record.decode(id: try reader.string(), fields: &reader)
            }
        }
        set { encoded(newValue) { $0.replace(at: position, with: $1) } }
    }

    public mutating func swapAt(_ i: Int, _ j: Int) {
        storage.swapAt(i, j)
    }
}

extension RecordStore: RangeReplaceableCollection {
    public mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    public mutating func append(_ record: Record) {
        encoded(record) { $0.append($1) }
    }

    /// Appends a record encoded before, copying its bytes.
    public mutating func append(_ encoded: EncodedRecord<Record>) {
        encoded.withBytes { storage.append($0) }
    }

    public mutating func replaceSubrange<Records: Collection>(_ range: Range<Int>, with records: Records)
    where Records.Element == Record {
        let before = count
        for record in records { append(record) }
        storage.moveLast(count - before, into: range)
    }
}

extension RecordStore: ExpressibleByArrayLiteral {
    public init(arrayLiteral records: Record...) {
        self.init(records)
    }
}

extension RecordStore: Equatable where Record: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

extension RecordStore: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }
}

extension RecordStore {
    /// The position of the record with ID `id` in a store in ID order (`String`'s `<`), or nil.
    public func position(ofSortedID id: String) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if compareID(at: middle, with: id) < 0 { low = middle + 1 } else { high = middle }
        }
        return low < count && compareID(at: low, with: id) == 0 ? low : nil
    }

    /// `position(ofSortedID:)` for IDs looked up mostly in order: searched forward from `hint` (the position found
    /// before) in growing steps, then by halves in the stretch found, so that the next animal's ID takes a few
    /// comparisons instead of twenty. An ID before the hint is searched in the whole store.
    public func position(ofSortedID id: String, from hint: Int) -> Int? {
        guard hint > 0, hint < count, compareID(at: hint, with: id) <= 0 else { return position(ofSortedID: id) }
        // The ID at `low` is at most `id`; find a `high` whose ID is not below it, or the end.
        var low = hint
        var step = 1
        var high = hint + 1
        while high < count, compareID(at: high, with: id) < 0 {
            low = high
            step *= 2
            high = Swift.min(count, high + step)
        }
        while low < high {
            let middle = (low + high) / 2
            if compareID(at: middle, with: id) < 0 { low = middle + 1 } else { high = middle }
        }
        return low < count && compareID(at: low, with: id) == 0 ? low : nil
    }

    /// Below zero, zero or above as the ID at `position` comes before, equals or comes after `id` in `String`'s
    /// order: compared as bytes when both are ASCII, without making the stored one a string.
    private func compareID(at position: Int, with id: String) -> Int {
        var reader = self.reader(at: position)
        let byBytes = Self.decode { () throws(CompactReader.Damaged) -> Int? in
            let range = try reader.stringRange()
            return reader.withSpan(in: range) { stored in asciiOrder(stored, id.utf8.span) }
        }
        if let byBytes { return byBytes }
        let stored = self.id(at: position)
        return stored < id ? -1 : stored == id ? 0 : 1
    }

    /// `read(at:)` for every record, spread over the cores as `Array.parallelMap`.
    public func parallelRead<T: Sendable>(
        minimumChunk: Int = 2048, _ read: @Sendable (inout CompactReader) throws(CompactReader.Damaged) -> T
    ) -> [T] where Record: Sendable {
        Array(indices).parallelMapChunks(minimumChunk: minimumChunk) { positions in
            var result: [T] = []
            result.reserveCapacity(positions.count)
            for position in positions { result.append(self.read(at: position, read)) }
            return result
        }
    }

    /// The records of `other`, a store of another type with the same compact form (`Record.decode` reads what
    /// `Other.encodeFields` writes), their bytes taken as they are: a store converted without decoding a record.
    public init<Other>(sameFormAs other: consuming RecordStore<Other>) {
        storage = other.storage
    }

    /// Passes 8-byte doubles of the record at `position` through `transform`, in place: `starts` are where each
    /// double to change begins, as a reader of the record read from its start gave them (its `position` before
    /// it). No reader of the store may be left, or its chunk would be copied before it is written.
    public mutating func transformDoubles(at position: Int, startingAt starts: [Int], _ transform: (Double) -> Double) {
        storage.transformDoubles(at: position, startingAt: starts, transform)
    }

    /// `map` spread over the cores, as `Array.parallelMap`: each record is decoded on the thread that
    /// transforms it.
    public func parallelMap<T: Sendable>(minimumChunk: Int = 2048, _ transform: @Sendable (Record) -> T) -> [T]
    where Record: Sendable {
        Array(indices).parallelMapChunks(minimumChunk: minimumChunk) { positions in
            var result: [T] = []
            result.reserveCapacity(positions.count)
            for position in positions { result.append(transform(self[position])) }
            return result
        }
    }
}

/// `x` against `y` byte by byte, which is `String`'s order for ASCII: below zero, zero or above; nil when either
/// holds a byte beyond ASCII.
private func asciiOrder(_ x: Span<UInt8>, _ y: Span<UInt8>) -> Int? {
    var any: UInt8 = 0
    for index in x.indices { any |= x[index] }
    for index in y.indices { any |= y[index] }
    guard any < 0x80 else { return nil }
    for index in 0..<min(x.count, y.count) where x[index] != y[index] { return x[index] < y[index] ? -1 : 1 }
    return x.count - y.count
}
