public import Foundation
public import VetNetCore
import VetNetDedupe
import VetNetMapping
import VetNetState
import VetNetValidation
import VetNetWrite

/// A run with a state file (the pipeline's `state:` key): the nightly import.
///
/// Every record of tonight's files is read; one whose fingerprint the state holds (and the pipeline file being
/// the same as on the last run) is accepted as it was, without mapping and checking it again. The others are
/// mapped and checked as in any run. IDs and medical IDs stay the ones published before (a new duplicate merges
/// into the existing record under its old ID); records that are not in tonight's files are carried from the
/// state (a full export's missing records deactivated, never dropped). A night on which no record changed
/// reuses the last run's merged records instead of running the dedupe stage again. `changes/<run>.json` lists
/// what changed. Outputs are staged and swapped in whole; the state changes commit in one transaction after
/// that (a failed commit swaps the previous outputs back), so a run killed at any moment leaves the previous
/// outputs and state, or the new outputs and the previous state, and the next run does the work again.
///
/// Guards, each checked before anything is published or stored: the output directory must be the pipeline's
/// own (``OutputDirectoryClaim``), the state file whole and vetnet's (``StateStore/verifyIntegrity()``), and a full
/// export may not deactivate more than `validation.maxDeactivateRate` of a source (``ShrinkGuard``); a source
/// not read to its end deactivates nothing.
public struct NightlyRun {
    public var runner: PipelineRunner
    public var outputDirectory: String
    public var statePath: String
    /// Compute and report what would change, but write nothing (no outputs, no state, no history).
    public var dryRun: Bool
    /// Let a full export deactivate more than `validation.maxDeactivateRate` of a source's records, for this run.
    public var acceptDeactivations: Bool
    /// The command-line option that sets ``acceptDeactivations``.
    public static let acceptDeactivationsOption = "accept-deactivations"
    /// Publish the last committed run's outputs again, without reading a record, when tonight's exports are byte
    /// for byte the ones it read (``RepeatedNight``). Off, such a night reads and compares every record.
    public var repeatsExports = true
    /// The command-line option that turns ``repeatsExports`` off.
    public static let alwaysReadOption = "always-read"
    /// Which vetnet build this is (``ExecutableDigest``): a night repeats only a run of the same build.
    public var build: String? = ExecutableDigest.current
    /// Told when each step ends, with its duration (for `--verbose`).
    public var log: (String) -> Void
    /// Handed what the run is done with as it returns (its tables of a million records, the state changes): the
    /// command keeps them until the process exits, which frees them all at once instead of one by one (a second
    /// of a first night at a million patients). Freed on return when not set.
    public var setAside: @Sendable (any Sendable) -> Void = { _ in }

    public init(
        runner: PipelineRunner, outputDirectory: String, statePath: String, dryRun: Bool = false,
        acceptDeactivations: Bool = false, log: @escaping (String) -> Void = { _ in }
    ) {
        self.acceptDeactivations = acceptDeactivations
        self.runner = runner
        self.outputDirectory = outputDirectory
        self.statePath = statePath
        self.dryRun = dryRun
        self.log = log
    }

    /// What a nightly run did.
    public struct Outcome: Sendable {
        public var result: RunResult
        public var changes: ChangesFile
        /// Records read exactly as the state had them, per source.
        public var unchanged: [String: Int]
        /// Whether no record changed, so the last run's merged records were reused.
        public var reusedMerge: Bool
        /// Record files linked from the last run's outputs instead of being written again.
        public var reusedFiles: [String] = []
        /// Files in the output directory that vetnet did not write, kept in the new outputs as they were.
        public var keptFiles: [String] = []
        /// The run's number in the state's history (what it would have been, for a dry run).
        public var runID: Int64
        /// Set when tonight's exports were byte for byte the last run's, whose outputs were published again.
        public var repeated: Repeated?
    }

    /// A night that published the outputs of the run whose exports it found again (``RepeatedNight``).
    public struct Repeated: Sendable {
        /// The run whose exports and outputs tonight's are.
        public var run: Int64
        /// Records in the record files that stand.
        public var owners: Int
        public var patients: Int
    }

