import Foundation
import VetNetCSV
import VetNetCore
import VetNetPipeline

/// The price of validation: a patient file in which a few percent of the rows are bad in varied ways
/// (`PatientDefect`), with its owners. The validation issue asks for the validate stage — read, map and validate
/// every record, `PipelineRunner.run` with dedupe turned off and nothing written — at no less than half the
/// records per second of `CSVRecordReader` reading the same files alone (as the csv phase does). The whole run
/// (read, map, validate, dedupe, write) is measured too and shown on its own line, and so are mapping and
/// validation called directly (`MapValidateOnly`), which shows what the run's bookkeeping adds to the stage.
struct ValidatePhase {
    var patients: Int
    var defectPercent: Int
    var seed: UInt64
    var repeats: Int
    /// Only the stage on one core, reading alone and `MapValidateOnly`: under callgrind, which counts the main
    /// thread, every instruction of the stage is then counted (`scripts/callgrind-validate`).
    var oneCoreOnly = false
    var workspace: Workspace
    var log: Log

    /// The measurements and what the run found.
    struct Report {
        var data: DataSet
        var read: PhaseResult
        /// The stage on two cores, or on one when only that was measured (`oneCoreOnly`).
        var stage: PhaseResult
        var oneCoreOnly: Bool
        /// The same stage reading record by record (`PipelineRunner.readsAhead` off): what the second core adds.
        var stageInTurn: PhaseResult
        /// The stage's mapping and validation without the run's bookkeeping (`MapValidateOnly`).
        var mapValidate: PhaseResult
        /// Nil when only the stage on one core was measured.
        var run: PhaseResult?
        var rejected: Int
        var findingCounts: [String: Int]

        /// Validate-stage records/s over reading-alone records/s: the criterion.
        var ratio: Double { Self.ratio(stage, read) }
        /// Whole-run records/s over reading-alone records/s, for comparison.
        var wholeRunRatio: Double? { run.map { Self.ratio($0, read) } }

        private static func ratio(_ measured: PhaseResult, _ read: PhaseResult) -> Double {
            read.recordsPerSecond > 0 ? measured.recordsPerSecond / read.recordsPerSecond : 0
        }
    }

    /// What one validate-stage run did.
    struct StageOutcome {
        var result: PhaseResult
        var rejected: Int
        var findingCounts: [String: Int]
    }

    func run() throws -> Report {
        let data = DataSet(
            directory: workspace.directory + "/validate", patients: patients, seed: seed, defectPercent: defectPercent)
        if data.isPresent {
            log.progress("  reusing the data in \(data.directory)")
        } else {
            try FileManager.default.createDirectory(atPath: data.directory, withIntermediateDirectories: true)
            workspace.created(data)
            log.progress(
                "  generating \(patients) patients (\(defectPercent) % bad) and \(data.owners) owners in \(data.directory)"
            )
            _ = try DataGenerator(dataSet: data).generate()
        }
        workspace.created(data.directory + "/out")
        workspace.created(data.directory + "/pipeline.yml")
        workspace.created(data.directory + "/" + Self.stageFile)
        let read = try PhaseResult.fastest(of: repeats) { try Self.readAlone(data) }
        var stage: StageOutcome?
        for _ in 0..<(oneCoreOnly ? 0 : repeats) {
            let outcome = try Self.validateStage(data, log: log)
            if let previous = stage, previous.result.seconds <= outcome.result.seconds { continue }
            stage = outcome
        }
        var stageInTurn: StageOutcome?
        for _ in 0..<repeats {
            let outcome = try Self.validateStage(data, log: log, readsAhead: false)
            if let previous = stageInTurn, previous.result.seconds <= outcome.result.seconds { continue }
            stageInTurn = outcome
        }
        let stageConfig = try PipelineFileDecoder.decode(
            yaml: PipelinePhase.validateStageYAML, file: data.directory + "/" + Self.stageFile)
        guard let asOf = stageConfig.asOf else { throw BenchError("the generated pipeline file has no asOf") }
        let mapValidate = try PhaseResult.fastest(of: repeats) {
            try MapValidateOnly.run(data, config: stageConfig, asOf: asOf)
        }
        var best: PipelinePhase.Outcome?
        for _ in 0..<(oneCoreOnly ? 0 : repeats) {
            let outcome = try PipelinePhase.measure(data, log: log, expectRejects: true)
            if let previous = best, previous.results[2].seconds <= outcome.results[2].seconds { continue }
            best = outcome
        }
        guard let stageInTurn, let stage = stage ?? (oneCoreOnly ? stageInTurn : nil) else {
            throw BenchError("the validate stage did not run")
        }
        var total = best?.results[2]
        total?.label = "whole run (read+map+validate+dedupe+write)"
        return Report(
            data: data, read: read, stage: stage.result, oneCoreOnly: oneCoreOnly, stageInTurn: stageInTurn.result,
            mapValidate: mapValidate, run: total,
            rejected: stage.rejected, findingCounts: stage.findingCounts)
    }

