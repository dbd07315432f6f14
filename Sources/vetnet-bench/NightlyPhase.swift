import Foundation
import Synchronization
import VetNetCore
import VetNetPipeline

/// Nightly operation: the generated pipeline with a state file, five nights over copies of the CSVs — a first
/// night that imports everything, a night on which nothing changed (the exports are byte for byte the first
/// night's, so its outputs are published again without reading a record: `RepeatedNight`), a night on which
/// `changedPercent` of the owner and patient rows changed, a night with no change after it (a repeat again), and a
/// night with no change on the next day (every record is read and found unchanged by its fingerprint, the last
/// merge is reused, the patients are written again with their ages of that day). The first night writes the
/// state through a rollback journal and the changed night through SQLite's log, so only the nights after it show
/// what a night that follows a changed one (most nights) finds. With history rows, the vaccination and visit files
/// are read each night too.
enum NightlyPhase {
    static let changedPercent = 2

    static func run(_ data: DataSet, workspace: Workspace, log: Log) throws -> [PhaseResult] {
        // The nights read copies, so the third night's changed files leave the data set as it was.
        var input = DataSet(
            directory: data.directory + "/nightly-input", patients: data.patients, seed: data.seed,
            profile: data.profile)
        input.history = data.history
        let pipelinePath = input.directory + "/nightly.yml"
        let output = data.directory + "/nightly-out"
        let statePath = output + ".state.sqlite"
        for path in [input.directory, output, statePath, statePath + "-wal", statePath + "-shm", statePath + ".lock"] {
            workspace.created(path)
            try? FileManager.default.removeItem(atPath: path)
        }
        try FileManager.default.createDirectory(atPath: input.directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: data.ownersCSV, toPath: input.ownersCSV)
        try FileManager.default.copyItem(atPath: data.patientsCSV, toPath: input.patientsCSV)
        for (from, to) in zip(data.historyFiles, input.historyFiles) {
            try FileManager.default.copyItem(atPath: from, toPath: to)
        }
        let yaml = PipelinePhase.pipelineYAML(for: input) + "\nstate: true\n"
        try yaml.write(toFile: pipelinePath, atomically: true, encoding: .utf8)
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: pipelinePath)
        guard let asOf = config.asOf else { throw BenchError("the generated pipeline file has no asOf") }

        var results: [PhaseResult] = []
        let labels = [
            "nightly: first night (all new)", "nightly: second night (no change)",
            "nightly: third night (\(changedPercent) % changed)", "nightly: fourth night (no change after it)",
            "nightly: fifth night (no change, the next day)",
        ]
        guard let nextDay = asOf.adding(days: 1) else {
            throw BenchError("the generated pipeline's asOf has no next day")
        }
        for label in labels {
            if results.count == 2 {
                var changed = input
                changed.changedPercent = changedPercent
                log.progress("  generating the third night's files, \(changedPercent) % of the rows changed")
                _ = try DataGenerator(dataSet: changed).generate()
            }
            try PageCache.warm(input.ownersCSV)
            try PageCache.warm(input.patientsCSV)
            for file in input.historyFiles { try PageCache.warm(file) }
            // What the night is done with is freed after the clock stops, as `vetnet run` leaves it to its exit.
            let setAside = Mutex<[any Sendable]>([])
            var nightly = NightlyRun(
                runner: PipelineRunner(config: config, asOf: results.count == 4 ? nextDay : asOf),
                outputDirectory: output, statePath: statePath)
            nightly.setAside = { value in setAside.withLock { $0.append(value) } }
            let clock = Stopwatch()
            let outcome = try nightly.run(startedAt: Date(), diagnostics: CountingCollector()) { _ in 0 }
            let (seconds, cpu) = (clock.seconds, clock.cpuSeconds)
            let read = outcome.result.sources.reduce(0) { $0 + $1.read }
            let bytes = outcome.result.sources.reduce(0) { $0 + $1.bytes }
            let changes = outcome.changes
            log.progress(
                "  \(label): \(ResultTable.format(seconds, 2)) s; created \(changes.created.count), updated \(changes.updated.count), "
                    + "unchanged \(changes.unchanged), merge reused: \(outcome.reusedMerge)"
                    + (outcome.repeated.map { "; run \($0.run)'s outputs published again" } ?? "")
                    + (changes.history.map {
                        "; history created \($0.created), updated \($0.updated), unchanged \($0.unchanged)"
                    } ?? ""))
            if results.count == 1 || results.count == 3 {
                guard outcome.repeated != nil else {
                    throw BenchError("a night over the same exports on the same day read them instead of repeating")
                }
            }
            if results.count == 4, outcome.repeated != nil {
                throw BenchError("a night on the next day repeated the last run, whose ages are a day old")
            }
            if results.count == 1 || results.count >= 3 {
                guard changes.isEmpty, outcome.reusedMerge else {
                    throw BenchError(
                        "a night over the same files as the night before changed something: \(changes.updated.count) updated"
                    )
                }
            }
            if results.count == 2, changes.updated.isEmpty {
                throw BenchError("the third night's changed files changed nothing")
            }
            results.append(
                PhaseResult(
                    label: label, records: read, bytes: bytes, seconds: seconds, cpuSeconds: cpu,
                    peakRSS: PeakMemory.residentBytes()))
        }
        return results
    }
}
