import Foundation
import Testing
import VetNetCore
import VetNetTestSupport

@testable import VetNetState

@Suite("A state file that cannot be trusted is refused")
struct StateIntegrityTests {
    /// Opening `path` fails as damaged.
    static func isDamaged(_ path: String) -> Bool {
        do {
            _ = try StateStore.open(path: path)
            return false
        } catch {
            if case .damaged = error { return true }
            return false
        }
    }

    /// A state with one stored owner whose JSON holds `text`, closed again.
    static func stateWithRecord(_ fixture: StateFixture, text: String) throws {
        let store = try fixture.open()
        let run = try StateFixture.beginRun(store)
        var record = StateFixture.owner("O1")
        record.json = #"{"note":"\#(text)"}"#
        try store.upsert([record], run: run)
    }

    @Test("an emptied state file is refused, not taken for a new one")
    func emptied() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try Self.stateWithRecord(fixture, text: "kept")
        try Data().write(to: URL(fileURLWithPath: fixture.path))
        #expect(Self.isDamaged(fixture.path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.path)).isEmpty)
    }

    @Test("a text file and another program's SQLite database are refused")
    func foreign() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try "not a database".write(toFile: fixture.path, atomically: true, encoding: .utf8)
        #expect(Self.isDamaged(fixture.path))
        try FileManager.default.removeItem(atPath: fixture.path)
        do {
            let other = try StateStore.open(path: fixture.path, migratingUpTo: "v1")
            try other.execute(sql: "DROP TABLE sourceRecord; CREATE TABLE photo (id INTEGER)")
        }
        #expect(Self.isDamaged(fixture.path))
    }

    @Test("a file cut short is refused")
    func truncated() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try Self.stateWithRecord(fixture, text: "kept")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        try bytes.prefix(bytes.count - 4096).write(to: URL(fileURLWithPath: fixture.path))
        #expect(Self.isDamaged(fixture.path))
    }

    @Test("a schema version above this vetnet's is refused as newer")
    func newerUserVersion() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try fixture.open().execute(sql: "PRAGMA user_version = 99")
        #expect(throws: StateError.schemaTooNew(path: fixture.path, unknownMigrations: ["schema version 99"])) {
            try StateStore.open(path: fixture.path)
        }
    }

    @Test("one flipped bit in a stored record is caught by its checksum")
    func flippedBit() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        try Self.stateWithRecord(fixture, text: "Dental cleaning recommended")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture.path)))
        let needle = Array("recommended".utf8)
        let at = try #require(
            (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle })
        bytes[at + 5] ^= 0x10  // "recom}ended"
        try Data(bytes).write(to: URL(fileURLWithPath: fixture.path))
        #expect(Self.isDamaged(fixture.path))
    }

    @Test(
        "checksums follow every kind of write: insert, upsert, refresh, deactivation, reactivation, merges, medical IDs, snapshot, artifacts, lines"
    )
    func checksumsFollowWrites() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        do {
            let store = try fixture.open()
            let run = try StateFixture.beginRun(store)
            try store.upsert(
                [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")], run: run)
            var moved = StateFixture.owner("O1")
            moved.line = 7
            moved.findings = "[]"
            try store.upsert([moved, StateFixture.owner("O2", "v2")], run: run)
            try store.deactivate([SourceKey(source: "owners", sourceId: "O2")], run: run)
            try store.write { tx in
                _ = try tx.insert([StateFixture.owner("O3"), StateFixture.patient("P2")], run: run)
                _ = try tx.upsert([StateFixture.owner("O2", "v3")], run: run)
                _ = try tx.deactivate([SourceKey(source: "owners", sourceId: "O3")], run: run)
                _ = try tx.recordMerge(MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner), run: run)
                _ = try tx.recordMedicalID("VN-1", forPatient: "pat-P1", run: run)
                _ = try tx.recordMedicalIDs(["pat-P2": "VN-2"], run: run)
                try tx.replaceSnapshot([SnapshotRecord(id: "own-O1", kind: .owner, record: Data([1, 2, 3]))])
                try tx.replaceSnapshot([SnapshotRecord(id: "own-O2", kind: .owner, record: Data([4]))])
                try tx.storeArtifact("duplicates", Data("{}".utf8))
                try tx.storeArtifact("duplicates", Data("[]".utf8))
                try tx.updateLines([SourceKey(source: "owners", sourceId: "O1"): 9])
            }
            try store.verifyIntegrity()
        }
        #expect(throws: Never.self) { try StateStore.open(path: fixture.path) }
    }

    @Test(
        "a changed row of each checked table is caught",
        arguments: RowChecksum.tables.map(\.name).filter(StateStore.tables.contains))
    func tamperedTable(table: String) throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        do {
            let store = try fixture.open()
            let run = try StateFixture.beginRun(store)
            try store.upsert([StateFixture.owner("O1"), StateFixture.patient("P1")], run: run)
            var changes = StateChanges(
                runID: run, merges: [MergeDecision(memberID: "own-O9", canonicalID: "own-O1", kind: .owner)],
                medicalIDs: ["pat-P1": "VN-1"])
            changes.snapshot = [SnapshotRecord(id: "own-O1", kind: .owner, record: Data([1]))]
            changes.artifacts = ["duplicates": Data("{}".utf8)]
            changes.history = HistoryStateChanges(
                upserts: ItemStream { store in
                    try store(
                        StoredHistoryRecord(
                            source: "vax", key: Fingerprint(of: "VAC-1".utf8), recordId: "VAC-1", kind: "vaccination",
                            fingerprint: Fingerprint(of: "given".utf8), record: Data("given".utf8)))
                }, deactivations: [])
            try store.commit(changes)
            try store.verifyIntegrity()
            let column = [
                "sourceRecord": "canonicalId", "snapshotBlock": "records", "artifactPart": "data",
                "mergeBlock": "entries", "medicalIdBlock": "entries", "historyRecord": "recordId",
            ][table]!
            try store.execute(sql: "UPDATE \(table) SET \(column) = \(column) || 'x'")
            #expect(throws: StateError.self) { try store.verifyIntegrity() }
        }
        // Closed and opened again, the file's rows are checked on a second connection beside SQLite's own check.
        #expect(((try? FileManager.default.attributesOfItem(atPath: fixture.path + "-wal")[.size] as? Int) ?? 0) == 0)
        do {
            _ = try StateStore.open(path: fixture.path)
            Issue.record("a changed row of \(table) was not caught on opening")
        } catch {
            guard case .damaged(_, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("of \(table) changed since vetnet wrote"))
        }
    }

    @Test("opening read-only creates no file and changes no byte or time; with no file it is an empty state")
    func readOnly() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        #expect(try StateStore.openReadOnly(path: fixture.path).runs().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).isEmpty)
        try Self.stateWithRecord(fixture, text: "kept")
        func listing() throws -> [String: String] {
            var result: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path) {
                let attributes = try FileManager.default.attributesOfItem(atPath: fixture.directory.path + "/" + name)
                let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture.directory.path + "/" + name))
                result[name] = "\(attributes[.modificationDate] ?? "") \(bytes.base64EncodedString())"
            }
            return result
        }
        let before = try listing()
        let store = try StateStore.openReadOnly(path: fixture.path)
        #expect(try store.storedRecord(SourceKey(source: "owners", sourceId: "O1"))?.json.contains("kept") == true)
        #expect(try listing() == before)
    }
}
