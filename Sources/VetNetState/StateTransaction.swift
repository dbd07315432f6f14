public import Foundation
internal import GRDB
import VetNetCore

/// The state store's write operations inside one transaction; handed to ``StateStore/write(_:)``.
///
/// Use it only inside the closure it was given to: the transaction ends when the closure returns, and is
/// rolled back if the closure throws.
public struct StateTransaction {
    let db: Database

    /// Stores new and changed records for `run`; records identical to the stored ones change nothing.
    ///
    /// A stored record that was inactive becomes active again. A key given twice counts once.
    public func upsert(_ records: [StoredRecord], run: Int64) throws(StateError) -> CommitSummary {
        try upsert(run: run) { body in for record in records { try body(record) } }
    }

    /// `upsert(_:run:)` of the records `records` gives one at a time.
    func upsert(run: Int64, _ records: (_ body: (StoredRecord) throws -> Void) throws -> Void) throws(StateError)
        -> CommitSummary
    {
        try requireRun(run)
        return try attempt {
            var created: Set<SourceKey> = []
            var updated: Set<SourceKey> = []
            var reactivated: Set<SourceKey> = []
            var summary = CommitSummary()
            let insert = DirectStatement(try db.cachedStatement(sql: Self.insertSourceRecord))
            let update = try db.cachedStatement(
                sql: """
                    UPDATE sourceRecord SET kind = ?1, fingerprint = ?2, canonicalId = ?3, json = ?4, isActive = 1,
                        lastChangedRun = ?5, line = ?6, findings = ?7, record = ?8,
                        checksum = vetnet_checksum(source, sourceId, ?1, ?2, ?3, firstSeenRun, ?5, 1, ?4, ?6, ?7, ?8)
                    WHERE source = ?9 AND sourceId = ?10
                    """)
            let refresh = try db.cachedStatement(
                sql: """
                    UPDATE sourceRecord SET fingerprint = ?1, line = ?2, findings = ?3, checksum = vetnet_checksum(source,
                        sourceId, kind, ?1, canonicalId, firstSeenRun, lastChangedRun, isActive, json, ?2, ?3, record)
                    WHERE source = ?4 AND sourceId = ?5
                    """)
            try records { record in
                let key = record.key
                guard let stored = try db.storedRecord(key) else {
                    try Self.insert(record, run: run, with: insert)
                    created.insert(key)
                    return
                }
                if stored.isActive && stored.hasSameContent(as: record) {
                    summary.unchanged += 1
                    if stored.line != record.line || stored.findings != record.findings
                        || stored.fingerprint != record.fingerprint
                    {
                        try refresh.execute(arguments: [
                            record.fingerprint, record.line, record.findings, key.source, key.sourceId,
                        ])
                    }
                    return
                }
                try update.execute(arguments: [
                    record.kind.rawValue, record.fingerprint, record.canonicalID, record.json, run, record.line,
                    record.findings, record.record, key.source, key.sourceId,
                ])
                if created.contains(key) { return }
                if !stored.isActive { reactivated.insert(key) } else { updated.insert(key) }
            }
            summary.created = created.sorted()
            summary.updated = updated.subtracting(reactivated).sorted()
            summary.reactivated = reactivated.sorted()
            return summary
        }
    }

    /// Remembers that `decision.memberID` was merged into `decision.canonicalID`. Returns false when the member
    /// already had a merge: the first decision stays forever. Throws ``StateError/conflict(_:)`` when the merge
    /// would make a cycle.
    public func recordMerge(_ decision: MergeDecision, run: Int64) throws(StateError) -> Bool {
        try !recordMerges([decision], run: run).isEmpty
    }

    /// ``recordMerge(_:run:)`` for each decision in turn; returns those that were new.
    public func recordMerges(_ decisions: [MergeDecision], run: Int64) throws(StateError) -> [MergeDecision] {
        try requireRun(run)
        guard !decisions.isEmpty else { return [] }
        var merges = try attempt { try StoredMerges.load(db) }
        var recorded: [MergeDecision] = []
        for decision in decisions where try merges.add(decision) { recorded.append(decision) }
        try attempt {
            try IdentityBlocks.append(recorded, run: run, to: .merges, in: db, encoding: StoredMerges.encode)
        }
        return recorded
    }

