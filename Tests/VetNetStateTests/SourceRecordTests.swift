import Testing

@testable import VetNetState

@Suite("Source records")
struct SourceRecordTests {
    @Test("fingerprints round trip per source, and records come back whole")
    func fingerprintsRoundTrip() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let records = [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")]
        let summary = try store.upsert(records, run: run)
        #expect(summary.created.map(\.sourceId) == ["O1", "O2", "P1"])
        #expect(try store.fingerprints(source: "owners") == ["O1": "fp-O1-v1", "O2": "fp-O2-v1"])
        #expect(try store.fingerprints(source: "patients") == ["P1": "fp-P1-v1"])
        #expect(try store.fingerprints(source: "nowhere").isEmpty)

        var expected = StateFixture.patient("P1")
        expected.firstSeenRun = run
        expected.lastChangedRun = run
        #expect(try store.storedRecords(kind: .patient) == [expected])
        #expect(try store.storedRecords(kind: .owner).map(\.key.sourceId) == ["O1", "O2"])
    }

    @Test("a changed record updates only itself")
    func changedRecord() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let first = try StateFixture.beginRun(store)
        try store.upsert([StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.owner("O3")], run: first)
        let before = try store.storedRecords(kind: .owner)

        let second = try StateFixture.beginRun(store, at: 86_400)
        let summary = try store.upsert(
            [StateFixture.owner("O1"), StateFixture.owner("O2", "v2"), StateFixture.owner("O3")], run: second)
        #expect(summary.updated == [SourceKey(source: "owners", sourceId: "O2")])
        #expect(summary.created.isEmpty && summary.reactivated.isEmpty)
        #expect(summary.unchanged == 2)

        let after = try store.storedRecords(kind: .owner)
        #expect(after[0] == before[0])
        #expect(after[2] == before[2])
        #expect(after[1].fingerprint == "fp-O2-v2")
        #expect(after[1].json.contains("v2"))
        #expect(after[1].firstSeenRun == first)
        #expect(after[1].lastChangedRun == second)
    }

    @Test("a raw row that changed without changing its record refreshes the fingerprint and is not an update")
    func fingerprintOnly() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let first = try StateFixture.beginRun(store)
        try store.upsert([StateFixture.owner("O1"), StateFixture.owner("O2")], run: first)
        let before = try store.storedRecords(kind: .owner)

        let second = try StateFixture.beginRun(store, at: 86_400)
        var relaid = StateFixture.owner("O2")
        relaid.fingerprint = "fp-O2-relaid"
        let summary = try store.upsert([StateFixture.owner("O1"), relaid], run: second)
        #expect(summary.updated.isEmpty && summary.created.isEmpty && summary.reactivated.isEmpty)
        #expect(summary.unchanged == 2)

        let after = try store.storedRecords(kind: .owner)
        #expect(after[0] == before[0])
        #expect(after[1].fingerprint == "fp-O2-relaid")
        #expect(after[1].json == before[1].json)
        #expect(after[1].lastChangedRun == first)
        try store.verifyIntegrity()
    }

    @Test("deactivated records are kept, not deleted, and come back when seen")
    func missingRecords() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let first = try StateFixture.beginRun(store)
        try store.upsert([StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.owner("O3")], run: first)
        try store.upsert([StateFixture.owner("X1", source: "other")], run: first)

        let second = try StateFixture.beginRun(store, at: 86_400)
        let o2 = SourceKey(source: "owners", sourceId: "O2")
        #expect(try store.deactivate([o2], run: second) == [o2])
        let records = try store.storedRecords(kind: .owner)
        #expect(records.count == 4)
        #expect(records.filter { !$0.isActive }.map(\.key.sourceId) == ["O2"])
        #expect(records.first { $0.key.sourceId == "O2" }?.lastChangedRun == second)
        #expect(try store.fingerprints(source: "owners").keys.sorted() == ["O1", "O3"])
        #expect(try store.fingerprints(source: "other").keys.sorted() == ["X1"])
        // Already inactive: deactivating it again changes nothing.
        #expect(try store.deactivate([o2], run: second).isEmpty)

        let third = try StateFixture.beginRun(store, at: 2 * 86_400)
        let back = try store.upsert([StateFixture.owner("O2")], run: third)
        #expect(back.reactivated == [SourceKey(source: "owners", sourceId: "O2")])
        #expect(back.updated.isEmpty)
        #expect(try store.storedRecords(kind: .owner).allSatisfy(\.isActive))
    }

    @Test("a second upsert of identical records adds no rows and changes nothing")
    func idempotentUpsert() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let records = (1...50).map { StateFixture.owner("O\($0)") } + (1...50).map { StateFixture.patient("P\($0)") }
        let changes = { (run: Int64) in
            StateChanges(
                runID: run, records: records,
                merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)],
                medicalIDs: ["pat-P1": "VN-1", "pat-P2": "VN-2"])
        }
        let first = try store.commit(changes(try StateFixture.beginRun(store)))
        #expect(first.created.count == 100)
        let counts = try store.rowCounts()
        let contents = try store.dump(tables: ["sourceRecord", "mergeBlock", "medicalIdBlock"])

        let second = try store.commit(changes(try StateFixture.beginRun(store, at: 86_400)))
        #expect(second.isEmpty)
        #expect(second.unchanged == 100)
        var expectedCounts = counts
        expectedCounts["run", default: 0] += 1
        expectedCounts["runInput", default: 0] += 1
        #expect(try store.rowCounts() == expectedCounts)
        #expect(try store.dump(tables: ["sourceRecord", "mergeBlock", "medicalIdBlock"]) == contents)
    }

    @Test("a key given twice in one upsert is stored once")
    func duplicateKeyInBatch() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        let summary = try store.upsert([StateFixture.owner("O1"), StateFixture.owner("O1", "v2")], run: run)
        #expect(summary.created == [SourceKey(source: "owners", sourceId: "O1")])
        #expect(summary.updated.isEmpty)
        #expect(try store.fingerprints(source: "owners") == ["O1": "fp-O1-v2"])
    }

    @Test("writing for a run that was never begun fails")
    func unknownRun() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        #expect(throws: StateError.unknownRun(42)) { try store.upsert([StateFixture.owner("O1")], run: 42) }
        #expect(try store.storedRecords(kind: .owner).isEmpty)
    }
}
