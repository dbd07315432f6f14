public import Foundation
public import VetNetCore
import VetNetMapping
import VetNetState
import VetNetWrite

/// A run with a state file (the pipeline's `state:` key): the nightly import.
///
/// Every record of tonight's files is read, mapped and checked as in any run, and then the state decides what
/// it means: records are matched to what earlier runs stored by source and source ID, IDs and medical IDs stay
/// the ones published before (a new duplicate merges into the existing record under its old ID), records that
/// are not in tonight's files are carried from the state (a full export's missing records deactivated, never
/// dropped), and `changes/<run>.json` lists what changed. Outputs are staged and swapped in whole; the state
/// changes commit in one transaction after that, so a run killed at any moment leaves the previous outputs and
/// state, and the next run simply does the work again.
public struct NightlyRun {
    public var runner: PipelineRunner
    public var outputDirectory: String
    public var statePath: String
    /// Compute and report what would change, but write nothing (no outputs, no state, no history).
    public var dryRun: Bool

    public init(runner: PipelineRunner, outputDirectory: String, statePath: String, dryRun: Bool = false) {
        self.runner = runner
        self.outputDirectory = outputDirectory
        self.statePath = statePath
        self.dryRun = dryRun
    }

    /// What a nightly run did.
    public struct Outcome: Sendable {
        public var result: RunResult
        public var changes: ChangesFile
        /// Unchanged records read, per source.
        public var unchanged: [String: Int]
        /// The run's number in the state's history (what it would have been, for a dry run).
        public var runID: Int64
    }

    /// Runs the pipeline against the state. `exitStatus` turns the result into the status the run will end
    /// with, which the run history records.
    public func run(
        startedAt: Date, progress: (ProgressEvent) -> Void = { _ in }, diagnostics: any DiagnosticCollector,
        exitStatus: (RunResult) -> Int32
    ) throws(Diagnostic) -> Outcome {
        let config = runner.config
        let store = try state { () throws(StateError) in try StateStore.open(path: statePath) }
        try state { () throws(StateError) in
            try store.acquireRunLock(holder: "vetnet run \(config.name) (pid \(getpid()))")
        }
        defer { store.releaseRunLock() }
        let prior = try state { () throws(StateError) in try PriorState.load(from: store) }

        var result = try runner.readSources(prior: prior.identities, progress: progress, diagnostics: diagnostics)
        let tracking = result.tracking ?? RecordTracking()
        let tonight = NightRecords(owners: result.owners, patients: result.patients)
        var unchanged: [String: Int] = [:]
        for source in config.sources where source.entity == .owner || source.entity == .patient {
            let stored = try state { () throws(StateError) in try store.fingerprints(source: source.name) }
            unchanged[source.name] = (tracking.fingerprints[source.name] ?? [:]).count { stored[$0.key] == $0.value }
        }
        let carried = try carry(prior: prior, tonight: tonight, tracking: tracking, store: store)
        result.owners += carried.owners
        result.patients += carried.patients
        runner.finish(&result, established: prior.established)
        tonight.recountMerged(in: &result)

        var changes = StateChanges(
            runID: 0, records: tonight.storedRecords(tracking: tracking),
            fullExports: Dictionary(uniqueKeysWithValues: config.sources.filter {
                $0.export == .full && ($0.entity == .owner || $0.entity == .patient)
            }.map { ($0.name, tracking.read[$0.name] ?? []) }),
            merges: result.canonicalIds.sorted { $0.key < $1.key }.map {
                MergeDecision(memberID: $0.key, canonicalID: $0.value, kind: $0.key.hasPrefix("PAT-") ? .patient : .owner)
            },
            medicalIDs: Dictionary(tonight.patients.map { ($0.id, $0.medicalId) }, uniquingKeysWith: { first, _ in first }))

        if dryRun {
            let next = (try state { () throws(StateError) in try store.runs(limit: 1) }.first?.id ?? 0) + 1
            let summary = try state { () throws(StateError) in
                try store.previewRun(pipeline: config.name, startedAt: startedAt, changes: changes)
            }
            let file = changesFile(summary, run: next, prior: prior, tonight: tonight, result: result, unchanged: unchanged)
            return Outcome(result: result, changes: file, unchanged: unchanged, runID: next)
        }

        let inputs = result.sources.map { RunInput(name: $0.name, path: $0.path, sha256: $0.sha256) }
        let runID = try state { () throws(StateError) in
            try store.beginRun(pipeline: config.name, startedAt: startedAt, inputs: inputs)
        }
        CrashPoint.reached("after-begin")
        changes.runID = runID
        let summary = try state { () throws(StateError) in
            try store.previewRun(pipeline: config.name, startedAt: startedAt, changes: changes)
        }
        let file = changesFile(summary, run: runID, prior: prior, tonight: tonight, result: result, unchanged: unchanged)
        let changesBytes = try encode(file)
        try OutputPublisher(directory: outputDirectory).publish(keeping: ["changes"]) { staging throws(Diagnostic) in
            try OutputWriter(directory: staging).write(result, startedAt: startedAt)
            try AtomicFile.createDirectory(staging + "/changes")
            try AtomicFile.write(changesBytes, to: staging + "/changes/\(runID).json")
        }
        CrashPoint.reached("before-commit")
        changes.completion = RunCompletion(
            runID: runID, finishedAt: Date(), counts: counts(result, unchanged: unchanged), exitStatus: exitStatus(result))
        _ = try state { () throws(StateError) in try store.commit(changes) }
        return Outcome(result: result, changes: file, unchanged: unchanged, runID: runID)
    }

