import Foundation
import Testing
import VetNetCore

@testable import VetNetState

@Suite("The snapshot kept many records to a row: read back whole, in order, and damage found")
struct SnapshotBlockTests {
    static func randomRecords(count: Int, seed: UInt64) -> [SnapshotRecord] {
        var random = SplitMix64(seed: seed)
        let letters = Array("abcXYZ019-éß漢🐕\u{0}\"',")
        return (0..<count).map { index in
            let idLength = Int.random(in: 0...24, using: &random)
            let id = String((0..<idLength).map { _ in letters.randomElement(using: &random)! }) + "-\(index)"
            // Mostly small records, now and then one past a block's size on its own.
            let size =
                Int.random(in: 0...40, using: &random) == 0
                ? Int.random(
                    in: SnapshotBlockWriter.targetSize...(SnapshotBlockWriter.targetSize + 5_000), using: &random)
                : Int.random(in: 0...3_000, using: &random)
            // Eight random bytes at a time: the big records hold megabytes.
            var bytes = [UInt8]()
            bytes.reserveCapacity(size + 8)
            while bytes.count < size { withUnsafeBytes(of: random.next()) { bytes.append(contentsOf: $0) } }
            return SnapshotRecord(
                id: id, kind: Bool.random(using: &random) ? .owner : .patient, record: Data(bytes.prefix(size)))
        }
    }

    @Test("records of every size come back as they were given, in that order, over many blocks", arguments: [1, 2, 3])
    func roundTrip(seed: UInt64) throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let records = Self.randomRecords(count: 1_500, seed: seed)
        var changes = StateChanges(runID: try StateFixture.beginRun(store))
        changes.snapshot = records
        try store.commit(changes)
        try store.verifyIntegrity()
        #expect(try store.snapshot() == records)
        // Every block but the last holds at least a block's size of packed records (a kind, two counts of up to five
        // bytes, the ID and the record each).
        let blocks = try #require(try store.rowCounts()["snapshotBlock"])
        let packed = records.reduce(0) { $0 + 1 + 5 + $1.id.utf8.count + 5 + $1.record.count }
        #expect(blocks > 1 && blocks <= packed / SnapshotBlockWriter.targetSize + 1)

        // A later snapshot replaces the whole of it: no block of the earlier one is left.
        var next = StateChanges(runID: try StateFixture.beginRun(store))
        next.snapshot = Array(records.prefix(3))
        try store.commit(next)
        #expect(try store.snapshot() == Array(records.prefix(3)))
        next.runID = try StateFixture.beginRun(store)
        next.snapshot = []
        try store.commit(next)
        #expect(try store.snapshot().isEmpty)
        #expect(try store.rowCounts()["snapshotBlock"] == 0)
    }

    @Test("a block cut short, or with a record of no kind, is refused when read, not taken for fewer records")
    func damagedBlock() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        var changes = StateChanges(runID: try StateFixture.beginRun(store))
        changes.snapshot = Self.randomRecords(count: 20, seed: 9).map {
            SnapshotRecord(id: $0.id, kind: $0.kind, record: $0.record.prefix(100))
        }
        try store.commit(changes)
        // Damage that keeps the checksum right (as a faulty writer would): the reading still catches it.
        try store.execute(
            sql: "UPDATE snapshotBlock SET records = substr(records, 1, length(records) - 3), checksum = NULL")
        try store.execute(sql: "UPDATE snapshotBlock SET checksum = vetnet_checksum(block, records)")
        #expect(throws: StateError.self) { try store.snapshot() }
        try store.execute(sql: "UPDATE snapshotBlock SET records = x'07', checksum = vetnet_checksum(block, x'07')")
        #expect(throws: StateError.self) { try store.snapshot() }
    }
}
