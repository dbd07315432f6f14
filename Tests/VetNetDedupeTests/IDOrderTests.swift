import Testing
import VetNetCore
import VetNetDedupe

@Suite("The order of records by ID")
struct IDOrderTests {
    /// IDs that share prefixes of every length, differ past eight bytes, repeat, are short or empty, and
    /// (in some sets) hold non-ASCII letters.
    static func ids(_ count: Int, seed: UInt64, ascii: Bool) -> [String] {
        var random = SplitMix64(seed: seed)
        let alphabet = "0123456789abcdefghjkmnpqrstvwxyz".map(String.init) + (ascii ? [] : ["é", "Z", "ß", "e\u{301}"])
        let prefixes = ["OWN-", "OWN-00", "OWN-0000000", "PAT-", "", "O"]
        return (0..<count).map { _ in
            let prefix = prefixes[Int(random.next() % UInt64(prefixes.count))]
            let length = Int(random.next() % 14)
            return prefix + (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
        }
    }

    @Test("the order is the stable sort by String's <, for ASCII and other IDs", arguments: 0..<40)
    func sameAsStableSort(seed: UInt64) {
        let records = Self.ids(50 + Int(seed) * 37, seed: seed, ascii: seed % 3 != 0).enumerated().map {
            (id: $1, position: $0)
        }
        let expected = records.sorted { $0.id != $1.id ? $0.id < $1.id : $0.position < $1.position }
        let order = IDOrder.order(count: records.count) { records[$0].id } ?? Array(records.indices)
        let sorted = order.map { records[$0] }
        #expect(sorted.map(\.id) == expected.map(\.id))
        #expect(sorted.map(\.position) == expected.map(\.position))
        // A store's order, its keys read from the stored bytes, is the same.
        let store = RecordStore(records.map { Owner(id: $0.id) })
        #expect((IDOrder.order(of: store) ?? Array(records.indices)) == order)
    }

    @Test("records already in order have no order to be put in")
    func alreadySorted() {
        let ids = ["A-1", "A-2", "A-2", "B"]
        #expect(IDOrder.order(count: ids.count) { ids[$0] } == nil)
        #expect(IDOrder.order(count: 2) { ["B", "A-1"][$0] } == [1, 0])
    }
}
