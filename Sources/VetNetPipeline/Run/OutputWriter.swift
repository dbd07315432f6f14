public import Foundation
public import VetNetCore
import Dispatch
import Synchronization
import VetNetWrite

/// Writes a run's outputs into a directory: `owners.json`, `patients.json` (or `.ndjson`), the reports
/// (`reports/validation.json`, `.csv`, `.html`, `reports/rejected/<source>.csv`, and with a clinical history
/// `reports/reminders.csv` and `.html`), the planned day when there is
/// one (`schedule/<date>.json`, `.html`, `schedule/<date>/<vet>.ics`), and `manifest.json` last, each through a
/// temporary file renamed into place. An earlier run's manifest is removed first, so a manifest is there only
/// beside a complete set of outputs.
public struct OutputWriter: Sendable {
    public static let toolVersion = "0.1.0"
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Writes the outputs; `reusing` names record files (`owners.json`, `patients.json`, or their NDJSON forms) and
    /// duplicates reports of an earlier run that are byte for byte what this run would write, which are linked
    /// instead of written again.
    @discardableResult
    public func write(
        _ result: RunResult, startedAt: Date, finishedAt: () -> Date = Date.init, runNumber: Int64? = nil,
        reusing: [String: ReusedOutput] = [:]
    ) throws(Diagnostic) -> RunManifest {
        try AtomicFile.createDirectory(directory + "/reports/rejected")
        // The manifest vouches for the files beside it: an earlier run's must not outlive a run that fails
        // half-way (a full disk) and leaves some of its files new and the others old.
        try removeEarlier("manifest.json", what: "manifest")
        // Record files in the other format are an earlier run's: left beside this run's, they would be read as current.
        for format in RecordFileFormat.allCases where format != result.config.recordFormat {
            for file in [format.ownersFile, format.patientsFile] { try removeEarlier(file, what: "record file") }
        }
        // History files this run does not write are an earlier run's, as are its reminders.
        for kind in HistoryKind.allCases {
            for format in RecordFileFormat.allCases
            where result.historyFiles[kind] == nil || format != result.config.recordFormat {
                try removeEarlier(kind.fileStem + "." + format.rawValue, what: "record file")
            }
        }
        if result.historyReminders == nil {
            for file in ["reports/reminders.csv", "reports/reminders.html"] { try removeEarlier(file, what: "report") }
        }
        let outputs = try writeSideBySide(jobs(result, reusing: reusing))
        let manifest = RunManifest(
            manifestVersion: 1, pipeline: result.config.name, asOf: result.asOf.description,
            tool: .init(name: "vetnet", version: Self.toolVersion),
            run: .init(
                startedAt: Self.timestamp(startedAt), finishedAt: Self.timestamp(finishedAt()), number: runNumber),
            sources: result.sources.map(RunManifest.Source.init),
            outputs: outputs)
        try AtomicFile.write(try Self.encode(manifest), to: directory + "/manifest.json")
        return manifest
    }

    /// Removes an earlier run's output file, if there is one.
    private func removeEarlier(_ file: String, what: String) throws(Diagnostic) {
        guard unlink(directory + "/" + file) != 0, errno != ENOENT else { return }
        throw .error(
            "write.cannot-create", "Cannot remove the earlier run's \(what): \(String(cString: strerror(errno))).",
            at: SourceLocation(file: directory + "/" + file))
    }

    /// Writes (or links) one or more output files; returns them as the manifest lists them.
    /// (Untyped `throws`: the compiler cannot yet store closures with typed throws side by side; jobs throw
    /// only `Diagnostic`s.)
    typealias Job = @Sendable () throws -> [RunManifest.Output]

