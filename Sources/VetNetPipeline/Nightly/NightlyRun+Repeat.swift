import Foundation
import VetNetCore
import VetNetState
import VetNetWrite

extension NightlyRun {
    /// Publishes the outputs of the run `repeated` found again as tonight's, with tonight's manifest and changes
    /// file, and records tonight in the state's history with that run's inputs and counts.
    func publish(
        _ repeated: RepeatedNight, store: StateStore, claim: OutputDirectoryClaim, startedAt: Date,
        exitStatus: (RunResult) -> Int32, failureStatus: (Diagnostic) -> Int32
    ) throws(Diagnostic) -> Outcome {
        let config = runner.config
        var clock = StepClock(log: log)
        let last = repeated.last
        let uncommitted = try uncommittedChangeFiles(store)
        let runID = try state { () throws(StateError) in
            try store.beginRun(
                pipeline: config.name, startedAt: startedAt, inputs: last.inputs, signature: config.signature,
                asOf: runner.asOf.description, rulesRevision: RulesRevision.current)
        }
        do throws(Diagnostic) {
            var changes = StateChanges(runID: runID)
            changes.artifacts[RepeatedNight.Basis.artifact] = {
                var basis = repeated.basis
                basis.run = runID
                return basis.encoded()
            }()
            let pending = try state { () throws(StateError) in try store.beginCommit(changes) }
            defer { pending.rollBack() }
            let file = repeated.changesFile(run: runID)
            var outcome = outcome(of: repeated, changes: file, runID: runID)
            let kept = try OutputPublisher(claim: claim).publish(keeping: ["changes"], dropping: uncommitted.contains) {
                staging throws(Diagnostic) in
                try OutputWriter(directory: staging).republish(
                    repeated.manifest, from: outputDirectory, startedAt: startedAt, runNumber: runID)
                try AtomicFile.createDirectory(staging + "/changes")
                try file.writeJSON(to: staging + "/changes/\(runID).json")
                clock.step("published run \(last.id)'s outputs as run \(runID)'s")
            } commit: { () throws(Diagnostic) in
                CrashPoint.reached("before-commit")
                let completion = RunCompletion(
                    runID: runID, finishedAt: Date(), counts: repeated.counts, exitStatus: exitStatus(outcome.result))
                _ = try state { () throws(StateError) in try pending.commit(completing: completion) }
                clock.step("committed the state")
            }
            outcome.keptFiles = kept
            return outcome
        } catch {
            try? store.failRun(runID: runID, finishedAt: Date(), exitStatus: failureStatus(error))
            throw error
        }
    }

    /// What a dry run says of a night that would repeat the last run: nothing written, nothing would change.
    func dryRunOutcome(_ repeated: RepeatedNight, store: StateStore) throws(Diagnostic) -> Outcome {
        let next = (try state { () throws(StateError) in try store.runs(limit: 1) }.first?.id ?? 0) + 1
        var outcome = outcome(of: repeated, changes: repeated.changesFile(run: next), runID: next)
        outcome.reusedFiles = []
        return outcome
    }

    private func result(of repeated: RepeatedNight) -> RunResult {
        RunResult(
            config: runner.config, asOf: runner.asOf, sources: repeated.sources, owners: [], patients: [],
            rejected: [:])
    }

    private func outcome(of repeated: RepeatedNight, changes: ChangesFile, runID: Int64) -> Outcome {
        let format = runner.config.recordFormat
        return Outcome(
            result: result(of: repeated), changes: changes, unchanged: repeated.counts.mapValues(\.unchanged),
            reusedMerge: true, reusedFiles: repeated.manifest.outputs.map(\.file).sorted(), runID: runID,
            repeated: Repeated(
                run: repeated.last.id, owners: repeated.records(in: format.ownersFile),
                patients: repeated.records(in: format.patientsFile)))
    }
}
