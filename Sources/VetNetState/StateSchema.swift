internal import GRDB
import VetNetCore

/// The state database's schema, as versioned migrations. Never edit a shipped migration: add a new one.
///
/// - `v1`: source records, merges, medical IDs, and run history (runs, their inputs, per-source counts).
/// - `v2`: per-source `unchanged` counts in run history, and lookup indexes for canonical IDs and kinds.
/// - `v3`: what lets a night with no change skip the work: each source record's line, findings and compact
///   record; each run's pipeline signature and as-of date; the last committed snapshot of output records and
///   the run artifacts (such as the duplicates report) that go with it.
/// - `v4`: each run's rules revision; a checksum on every stored row (see ``RowChecksum``), the file marked as vetnet's
///   (`application_id`) with its schema version (`user_version`).
/// - `v5`: the clinical history's source records (`historyRecord`), keyed by a fingerprint of the record's ID so
///   that a night compares its records with the stored ones in one ordered pass; every write gives its row's
///   checksum itself (the triggers of `v4` dropped: rewriting each row after writing it took half a first night's
///   commit).
/// - `v6`: the two lookup indexes of `v2` dropped: no query of vetnet's uses them, and keeping them up to date made
///   every stored record three B-tree inserts instead of one.
/// - `v7`: the snapshot kept many records to a row (`snapshotBlock`, see ``SnapshotBlockWriter``) instead of one
///   (`snapshotRecord`, whose records it takes over in the same order).
/// - `v8`: the merges and medical IDs kept many to a row (`mergeBlock`, `medicalIdBlock`, see ``IdentityBlocks``)
///   instead of one (`mergedId`, `medicalId`, whose entries they take over, each run's in a block of its own).
/// - `v9`: each artifact kept in parts (`artifactPart`, see ``ArtifactParts``), stored as they are made, instead of
///   whole in one row (`artifact`, whose rows become first parts): a first night's duplicates report, 126 MB at a
///   million patients, was held twice at that night's peak, once as made and once in the row SQLite built of it.
enum StateSchema {
    /// `PRAGMA application_id` of a vetnet state file ("VNST").
    static let applicationID: Int32 = 0x564e_5354
    /// `PRAGMA user_version`: the latest migration's number. A file with a larger one was written by a newer vetnet.
    static let version = 9

    /// The identifiers of every migration, oldest first.
    static var migrationIdentifiers: [String] { ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"] }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: v1)
        migrator.registerMigration("v2", migrate: v2)
        migrator.registerMigration("v3", migrate: v3)
        migrator.registerMigration("v4", migrate: v4)
        migrator.registerMigration("v5", migrate: v5)
        migrator.registerMigration("v6", migrate: v6)
        migrator.registerMigration("v7", migrate: v7)
        migrator.registerMigration("v8", migrate: v8)
        migrator.registerMigration("v9", migrate: v9)
        return migrator
    }

