public import Foundation
internal import GRDB

extension StateStore {
    /// Records the start of a run, committed at once (so a run that dies still shows in the history), and
    /// returns its ID, which increases with each run. `signature` identifies what the pipeline file asks for and
    /// `asOf` the run's date: a later run compares them with the last finished run's.
    public func beginRun(
        pipeline: String, startedAt: Date, inputs: [RunInput], signature: String? = nil, asOf: String? = nil,
        rulesRevision: String? = nil
    ) throws(StateError) -> Int64 {
        try writeState { tx throws(StateError) in
            try attempt {
                try tx.db.execute(
                    sql: "INSERT INTO run (pipeline, startedAt, signature, asOf, rulesRevision) VALUES (?, ?, ?, ?, ?)",
                    arguments: [pipeline, startedAt, signature, asOf, rulesRevision])
                let id = tx.db.lastInsertedRowID
                for (position, input) in inputs.enumerated() {
                    try tx.db.execute(
                        sql: "INSERT INTO runInput (runId, position, name, path, sha256) VALUES (?, ?, ?, ?, ?)",
                        arguments: [id, position, input.name, input.path, input.sha256])
                }
                return id
            }
        }
    }

    /// Records the end of a run that failed after it began: its status, and no signature, since its changes were
    /// not committed (a later run must not take its pipeline signature for the state's).
    public func failRun(runID: Int64, finishedAt: Date, exitStatus: Int32) throws(StateError) {
        try writeState { tx throws(StateError) in
            try attempt {
                try tx.db.execute(
                    sql:
                        "UPDATE run SET finishedAt = ?, exitStatus = ?, signature = NULL WHERE id = ? AND finishedAt IS NULL",
                    arguments: [finishedAt, exitStatus, runID])
            }
        }
    }

    /// Records a run refused before it changed anything (a guard stopped it), with its status.
    @discardableResult
    public func recordRefusedRun(
        pipeline: String, startedAt: Date, inputs: [RunInput], asOf: String?, finishedAt: Date, exitStatus: Int32
    ) throws(StateError) -> Int64 {
        let id = try beginRun(pipeline: pipeline, startedAt: startedAt, inputs: inputs, asOf: asOf)
        try failRun(runID: id, finishedAt: finishedAt, exitStatus: exitStatus)
        return id
    }

    /// The runs that began and never ended: killed, or ended by a failure that could not be recorded.
    public func unfinishedRuns() throws(StateError) -> [Int64] {
        try read { db in try Int64.fetchAll(db, sql: "SELECT id FROM run WHERE finishedAt IS NULL ORDER BY id") }
    }

    /// ``StateTransaction/finishRun(_:)`` in a transaction of its own.
    public func finishRun(_ completion: RunCompletion) throws(StateError) {
        try writeState { tx throws(StateError) in try tx.finishRun(completion) }
    }

    /// Records how a run ended.
    public func finishRun(
        runID: Int64, finishedAt: Date, counts: [String: SourceCounts], exitStatus: Int32
    ) throws(StateError) {
        try finishRun(RunCompletion(runID: runID, finishedAt: finishedAt, counts: counts, exitStatus: exitStatus))
    }

    /// The latest `limit` runs, newest first.
    public func runs(limit: Int = 20) throws(StateError) -> [RunRecord] {
        try runs(where: "1", limit: limit)
    }

    /// The last run that committed its changes (it ended, with the pipeline signature it committed under).
    public func lastCommittedRun() throws(StateError) -> RunRecord? {
        try runs(where: "finishedAt IS NOT NULL AND signature IS NOT NULL", limit: 1).first
    }

    private func runs(where condition: String, limit: Int) throws(StateError) -> [RunRecord] {
        try read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT * FROM run WHERE \(condition) ORDER BY id DESC LIMIT ?", arguments: [limit])
            return try rows.map { row in
                let id: Int64 = row["id"]
                let inputs = try Row.fetchAll(
                    db, sql: "SELECT * FROM runInput WHERE runId = ? ORDER BY position", arguments: [id]
                ).map { RunInput(name: $0["name"], path: $0["path"], sha256: $0["sha256"]) }
                var counts: [String: SourceCounts] = [:]
                for count in try Row.fetchAll(db, sql: "SELECT * FROM runCount WHERE runId = ?", arguments: [id]) {
                    counts[count["source"]] = SourceCounts(
                        read: count["read"], accepted: count["accepted"], rejected: count["rejected"],
                        merged: count["merged"], unchanged: count["unchanged"])
                }
                var record = RunRecord(
                    id: id, pipeline: row["pipeline"], startedAt: row["startedAt"], finishedAt: row["finishedAt"],
                    exitStatus: row["exitStatus"], inputs: inputs, counts: counts)
                record.signature = row["signature"]
                record.asOf = row["asOf"]
                record.rulesRevision = row["rulesRevision"]
                return record
            }
        }
    }
}
