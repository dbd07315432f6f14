internal import VetNetCore

/// Puts records in the order of their IDs (`String`'s `<`), ties in their given order.
///
/// Positions are sorted rather than the records, which are large and would each be moved many times. IDs
/// (`OWN-` and twelve characters) are longer than Swift keeps inline, so each one read is a visit to memory
/// elsewhere: the IDs are read once, into their first sixteen bytes as two integers, and when every ID is
/// ASCII (where `<` is byte order) those integers are radix-sorted; only IDs whose sixteen bytes tie are
/// compared as strings.
public enum IDOrder {
    public static func sorted<Record>(_ records: consuming [Record], id: (Record) -> String) -> [Record] {
        // By index: `map` would hand the closure a copy of each record.
        let keys = records.indices.map { Key(id(records[$0])) }
        let allASCII = keys.allSatisfy(\.isASCII)
        if allASCII, keys.indices.dropFirst().allSatisfy({ keys[$0 - 1] < keys[$0] }) { return records }
        let order: [Int]
        if allASCII {
            order = keyedOrder(keys) { id(records[$0]) }
        } else {
            let ids = records.map(id)
            order = ids.indices.sorted { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }
        }
        var sorted = consume records
        permute(&sorted, order)
        return sorted
    }

    /// The first sixteen bytes of an ID, big-endian and zero-padded, and whether the whole ID is ASCII: for
    /// ASCII IDs, a smaller key means a smaller ID, and only equal keys need the IDs compared.
    struct Key: Comparable {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var isASCII = true

        init(_ id: String) {
            let bytes = id.utf8.span
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
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].high == entries[start].high, entries[end].low == entries[start].low {
                end += 1
            }
            if end - start > 1 {
                let run = order[start..<end].map { (id: id($0), position: $0) }
                    .sorted { $0.id != $1.id ? $0.id < $1.id : $0.position < $1.position }
                order.replaceSubrange(start..<end, with: run.map(\.position))
            }
            start = end
        }
        return order
    }

    /// Puts `records[order[i]]` at position `i`, following the permutation's cycles and swapping records in
    /// place: a copy per record would retain and release every reference it holds.
    static func permute<Record>(_ records: inout [Record], _ order: [Int]) {
        var placed = [Bool](repeating: false, count: order.count)
        records.withUnsafeMutableBufferPointer { buffer in
            for start in order.indices where !placed[start] {
                placed[start] = true
                var current = start
                while order[current] != start {
                    let next = order[current]
                    buffer.swapAt(current, next)
                    placed[next] = true
                    current = next
                }
            }
        }
    }
}
