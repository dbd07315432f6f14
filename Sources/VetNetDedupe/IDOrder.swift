public import VetNetCore

/// The order of records by their IDs (`String`'s `<`), ties in their given order.
///
/// The IDs are read once, into their first sixteen bytes as two integers, and when every ID is ASCII (where `<`
/// is byte order) those integers are radix-sorted; only IDs whose sixteen bytes tie are compared as strings.
public enum IDOrder {
    /// The positions of the store's records in the order of their IDs; nil when they are in that order already.
    public static func order<Record: Sendable>(of records: RecordStore<Record>) -> [Int]? {
        order(of: records, keys: keys(of: records))
    }

    /// `order(of:)` with the records' keys (`keys(of:)`) read before.
    static func order<Record>(of records: RecordStore<Record>, keys: [Key]) -> [Int]? {
        order(keys: keys, id: records.id(at:))
    }

    /// The records' keys, read from the stored bytes on every core: a 16-byte ID made a string is an allocation,
    /// for every record.
    static func keys<Record: Sendable>(of records: RecordStore<Record>) -> [Key] {
        records.parallelRead { reader throws(CompactReader.Damaged) in
            let range = try reader.stringRange()
            return reader.withSpan(in: range) { Key(utf8: $0) }
        }
    }

    /// The positions `0..<count` in the order of `id(position)`; nil when they are in that order already.
    public static func order(count: Int, id: (Int) -> String) -> [Int]? {
        order(keys: (0..<count).map { Key(id($0)) }, id: id)
    }

    /// The positions of `keys` (those of `id(position)`) in the order of the IDs; nil when they are in it already.
    private static func order(keys: [Key], id: (Int) -> String) -> [Int]? {
        let count = keys.count
        let allASCII = keys.allSatisfy(\.isASCII)
        if allASCII,
            keys.indices.dropFirst().allSatisfy({
                keys[$0 - 1] < keys[$0] || (keys[$0 - 1] == keys[$0] && id($0 - 1) <= id($0))
            })
        {
            return nil
        }
        if allASCII { return keyedOrder(keys, id: id) }
        let ids = (0..<count).map(id)
        return ids.indices.sorted { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }
    }

    /// The first sixteen bytes of an ID, big-endian and zero-padded, and whether the whole ID is ASCII: for
    /// ASCII IDs, a smaller key means a smaller ID, and only equal keys need the IDs compared.
    struct Key: Comparable, Sendable {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var isASCII = true

        init(_ id: String) {
            self.init(utf8: id.utf8.span)
        }

        init(utf8 bytes: Span<UInt8>) {
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 { isASCII = false }
                if index < 8 {
                    high |= UInt64(byte) << UInt64(56 - 8 * index)
                } else if index < 16 {
                    low |= UInt64(byte) << UInt64(56 - 8 * (index - 8))
                }
            }
        }

        static func < (a: Key, b: Key) -> Bool { (a.high, a.low) < (b.high, b.low) }
    }

    /// The sorted positions of ASCII IDs: by key (a stable radix sort on the low half, then on the high half),
    /// then runs of equal keys by the whole IDs and their positions.
    static func keyedOrder(_ keys: [Key], id: (Int) -> String) -> [Int] {
        var entries = keys.indices.map { (high: keys[$0].high, low: keys[$0].low, position: Int32($0)) }
        RadixSort.sort(&entries) { $0.low }
        RadixSort.sort(&entries) { $0.high }
        var order = entries.map { Int($0.position) }
        entries.forEachRepeatedRun(where: { $0.high == $1.high && $0.low == $1.low }) { run in
            let tied = order[run].map { (id: id($0), position: $0) }
                .sorted { $0.id != $1.id ? $0.id < $1.id : $0.position < $1.position }
            order.replaceSubrange(run, with: tied.map(\.position))
        }
        return order
    }
}
