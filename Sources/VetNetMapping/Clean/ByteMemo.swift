/// Values worked out from short byte strings, kept by their bytes: a column's few distinct values (species codes,
/// breeds, sex codes) are then worked out once, not once per row. Keeps at most `capacity` keys of at most
/// `maxKeyLength` bytes; other keys are to be worked out every time, so a column of unique values costs a lookup
/// per row and no more memory.
struct ByteMemo<Value> {
    private struct Entry {
        let start: Int
        let count: Int
        let hash: UInt64
        let value: Value
    }

    static var capacity: Int { 1024 }
    static var maxKeyLength: Int { 64 }
    /// Twice `capacity`, a power of two: an open-addressed table at most half full.
    private static var tableSize: Int { 2048 }

    private var keyBytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Per slot: the index of its entry plus one; 0 for an empty slot.
    private var table = [Int32](repeating: 0, count: Self.tableSize)

    /// The value kept for `key`; nil when there is none.
    func value(for key: Span<UInt8>) -> Value? {
        guard key.count <= Self.maxKeyLength else { return nil }
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & (Self.tableSize - 1)
        while table[slot] != 0 {
            let entry = Int(table[slot]) - 1
            if entries[entry].hash == hash, entries[entry].count == key.count, keyEquals(key, entries[entry].start) {
                return entries[entry].value
            }
            slot = (slot + 1) & (Self.tableSize - 1)
        }
        return nil
    }

    /// Keeps `value` for `key`, which has none yet, when there is room and the key is short enough.
    mutating func keep(_ value: Value, for key: Span<UInt8>) {
        guard hasRoom(for: key) else { return }
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & (Self.tableSize - 1)
        while table[slot] != 0 { slot = (slot + 1) & (Self.tableSize - 1) }
        let start = keyBytes.count
        for index in key.indices { keyBytes.append(key[index]) }
        entries.append(Entry(start: start, count: key.count, hash: hash, value: value))
        table[slot] = Int32(entries.count)
    }

    /// Whether `keep` would keep a value for `key`.
    func hasRoom(for key: Span<UInt8>) -> Bool {
        key.count <= Self.maxKeyLength && entries.count < Self.capacity
    }

    /// How many keys are kept.
    var count: Int { entries.count }

    private func keyEquals(_ key: Span<UInt8>, _ start: Int) -> Bool {
        for index in key.indices where keyBytes[start + index] != key[index] { return false }
        return true
    }

    /// FNV-1a, then a multiply so that the low bits, which pick the slot, depend on every byte.
    private static func hash(_ key: Span<UInt8>) -> UInt64 {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in key.indices { state = (state ^ UInt64(key[index])) &* 0x0000_0100_0000_01B3 }
        return (state ^ (state >> 29)) &* 0xbf58_476d_1ce4_e5b9
    }
}
