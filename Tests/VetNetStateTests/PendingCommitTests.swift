import Foundation
import Testing

@testable import VetNetState

@Suite("Commits applied beside other work")
struct PendingCommitTests {
    private static func changes(_ run: Int64) -> StateChanges {
        var changes = StateChanges(
            runID: run, records: [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")],
            merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)],
            medicalIDs: ["pat-P1": "VN-1"])
        changes.artifactStream = ItemStream { body in try body((name: "duplicates", data: Data("{}".utf8))) }
        return changes
    }

    @Test("applied changes are in the file for no other reader until committed, and then with the run's end")
    func storedAtCommit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let before = try store.dump()
        let pending = store.beginCommit(Self.changes(run))
        _ = pending.applied()
        #expect(try StateStore.openReadOnly(path: fixture.path).dump() == before)
        let completion = RunCompletion(
            runID: run, finishedAt: StateFixture.date(60), counts: ["owners": SourceCounts(read: 2)], exitStatus: 0)
        let summary = try pending.commit(completing: completion)
        pending.rollBack()
        #expect(
            summary.created.count == 3 && summary.newMerges.count == 1 && summary.newMedicalIDs == ["pat-P1": "VN-1"])
        let reopened = try StateStore.open(path: fixture.path)
        #expect(try reopened.medicalIDs() == ["pat-P1": "VN-1"])
        #expect(try reopened.resolve("own-O2") == "own-O1")
        #expect(try reopened.artifact("duplicates") == Data("{}".utf8))
        #expect(try reopened.runs(limit: 1).first?.finishedAt == StateFixture.date(60))
        #expect(try reopened.runs(limit: 1).first?.counts["owners"]?.read == 2)
    }

    @Test("rolled back, the changes leave the state as it was, and the store takes the next commit")
    func rolledBack() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let before = try store.dump()
        store.beginCommit(Self.changes(run)).rollBack()
        #expect(try store.dump() == before)
        try store.commit(Self.changes(run))
        #expect(try store.medicalIDs() == ["pat-P1": "VN-1"])
    }

    @Test("changes that fail to apply fail the commit and store nothing, not even the run's end")
    func failingChanges() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        try store.commit(Self.changes(try StateFixture.beginRun(store)))
        let run = try StateFixture.beginRun(store, at: 86_400)
        let before = try store.dump()
        var changes = Self.changes(run)
        changes.records = [StateFixture.owner("O3")]
        changes.medicalIDs = ["pat-P2": "VN-1"]
        let pending = store.beginCommit(changes)
        let completion = RunCompletion(runID: run, finishedAt: StateFixture.date(86_460), counts: [:], exitStatus: 0)
        #expect(throws: StateError.conflict("medical ID VN-1 already belongs to patient pat-P1, not pat-P2")) {
            try pending.commit(completing: completion)
        }
        pending.rollBack()
        #expect(try store.dump() == before)
        #expect(try store.runs(limit: 1).first?.finishedAt == nil)
    }
}
