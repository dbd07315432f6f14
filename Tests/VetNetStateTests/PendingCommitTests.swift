import Foundation
import Testing
import VetNetCore

@testable import VetNetState

@Suite("Commits applied beside other work")
struct PendingCommitTests {
    private static func changes(_ run: Int64) -> StateChanges {
        var changes = StateChanges(
            runID: run, records: [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")],
            merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)],
            medicalIDs: ["pat-P1": "VN-1"])
        changes.artifactStream = ItemStream { body in try body((name: "duplicates", data: Array("{}".utf8))) }
        return changes
    }

    @Test("applied changes are in the file for no other reader until committed, and then with the run's end")
    func storedAtCommit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let before = try store.dump()
        let pending = try store.beginCommit(Self.changes(run))
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
        try store.beginCommit(Self.changes(run)).rollBack()
        #expect(try store.dump() == before)
        try store.commit(Self.changes(run))
        #expect(try store.medicalIDs() == ["pat-P1": "VN-1"])
    }

    /// A store holding `changes` of a first run, and a second run begun.
    private static func secondRun(_ fixture: StateFixture) throws -> (StateStore, Int64) {
        let store = try fixture.open()
        try store.commit(changes(try StateFixture.beginRun(store)))
        return (store, try StateFixture.beginRun(store, at: 86_400))
    }

    @Test("changes that fail to apply fail the commit and store nothing, not even the run's end")
    func failingChanges() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let (store, run) = try Self.secondRun(fixture)
        let before = try store.dump()
        var changes = Self.changes(run)
        changes.records = [StateFixture.owner("O3")]
        changes.medicalIDs = ["pat-P2": "VN-1"]
        let pending = try store.beginCommit(changes)
        let completion = RunCompletion(runID: run, finishedAt: StateFixture.date(86_460), counts: [:], exitStatus: 0)
        #expect(throws: StateError.conflict("medical ID VN-1 already belongs to patient pat-P1, not pat-P2")) {
            try pending.commit(completing: completion)
        }
        pending.rollBack()
        #expect(try store.dump() == before)
        #expect(try store.runs(limit: 1).first?.finishedAt == nil)
    }

    /// `changes(run)` in two parts, as a night gives them: what it knows before merging, then what the merge adds.
    private static func parts(_ run: Int64) -> (before: StateChanges, merge: StateChanges) {
        let whole = changes(run)
        var merge = StateChanges(runID: run, merges: whole.merges)
        merge.artifactStream = whole.artifactStream
        return (StateChanges(runID: run, records: whole.records, medicalIDs: whole.medicalIDs), merge)
    }

    @Test("changes added to a pending commit are stored with the first, in one transaction, and summed up together")
    func addedChanges() throws {
        let whole = try StateFixture()
        defer { whole.remove() }
        let wholeStore = try whole.open()
        let wholeSummary = try wholeStore.commit(Self.changes(try StateFixture.beginRun(wholeStore)))

        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let before = try store.dump()
        let parts = Self.parts(run)
        let pending = try store.beginCommit(parts.before)
        pending.add(parts.merge)
        _ = pending.applied()
        #expect(try StateStore.openReadOnly(path: fixture.path).dump() == before)
        let summary = try pending.commit(completing: nil)
        #expect(summary == wholeSummary)
        #expect(try store.dump() == wholeStore.dump())
    }

    @Test(
        "when either part of a commit fails to apply, neither is stored and the commit throws the failure",
        arguments: [false, true])
    func failingPart(failingFirst: Bool) throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let (store, run) = try Self.secondRun(fixture)
        let before = try store.dump()
        var parts = Self.parts(run)
        parts.before.records = [StateFixture.owner("O3")]
        parts.before.medicalIDs = [:]
        let conflict = ["pat-P2": "VN-1"]
        if failingFirst { parts.before.medicalIDs = conflict } else { parts.merge.medicalIDs = conflict }
        parts.merge.merges = [MergeDecision(memberID: "own-O3", canonicalID: "own-O1", kind: .owner)]
        let pending = try store.beginCommit(parts.before)
        pending.add(parts.merge)
        #expect(throws: StateError.conflict("medical ID VN-1 already belongs to patient pat-P1, not pat-P2")) {
            try pending.commit(completing: nil)
        }
        pending.rollBack()
        #expect(try store.dump() == before)
        #expect(try store.resolve("own-O3") == "own-O3")
        try store.commit(StateChanges(runID: run, records: [StateFixture.owner("O4")]))
        #expect(try store.storedRecord(SourceKey(source: "owners", sourceId: "O4")) != nil)
    }

    @Test("a first commit writes its pages once, through a rollback journal, and leaves the file in WAL mode")
    func firstCommitJournal() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let pending = try store.beginCommit(Self.changes(try StateFixture.beginRun(store)))
        _ = pending.applied()
        #expect(FileManager.default.fileExists(atPath: fixture.path + "-journal"))
        _ = try pending.commit(completing: nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "-journal"))
        // File format write/read versions 2 mean WAL (https://sqlite.org/fileformat.html).
        let header = try Data(contentsOf: URL(fileURLWithPath: fixture.path)).prefix(20)
        #expect(Array(header.suffix(2)) == [2, 2])
        // A later commit, on a state that holds records, goes through the log.
        let later = try store.beginCommit(Self.changes(try StateFixture.beginRun(store, at: 86_400)))
        _ = later.applied()
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "-journal"))
        _ = try later.commit(completing: nil)
    }

    @Test(
        "a first commit killed after writing into the file opens as the state before it, read-only or not",
        arguments: [false, true])
    func killedFirstCommit(readOnly: Bool) throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        var changes = Self.changes(try StateFixture.beginRun(store))
        let before = try store.dump()
        // Three times the connection's 16 MiB page cache: pages go into the file before the commit.
        changes.artifactStream = ItemStream { body in
            try body((name: "duplicates", data: [UInt8](repeating: 0xA5, count: 48 << 20)))
        }
        let pending = try store.beginCommit(changes)
        _ = pending.applied()
        // What a kill -9 now leaves on disk: the file, part-written, and its journal.
        let copy = try StateFixture()
        defer { copy.remove() }
        let size = try FileManager.default.attributesOfItem(atPath: fixture.path)[.size] as? Int ?? 0
        #expect(size > 16 << 20)
        for suffix in ["", "-journal"] {
            try FileManager.default.copyItem(atPath: fixture.path + suffix, toPath: copy.path + suffix)
        }
        pending.rollBack()
        let reopened = readOnly ? try StateStore.openReadOnly(path: copy.path) : try StateStore.open(path: copy.path)
        #expect(try reopened.dump() == before)
        #expect(try reopened.artifact("duplicates") == nil)
    }

    @Test("a run that opens the state while another commits its first night is told the file is locked, at once")
    func openedDuringFirstCommit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try StateStore.open(path: fixture.path, lockingFor: "vetnet run clinic (pid 1)")
        var changes = Self.changes(try StateFixture.beginRun(store))
        changes.artifactStream = ItemStream { body in
            try body((name: "duplicates", data: [UInt8](repeating: 0xA5, count: 48 << 20)))
        }
        let pending = try store.beginCommit(changes)
        _ = pending.applied()
        do {
            _ = try StateStore.open(path: fixture.path, lockingFor: "vetnet run clinic (pid 2)")
            Issue.record("the second run opened the state")
        } catch {
            guard case .locked(let holder, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(holder == "vetnet run clinic (pid 1)")
        }
        _ = try pending.commit(completing: nil)
        #expect(try store.artifact("duplicates")?.count == 48 << 20)
    }
}

@Suite("A commit's summary of parts")
struct CommitSummaryTests {
    @Test("two sorted key lists join as one sorted list; one that is empty leaves the other's storage as it is")
    func joined() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            func keys() -> [SourceKey] {
                (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    SourceKey(
                        source: ["owners", "pets"].randomElement(using: &random)!,
                        sourceId: "K\(Int.random(in: 0...9, using: &random))")
                }.sorted()
            }
            let (first, second) = (keys(), keys())
            #expect(CommitSummary.joined(first, second) == (first + second).sorted())
        }
        let created = (0..<1000).map { SourceKey(source: "owners", sourceId: "K\($0)") }.sorted()
        for joined in [CommitSummary.joined(created, []), CommitSummary.joined([], created)] {
            #expect(
                joined.withUnsafeBufferPointer { $0.baseAddress } == created.withUnsafeBufferPointer { $0.baseAddress })
        }
    }
}
