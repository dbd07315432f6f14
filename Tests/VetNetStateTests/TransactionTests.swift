import Testing

@testable import VetNetState

@Suite("Transactions")
struct TransactionTests {
    /// A store with one committed run of two owners and a patient with a medical ID.
    private func seeded(_ fixture: StateFixture) throws -> StateStore {
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        try store.commit(
            StateChanges(
                runID: run, records: [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")],
                medicalIDs: ["pat-P1": "VN-1"]))
        return store
    }

    @Test("the state's connections take no mutex around each call: their queue already serializes them")
    func connectionsWithoutMutex() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        #expect(StateStore.sqliteConfigured)
        #expect(!store.connectionHasMutex)
        #expect(!(try StateStore.openReadOnly(path: fixture.path)).connectionHasMutex)
    }

    @Test(
        "a reader beside a store reads what is committed, not what a pending commit applied; a read-only store has none"
    )
    func readerBeside() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try seeded(fixture)
        let reader = try #require(try store.readerBeside())
        #expect(try reader.storedRecords(kind: .owner) == store.storedRecords(kind: .owner))
        let pending = try store.beginCommit(
            StateChanges(runID: try StateFixture.beginRun(store, at: 86_400), records: [StateFixture.owner("O3")]))
        _ = pending.applied()
        #expect(try reader.storedRecords(kind: .owner).map(\.key.sourceId) == ["O1", "O2"])
        _ = try pending.commit(completing: nil)
        #expect(try reader.storedRecords(kind: .owner).map(\.key.sourceId) == ["O1", "O2", "O3"])
        #expect(try StateStore.openReadOnly(path: fixture.path).readerBeside() == nil)
    }

    @Test("a write that throws half-way leaves the database unchanged")
    func throwingWrite() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try seeded(fixture)
        let run = try StateFixture.beginRun(store, at: 86_400)
        let before = try store.dump()
        #expect(throws: Boom.self) {
            try store.write { tx in
                let summary = try tx.upsert([StateFixture.owner("O1", "v2"), StateFixture.owner("O3")], run: run)
                #expect(summary.created.count == 1 && summary.updated.count == 1)
                _ = try tx.deactivate([SourceKey(source: "owners", sourceId: "O2")], run: run)
                throw Boom()
            }
        }
        #expect(try store.dump() == before)
    }

    @Test("a commit failing at its medical IDs rolls back its records, deactivations and merges")
    func failingCommit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try seeded(fixture)
        let run = try StateFixture.beginRun(store, at: 86_400)
        let before = try store.dump()
        let changes = StateChanges(
            runID: run, records: [StateFixture.owner("O1", "v2"), StateFixture.patient("P2")],
            deactivations: [SourceKey(source: "owners", sourceId: "O2")],
            merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)],
            medicalIDs: ["pat-P2": "VN-1"],
            completion: RunCompletion(runID: run, finishedAt: StateFixture.date(86_500), counts: [:], exitStatus: 0))
        #expect(throws: StateError.self) { try store.commit(changes) }
        #expect(try store.dump() == before)
        #expect(try store.runs(limit: 1).first?.finishedAt == nil)
    }

    @Test("inserting a stored key again fails the transaction with SQLite's reason and changes nothing")
    func insertingAStoredKey() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try seeded(fixture)
        let run = try StateFixture.beginRun(store, at: 86_400)
        let before = try store.dump()
        let error = #expect(throws: StateError.self) {
            try store.write { tx in
                _ = try tx.insert([StateFixture.owner("O3"), StateFixture.owner("O1", "v2")], run: run)
            }
        }
        #expect(error.map(String.init(describing:))?.contains("UNIQUE constraint failed: sourceRecord") == true)
        #expect(try store.dump() == before)
    }

    @Test("a preview reports the changes and writes nothing")
    func preview() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try seeded(fixture)
        let run = try StateFixture.beginRun(store, at: 86_400)
        let before = try store.dump()
        let changes = StateChanges(
            runID: run, records: [StateFixture.owner("O1", "v2"), StateFixture.owner("O3")],
            deactivations: [SourceKey(source: "owners", sourceId: "O2")], medicalIDs: ["pat-P3": "VN-3"])
        let preview = try store.preview(changes)
        #expect(try store.dump() == before)
        #expect(preview.created == [SourceKey(source: "owners", sourceId: "O3")])
        #expect(preview.updated == [SourceKey(source: "owners", sourceId: "O1")])
        #expect(preview.deactivated == [SourceKey(source: "owners", sourceId: "O2")])
        #expect(preview.newMedicalIDs == ["pat-P3": "VN-3"])
        #expect(try store.commit(changes) == preview)
    }

    @Test("a commit with a completion finishes the run in the same transaction")
    func commitWithCompletion() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let counts = ["owners": SourceCounts(read: 1, accepted: 1)]
        try store.commit(
            StateChanges(
                runID: run, records: [StateFixture.owner("O1")],
                completion: RunCompletion(runID: run, finishedAt: StateFixture.date(60), counts: counts, exitStatus: 0))
        )
        let record = try #require(try store.runs(limit: 1).first)
        #expect(record.finishedAt == StateFixture.date(60))
        #expect(record.counts == counts)
    }
}
