import Foundation
import Testing

@testable import VetNetState

@Suite("The integrity check beside a run's first reads")
struct DeferredIntegrityTests {
    /// A state with records, merges and medical IDs, closed, one of whose rows `tamper` then changes.
    private static func tamperedState(_ fixture: StateFixture, _ tamper: String) throws {
        do {
            let store = try fixture.open()
            let run = try StateFixture.beginRun(store)
            try store.commit(
                StateChanges(
                    runID: run, records: [StateFixture.owner("O1"), StateFixture.patient("P1")],
                    merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)],
                    medicalIDs: ["pat-P1": "VN-1"]))
            try store.execute(sql: tamper)
        }
        // Closed: the file holds every change, with no log beside it.
        #expect(((try? FileManager.default.attributesOfItem(atPath: fixture.path + "-wal")[.size] as? Int) ?? 0) == 0)
    }

    @Test("a changed row is found before the first write, which then changes no byte of the file")
    func foundBeforeWriting() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try Self.tamperedState(fixture, "UPDATE sourceRecord SET canonicalId = 'own-X' WHERE sourceId = 'O1'")
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        let store = try StateStore.open(path: fixture.path, checkingBesideReads: true)
        // Reads go on while the check runs.
        #expect(try store.storedRecords(kind: .owner).map(\.canonicalID) == ["own-X"])
        #expect(throws: StateError.self) { try StateFixture.beginRun(store) }
        do {
            try store.confirmIntegrity()
            Issue.record("the changed row was not found")
        } catch {
            guard case .damaged(_, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("of sourceRecord changed since vetnet wrote"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.path)) == before)
    }

    @Test("a read that fails on a changed row reports the change, not its own failure")
    func failedReadReportsTheDamage() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try Self.tamperedState(fixture, "UPDATE medicalIdBlock SET entries = entries || x'05'")
        // Read as it is, the block ends inside an entry.
        let checked = try StateStore.open(path: fixture.path, checkingBesideReads: true)
        do {
            _ = try checked.medicalIDs()
            Issue.record("the cut block was read")
        } catch {
            guard case .damaged(_, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("of medicalIdBlock changed since vetnet wrote"))
        }
    }

    @Test("a whole file checked beside the reads opens, reads and takes writes as one checked first does")
    func wholeFile() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try Self.tamperedState(fixture, "SELECT 1")
        let store = try StateStore.open(path: fixture.path, checkingBesideReads: true)
        #expect(try store.medicalIDs() == ["pat-P1": "VN-1"])
        try store.confirmIntegrity()
        let run = try StateFixture.beginRun(store, at: 86_400)
        try store.commit(StateChanges(runID: run, medicalIDs: ["pat-P2": "VN-2"]))
        #expect(try store.medicalIDs() == ["pat-P1": "VN-1", "pat-P2": "VN-2"])
    }
}
