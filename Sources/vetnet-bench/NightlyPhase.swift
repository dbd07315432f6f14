import Foundation
import VetNetCore
import VetNetPipeline

/// Nightly operation: the generated pipeline with a state file, run twice over the same files — a first night
/// that imports everything, then a night on which nothing changed (every record is read and found unchanged by
/// its fingerprint, the last merge is reused, the outputs are written again).
enum NightlyPhase {
    static func run(_ data: DataSet, workspace: Workspace, log: Log) throws -> [PhaseResult] {
        try PageCache.warm(data.ownersCSV)
        try PageCache.warm(data.patientsCSV)
        let pipelinePath = data.directory + "/nightly.yml"
        let output = data.directory + "/nightly-out"
        let statePath = output + ".state.sqlite"
        for path in [pipelinePath, output, statePath, statePath + "-wal", statePath + "-shm", statePath + ".lock"] {
            workspace.created(path)
            try? FileManager.default.removeItem(atPath: path)
        }
        let yaml = PipelinePhase.pipelineYAML(for: data.profile) + "\nstate: true\n"
        try yaml.write(toFile: pipelinePath, atomically: true, encoding: .utf8)
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: pipelinePath)
        guard let asOf = config.asOf else { throw BenchError("the generated pipeline file has no asOf") }

        var results: [PhaseResult] = []
        for label in ["nightly: first night (all new)", "nightly: second night (no change)"] {
            let clock = Stopwatch()
            let outcome = try NightlyRun(
                runner: PipelineRunner(config: config, asOf: asOf), outputDirectory: output, statePath: statePath
            ).run(startedAt: Date(), diagnostics: CountingCollector()) { _ in 0 }
            let (seconds, cpu) = (clock.seconds, clock.cpuSeconds)
            let read = outcome.result.sources.reduce(0) { $0 + $1.read }
            let bytes = outcome.result.sources.reduce(0) { $0 + $1.bytes }
            let changes = outcome.changes
            log.progress(
                "  \(label): \(ResultTable.format(seconds, 2)) s; created \(changes.created.count), updated \(changes.updated.count), "
                    + "unchanged \(changes.unchanged), merge reused: \(outcome.reusedMerge)")
            if results.count == 1 {
                guard changes.isEmpty, outcome.reusedMerge else {
                    throw BenchError("the second night over the same files changed something: \(changes.updated.count) updated")
                }
            }
            results.append(
                PhaseResult(
                    label: label, records: read, bytes: bytes, seconds: seconds, cpuSeconds: cpu,
                    peakRSS: PeakMemory.residentBytes()))
        }
        return results
    }
}
