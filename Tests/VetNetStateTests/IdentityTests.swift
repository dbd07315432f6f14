import Testing

@testable import VetNetState

@Suite("Canonical and medical IDs")
struct IdentityTests {
    @Test("canonical IDs, merges and medical IDs stay the same across reopening and later runs")
    func stableAcrossReopen() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        do {
            let store = try fixture.open()
            let run = try StateFixture.beginRun(store)
            try store.commit(
                StateChanges(
                    runID: run,
                    records: [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")],
                    merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)],
                    medicalIDs: ["pat-P1": "VN-0001"]))
        }
        let store = try fixture.open()
        #expect(try store.canonicalID(for: SourceKey(source: "owners", sourceId: "O1")) == "own-O1")
        #expect(try store.canonicalID(for: SourceKey(source: "owners", sourceId: "O2")) == "own-O1")
        #expect(try store.canonicalID(for: SourceKey(source: "owners", sourceId: "nope")) == nil)
        #expect(try store.medicalID(forPatient: "pat-P1") == "VN-0001")

        // A later run proposing other IDs keeps the first ones.
        let later = try StateFixture.beginRun(store, at: 86_400)
        let summary = try store.commit(
            StateChanges(
                runID: later, merges: [MergeDecision(memberID: "own-O2", canonicalID: "own-O9", kind: .owner)],
                medicalIDs: ["pat-P1": "VN-0002"]))
        #expect(summary.isEmpty)
        #expect(try store.canonicalID(for: SourceKey(source: "owners", sourceId: "O2")) == "own-O1")
        #expect(try store.medicalIDs() == ["pat-P1": "VN-0001"])
        #expect(
            try store.merges(kind: .owner) == [MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner)])
        #expect(try store.merges(kind: .patient).isEmpty)
    }

    @Test("merges chain to the last canonical ID")
    func mergeChain() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        try store.upsert([StateFixture.owner("O3")], run: run)
        #expect(try store.recordMerge(MergeDecision(memberID: "own-O3", canonicalID: "own-O2", kind: .owner), run: run))
        #expect(try store.recordMerge(MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner), run: run))
        #expect(try store.canonicalID(for: SourceKey(source: "owners", sourceId: "O3")) == "own-O1")
        #expect(try store.resolve("own-O1") == "own-O1")
    }

    @Test("a merge that would make a cycle is refused")
    func mergeCycle() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        try store.recordMerge(MergeDecision(memberID: "own-A", canonicalID: "own-B", kind: .owner), run: run)
        #expect(throws: StateError.self) {
            try store.recordMerge(MergeDecision(memberID: "own-B", canonicalID: "own-A", kind: .owner), run: run)
        }
        #expect(throws: StateError.self) {
            try store.recordMerge(MergeDecision(memberID: "own-C", canonicalID: "own-C", kind: .owner), run: run)
        }
        #expect(try store.resolve("own-A") == "own-B")
    }

    @Test("a medical ID belongs to one patient only")
    func medicalIDConflict() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        #expect(try store.recordMedicalID("VN-1", forPatient: "pat-P1", run: run) == "VN-1")
        #expect(try store.recordMedicalID("VN-9", forPatient: "pat-P1", run: run) == "VN-1")
        #expect(throws: StateError.conflict("medical ID VN-1 already belongs to patient pat-P1, not pat-P2")) {
            try store.recordMedicalID("VN-1", forPatient: "pat-P2", run: run)
        }
        #expect(try store.medicalID(forPatient: "pat-P2") == nil)
    }

    @Test("a commit keeps stored medical IDs, reports the new ones, and refuses one another patient has")
    func medicalIDsInCommit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let store = try fixture.open()
        let first = try StateFixture.beginRun(store)
        let summary = try store.commit(StateChanges(runID: first, medicalIDs: ["pat-P1": "VN-1", "pat-P2": "VN-2"]))
        #expect(summary.newMedicalIDs == ["pat-P1": "VN-1", "pat-P2": "VN-2"])
        let second = try StateFixture.beginRun(store, at: 86_400)
        let again = try store.commit(StateChanges(runID: second, medicalIDs: ["pat-P1": "VN-7", "pat-P3": "VN-3"]))
        #expect(again.newMedicalIDs == ["pat-P3": "VN-3"])
        #expect(try store.medicalID(forPatient: "pat-P1") == "VN-1")
        let third = try StateFixture.beginRun(store, at: 172_800)
        #expect(throws: StateError.conflict("medical ID VN-2 already belongs to patient pat-P2, not pat-P4")) {
            try store.commit(StateChanges(runID: third, medicalIDs: ["pat-P4": "VN-2", "pat-P5": "VN-5"]))
        }
        #expect(try store.medicalID(forPatient: "pat-P4") == nil)
        #expect(try store.medicalID(forPatient: "pat-P5") == nil)
    }
}
