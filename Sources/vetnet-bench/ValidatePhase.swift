import Foundation
import VetNetCSV
import VetNetCore

/// The price of validation: a patient file in which a few percent of the rows are bad in varied ways
/// (`PatientDefect`), read alone by `CSVRecordReader` (as the csv phase does), then run whole — read, map,
/// validate and write, as the run phase does. The validation issue asks for the whole run at no less than half
/// the records per second of reading alone.
struct ValidatePhase {
    var patients: Int
    var defectPercent: Int
    var seed: UInt64
    var repeats: Int
    var workspace: Workspace
    var log: Log

    /// The measurements and what the run found.
    struct Report {
        var data: DataSet
        var read: PhaseResult
        var run: PhaseResult
        var rejected: Int
        var findingCounts: [String: Int]

        /// Whole-run records/s over reading-alone records/s.
        var ratio: Double { read.recordsPerSecond > 0 ? run.recordsPerSecond / read.recordsPerSecond : 0 }
    }

    func run() throws -> Report {
        let data = DataSet(directory: workspace.directory + "/validate", patients: patients, seed: seed, defectPercent: defectPercent)
        if data.isPresent {
            log.progress("  reusing the data in \(data.directory)")
        } else {
            try FileManager.default.createDirectory(atPath: data.directory, withIntermediateDirectories: true)
            workspace.created(data)
            log.progress("  generating \(patients) patients (\(defectPercent) % bad) and \(data.owners) owners in \(data.directory)")
            _ = try DataGenerator(dataSet: data).generate()
        }
        workspace.created(data.directory + "/out")
        workspace.created(data.directory + "/pipeline.yml")
        let read = try PhaseResult.fastest(of: repeats) { try Self.readAlone(data) }
        var best: PipelinePhase.Outcome?
        for _ in 0..<repeats {
            let outcome = try PipelinePhase.measure(data, log: log, expectRejects: true)
            if let previous = best, previous.results[2].seconds <= outcome.results[2].seconds { continue }
            best = outcome
        }
        guard let best else { throw BenchError("the validate run did not run") }
        var total = best.results[2]
        total.label = "validate run (read+map+validate+write)"
        return Report(data: data, read: read, run: total, rejected: best.rejected, findingCounts: best.findingCounts)
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
        return PhaseResult(label: "validate read alone (CSVRecordReader)", records: records, bytes: bytes, seconds: clock.seconds, cpuSeconds: clock.cpuSeconds)
    }

    /// Reading alone against the whole run, with the ratio and what the run rejected.
    static func table(_ report: Report) -> ResultTable {
        var table = ResultTable(headers: ["step", "records", "MB", "seconds", "records/s"])
        for result in [report.read, report.run] {
            table.add([
                result.label, "\(result.records)", ResultTable.format(result.megabytes, 1), ResultTable.format(result.seconds, 3),
                ResultTable.format(result.recordsPerSecond, 0),
            ])
        }
        table.add(["whole run / read alone", "", "", "", ResultTable.format(report.ratio * 100, 1) + " % (target: at least 50 %)"])
        return table
    }
}
