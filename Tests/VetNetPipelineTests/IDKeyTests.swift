import Testing
import VetNetCore
@testable import VetNetPipeline

@Suite("Record IDs as set keys")
struct IDKeyTests {
    static func randomID(_ random: inout SplitMix64) -> String {
        let pieces = ["OWN-", "PAT-", "0", "a", "Z", "é", "-", "\u{0}", "zz", "OWN-0003kpf5w8r5", ""]
        return (0..<Int(random.next() % 9)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test("two IDs give equal keys exactly when they are equal, whatever their length and letters", arguments: 0..<20)
    func equalKeysForEqualIDs(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let ids = (0..<300).map { _ in Self.randomID(&random) }
        for a in ids.prefix(60) {
            for b in ids {
                #expect((IDKey(a) == IDKey(b)) == (a == b), "\(a.debugDescription) / \(b.debugDescription)")
            }
        }
        #expect(Set(ids.map(IDKey.init)).count == Set(ids).count)
    }

    @Test(
        "equal IDs hash alike under any seed, and sets and dictionaries of keys hold what they would of the IDs",
        arguments: 0..<5)
    func hashesAgreeWithEquality(seed: UInt64) {
        var random = SplitMix64(seed: 0xA5 + seed)
        let ids = (0..<2_000).map { _ in Self.randomID(&random) }
        for _ in 0..<5 {
            let hashSeed = Int(truncatingIfNeeded: random.next())
            for id in ids.prefix(300) {
                let copy = String(decoding: Array(id.utf8), as: UTF8.self)
                #expect(IDKey(id)._rawHashValue(seed: hashSeed) == IDKey(copy)._rawHashValue(seed: hashSeed))
                #expect(
                    IDKey(id)._rawHashValue(seed: hashSeed) == IDKey(utf8: id.utf8.span)._rawHashValue(seed: hashSeed))
            }
        }
        var keys: [IDKey: Int] = [:]
        var reference: [String: Int] = [:]
        for (index, id) in ids.enumerated() {
            #expect(
                (keys.updateValue(index, forKey: IDKey(id)) == nil) == (reference.updateValue(index, forKey: id) == nil)
            )
        }
        #expect(keys.count == reference.count)
        for (id, value) in reference { #expect(keys[IDKey(id)] == value, "\(id.debugDescription)") }
    }

    @Test("IDs that differ in a character or two spread over a table's slots as random values would")
    func hashesSpread() {
        // Source IDs counting up and stable IDs sharing their prefix: what a run's sets hold.
        let counting = (1...200_000).map { String($0) }
        let prefixed = (0..<200_000).map {
            "OWN-" + String(String($0 &* 2_654_435_761 % 1_000_000_007, radix: 36).suffix(12))
        }
        for ids in [counting, prefixed] {
            let slots = 1 << 18
            var used = Set<Int>()
            for id in ids { used.insert(IDKey(id)._rawHashValue(seed: 0x5EED) & (slots - 1)) }
            // Random values would take 1 - e^(-n/m) of the slots: 53 % here, 70 % of the IDs.
            #expect(Double(used.count) > 0.67 * Double(ids.count), "\(used.count) slots for \(ids.count) IDs")
        }
    }

    @Test("IDs of up to 16 ASCII bytes are packed, longer and non-ASCII ones kept as text")
    func packing() {
        guard case .packed = IDKey("OWN-0003kpf5w8r5") else { Issue.record("a 16-byte ID is not packed"); return }
        guard case .text = IDKey("OWN-0003kpf5w8r5x") else { Issue.record("a 17-byte ID is packed"); return }
        guard case .text = IDKey("Zoë") else { Issue.record("a non-ASCII ID is packed"); return }
        #expect(IDKey("ab") != IDKey("ab\u{0}"))
    }

    @Test(
        "a key made from an ID's bytes, or from the ID put together in place, equals the ID's key and gives the ID back",
        arguments: 0..<5)
    func keysFromBytes(seed: UInt64) {
        var random = SplitMix64(seed: 0x1D + seed)
        for _ in 0..<500 {
            let id = Self.randomID(&random)
            let key = IDKey(utf8: id.utf8.span)
            #expect(key == IDKey(id), "\(id.debugDescription)")
            #expect(key.string == id, "\(id.debugDescription)")
            if id.utf8.count <= ShortASCII.capacity, id.utf8.allSatisfy({ $0 < 0x80 }) {
                var built = ShortASCII()
                for byte in id.utf8 { built.append(byte) }
                #expect(IDKey(built) == IDKey(id), "\(id.debugDescription)")
            }
        }
    }
}