    private static func v1(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE run (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    pipeline TEXT NOT NULL,
                    startedAt DATETIME NOT NULL,
                    finishedAt DATETIME,
                    exitStatus INTEGER
                );
                CREATE TABLE runInput (
                    runId INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    path TEXT NOT NULL,
                    sha256 TEXT,
                    PRIMARY KEY (runId, position)
                );
                CREATE TABLE runCount (
                    runId INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
                    source TEXT NOT NULL,
                    read INTEGER NOT NULL,
                    accepted INTEGER NOT NULL,
                    rejected INTEGER NOT NULL,
                    merged INTEGER NOT NULL,
                    PRIMARY KEY (runId, source)
                );
                CREATE TABLE sourceRecord (
                    source TEXT NOT NULL,
                    sourceId TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('owner', 'patient')),
                    fingerprint TEXT NOT NULL,
                    canonicalId TEXT NOT NULL,
                    firstSeenRun INTEGER NOT NULL REFERENCES run(id),
                    lastChangedRun INTEGER NOT NULL REFERENCES run(id),
                    isActive BOOLEAN NOT NULL,
                    json TEXT NOT NULL,
                    PRIMARY KEY (source, sourceId)
                ) WITHOUT ROWID;
                CREATE TABLE mergedId (
                    memberId TEXT PRIMARY KEY NOT NULL,
                    canonicalId TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('owner', 'patient')),
                    run INTEGER NOT NULL REFERENCES run(id)
                ) WITHOUT ROWID;
                CREATE TABLE medicalId (
                    patientId TEXT PRIMARY KEY NOT NULL,
                    medicalId TEXT NOT NULL UNIQUE,
                    run INTEGER NOT NULL REFERENCES run(id)
                ) WITHOUT ROWID;
                """)
    }

    private static func v2(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE runCount ADD COLUMN unchanged INTEGER NOT NULL DEFAULT 0;
                CREATE INDEX sourceRecord_canonicalId ON sourceRecord(canonicalId);
                CREATE INDEX sourceRecord_kind ON sourceRecord(kind, source, sourceId);
                """)
    }

    private static func v3(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE sourceRecord ADD COLUMN line INTEGER;
                ALTER TABLE sourceRecord ADD COLUMN findings TEXT;
                ALTER TABLE sourceRecord ADD COLUMN record BLOB;
                ALTER TABLE run ADD COLUMN signature TEXT;
                ALTER TABLE run ADD COLUMN asOf TEXT;
                CREATE TABLE snapshotRecord (
                    id TEXT PRIMARY KEY NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('owner', 'patient')),
                    record BLOB NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE artifact (
                    name TEXT PRIMARY KEY NOT NULL,
                    data BLOB NOT NULL
                ) WITHOUT ROWID;
                """)
    }

    private static func v4(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE run ADD COLUMN rulesRevision TEXT")
        try db.execute(sql: RowChecksum.installation)
        try db.execute(sql: "PRAGMA application_id = \(applicationID); PRAGMA user_version = 4")
    }

    private static func v5(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE historyRecord (
                    source TEXT NOT NULL,
                    key BLOB NOT NULL,
                    recordId TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('vaccination', 'visit', 'medication', 'alert')),
                    fingerprint BLOB NOT NULL,
                    isActive BOOLEAN NOT NULL,
                    firstSeenRun INTEGER NOT NULL REFERENCES run(id),
                    lastChangedRun INTEGER NOT NULL REFERENCES run(id),
                    record BLOB NOT NULL,
                    checksum INTEGER,
                    PRIMARY KEY (source, key)
                ) WITHOUT ROWID;
                PRAGMA user_version = 5;
                """)
        for table in RowChecksum.triggered {
            try db.execute(
                sql: "DROP TRIGGER \(table.name)_checksum_insert; DROP TRIGGER \(table.name)_checksum_update")
        }
    }

    private static func v6(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX sourceRecord_canonicalId;
                DROP INDEX sourceRecord_kind;
                PRAGMA user_version = 6;
                """)
    }

    private static func v7(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE snapshotBlock (
                    block INTEGER PRIMARY KEY,
                    records BLOB NOT NULL,
                    checksum INTEGER
                );
                """)
        let rows = try Row.fetchCursor(db, sql: "SELECT id, kind, record FROM snapshotRecord ORDER BY id")
        try StateTransaction.storeSnapshot(
            { body in
                while let row = try rows.next() {
                    let kindText: String = row[1]
                    guard let kind = RecordKind(rawValue: kindText) else {
                        throw StateError.database("unknown record kind '\(kindText)' in snapshotRecord")
                    }
                    try body(SnapshotRecord(id: row[0], kind: kind, record: row[2]))
                }
            }, in: db)
        try db.execute(sql: "DROP TABLE snapshotRecord; PRAGMA user_version = 7;")
    }

    private static func v8(_ db: Database) throws {
        try IdentityBlocks.createTables(in: db)
        var merges = try IdentityBlocks.Writer(.merges, in: db)
        let mergeRows = try Row.fetchCursor(
            db, sql: "SELECT memberId, canonicalId, kind, run FROM mergedId ORDER BY run, memberId")
        while let row = try mergeRows.next() {
            let kindText: String = row[2]
            guard let kind = RecordKind(rawValue: kindText) else {
                throw StateError.database("unknown record kind '\(kindText)' in mergedId")
            }
            let decision = MergeDecision(memberID: row[0], canonicalID: row[1], kind: kind)
            try merges.add(run: row[3]) { StoredMerges.encode(decision, to: &$0) }
        }
        try merges.finish()
        var medicalIDs = try IdentityBlocks.Writer(.medicalIDs, in: db)
        let medicalRows = try Row.fetchCursor(
            db, sql: "SELECT patientId, medicalId, run FROM medicalId ORDER BY run, patientId")
        while let row = try medicalRows.next() {
            let entry = MedicalIDEntry(patientID: IDKey(row[0] as String), medicalID: IDKey(row[1] as String))
            try medicalIDs.add(run: row[2]) { StoredMedicalIDs.encode(entry, to: &$0) }
        }
        try medicalIDs.finish()
        try db.execute(sql: "DROP TABLE mergedId; DROP TABLE medicalId; PRAGMA user_version = 8;")
    }

    private static func v9(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE artifactPart (
                    name TEXT NOT NULL,
                    part INTEGER NOT NULL,
                    data BLOB NOT NULL,
                    checksum INTEGER,
                    PRIMARY KEY (name, part)
                ) WITHOUT ROWID;
                INSERT INTO artifactPart (name, part, data, checksum)
                    SELECT name, 0, data, \(RowChecksum.call(["name", "0", "data"])) FROM artifact ORDER BY name;
                DROP TABLE artifact;
                PRAGMA user_version = 9;
                """)
    }
}