    /// Stored records that are not among tonight's accepted ones, decoded; a full export's records that are
    /// missing tonight come back deactivated.
    private func carry(
        prior: PriorState, tonight: NightRecords, tracking: RecordTracking, store: StateStore
    ) throws(Diagnostic) -> (owners: [Owner], patients: [Patient]) {
        let sources = Dictionary(uniqueKeysWithValues: runner.config.sources.map { ($0.name, $0) })
        var owners: [Owner] = []
        var patients: [Patient] = []
        for entry in prior.index where tonight.keys.contains(entry.key) == false {
            guard let source = sources[entry.key.source] else { continue }
            let wasRead = tracking.read[entry.key.source]?.contains(entry.key.sourceId) ?? false
            let deactivate = source.export == .full && !wasRead
            guard let stored = try state({ () throws(StateError) in try store.storedRecord(entry.key) }) else { continue }
            switch entry.kind {
            case .owner:
                var owner = try StoredRecordCodec.decodeOwner(stored.json)
                if deactivate || !entry.isActive { owner.isActive = false }
                owners.append(owner)
            case .patient:
                var patient = try StoredRecordCodec.decodePatient(stored.json, asOf: runner.asOf)
                if deactivate || !entry.isActive { patient.isActive = false }
                patients.append(patient)
            }
        }
        return (owners, patients)
    }

    private func changesFile(
        _ summary: CommitSummary, run: Int64, prior: PriorState, tonight: NightRecords, result: RunResult,
        unchanged: [String: Int]
    ) -> ChangesFile {
        var records = Dictionary(uniqueKeysWithValues: prior.index.map { ($0.key, ($0.kind, $0.canonicalID)) })
        for (key, record) in tonight.records { records[key] = record }
        func entries(_ keys: [SourceKey]) -> [ChangesFile.Entry] {
            keys.map { key in
                let (kind, id) = records[key] ?? (.owner, "")
                return ChangesFile.Entry(
                    kind: kind.rawValue, source: key.source, sourceId: key.sourceId, id: result.canonicalIds[id] ?? id)
            }
        }
        return ChangesFile(
            pipeline: runner.config.name, run: run, asOf: runner.asOf.description,
            created: entries(summary.created), updated: entries(summary.updated),
            reactivated: entries(summary.reactivated), deactivated: entries(summary.deactivated),
            merged: summary.newMerges.map {
                ChangesFile.Merge(kind: $0.kind.rawValue, memberId: $0.memberID, canonicalId: $0.canonicalID)
            },
            unchanged: unchanged.values.reduce(0, +))
    }

    private func counts(_ result: RunResult, unchanged: [String: Int]) -> [String: SourceCounts] {
        Dictionary(uniqueKeysWithValues: result.sources.map { stats in
            (stats.name, SourceCounts(
                read: stats.read, accepted: stats.accepted, rejected: stats.rejected, merged: stats.merged,
                unchanged: unchanged[stats.name] ?? 0))
        })
    }

    private func encode(_ file: ChangesFile) throws(Diagnostic) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(file)) + [0x0A]
        } catch {
            throw .error("internal.encoding", "Internal error: could not encode the changes file: \(error).")
        }
    }

    /// Runs a state operation, reporting its failure as a diagnostic (`state.locked` when another run holds
    /// the state file, `state.unavailable` otherwise).
    private func state<T>(_ body: () throws(StateError) -> T) throws(Diagnostic) -> T {
        do {
            return try body()
        } catch {
            switch error {
            case .locked: throw .error("state.locked", error.description + " Try again when it has finished.", at: SourceLocation(file: statePath))
            default: throw .error("state.unavailable", error.description, at: SourceLocation(file: statePath))
            }
        }
    }
}