    /// Runs the pipeline against the state. `exitStatus` turns the result into the status the run will end
    /// with, and `failureStatus` a failure that stops it; the run history records both.
    public func run(
        startedAt: Date, progress: (ProgressEvent) -> Void = { _ in }, diagnostics: any DiagnosticCollector,
        exitStatus: (RunResult) -> Int32, failureStatus: (Diagnostic) -> Int32 = { _ in 70 }
    ) throws(Diagnostic) -> Outcome {
        if dryRun {
            // Read-only: no state file is created or changed, no lock file made, nothing written.
            let store = try state { () throws(StateError) in try StateStore.openReadOnly(path: statePath) }
            let claim = try OutputDirectoryClaim(
                directory: outputDirectory, config: runner.config, statePath: statePath)
            return try run(
                store: store, claim: claim, startedAt: startedAt, progress: progress, diagnostics: diagnostics,
                exitStatus: exitStatus, failureStatus: failureStatus)
        }
        let claim: OutputDirectoryClaim
        do {
            claim = try OutputDirectoryClaim(directory: outputDirectory, config: runner.config, statePath: statePath)
        } catch {
            // Refused before anything is written; an existing state's history says so.
            if FileManager.default.fileExists(atPath: statePath), let store = try? StateStore.open(path: statePath),
                (try? store.acquireRunLock(holder: "vetnet run \(runner.config.name) (pid \(getpid()))")) != nil
            {
                refuse(error, store: store, startedAt: startedAt, inputs: [], failureStatus: failureStatus)
            }
            throw error
        }
        let stateDirectory = (statePath as NSString).deletingLastPathComponent
        if !stateDirectory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true)
            } catch {
                throw .error(
                    "state.unavailable", "Cannot create the state file's directory: \(error.localizedDescription)",
                    at: SourceLocation(file: statePath))
            }
        }
        var clock = StepClock(log: log)
        let store = try state { () throws(StateError) in
            try StateStore.open(
                path: statePath, checkingHistoryAsRead: true,
                lockingFor: "vetnet run \(runner.config.name) (pid \(getpid()))", checkingBesideReads: true)
        }
        defer {
            // Whatever the run wrote is in the log until folded into the file; left there, the next run would take
            // it for a killed run's and check the whole file before reading anything.
            var folding = StepClock(log: log)
            if (try? store.foldLog()) != true { log("the state's log could not be folded into its file now") }
            folding.step("folded the state's log into its file")
            store.releaseRunLock()
        }
        clock.step("opened the state file")
        return try run(
            store: store, claim: claim, startedAt: startedAt, progress: progress, diagnostics: diagnostics,
            exitStatus: exitStatus, failureStatus: failureStatus)
    }

    private func run(
        store: StateStore, claim: OutputDirectoryClaim, startedAt: Date, progress: (ProgressEvent) -> Void,
        diagnostics: any DiagnosticCollector, exitStatus: (RunResult) -> Int32, failureStatus: (Diagnostic) -> Int32
    ) throws(Diagnostic) -> Outcome {
        let config = runner.config
        var clock = StepClock(log: log)
        if repeatsExports {
            switch try RepeatedNight.find(
                store: store, config: config, asOf: runner.asOf, outputDirectory: outputDirectory, build: build,
                statePath: statePath)
            {
            case .repeated(let repeated):
                clock.step("found the exports and outputs of run \(repeated.last.id) unchanged")
                if dryRun { return try dryRunOutcome(repeated, store: store) }
                return try publish(
                    repeated, store: store, claim: claim, startedAt: startedAt, exitStatus: exitStatus,
                    failureStatus: failureStatus)
            case .notRepeated(let reason):
                clock.step("looked for a repeat of the last run: \(reason)")
            }
        }
        let prior = try state { () throws(StateError) in try PriorState.load(from: store, signature: config.signature) }
        clock.step("loaded the state (\(prior.known.values.reduce(0) { $0 + $1.count }) source records)")
        // A night with no change reuses the last run's merge: read beside the exports, which one core reads when
        // their records are found unchanged (1.9 s of a 9 s night at a million patients, after the reading). The
        // reading stops it once a record changes the state: on a night with changes it took the core the reading
        // wanted (3.9 s of CPU at a million patients and 2 % changed) and the state's connection the night asked.
        let lastMergeRead =
            prior.snapshotIsCurrent
            ? BackgroundWork(name: "vetnet.last-merge") {
                [statePath, asOf = runner.asOf, stop = prior.identities.changeSeen] in
                Result { () throws(Diagnostic) in
                    try Self.lastMerge(store, statePath: statePath, asOf: asOf, stop: stop)
                }
            } : nil

        var result = try runner.readSources(prior: prior.identities, progress: progress, diagnostics: diagnostics)
        let inputs = result.sources.map { RunInput(name: $0.name, path: $0.path, sha256: $0.sha256) }
        // Out of the result while the fingerprints are reordered with the records below, so that no second
        // reference keeps them in their old order.
        var tracking = result.tracking ?? RecordTracking()
        result.tracking = nil
        let unread = Set(result.sources.filter { $0.failure != nil }.map(\.name))
        let held = LatestRowsUnknown.holdBack(
            in: &result, tracking: &tracking, prior: prior, unreadSources: unread, config: config)
        LatestRowsUnknown.report(held, in: &result, limit: runner.diagnosticLimit, diagnostics: diagnostics)
        var mapped = NightRecords(owners: result.owners, patients: result.patients, tracking: tracking, prior: prior)
        // The night keeps the fingerprints in its records' order from here.
        tracking.fingerprints = RecordFingerprints()
        result.tracking = tracking
        // The stores are the night's alone while they are put in ID order, so that their old bytes are freed as they
        // are copied; the merge then reads the night's.
        (result.owners, result.patients) = ([], [])
        mapped.putInIDOrder()
        let night = mapped
        (result.owners, result.patients) = (night.owners, night.patients)
        clock.step("read the sources (\(night.mappedCount) records mapped, \(night.unchangedCount) unchanged)")
        let delta = try NightDelta(
            prior: prior, night: night, tracking: tracking, config: config, store: store, statePath: statePath,
            unreadSources: unread)
        let history = try HistoryNight(
            spools: result.historySpools, config: config, store: store, statePath: statePath, unreadSources: unread
        ) { () throws(Diagnostic) in try HistorySpools() }
        if result.historySpools == nil, let spools = history.spools { result.historySpools = spools }
        clock.step("compared the clinical history with the state")
        // The file's check ran beside the reads so far; nothing is refused, merged or written before its verdict.
        try state { () throws(StateError) in try store.confirmIntegrity() }
        clock.step("checked the state file's integrity")
        let shrinkGuard = ShrinkGuard(maxRate: config.validation.maxDeactivateRate)
        let sourceOrder = config.sources.map(\.name)
        let excesses =
            shrinkGuard.excesses(deactivated: delta.deactivated, prior: prior, sources: sourceOrder)
            + history.excesses(shrinkGuard, order: sourceOrder)
        if !acceptDeactivations && !excesses.isEmpty {
            let refusal = shrinkGuard.refusal(excesses, pipelinePath: config.file)
            refuse(refusal, store: store, startedAt: startedAt, inputs: inputs, failureStatus: failureStatus)
            throw refusal
        }
        // A current snapshot is read beside the exports (`lastMergeRead`); its records list the rows merged into
        // them as the last run read them.
        let reuse =
            lastMergeRead != nil && delta.isQuiet
            && prior.repeatedRows == RepeatedRowsDigest.of(tracking.mergedRows)
        var priorMerge: PriorMerge?
        var established: BackgroundWork<Set<String>>?
        // What the last run merged, to tell tonight's merges and splits from it.
        let lastMerges: [String: String]?
        if reuse, let lastMergeRead {
            priorMerge = try lastMergeRead.wait().get()
            // Stopped early only when the reading raised its hint for a change the night then held back.
            if priorMerge == nil { priorMerge = try Self.lastMerge(store, statePath: statePath, asOf: runner.asOf) }
            lastMerges = priorMerge?.canonicalIds
        } else {
            established = prior.established()
            // Tonight merges anew: the last merge's records are let go before the merging needs the memory.
            if case .success(let lastMerge?)? = lastMergeRead?.wait() {
                lastMerges = lastMerge.canonicalIds
            } else {
                lastMerges = try MergeDelta.lastMerges(store, statePath: statePath)
            }
            let unchanged = try loadUnchanged(tracking, store: store)
            let carried = try carry(prior: prior, night: night, deactivated: delta.deactivated, store: store)
            result.owners.append(contentsOf: unchanged.owners)
            result.owners.append(contentsOf: carried.owners)
            result.patients.append(contentsOf: unchanged.patients)
            result.patients.append(contentsOf: carried.patients)
        }
        // What is known before merging; the merge adds to it below.
        var changes = StateChanges(runID: 0, deactivations: delta.deactivated)
        changes.medicalIDStream = newMedicalIDs(night: night, prior: prior)
        // Loaded when the reading or the line above first asked for them; nothing is stored before this check.
        if let failure = prior.identities.medicalIDs.failure {
            throw .error(
                "state.unavailable", "Cannot read the medical IDs from the state file: \(failure)",
                at: SourceLocation(file: statePath))
        }
        // On a first night every mapped record is new: no set of a million keys to look them up in.
        let created = delta.created.count == night.mappedCount ? nil : Set(delta.created)
        // Made one at a time as the commit stores them.
        changes.newRecordStream = ItemStream { [tracking] body in
            try night.forEachStoredRecord(tracking: tracking, keys: created, inKeys: true, body)
        }
        changes.recordStream = ItemStream { [tracking] body in
            try night.forEachStoredRecord(tracking: tracking, keys: created, inKeys: false, body)
        }
        changes.lines = delta.movedLines
        if !history.isQuiet { changes.history = history.stateChanges(order: sourceOrder) }
        var unchanged = delta.unchanged
        for (name, counts) in history.sources { unchanged[name] = counts.unchanged }
        /// Merges tonight's records (or takes the last run's merge) and says what the merge adds to the changes.
        func merge() throws(Diagnostic) -> (merges: MergeDelta, changes: StateChanges) {
            if let priorMerge {
                try runner.finish(&result, reusing: priorMerge)
            } else {
                try runner.finish(&result, established: established?.wait() ?? [], steps: log)
            }
            night.recountMerged(in: &result)
            clock.step(reuse ? "reused the last run's merge" : "merged duplicates")
            // Sorted once, for the state and the changes file.
            let merged = result.canonicalIds.filter { !prior.mergedMembers.contains(IDKey($0.key)) }
                .sorted { $0.key < $1.key }
            var changes = StateChanges(
                runID: 0,
                merges: merged.map {
                    MergeDecision(
                        memberID: $0.key, canonicalID: $0.value, kind: MergeDelta.kind(ofOutputID: $0.key))
                })
            if !reuse {
                let (owners, patients) = (result.owners, result.patients)
                changes.snapshotStream = ItemStream { body in
                    for index in owners.indices {
                        let record = CompactRecordCodec.storedForm(at: index, of: owners, keepingLines: true)
                        try body(SnapshotRecord(id: owners.id(at: index), kind: .owner, record: record))
                    }
                    for index in patients.indices {
                        let record = CompactRecordCodec.storedForm(at: index, of: patients, keepingLines: true)
                        try body(SnapshotRecord(id: patients.id(at: index), kind: .patient, record: record))
                    }
                }
                let artifacts = BackgroundWork(name: "vetnet.state-artifacts") { [result] in Self.artifacts(result) }
                changes.artifactStream = ItemStream { [duplicates = result.duplicates] body in
                    for (name, data) in artifacts.wait().sorted(by: { $0.key < $1.key }) { try body((name, data)) }
                    try duplicates?.compactParts { try body((PriorState.duplicatesArtifact, $0)) }
                }
            }
            clock.step("prepared the state changes")
            return (
                MergeDelta(tonight: result.canonicalIds, last: lastMerges, everMerged: prior.mergedMembers), changes
            )
        }

        if dryRun {
            let merges = try merge().merges
            let next = (try state { () throws(StateError) in try store.runs(limit: 1) }.first?.id ?? 0) + 1
            var file = delta.changesFile(
                run: next, pipeline: config.name, asOf: runner.asOf, merges: merges,
                splitSources: merges.splitSources(prior: prior), result: result)
            file.history = history.counts(listedIn: nil)
            return Outcome(result: result, changes: file, unchanged: unchanged, reusedMerge: reuse, runID: next)
        }

        let uncommitted = try uncommittedChangeFiles(store)
        let runID = try state { () throws(StateError) in
            try store.beginRun(
                pipeline: config.name, startedAt: startedAt, inputs: inputs, signature: config.signature,
                asOf: runner.asOf.description, rulesRevision: RulesRevision.current)
        }
        CrashPoint.reached("after-begin")
        do throws(Diagnostic) {
            changes.runID = runID
            // Stored while the records are merged and the outputs written, committed once they are in place. From
            // here until the commit the store's connection is the commit's: nothing else reads the store.
            let pending = try state { () throws(StateError) in try store.beginCommit(changes) }
            defer { pending.rollBack() }
            var (merges, mergeChanges) = try merge()
            mergeChanges.runID = runID
            if let build {
                mergeChanges.artifacts[RepeatedNight.Basis.artifact] =
                    RepeatedNight.Basis(
                        run: runID, build: build, records: delta.recordsRead, history: history.repeatCounts
                    ).encoded()
            }
            pending.add(mergeChanges)
            CrashPoint.reached("after-merge")
            var file = delta.changesFile(
                run: runID, pipeline: config.name, asOf: runner.asOf, merges: merges,
                splitSources: merges.splitSources(prior: prior), result: result)
            let historyFile = history.isQuiet ? nil : "changes/\(runID)-history.ndjson"
            file.history = history.counts(listedIn: historyFile)
            let reused = reuse ? reusableOutputs(prior, result, historyChanged: !history.isQuiet) : [:]
            let kept = try OutputPublisher(claim: claim).publish(keeping: ["changes"], dropping: uncommitted.contains) {
                staging throws(Diagnostic) in
                try OutputWriter(directory: staging).write(
                    result, startedAt: startedAt, runNumber: runID, reusing: reused)
                try AtomicFile.createDirectory(staging + "/changes")
                try file.writeJSON(to: staging + "/changes/\(runID).json")
                if let historyFile { try history.writeChanges(to: staging + "/" + historyFile, order: sourceOrder) }
                clock.step("wrote the outputs")
            } commit: { () throws(Diagnostic) in
                CrashPoint.reached("before-commit")
                let completion = RunCompletion(
                    runID: runID, finishedAt: Date(), counts: counts(result, unchanged: unchanged),
                    exitStatus: exitStatus(result))
                _ = try state { () throws(StateError) in try pending.commit(completing: completion) }
                clock.step("committed the state")
            }
            setAside((changes, mergeChanges, night, tracking, delta, prior.known, created, merges, pending))
            return Outcome(
                result: result, changes: file, unchanged: unchanged, reusedMerge: reuse,
                reusedFiles: reused.keys.sorted(), keptFiles: kept, runID: runID)
        } catch {
            try? store.failRun(runID: runID, finishedAt: Date(), exitStatus: failureStatus(error))
            throw error
        }
    }

    /// Change files of runs that never committed (killed after publishing): they list changes that tonight's run
    /// finds again and lists under its own number.
    func uncommittedChangeFiles(_ store: StateStore) throws(Diagnostic) -> Set<String> {
        Set(
            try state { () throws(StateError) in try store.unfinishedRuns() }.flatMap {
                ["changes/\($0).json", "changes/\($0)-history.ndjson"]
            })
    }

    /// Medical IDs of tonight's animals that the state gives none yet, in ID order (the commit keeps the first of a
    /// patient's), made from the night's records each time the commit asks for them: only their positions are held.
    private func newMedicalIDs(night: NightRecords, prior: PriorState) -> (
        count: Int, entries: ItemStream<MedicalIDEntry>
    ) {
        var positions: [UInt32] = []
        for index in night.patients.indices
        where prior.identities.medicalIDs.medicalID(of: night.patients.idKey(at: index)) == nil {
            positions.append(UInt32(index))
        }
        return (
            positions.count,
            ItemStream { [positions] body in
                for index in positions {
                    let (patient, medicalID) = night.patients.read(at: Int(index), Patient.idAndMedicalId)
                    try body(MedicalIDEntry(patientID: IDKey(patient), medicalID: IDKey(medicalID)))
                }
            }
        )
    }

    /// Records in the history a run that was refused before it began changing anything (not for a dry run).
    private func refuse(
        _ diagnostic: Diagnostic, store: StateStore, startedAt: Date, inputs: [RunInput],
        failureStatus: (Diagnostic) -> Int32
    ) {
        guard !dryRun else { return }
        _ = try? store.recordRefusedRun(
            pipeline: runner.config.name, startedAt: startedAt, inputs: inputs, asOf: runner.asOf.description,
            finishedAt: Date(), exitStatus: failureStatus(diagnostic))
    }

    private func counts(_ result: RunResult, unchanged: [String: Int]) -> [String: SourceCounts] {
        Dictionary(
            uniqueKeysWithValues: result.sources.map { stats in
                (
                    stats.name,
                    SourceCounts(
                        read: stats.read, accepted: stats.accepted, rejected: stats.rejected, merged: stats.merged,
                        unchanged: unchanged[stats.name] ?? 0)
                )
            })
    }

    /// Runs a state operation, reporting its failure as a diagnostic (`state.locked` when another run holds
    /// the state file, `state.unavailable` otherwise).
    func state<T>(_ body: () throws(StateError) -> T) throws(Diagnostic) -> T {
        try NightlyRun.state(statePath, body)
    }

    static func state<T>(_ statePath: String, _ body: () throws(StateError) -> T) throws(Diagnostic) -> T {
        do {
            return try body()
        } catch {
            switch error {
            case .locked:
                throw .error(
                    "state.locked", error.description + " Try again when it has finished.",
                    at: SourceLocation(file: statePath))
            default: throw .error("state.unavailable", error.description, at: SourceLocation(file: statePath))
            }
        }
    }
}
