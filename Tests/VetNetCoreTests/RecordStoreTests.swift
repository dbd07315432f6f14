import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@Suite("Records kept in a record store")
struct RecordStoreTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    @Test("owners and patients come back exactly as they went in, in order", arguments: 0..<40)
    func roundTrip(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let owners = (0..<records.random.int(in: 0...40)).map { _ in records.owner() }
        let patients = (0..<records.random.int(in: 0...40)).map { _ in records.patient(asOf: Self.asOf) }
        let ownerStore = RecordStore(owners)
        let patientStore = RecordStore(patients)
        #expect(Array(ownerStore) == owners)
        #expect(Array(patientStore) == patients)
        #expect(ownerStore.indices.map(ownerStore.id(at:)) == owners.map(\.id))
    }

    @Test("numbers come back bit for bit, signed zero, infinities and NaN too; eight bytes short of one is damage")
    func doubles() {
        let values: [Double] = [
            0, -0.0, 1.5, -20.25, .pi, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan,
        ]
        var writer = CompactWriter()
        for value in values { writer.double(value) }
        writer.optionalDouble(nil)
        writer.optionalDouble(42.17)
        var reader = CompactReader(writer.bytes)
        #expect(values.map { _ in (try? reader.double())?.bitPattern } == values.map(\.bitPattern))
        #expect((try? reader.optionalDouble()) == .some(nil))
        #expect((try? reader.optionalDouble()) == 42.17)
        #expect(reader.isAtEnd)
        var short = CompactReader(Array(writer.bytes.prefix(7)))
        #expect(throws: CompactReader.Damaged.self) { try short.double() }
    }

    @Test("a store encodes to JSON as the array of its records, decodes back, and hashes as its records do")
    func codableAsArray() throws {
        var records = RandomRecords(seed: 7)
        let owners = (0..<12).map { _ in records.owner() }
        let store = RecordStore(owners)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(store) == encoder.encode(owners))
        #expect(try JSONDecoder().decode(RecordStore<Owner>.self, from: encoder.encode(owners)) == store)
        #expect(Set([store, RecordStore(owners)]).count == 1)
    }

    @Test("records longer than a chunk, and many records, keep their bytes apart")
    func largeRecords() {
        var owners: [Owner] = []
        for index in 0..<3000 {
            // Every hundredth record is about 1.5 MiB, more than a chunk holds.
            let note = index % 100 == 7 ? String(repeating: "é", count: 800_000) : "#\(index)"
            owners.append(
                Owner(
                    id: "OWN-\(index)", firstName: note,
                    sources: [SourceRef(source: "s", sourceId: "\(index)", line: index)]))
        }
        let store = RecordStore(owners)
        #expect(store.count == owners.count)
        #expect(Array(store) == owners)
        #expect(store.byteCount > 30 * 800_000 * 2)
    }

    @Test("a record written in place or after the last reads back, and its neighbours do not change", arguments: 0..<20)
    func replacing(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        var expected = (0..<30).map { _ in records.owner() }
        var store = RecordStore(expected)
        for _ in 0..<60 {
            let position = records.random.below(expected.count)
            var changed = expected[position]
            if records.random.below(2) == 0 {
                // The same length: written over the old bytes.
                changed.firstName = changed.firstName.map { String($0.reversed()) }
            } else {
                changed = records.owner()
            }
            expected[position] = changed
            store[position] = changed
            #expect(store[position] == changed)
        }
        #expect(Array(store) == expected)
    }

    @Test(
        "a patient's matching fields read alone are those of the whole patient, an estimated birth date left out",
        arguments: 0..<40)
    func matchingFields(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let patients = (0..<20).map { _ in records.patient(asOf: Self.asOf) }
        let store = RecordStore(patients)
        let fields = store.parallelRead(minimumChunk: 4, Patient.matchingFields)
        #expect(fields.map(\.name) == patients.map(\.name))
        #expect(fields.map(\.species) == patients.map(\.species))
        #expect(fields.map(\.breed) == patients.map(\.breed))
        #expect(fields.map(\.sex) == patients.map(\.sex))
        #expect(fields.map(\.birthDate) == patients.map { $0.birthDateEstimated ? nil : $0.birthDate })
        #expect(fields.map(\.microchip) == patients.map(\.microchip))
        #expect(fields.map(\.ownerId) == patients.map(\.ownerId))
    }

    @Test("an owner's matching fields read alone are those of the whole owner", arguments: 0..<40)
    func ownerMatchingFields(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        let owners = (0..<20).map { _ in records.owner() }
        let store = RecordStore(owners)
        let fields = store.parallelRead(minimumChunk: 4, Owner.matchingFields)
        #expect(fields.map(\.firstName) == owners.map(\.firstName))
        #expect(fields.map(\.lastName) == owners.map(\.lastName))
        #expect(fields.map(\.email) == owners.map(\.email))
        #expect(fields.map(\.phones) == owners.map(\.phones))
        #expect(fields.map(\.address) == owners.map(\.address))
    }

    @Test("a patient's owner ID is set in place when as long as the old one, and otherwise too", arguments: 0..<20)
    func settingOwnerId(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        var expected = (0..<20).map { _ in records.patient(asOf: Self.asOf) }
        var store = RecordStore(expected)
        for position in expected.indices {
            let old = expected[position].ownerId
            let new = position % 2 == 0 ? String(old.reversed()) : records.text()
            expected[position].ownerId = new
            store.setOwnerId(new, at: position)
        }
        #expect(Array(store) == expected)
        var owned = store
        #expect(
            owned.overwriteString(at: 0, locatedBy: Patient.skipToOwnerId, with: expected[0].ownerId + "x") == false)
        #expect(owned == store)
    }

    @Test("a copy keeps its records when the original is written to")
    func copiesAreValues() {
        var store: RecordStore<Owner> = [Owner(id: "OWN-1", firstName: "Ann"), Owner(id: "OWN-2", firstName: "Bob")]
        let copy = store
        store[0].firstName = "Amy"
        store.append(Owner(id: "OWN-3"))
        #expect(copy.map(\.firstName) == ["Ann", "Bob"])
        #expect(store.map(\.firstName) == ["Amy", "Bob", nil])
    }

    @Test("reordering, swapping, inserting and removing move records as an array would", arguments: 0..<20)
    func arrayOperations(seed: UInt64) {
        var records = RandomRecords(seed: seed)
        var expected = (0..<20).map { _ in records.owner() }
        var store = RecordStore(expected)
        var order = Array(expected.indices)
        for index in order.indices.reversed() { order.swapAt(index, records.random.below(index + 1)) }
        order.removeLast(5)
        store.reorder(order)
        expected = order.map { expected[$0] }
        #expect(Array(store) == expected)
        store.swapAt(0, 14)
        expected.swapAt(0, 14)
        let inserted = [records.owner(), records.owner()]
        store.insert(contentsOf: inserted, at: 3)
        expected.insert(contentsOf: inserted, at: 3)
        store.remove(at: 7)
        expected.remove(at: 7)
        store.removeLast()
        expected.removeLast()
        #expect(Array(store) == expected)
        #expect(store == RecordStore(expected))
    }

    @Test(
        "reordering with the bytes copied gives the records reordering gives, in new chunks, over several cores",
        arguments: 0..<3)
    func reorderCopyingBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Enough records for both cores to copy a part, some longer than a chunk, some left out of the order.
        var owners: [Owner] = []
        for index in 0..<40_000 {
            let name = index % 9_000 == 5 ? String(repeating: "ö", count: 600_000) : "N\(random.below(1_000_000))"
            owners.append(Owner(id: "OWN-\(index)", firstName: name))
        }
        var order = Array(owners.indices)
        for index in order.indices.reversed() { order.swapAt(index, random.below(index + 1)) }
        order.removeLast(random.below(100))
        var moved = RecordStore(owners)
        var copied = moved
        let original = moved
        moved.reorder(order)
        copied.reorderCopyingBytes(order)
        #expect(copied.count == order.count)
        #expect(copied.elementsEqual(moved))
        #expect(copied.indices.allSatisfy { copied.id(at: $0) == owners[order[$0]].id })
        // The copy holds only the records kept; the original, shared before, is unchanged.
        #expect(
            order.count == owners.count ? copied.byteCount == original.byteCount : copied.byteCount < original.byteCount
        )
        #expect(original.elementsEqual(owners))
    }

    @Test("an ID is found by binary search in a store in ID order")
    func positionOfSortedID() {
        let ids = ["OWN-01", "OWN-03", "OWN-05", "OWN-07"]
        let store = RecordStore(ids.map { Owner(id: $0) })
        #expect(ids.map { store.position(ofSortedID: $0) } == [0, 1, 2, 3])
        #expect(store.position(ofSortedID: "OWN-04") == nil)
        #expect(store.position(ofSortedID: "OWN-99") == nil)
        #expect(RecordStore<Owner>().position(ofSortedID: "OWN-01") == nil)
    }

    @Test("two IDs compare as strings compare them, read as bytes or not", arguments: 0..<10)
    func idsCompareAsStrings(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Prefixes of one another, case, and text beyond ASCII whose string order is not its byte order.
        let pieces = ["OWN-", "a", "b", "A", "0", "", "\u{E9}", "e\u{301}", "\u{1F415}", "\u{FF21}", "z"]
        let ids = (0..<60).map { _ in (0..<random.below(5)).map { _ in random.pick(pieces) }.joined() }
        let store = RecordStore(ids.map { Owner(id: $0) })
        for a in ids.indices {
            for b in ids.indices {
                #expect(
                    store.id(at: a, isLessThanIDAt: b) == (ids[a] < ids[b]),
                    "\(ids[a].debugDescription) < \(ids[b].debugDescription)")
            }
        }
    }

    @Test("an ID's key read from the record's bytes is the key of its string, packed or not", arguments: 0..<10)
    func idKeysFromBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Up to 16 ASCII bytes pack; longer IDs, and IDs beyond ASCII, are keys of their text.
        let pieces = ["OWN-", "a", "0", "", "\u{E9}", "\u{1F415}", "0123456789", "Z"]
        let ids = (0..<200).map { _ in (0..<random.below(5)).map { _ in random.pick(pieces) }.joined() }
        let store = RecordStore(ids.map { Owner(id: $0) })
        #expect(store.indices.map(store.idKey(at:)) == ids.map(IDKey.init))
        #expect(ids.contains { PackedASCII($0) != nil } && ids.contains { PackedASCII($0) == nil })
    }

    @Test("IDs in different chunks, and IDs of 128 bytes or more (a two-byte length), compare as strings compare them")
    func idsCompareAcrossChunks() {
        var random = SplitMix64(seed: 0xC4)
        let pieces = ["OWN-", "a", "b", "A", "0", "\u{E9}", "z"]
        let ids = (0..<12_000).map { index in
            let id = (0..<random.below(6)).map { _ in random.pick(pieces) }.joined() + String(index % 97)
            return index % 10 == 0 ? id + String(repeating: "x", count: 120 + random.below(200)) : id
        }
        let store = RecordStore(ids.map { Owner(id: $0, lastName: String(repeating: "n", count: 100)) })
        #expect(store.byteCount > 1 << 20, "the records fill more than one chunk")
        for _ in 0..<5_000 {
            let (a, b) = (random.below(ids.count), random.below(ids.count))
            #expect(
                store.id(at: a, isLessThanIDAt: b) == (ids[a] < ids[b]),
                "\(ids[a].debugDescription) < \(ids[b].debugDescription)")
        }
    }

    @Test("binary search finds every ID, ASCII or not, where String's order puts it, and no other", arguments: 0..<10)
    func positionOfSortedIDAsStrings(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // No decomposed accent: String's `<` does not order `e\u{301}` against `\u{E9}b` either way, so a list
        // mixing the two forms has no sorted order to search.
        let pieces = ["OWN-", "a", "b", "A", "0", "", "\u{E9}", "\u{1F415}", "\u{FF21}", "z"]
        func id() -> String { (0..<random.below(5)).map { _ in random.pick(pieces) }.joined() }
        var ids: [String] = []
        for candidate in (0..<60).map({ _ in id() }).sorted() where ids.last != candidate { ids.append(candidate) }
        let store = RecordStore(ids.map { Owner(id: $0) })
        #expect(ids.map { store.position(ofSortedID: $0) } == Array(ids.indices))
        for _ in 0..<60 {
            let probe = id()
            #expect(store.position(ofSortedID: probe) == ids.firstIndex(of: probe), "\(probe.debugDescription)")
        }
    }

    @Test("parallelMap gives map's result, in order")
    func parallelMapMatchesMap() {
        let store = RecordStore((0..<10_000).map { Owner(id: "OWN-\($0)", firstName: "F\($0 % 97)") })
        #expect(store.parallelMap { $0.firstName ?? "" } == store.map { $0.firstName ?? "" })
    }
}