    /// Remembers `medicalID` for the patient unless it has one already; returns the patient's medical ID
    /// (the stored one wins). Throws ``StateError/conflict(_:)`` when another patient has `medicalID`.
    public func recordMedicalID(_ medicalID: String, forPatient patientID: String, run: Int64) throws(StateError)
        -> String
    {
        if let recorded = try recordMedicalIDs([patientID: medicalID], run: run)[patientID] { return recorded }
        return try attempt { try db.medicalID(forPatient: patientID) } ?? medicalID
    }

    /// ``recordMedicalID(_:forPatient:run:)`` for many patients, in patient ID order; returns the medical IDs that
    /// were new.
    public func recordMedicalIDs(_ medicalIDs: [String: String], run: Int64) throws(StateError) -> [String: String] {
        try requireRun(run)
        let new = try newMedicalIDs(medicalIDs, [], nil).wait().get()
        return MedicalIDEntry.byPatient(try record(new, stream: nil, run: run).listed)
    }

    /// Which of `medicalIDs` are new, worked out on a thread of its own against those stored now: a first night's
    /// million took 1.9 s of the commit's one core, and decoding the stored ones 0.9 s on a later night, while the
    /// core can store the records meanwhile.
    ///
    /// `medicalIDs` are taken in patient ID order, then `entries` in their own, then those of `stream`.
    func newMedicalIDs(
        _ medicalIDs: [String: String], _ entries: [MedicalIDEntry],
        _ stream: (count: Int, entries: ItemStream<MedicalIDEntry>)?
    ) throws(StateError) -> BackgroundWork<Result<NewMedicalIDs, StateError>> {
        // Only the blocks' bytes are read here, on the connection's thread; the entries are decoded beside it.
        let blocks =
            medicalIDs.isEmpty && entries.isEmpty && stream == nil
            ? [] : try attempt { try IdentityBlocks.blocks(of: .medicalIDs, in: db) }
        return BackgroundWork(name: "vetnet.medical-ids") {
            Result { () throws(StateError) in
                var stored = try StoredMedicalIDs(blocks: blocks)
                // A night's million are taken as they are, not copied after an empty dictionary's.
                let all = medicalIDs.isEmpty ? entries : MedicalIDEntry.sorted(medicalIDs) + entries
                let listed = try stored.newEntries(in: all)
                let knownStreamed = try stream.map { stream throws(StateError) in
                    try stored.add(stream.entries, count: stream.count)
                }
                return NewMedicalIDs(listed: listed, knownStreamed: knownStreamed ?? [])
            }
        }
    }

    /// Stores `new.listed`, then the entries of `stream` but those `new` says are known; returns what it stored.
    func record(
        _ new: NewMedicalIDs, stream: (count: Int, entries: ItemStream<MedicalIDEntry>)?, run: Int64
    ) throws(StateError) -> (listed: [MedicalIDEntry], streamed: Int) {
        let streamedNew = stream.map { $0.count - new.knownStreamed.count } ?? 0
        guard !new.listed.isEmpty || streamedNew > 0 else { return ([], 0) }
        var streamed = 0
        try attempt {
            try IdentityBlocks.append(run: run, to: .medicalIDs, in: db, encoding: StoredMedicalIDs.encode) { body in
                for entry in new.listed { try body(entry) }
                guard let stream else { return }
                let given = try StoredMedicalIDs.forEach(of: stream.entries, skipping: new.knownStreamed) { entry in
                    try body(entry)
                    streamed += 1
                }
                precondition(given == stream.count, "the medical ID stream gave another count the second time")
            }
        }
        return (new.listed, streamed)
    }

