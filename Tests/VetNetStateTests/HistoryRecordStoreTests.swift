import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetState

@Suite("The state file's history records: stored, changed, made inactive, each row under its checksum")
struct HistoryRecordStoreTests {
    static func record(_ id: String, _ content: String, source: String = "vax") -> StoredHistoryRecord {
        StoredHistoryRecord(
            source: source, key: Fingerprint(of: id.utf8), recordId: id, kind: "vaccination",
            fingerprint: Fingerprint(of: content.utf8), record: Data(content.utf8))
    }

    static func commit(_ store: StateStore, _ records: [StoredHistoryRecord], deactivating gone: [String] = [])
        throws -> Int64
    {
        let run = try StateFixture.beginRun(store)
        var changes = StateChanges(runID: run)
        changes.history = HistoryStateChanges(
            upserts: ItemStream { store in for record in records { try store(record) } },
            deactivations: gone.map { (source: "vax", key: Fingerprint(of: $0.utf8)) })
        try store.commit(changes)
        return run
    }

    /// The stored records of `vax` in the order the store gives them, with their stored forms.
    static func stored(_ store: StateStore) throws -> [(StoredHistoryEntry, Data)] {
        var entries: [(StoredHistoryEntry, Data)] = []
        try store.forEachHistoryRecord(source: "vax") { entry, record in entries.append((entry, record())) }
        return entries
    }

    @Test("records come back in key order with their forms; a change replaces the form and keeps the first run")
    func roundTrip() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let ids = (1...20).map { "VAC-\($0)" }
        let first = try Self.commit(store, ids.map { Self.record($0, "given \($0)") })
        var entries = try Self.stored(store)
        #expect(entries.map(\.0.key) == ids.map { Fingerprint(of: $0.utf8) }.sorted())
        #expect(entries.allSatisfy { $0.0.isActive && $0.1 == Data("given \($0.0.recordId)".utf8) })
        let second = try Self.commit(store, [Self.record("VAC-3", "corrected")], deactivating: ["VAC-4"])
        entries = try Self.stored(store)
        let third = try #require(entries.first { $0.0.recordId == "VAC-3" })
        #expect(third.1 == Data("corrected".utf8) && third.0.fingerprint == Fingerprint(of: "corrected".utf8))
        #expect(entries.first { $0.0.recordId == "VAC-4" }?.0.isActive == false)
        #expect(try store.historyCounts()["vax"]?.stored == 20 && store.historyCounts()["vax"]?.active == 19)
        let runs = try #require(try store.historyRecordRuns("VAC-3"))
        #expect(runs.first == first && runs.last == second)
        // Every write left each row's checksum right.
        try store.verifyIntegrity()
        _ = try Self.commit(store, [Self.record("VAC-4", "given VAC-4")])
        #expect(try Self.stored(store).allSatisfy { $0.0.isActive })
        try store.verifyIntegrity()
    }

    @Test(
        "a history row changed behind vetnet's back makes the state file damaged",
        arguments: ["fingerprint", "record", "isActive"])
    func tamperedRow(column: String) throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        _ = try Self.commit(store, [Self.record("VAC-1", "given"), Self.record("VAC-2", "given")])
        let value = column == "isActive" ? "0" : "zeroblob(16)"
        try store.execute(sql: "UPDATE historyRecord SET \(column) = \(value) WHERE recordId = 'VAC-2'")
        #expect(throws: StateError.self) { try store.verifyIntegrity() }
    }
}
