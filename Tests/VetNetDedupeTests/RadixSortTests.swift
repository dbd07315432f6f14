import Testing
import VetNetCore

@testable import VetNetDedupe

@Suite("Radix sort")
struct RadixSortTests {
    @Test("keyed records come out as the standard library's stable sort puts them", arguments: 0..<12)
    func sameAsStableSort(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Few distinct keys (many ties), keys spread over all 64 bits, or small ones with constant high digits.
        let keyCount = [3, 1_000, Int.max][Int(seed % 3)]
        var records = (0..<(1 + random.below(5_000))).map { position in
            (
                key: keyCount == Int.max ? random.next() : UInt64(random.below(keyCount)) << UInt64(seed % 50),
                record: Int32(position)
            )
        }
        let expected = records.sorted { $0.key < $1.key }
        RadixSort.sort(&records) { $0.key }
        #expect(records.map(\.key) == expected.map(\.key))
        #expect(records.map(\.record) == expected.map(\.record))
    }

    @Test("sorting in place keeps every record and orders them by key", arguments: 0..<8)
    func inPlaceSortsByKey(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Past the size sorted in place; keys spread over all 64 bits (small buckets), few keys (ties), or all in
        // one top bucket (a bucket large enough to be radix-sorted).
        let shape = seed % 3
        var records = (0..<(9_000 + random.below(40_000))).map { position in
            let key: UInt64 =
                switch shape {
                case 0: random.next()
                case 1: UInt64(random.below(50)) &* 0x9E37_79B9_7F4A_7C15
                default: random.next() >> 11
                }
            return KeyedRecord(key: key, record: position)
        }
        let expected = records.map { ($0.key, $0.record) }.sorted { $0 < $1 }
        RadixSort.sortInPlace(&records) { $0.key }
        #expect(records.map(\.key) == expected.map(\.0))
        #expect(records.map { ($0.key, $0.record) }.sorted { $0 < $1 }.map(\.1) == expected.map(\.1))
    }

    @Test("plain numbers are sorted, empty and single arrays left as they are")
    func numbers() {
        var random = SplitMix64(seed: 99)
        var values = (0..<10_000).map { _ in random.next() >> UInt64(random.below(64)) }
        let expected = values.sorted()
        RadixSort.sort(&values)
        #expect(values == expected)
        var empty: [UInt64] = []
        RadixSort.sort(&empty)
        #expect(empty.isEmpty)
        var one: [UInt64] = [42]
        RadixSort.sort(&one)
        #expect(one == [42])
    }
}