    /// Every output file but the manifest, in the manifest's order.
    private func jobs(_ result: RunResult, reusing: [String: ReusedOutput]) -> [Job] {
        let format = result.config.recordFormat
        let (ownersFile, patientsFile) = (format.ownersFile, format.patientsFile)
        var jobs: [Job] = [
            {
                let hash = try recordFile(ownersFile, reusing) { (path) throws(Diagnostic) in
                    try RecordFileWriter.write(result.owners, as: format, to: path)
                }
                return [.init(file: ownersFile, records: result.owners.count, sha256: hash)]
            },
            {
                let hash = try recordFile(patientsFile, reusing) { (path) throws(Diagnostic) in
                    guard !result.historySummaries.isEmpty else {
                        return try RecordFileWriter.write(result.patients, as: format, to: path)
                    }
                    let summaries = result.historySummaries
                    return try RecordFileWriter.write(result.patients, as: format, to: path) {
                        PatientHistoryMembers(summaries, at: $0)
                    }
                }
                return [.init(file: patientsFile, records: result.patients.count, sha256: hash)]
            },
        ]
        for file in result.historyFiles.values.sorted(by: { $0.kind < $1.kind }) {
            let name = file.kind.fileStem + "." + format.rawValue
            jobs.append {
                let hash = try recordFile(name, reusing) { (path) throws(Diagnostic) in
                    try HistoryFileWriter.write(file, as: format, to: path)
                }
                return [.init(file: name, records: file.count, sha256: hash)]
            }
        }
        for (file, make) in reports(result) {
            jobs.append { [.init(file: file, records: nil, sha256: try reportFile(file, make, reusing))] }
        }
        if let reminders = result.historyReminders {
            // One job for both: the reminders are looked up once, and let go when both are written.
            jobs.append {
                let report = reminders.report(patients: result.patients, owners: result.owners)
                let language = result.config.reportLanguage
                let files: [(String, ReportContent)] = [
                    ("reports/reminders.csv", { emit throws(Diagnostic) in try emit(report.csvBytes()) }),
                    (
                        "reports/reminders.html",
                        { emit throws(Diagnostic) in try emit(Array(report.html(language: language).utf8)) }
                    ),
                ]
                var outputs: [RunManifest.Output] = []
                for (file, make) in files {
                    do {
                        outputs.append(.init(file: file, records: nil, sha256: try reportFile(file, make, reusing)))
                    } catch {
                        // A failed job's outputs are not listed: it removes what it wrote itself.
                        for output in outputs { unlink(directory + "/" + output.file) }
                        throw error
                    }
                }
                return outputs
            }
        }
        for (file, make) in rejectedRows(result) {
            jobs.append { [.init(file: file, records: nil, sha256: try reportFile(file, make, reusing))] }
        }
        if let schedule = result.schedule {
            jobs.append {
                let files = ScheduleFiles(
                    plan: schedule.plan, request: schedule.request, seed: schedule.seed, names: schedule.names,
                    language: result.config.reportLanguage)
                return try files.write(to: directory + "/schedule").map {
                    .init(file: "schedule/" + $0.path, records: nil, sha256: $0.sha256)
                }
            }
        }
        return jobs
    }

    /// Writes (or links) a record file (`owners.json`, `patients.ndjson`, …); returns its hash.
    private func recordFile(
        _ file: String, _ reusing: [String: ReusedOutput], write: (_ path: String) throws(Diagnostic) -> String
    ) throws(Diagnostic) -> String {
        if let reused = reusing[file] { return try link(reused, as: file) }
        return try write(directory + "/" + file)
    }

    /// Writes (or links) a report; returns its hash.
    private func reportFile(_ file: String, _ make: ReportContent, _ reusing: [String: ReusedOutput]) throws(Diagnostic)
        -> String
    {
        if let reused = reusing[file] { return try link(reused, as: file) }
        let output = try StreamedFile(path: directory + "/" + file)
        try make { chunk throws(Diagnostic) in try output.write(chunk) }
        return try output.commit()
    }

    /// A report's bytes, given to `emit` in one piece or in chunks.
    typealias ReportContent = @Sendable (_ emit: ([UInt8]) throws(Diagnostic) -> Void) throws(Diagnostic) -> Void

    /// Runs the jobs side by side and returns their outputs in the jobs' order. When one fails, the jobs not yet
    /// started are skipped, the files the others wrote are removed, and the first failure in the jobs' order
    /// is thrown: a run that cannot finish leaves no output of its own.
    ///
    /// Two threads more than there are cores take the jobs in turn: a job waiting for the disk to take its
    /// file (the flush before its rename, most of a second for a big record file) then leaves its core to
    /// another job rather than idle. A record file's own blocks are made on every core (`RecordFileWriter`).
    private func writeSideBySide(_ jobs: [Job]) throws(Diagnostic) -> [RunManifest.Output] {
        let run = SideBySideJobs(jobs)
        let threads = min(jobs.count, ProcessInfo.processInfo.activeProcessorCount + 2)
        let finished = DispatchGroup()
        for number in 0..<threads {
            finished.enter()
            let thread = Thread {
                run.takeJobs()
                finished.leave()
            }
            thread.name = "vetnet.write-\(number)"
            thread.start()
        }
        finished.wait()
        var outputs: [RunManifest.Output] = []
        var firstFailure: Diagnostic?
        for outcome in run.outcomes.withLock({ $0 }) {
            switch outcome {
            case .success(let written)?: outputs += written
            case .failure(let error)?: firstFailure = firstFailure ?? error
            case nil: break
            }
        }
        guard let firstFailure else { return outputs }
        for output in outputs { unlink(directory + "/" + output.file) }
        throw firstFailure
    }

