public import Foundation
internal import GRDB

extension StateStore {
    /// Records the start of a run, committed at once (so a run that dies still shows in the history), and
    /// returns its ID, which increases with each run. `signature` identifies what the pipeline file asks for and
    /// `asOf` the run's date: a later run compares them with the last finished run's.
    public func beginRun(
        pipeline: String, startedAt: Date, inputs: [RunInput], signature: String? = nil, asOf: String? = nil
    ) throws(StateError) -> Int64 {
        try writeState { tx throws(StateError) in
            try attempt {
                try tx.db.execute(
                    sql: "INSERT INTO run (pipeline, startedAt, signature, asOf) VALUES (?, ?, ?, ?)",
                    arguments: [pipeline, startedAt, signature, asOf])
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
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM run ORDER BY id DESC LIMIT ?", arguments: [limit])
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
                return record
            }
        }
    }
}
