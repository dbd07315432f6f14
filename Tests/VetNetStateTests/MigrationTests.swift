import Foundation
import Testing

@testable import VetNetState

@Suite("State schema migrations")
struct MigrationTests {
    @Test("a new database gets every migration")
    func freshDatabase() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        #expect(try fixture.open().appliedMigrations() == ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"])
    }

    @Test("a v1 database with data migrates to the latest and keeps its data")
    func fromV1() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        do {
            let old = try StateStore.open(path: fixture.path, migratingUpTo: "v1")
            #expect(try old.appliedMigrations() == ["v1"])
            // v1 has no `unchanged` count: write rows the way v1 did.
            try old.execute(
                sql: """
                    INSERT INTO run (id, pipeline, startedAt, finishedAt, exitStatus)
                    VALUES (1, 'clinic', '2026-11-20 02:00:00.000', '2026-11-20 02:05:00.000', 0)
                    """)
            try old.execute(
                sql: """
                    INSERT INTO runCount (runId, source, read, accepted, rejected, merged)
                    VALUES (1, 'owners', 10, 8, 1, 1)
                    """)
            try old.execute(
                sql: """
                    INSERT INTO sourceRecord (source, sourceId, kind, fingerprint, canonicalId, firstSeenRun,
                        lastChangedRun, isActive, json) VALUES ('owners', 'O1', 'owner', 'fp1', 'own-O1', 1, 1, 1, '{}')
                    """)
            try old.execute(sql: "INSERT INTO medicalId (patientId, medicalId, run) VALUES ('pat-P1', 'VN-1', 1)")
        }
        let store = try fixture.open()
        #expect(try store.appliedMigrations() == ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"])
        // Every write gives its checksum from v5 on; v4's triggers would rewrite each row after it.
        #expect(try store.triggerNames().isEmpty)
        // No query uses v2's lookup indexes, and every stored record paid for them.
        #expect(try store.indexNames(on: "sourceRecord").isEmpty)
        try store.verifyIntegrity()
        let run = try #require(try store.runs(limit: 1).first)
        #expect(run.counts == ["owners": SourceCounts(read: 10, accepted: 8, rejected: 1, merged: 1, unchanged: 0)])
        #expect(try store.fingerprints(source: "owners") == ["O1": "fp1"])
        #expect(try store.medicalID(forPatient: "pat-P1") == "VN-1")
        // The v2 column is usable after the migration.
        try store.finishRun(
            runID: 1, finishedAt: StateFixture.date(), counts: ["owners": SourceCounts(read: 10, unchanged: 9)],
            exitStatus: 0)
        #expect(try store.runs(limit: 1).first?.counts["owners"]?.unchanged == 9)
        // A record stored by v1 has no line, findings or compact form; the run no signature.
        let record = try #require(try store.storedRecord(SourceKey(source: "owners", sourceId: "O1")))
        #expect(record.line == nil && record.findings == nil && record.record == nil)
        #expect(try store.runs(limit: 1).first?.signature == nil)
        #expect(try store.snapshot().isEmpty)
    }

    @Test("a v5 database with records migrates to v6 without its lookup indexes and keeps every row whole")
    func fromV5() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let records = [StateFixture.owner("O1"), StateFixture.owner("O2"), StateFixture.patient("P1")]
        do {
            let old = try StateStore.open(path: fixture.path, migratingUpTo: "v5")
            #expect(
                try old.indexNames(on: "sourceRecord").sorted() == ["sourceRecord_canonicalId", "sourceRecord_kind"])
            let run = try StateFixture.beginRun(old)
            try old.commit(StateChanges(runID: run, records: records))
            try old.execute(
                sql: """
                    INSERT INTO medicalId (patientId, medicalId, run, checksum)
                    VALUES ('pat-P1', 'VN-1', \(run), vetnet_checksum('pat-P1', 'VN-1', \(run)))
                    """)
        }
        let store = try fixture.open()
        #expect(try store.appliedMigrations().last == StateSchema.migrationIdentifiers.last)
        #expect(try store.indexNames(on: "sourceRecord").isEmpty)
        try store.verifyIntegrity()
        #expect(try store.storedRecords(kind: .owner).map(\.key.sourceId) == ["O1", "O2"])
        #expect(try store.storedRecord(SourceKey(source: "patients", sourceId: "P1"))?.canonicalID == "pat-P1")
        #expect(try store.medicalIDs() == ["pat-P1": "VN-1"])
    }

    @Test("a v6 database's snapshot moves into blocks in ID order, whole, and its table of one record a row goes")
    func fromV6() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let records = [
            SnapshotRecord(id: "pat-P2", kind: .patient, record: Data([2, 0, 255])),
            SnapshotRecord(id: "own-O1", kind: .owner, record: Data()),
            SnapshotRecord(id: "pat-P1", kind: .patient, record: Data(repeating: 0, count: 5_000)),
        ]
        do {
            let old = try StateStore.open(path: fixture.path, migratingUpTo: "v6")
            for (record, blob) in zip(records, ["x'0200ff'", "x''", "zeroblob(5000)"]) {
                try old.execute(
                    sql: """
                        INSERT INTO snapshotRecord (id, kind, record, checksum)
                        VALUES (?1, ?2, \(blob), vetnet_checksum(?1, ?2, \(blob)))
                        """, arguments: [record.id, record.kind.rawValue])
            }
        }
        let store = try fixture.open()
        #expect(try store.appliedMigrations().last == StateSchema.migrationIdentifiers.last)
        try store.verifyIntegrity()
        #expect(try store.snapshot() == records.sorted { $0.id < $1.id })
        #expect(try store.rowCounts()["snapshotBlock"] == 1)
        #expect(try store.tableNames().contains("snapshotRecord") == false)
    }

    @Test("a v6 database whose snapshot row changed is refused before it is migrated, and stays as it was")
    func damagedV6NotMigrated() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        do {
            let old = try StateStore.open(path: fixture.path, migratingUpTo: "v6")
            try old.execute(
                sql: """
                    INSERT INTO snapshotRecord (id, kind, record, checksum)
                    VALUES ('own-O1', 'owner', x'01', vetnet_checksum('own-O1', 'owner', x'01'))
                    """)
            try old.execute(sql: "UPDATE snapshotRecord SET record = x'02'")
        }
        #expect(throws: StateError.self) { try fixture.open() }
        // The file's schema version (`user_version`, bytes 60–63 of SQLite's header) is still v6's.
        let header = try #require(FileManager.default.contents(atPath: fixture.path)?.prefix(64))
        #expect(header.suffix(4).reduce(0) { $0 << 8 | Int($1) } == 6)
    }

    @Test("a v7 database's merges and medical IDs move into blocks, each run's apart, and their tables of one a row go")
    func fromV7() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        let merges = [
            MergeDecision(memberID: "own-O2", canonicalID: "own-O1", kind: .owner),
            MergeDecision(memberID: "own-O3", canonicalID: "own-O2", kind: .owner),
            MergeDecision(memberID: "pat-P9", canonicalID: "pat-P1", kind: .patient),
        ]
        do {
            let old = try StateStore.open(path: fixture.path, migratingUpTo: "v7")
            let first = try StateFixture.beginRun(old)
            let second = try StateFixture.beginRun(old, at: 86_400)
            for (decision, run) in zip(merges, [second, first, second]) {
                try old.execute(
                    sql: """
                        INSERT INTO mergedId (memberId, canonicalId, kind, run, checksum)
                        VALUES (?1, ?2, ?3, \(run), vetnet_checksum(?1, ?2, ?3, \(run)))
                        """, arguments: [decision.memberID, decision.canonicalID, decision.kind.rawValue])
            }
            for (patient, medical, run) in [("pat-P1", "VN-1", first), ("pat-P2", "VN-2", second)] {
                try old.execute(
                    sql: """
                        INSERT INTO medicalId (patientId, medicalId, run, checksum)
                        VALUES (?1, ?2, \(run), vetnet_checksum(?1, ?2, \(run)))
                        """, arguments: [patient, medical])
            }
        }
        let store = try fixture.open()
        #expect(try store.appliedMigrations().last == StateSchema.migrationIdentifiers.last)
        try store.verifyIntegrity()
        #expect(try store.merges() == merges)
        #expect(try store.resolve("own-O3") == "own-O1")
        #expect(try store.medicalIDs() == ["pat-P1": "VN-1", "pat-P2": "VN-2"])
        #expect(try store.rowCounts()["mergeBlock"] == 2)
        #expect(try store.rowCounts()["medicalIdBlock"] == 2)
        #expect(try store.integer(sql: "SELECT run FROM mergeBlock WHERE block = 1") == 1)
        #expect(try store.integer(sql: "SELECT run FROM mergeBlock WHERE block = 2") == 2)
        let tables = try store.tableNames()
        #expect(!tables.contains("mergedId") && !tables.contains("medicalId"))
        // The migrated entries keep their rules: a member merged already keeps its first decision.
        let run = try StateFixture.beginRun(store, at: 172_800)
        #expect(
            !(try store.recordMerge(MergeDecision(memberID: "own-O2", canonicalID: "own-O7", kind: .owner), run: run)))
        #expect(throws: StateError.self) { try store.recordMedicalID("VN-1", forPatient: "pat-P5", run: run) }
    }

    @Test("a database migrated by a newer vetnet is refused")
    func newerSchema() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        do {
            let store = try fixture.open()
            try store.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        #expect(throws: StateError.schemaTooNew(path: fixture.path, unknownMigrations: ["v99"])) {
            try StateStore.open(path: fixture.path)
        }
    }

    @Test("the database is in WAL mode")
    func walMode() throws {
        let fixture = try StateFixture()
        defer { fixture.remove() }
        _ = try fixture.open()
        let header = try Data(contentsOf: URL(fileURLWithPath: fixture.path)).prefix(20)
        // File format write/read versions 2 mean WAL (https://sqlite.org/fileformat.html).
        #expect(Array(header.suffix(2)) == [2, 2])
    }
}