    /// Links an earlier run's file into this run's outputs; returns its hash.
    func link(_ reused: ReusedOutput, as file: String) throws(Diagnostic) -> String {
        do {
            try FileManager.default.linkItem(atPath: reused.path, toPath: directory + "/" + file)
        } catch {
            throw .error(
                "write.cannot-create", "Cannot link \(reused.path) into the outputs: \(error.localizedDescription)")
        }
        return reused.sha256
    }

    /// The validation and duplicates report files in the manifest's order (the reminders and the rejected rows
    /// follow), each made only when asked: staff need the offending values in them, so they are filled in.
    private func reports(_ result: RunResult) -> [(String, ReportContent)] {
        let report = result.validationReport
        let language = result.config.reportLanguage
        var files: [(String, ReportContent)] = [
            ("reports/validation.json", { emit throws(Diagnostic) in try emit(try Self.encode(report)) }),
            ("reports/validation.csv", { emit throws(Diagnostic) in try report.writeCSV(emit) }),
            (
                "reports/validation.html",
                { emit throws(Diagnostic) in try emit(Array(report.html(language: language).utf8)) }
            ),
        ]
        if let duplicates = result.duplicates {
            let duplicateFiles: [(String, ReportContent)] = [
                ("reports/duplicates.json", { emit throws(Diagnostic) in try duplicates.writeJSON(emit) }),
                ("reports/duplicates.csv", { emit throws(Diagnostic) in try duplicates.writeCSV(emit) }),
                (
                    "reports/duplicates.html",
                    { emit throws(Diagnostic) in
                        let names = DuplicatesPageNames(for: duplicates, patients: result.patients)
                        try duplicates.writeHTML(language: language, names: names, emit)
                    }
                ),
            ]
            files += duplicateFiles
        }
        return files
    }

    /// The rejected rows of each source, in the manifest's order (after the reminders).
    private func rejectedRows(_ result: RunResult) -> [(String, ReportContent)] {
        var files: [(String, ReportContent)] = []
        for source in result.sources {
            files.append(
                (
                    "reports/rejected/\(source.name).csv",
                    { emit throws(Diagnostic) in
                        // Guarded like every CSV for spreadsheets; the CSV reader takes the guard off when it reads the file back.
                        var header = CSVTextWriter(byteOrderMark: true, guardingFormulas: true)
                        header.row([FormulaGuard.rejectedReasonsColumn] + source.columns)
                        try emit(header.bytes)
                        try result.rejected[source.name]?.forEachChunk(emit)
                        if let spooled = result.historyRejectedRows[source.name] {
                            try SpoolReader.copyFile(spooled, emit)
                        }
                    }
                ))
        }
        return files
    }

    /// An output's JSON as the outputs write it: sorted keys, pretty-printed, a final newline.
    static func encode<Value: Encodable>(_ value: Value) throws(Diagnostic) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(value)) + [0x0A]
        } catch {
            throw .error("internal.encoding", "Internal error: could not encode output: \(error).")
        }
    }

    /// UTC, to the second: `2026-11-20T02:00:13Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

/// Output jobs taken in turn by the writing threads, and what each gave.
private final class SideBySideJobs: Sendable {
    let jobs: [OutputWriter.Job]
    let outcomes: Mutex<[Result<[RunManifest.Output], Diagnostic>?]>
    private let next = Atomic(0)
    private let failed = Atomic(false)

    init(_ jobs: [OutputWriter.Job]) {
        self.jobs = jobs
        outcomes = Mutex(Array(repeating: nil, count: jobs.count))
    }

    /// Runs the next job nobody has taken, until none is left or one has failed.
    func takeJobs() {
        while !failed.load(ordering: .acquiring) {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < jobs.count else { return }
            let outcome: Result<[RunManifest.Output], Diagnostic>
            do {
                outcome = .success(try jobs[index]())
            } catch {
                failed.store(true, ordering: .releasing)
                outcome = .failure(
                    error as? Diagnostic
                        ?? .error("internal.write", "Internal error while writing the outputs: \(error)."))
            }
            outcomes.withLock { $0[index] = outcome }
        }
    }
}

/// A record file of an earlier run that this run would write identically.
public struct ReusedOutput: Sendable, Hashable {
    public var path: String
    public var sha256: String

    public init(path: String, sha256: String) {
        self.path = path
        self.sha256 = sha256
    }
}
