internal import VetNetCore

/// Puts records in the order of their IDs (`String`'s `<`), ties in their given order.
///
/// Positions are sorted rather than the records, which are large and would each be moved many times. IDs
/// share a prefix (`OWN-`, `PAT-`) and are longer than Swift keeps inline, so comparing them as strings goes
/// to memory each time; when every ID is ASCII (where `<` is byte order), the eight bytes after the shared
/// prefix decide most comparisons as one integer.
public enum IDOrder {
    public static func sorted<Record>(_ records: consuming [Record], id: (Record) -> String) -> [Record] {
        let ids = records.map(id)
        if ids.isSorted(by: <) { return records }
        let order =
            isASCII(ids) ? keyedOrder(ids) : ids.indices.sorted { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }
        var sorted = consume records
        permute(&sorted, order)
        return sorted
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

    /// The sorted positions, comparing the keys first and the whole IDs only when keys tie.
    private static func keyedOrder(_ ids: [String]) -> [Int] {
        let skip = sharedPrefixLength(ids)
        // Keys beside their positions: the sort reads them in place instead of looking each one up.
        var keyed = ids.indices.map { (key: key(of: ids[$0], after: skip), position: $0) }
        keyed.sort { a, b in
            if a.key != b.key { return a.key < b.key }
            if ids[a.position] != ids[b.position] { return ids[a.position] < ids[b.position] }
            return a.position < b.position
        }
        return keyed.map(\.position)
    }

    /// Up to eight bytes after `skip`, big-endian, zero-padded: shorter IDs come first, as in byte order.
    static func key(of id: String, after skip: Int) -> UInt64 {
        var key: UInt64 = 0
        var taken = 0
        for byte in id.utf8.dropFirst(skip).prefix(8) {
            key = key << 8 | UInt64(byte)
            taken += 1
        }
        return taken == 8 ? key : key << (8 * UInt64(8 - taken))
    }

    static func sharedPrefixLength(_ ids: [String]) -> Int {
        guard let first = ids.first else { return 0 }
        var length = first.utf8.count
        for id in ids.dropFirst() where length > 0 {
            length = min(length, zip(first.utf8, id.utf8).prefix(length).prefix { $0 == $1 }.count)
        }
        return length
    }

    private static func isASCII(_ ids: [String]) -> Bool { ids.allSatisfy(\.isAllASCII) }
}