    /// Records how a run ended; finishing it again replaces the earlier end and counts.
    public func finishRun(_ completion: RunCompletion) throws(StateError) {
        try attempt {
            try db.execute(
                sql: "UPDATE run SET finishedAt = ?, exitStatus = ? WHERE id = ?",
                arguments: [completion.finishedAt, completion.exitStatus, completion.runID])
            guard db.changesCount > 0 else { throw StateError.unknownRun(completion.runID) }
            try db.execute(sql: "DELETE FROM runCount WHERE runId = ?", arguments: [completion.runID])
            for (source, counts) in completion.counts.sorted(by: { $0.key < $1.key }) {
                try db.execute(
                    sql: """
                        INSERT INTO runCount (runId, source, read, accepted, rejected, merged, unchanged)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        completion.runID, source, counts.read, counts.accepted, counts.rejected, counts.merged,
                        counts.unchanged,
                    ])
            }
        }
    }

    /// Stores records that are not stored yet; a key that is fails the transaction.
    public func insert(_ records: [StoredRecord], run: Int64) throws(StateError) -> [SourceKey] {
        try insert(run: run) { body in for record in records { try body(record) } }
    }

    /// `insert(_:run:)` of the records `records` gives one at a time.
    func insert(run: Int64, _ records: (_ body: (StoredRecord) throws -> Void) throws -> Void) throws(StateError)
        -> [SourceKey]
    {
        try requireRun(run)
        return try attempt {
            let insert = DirectStatement(try db.cachedStatement(sql: Self.insertSourceRecord))
            var keys: [SourceKey] = []
            try records { record in
                try Self.insert(record, run: run, with: insert)
                keys.append(record.key)
            }
            return keys
        }
    }

    /// Applies every step of `changes`, in the documented order.
    public func apply(_ changes: StateChanges) throws(StateError) -> CommitSummary {
        // No step before the medical IDs changes them.
        let medicalIDs = try newMedicalIDs(changes.medicalIDs, changes.medicalIDEntries, changes.medicalIDStream)
        var created = try insert(run: changes.runID) { body in
            for record in changes.newRecords { try body(record) }
            try changes.newRecordStream?.forEach(body)
        }
        var summary = try upsert(run: changes.runID) { body in
            for record in changes.records { try body(record) }
            try changes.recordStream?.forEach(body)
        }
        // In place: a first night inserts a million and a half records, and a sorted copy of their keys was 53 MB
        // of its peak.
        created += summary.created
        created.sort()
        summary.created = created
        summary.deactivated = try deactivate(changes.deactivations, run: changes.runID).sorted()
        summary.newMerges = try recordMerges(changes.merges, run: changes.runID)
        try updateLines(changes.lines)
        if let history = changes.history { _ = try apply(history, run: changes.runID) }
        (summary.newMedicalIDEntries, summary.newStreamedMedicalIDs) = try record(
            try medicalIDs.wait().get(), stream: changes.medicalIDStream, run: changes.runID)
        if let snapshot = changes.snapshot {
            try replaceSnapshot { body in for record in snapshot { try body(record) } }
        } else if let snapshot = changes.snapshotStream {
            try replaceSnapshot(snapshot.forEach)
        }
        try attempt {
            var parts = ArtifactParts(in: db)
            for (name, data) in changes.artifacts.sorted(by: { $0.key < $1.key }) { try parts.add(name, data) }
            try changes.artifactStream?.forEach { try parts.add($0.name, $0.data) }
        }
        if let completion = changes.completion { try finishRun(completion) }
        return summary
    }

    /// Makes the given active records inactive (a full export no longer holds them): never deleted, active again
    /// when an upsert sees them. Returns those that were active.
    public func deactivate(_ keys: [SourceKey], run: Int64) throws(StateError) -> [SourceKey] {
        try requireRun(run)
        return try attempt {
            let update = try db.cachedStatement(
                sql: """
                    UPDATE sourceRecord SET isActive = 0, lastChangedRun = ?1, checksum = vetnet_checksum(source, sourceId,
                        kind, fingerprint, canonicalId, firstSeenRun, ?1, 0, json, line, findings, record)
                    WHERE source = ?2 AND sourceId = ?3 AND isActive
                    """)
            var changed: [SourceKey] = []
            for key in keys {
                try update.execute(arguments: [run, key.source, key.sourceId])
                if db.changesCount > 0 { changed.append(key) }
            }
            return changed
        }
    }

    /// Records the line each unchanged source record starts on tonight; its content and history stay.
    public func updateLines(_ lines: [SourceKey: Int]) throws(StateError) {
        try attempt {
            let update = try db.cachedStatement(
                sql: """
                    UPDATE sourceRecord SET line = ?1, checksum = vetnet_checksum(source, sourceId, kind, fingerprint,
                        canonicalId, firstSeenRun, lastChangedRun, isActive, json, ?1, findings, record)
                    WHERE source = ?2 AND sourceId = ?3
                    """)
            for (key, line) in lines.sorted(by: { $0.key < $1.key }) {
                try update.execute(arguments: [line, key.source, key.sourceId])
            }
        }
    }

    /// Replaces the stored snapshot of output records with `records`.
    public func replaceSnapshot(_ records: [SnapshotRecord]) throws(StateError) {
        try replaceSnapshot { body in for record in records { try body(record) } }
    }

    /// `replaceSnapshot(_:)` with the records `records` gives one at a time, kept in that order.
    func replaceSnapshot(_ records: (_ body: (SnapshotRecord) throws -> Void) throws -> Void) throws(StateError) {
        try attempt {
            try db.execute(sql: "DELETE FROM snapshotBlock")
            try Self.storeSnapshot(records, in: db)
        }
    }

    /// Packs `records` into blocks (`SnapshotBlockWriter`) and inserts them, numbered from 1.
    static func storeSnapshot(_ records: (_ body: (SnapshotRecord) throws -> Void) throws -> Void, in db: Database)
        throws
    {
        let insert = DirectStatement(
            try db.cachedStatement(
                sql:
                    "INSERT INTO snapshotBlock (block, records, checksum) VALUES (?1, ?2, vetnet_checksum(?1, ?2))"
            ))
        var block = SnapshotBlockWriter()
        var number: Int64 = 0
        func flush() throws {
            number += 1
            try insert.bind(1, number)
            try insert.bind(2, block.writer.bytes)
            try insert.run()
            block.removeAll()
        }
        try records { record in
            block.append(record)
            if block.isFull { try flush() }
        }
        if !block.isEmpty { try flush() }
    }

    /// Stores (or replaces) a named artifact of the run, whole.
    public func storeArtifact(_ name: String, _ data: some ContiguousBytes) throws(StateError) {
        try attempt {
            var parts = ArtifactParts(in: db)
            try parts.add(name, data)
        }
    }

    // Every write gives its row's checksum (`RowChecksum`) over the values it writes, in the columns' order.
    static let insertSourceRecord = """
        INSERT INTO sourceRecord (source, sourceId, kind, fingerprint, canonicalId, firstSeenRun, lastChangedRun,
            isActive, json, line, findings, record, checksum)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, 1, ?7, ?8, ?9, ?10, vetnet_checksum(?1, ?2, ?3, ?4, ?5, ?6, ?6, 1, ?7, ?8, ?9, ?10))
        """

    /// Runs `insertSourceRecord` for `record`.
    static func insert(_ record: StoredRecord, run: Int64, with statement: DirectStatement) throws {
        try statement.bind(1, record.key.source)
        try statement.bind(2, record.key.sourceId)
        try statement.bind(3, record.kind.rawValue)
        try statement.bind(4, record.fingerprint)
        try statement.bind(5, record.canonicalID)
        try statement.bind(6, run)
        try statement.bind(7, record.json)
        try statement.bind(8, record.line)
        try statement.bind(9, record.findings)
        try statement.bind(10, record.record)
        try statement.run()
    }

    func requireRun(_ run: Int64) throws(StateError) {
        let exists = try attempt {
            try Bool.fetchOne(try db.cachedStatement(sql: "SELECT 1 FROM run WHERE id = ?"), arguments: [run])
        }
        guard exists == true else { throw .unknownRun(run) }
    }
}

/// Runs `body`, turning any error into a ``StateError``.
func attempt<T>(_ body: () throws -> T) throws(StateError) -> T {
    do {
        return try body()
    } catch {
        throw StateStore.translate(error)
    }
}