    static let stageFile = "validate-stage.yml"

    /// `PipelineRunner.run` over the pipeline with dedupe off, the pipeline file's decoding included; the
    /// result is kept in memory, not written.
    static func validateStage(_ data: DataSet, log: Log, readsAhead: Bool = true) throws -> StageOutcome {
        try PageCache.warm(data.ownersCSV)
        try PageCache.warm(data.patientsCSV)
        let path = data.directory + "/" + stageFile
        try PipelinePhase.validateStageYAML.write(toFile: path, atomically: true, encoding: .utf8)
        let clock = Stopwatch()
        let config = try PipelineFileDecoder.decode(yaml: PipelinePhase.validateStageYAML, file: path)
        guard let asOf = config.asOf else { throw BenchError("the generated pipeline file has no asOf") }
        guard config.dedupe == nil else { throw BenchError("the validate-stage pipeline file leaves dedupe on") }
        var runner = PipelineRunner(config: config, asOf: asOf)
        runner.readsAhead = readsAhead
        let result = try runner.run(diagnostics: CountingCollector())
        let (seconds, cpuSeconds) = (clock.seconds, clock.cpuSeconds)
        guard result.sources.allSatisfy({ $0.failure == nil }) else { throw BenchError("a source could not be read") }
        var counts: [String: Int] = [:]
        for source in result.sources {
            log.progress(
                "  validate stage, \(source.name): read \(source.read), accepted \(source.accepted), rejected \(source.rejected)"
            )
            for (code, count) in source.findingCounts { counts[code, default: 0] += count }
        }
        let stage = PhaseResult(
            label: readsAhead ? "validate stage (read+map+validate)" : "validate stage, one core (record by record)",
            records: result.sources.reduce(0) { $0 + $1.read },
            bytes: result.sources.reduce(0) { $0 + $1.bytes }, seconds: seconds, cpuSeconds: cpuSeconds,
            peakRSS: PeakMemory.residentBytes())
        return StageOutcome(
            result: stage, rejected: result.sources.reduce(0) { $0 + $1.rejected }, findingCounts: counts)
    }

    /// `CSVRecordReader` over owners.csv then patients.csv, every record pulled, nothing else done with it.
    static func readAlone(_ data: DataSet) throws -> PhaseResult {
        try PageCache.warm(data.ownersCSV)
        try PageCache.warm(data.patientsCSV)
        let collector = CountingCollector()
        let clock = Stopwatch()
        var records = 0
        var fields = 0
        var bytes = 0
        for (path, name) in [(data.ownersCSV, "owners.csv"), (data.patientsCSV, "patients.csv")] {
            let source = try FileByteSource(path: path)
            let reader = CSVRecordReader(source: source, file: name, options: CSVOptions(), diagnostics: collector)
            while let record = try reader.next() {
                records += 1
                fields += record.fieldCount
            }
            _ = source.sha256Hex()
            bytes += source.byteCount
        }
        guard fields >= records else { throw BenchError("the reader returned empty records") }
        return PhaseResult(
            label: "validate read alone (CSVRecordReader)", records: records, bytes: bytes, seconds: clock.seconds,
            cpuSeconds: clock.cpuSeconds)
    }

    /// Reading alone, the validate stage and the whole run, with the criterion's ratio and the whole run's.
    static func table(_ report: Report) -> ResultTable {
        var table = ResultTable(headers: ["step", "records", "MB", "seconds", "CPU s", "records/s"])
        let stage = report.oneCoreOnly ? nil : report.stage
        for result in [report.read, stage, report.stageInTurn, report.mapValidate, report.run].compactMap({ $0 }) {
            table.add([
                result.label, "\(result.records)", ResultTable.format(result.megabytes, 1),
                ResultTable.format(result.seconds, 3),
                ResultTable.format(result.cpuSeconds, 2), ResultTable.format(result.recordsPerSecond, 0),
            ])
        }
        table.add([
            report.oneCoreOnly ? "validate stage on one core / read alone" : "validate stage / read alone", "", "", "",
            "",
            ResultTable.format(report.ratio * 100, 1) + " % (target: at least 50 %)",
        ])
        if let wholeRunRatio = report.wholeRunRatio {
            table.add([
                "whole run / read alone", "", "", "", "", ResultTable.format(wholeRunRatio * 100, 1) + " % (no target)",
            ])
        }
        return table
    }
}
