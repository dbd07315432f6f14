import Foundation
import VetNetCore
import VetNetDedupe
import VetNetPipeline
import VetNetWrite

/// The whole import: decode a pipeline file for the generated CSVs, read and map owners then patients, write
/// the JSON outputs. Unlike the reader phases, its memory grows with the data: the run keeps every record.
enum PipelinePhase {
    /// What a run did besides its timings.
    struct Outcome {
        /// Three rows: read+map, write, and the two together (with the pipeline file's decoding).
        var results: [PhaseResult]
        /// Records read and rejected over all sources.
        var read: Int
        var rejected: Int
        /// Findings per diagnostic code over all sources.
        var findingCounts: [String: Int]
        /// How well the run merged the owners, against the data set's truth (`OwnerRows`).
        var ownerMerges: PairwiseEvaluation?
        /// Owner and patient records merged into another.
        var mergedOwners = 0
        var mergedPatients = 0
        /// What the clinical history cost, when the data has history.
        var history: HistoryFigures?
        /// The peak and current RSS after each source and step of the run (`RunTimeline.memoryLines`).
        var memoryLines: [String] = []

        /// The whole run's seconds (the last row).
        var totalSeconds: Double { results.last?.seconds ?? 0 }

        /// A line for the notes under the table: what the dedupe stage merged, and how well.
        var mergeNote: String {
            var note = "Merged \(mergedOwners) owner and \(mergedPatients) patient records into others"
            if let ownerMerges {
                note +=
                    "; owner pairs against the generated truth: precision "
                    + ResultTable.format(ownerMerges.precision, 4) + ", recall "
                    + ResultTable.format(ownerMerges.recall, 4)
                    + " (\(ownerMerges.truePairs) true pairs)"
            }
            return note + "."
        }
    }

    /// Three rows: read+map, write, and the two together (with the pipeline file's decoding), and the merge note;
    /// with history, two more within read+map (reading the history's sources, sorting its records) and its notes.
    /// With `ndjson`, owners and patients are written as NDJSON (`output.format: ndjson`).
    /// With `repeats` above 1 the run is made that many times: the rows are the median run's (by total time), and
    /// the note lists every run's total, as this machine's timings drift by 10–30 % from one minute to the next.
    static func run(_ data: DataSet, log: Log, ndjson: Bool = false, repeats: Int = 1) throws -> (
        results: [PhaseResult], note: String
    ) {
        var outcomes: [Outcome] = []
        for _ in 0..<max(1, repeats) {
            outcomes.append(try measure(data, log: log, expectRejects: false, ndjson: ndjson))
        }
        let totals = outcomes.map(\.totalSeconds)
        let median = medianIndex(of: totals)
        var note = outcomes[median].mergeNote
        if data.profile == .messy {
            let outcome = outcomes[median]
            note +=
                "\nMessy profile: \(outcome.rejected) of \(outcome.read) records rejected; findings: "
                + outcome.findingCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
                    separator: ", ")
        }
        if let history = outcomes[median].history {
            note += "\n" + history.note(runSeconds: outcomes[median].totalSeconds)
        }
        note += "\nPeak and current RSS as the run went (seconds from its start):\n"
        note += outcomes[median].memoryLines.joined(separator: "\n")
        if outcomes.count > 1 {
            note +=
                "\nRun totals of \(outcomes.count) runs: "
                + totals.map { ResultTable.format($0, 3) + " s" }.joined(separator: ", ")
                + "; the rows are the median run's (" + ResultTable.format(totals[median], 3) + " s). Their peak RSS is"
                + " the high-water mark over all the runs, in one process that keeps what the allocator held from"
                + " each: a single run's peak is lower (--repeat 1, or --scaling)."
        }
        return (outcomes[median].results, note)
    }

    /// The index of the median of `values`: of the upper middle one when their count is even, so that the median
    /// of two runs is the slower.
    static func medianIndex(of values: [Double]) -> Int {
        let order = values.indices.sorted { values[$0] < values[$1] }
        return order[order.count / 2]
    }

    /// Runs the pipeline over `data`; rejects are only reported as findings when `expectRejects` is false.
    static func measure(_ data: DataSet, log: Log, expectRejects: Bool, ndjson: Bool = false) throws -> Outcome {
        for path in [data.ownersCSV, data.patientsCSV] + data.historyFiles { try PageCache.warm(path) }
        let pipelinePath = data.directory + "/pipeline.yml"
        let outputDirectory = data.directory + "/out"
        // An earlier run's outputs are removed and the disk synced before the clock starts, so that every run
        // writes into an empty directory, as the first one after generating the data does: replacing a gigabyte
        // of earlier outputs added 0.4–1.2 s of the kernel's work to the writing stage on the 2-core machine.
        try? FileManager.default.removeItem(atPath: outputDirectory)
        sync()
        let base = pipelineYAML(for: data)
        let yaml = ndjson ? base.replacing("  dir: out\n", with: "  dir: out\n  format: ndjson\n") : base
        try yaml.write(toFile: pipelinePath, atomically: true, encoding: .utf8)

        let total = Stopwatch()
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: pipelinePath)
        guard let asOf = config.asOf else { throw BenchError("the generated pipeline file has no asOf") }
        guard config.recordFormat == (ndjson ? .ndjson : .json) else {
            throw BenchError("the pipeline file does not ask for the record format")
        }
        let collector = CountingCollector()
        let timeline = RunTimeline()
        let reading = Stopwatch()
        let result = try PipelineRunner(config: config, asOf: asOf).run(
            progress: { timeline.progress(source: $0.source, finished: $0.finished) }, diagnostics: collector,
            steps: { timeline.step($0) })
        let (readSeconds, readCPU) = (reading.seconds, reading.cpuSeconds)
        let readPeak = PeakMemory.residentBytes()
        let writing = Stopwatch()
        let manifest = try OutputWriter(directory: outputDirectory).write(result, startedAt: Date())
        let (writeSeconds, writeCPU) = (writing.seconds, writing.cpuSeconds)
        let (totalSeconds, totalCPU) = (total.seconds, total.cpuSeconds)
        timeline.step("wrote the outputs", seconds: writeSeconds, cpuSeconds: writeCPU)

        for source in result.sources {
            let line =
                "  \(source.name): read \(source.read), accepted \(source.accepted), rejected \(source.rejected), "
                + "\(source.warnings) warnings, \(source.errors) errors"
                + (source.failure.map { "; failed: \($0)" } ?? "")
            // Clean generated data should map cleanly; anything else is worth seeing even in a quiet child.
            let expectRejects = expectRejects || data.profile == .messy
            if !expectRejects && source.rejected + source.warnings + source.errors > 0 || source.failure != nil {
                log.finding(line)
            } else {
                log.progress(line)
            }
        }
        if let summary = collector.summary {
            let expectRejects = expectRejects || data.profile == .messy
            if expectRejects {
                log.progress("  diagnostics: \(summary)")
            } else {
                log.finding("  diagnostics: \(summary)")
            }
        }
        guard result.sources.allSatisfy({ $0.failure == nil }) else { throw BenchError("a source could not be read") }

        let recordsRead = result.sources.reduce(0) { $0 + $1.read }
        let bytesRead = result.sources.reduce(0) { $0 + $1.bytes }
        // The record files: owners and patients, and the history's.
        let recordFiles = manifest.outputs.filter { $0.records != nil }
        let written = recordFiles.reduce(0) { $0 + ($1.records ?? 0) }
        let bytesWritten = recordFiles.reduce(0) { $0 + DataSet.size(of: outputDirectory + "/" + $1.file) }
        let peak = PeakMemory.residentBytes()
        var counts: [String: Int] = [:]
        for source in result.sources {
            for (code, count) in source.findingCounts { counts[code, default: 0] += count }
        }
        let history = HistoryFigures(
            result.sources, timeline: timeline, outputs: recordFiles, outputDirectory: outputDirectory)
        let results =
            [
                PhaseResult(
                    label: "run read+map", records: recordsRead, bytes: bytesRead, seconds: readSeconds,
                    cpuSeconds: readCPU,
                    peakRSS: readPeak)
            ] + (history?.rows ?? []) + [
                PhaseResult(
                    label: "run write", records: written, bytes: bytesWritten, seconds: writeSeconds,
                    cpuSeconds: writeCPU,
                    peakRSS: peak),
                PhaseResult(
                    label: "run total", records: recordsRead, bytes: bytesRead, seconds: totalSeconds,
                    cpuSeconds: totalCPU,
                    peakRSS: peak),
            ]
        var outcome = Outcome(
            results: results, read: recordsRead, rejected: result.sources.reduce(0) { $0 + $1.rejected },
            findingCounts: counts)
        outcome.mergedOwners = result.sources.filter { $0.entity == "owner" }.reduce(0) { $0 + $1.merged }
        outcome.mergedPatients = result.sources.filter { $0.entity == "patient" }.reduce(0) { $0 + $1.merged }
        outcome.ownerMerges = ownerMerges(result.owners, truthPath: data.ownersTruth)
        outcome.history = history
        outcome.memoryLines = timeline.memoryLines
        return outcome
    }

    /// Scores the merged owners against the `ClientID,Person` lines at `truthPath`; nil without the file.
    /// Rejected owners count as records of their own.
    private static func ownerMerges(_ owners: RecordStore<Owner>, truthPath: String) -> PairwiseEvaluation? {
        guard let text = try? String(contentsOfFile: truthPath, encoding: .utf8) else { return nil }
        var truth: [String: Int] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            guard let comma = line.firstIndex(of: ","), let person = Int(line[line.index(after: comma)...]) else {
                continue
            }
            truth[String(line[..<comma])] = person
        }
        var cluster: [String: String] = [:]
        for owner in owners {
            for source in owner.sources where truth[source.sourceId] != nil { cluster[source.sourceId] = owner.id }
        }
        return PairwiseEvaluation(cluster: cluster, truth: truth)
    }

    /// The run's date, which the history generator dates its rows before.
    static let asOf = "2026-11-20"

    /// Paths are relative to the pipeline file, which is written next to the data.
    static let pipelineYAML = """
        # Written by vetnet-bench for its generated data.
        version: 1
        name: vetnet-bench
        asOf: \(asOf)

        sources:
          - name: owners
            entity: owner
            path: owners.csv
            format: csv
            encoding: utf-8
            delimiter: ","
            fields:
              sourceId: ClientID
              firstName: First Name
              lastName: Last Name
              email: Email
              phone: { columns: [Home Phone, Mobile] }
              address.line1: Address
              address.line2: Address 2
              address.city: City
              address.region: State
              address.postalCode: Zip
              inactive: Inactive
              updatedAt: { column: Last Modified, format: "MM/dd/yyyy hh:mm a" }

          - name: patients
            entity: patient
            ownerSource: owners
            path: patients.csv
            format: csv
            encoding: utf-8
            delimiter: ","
            fields:
              sourceId: PatientID
              ownerSourceId: ClientID
              name: Name
              species:
                column: Species
                map:
                  K9: dog
                  Canine: dog
                  FEL: cat
                  Feline: cat
                  Avian: bird
                  Rabbit: rabbit
                  Reptile: reptile
                  Guinea Pig: guinea-pig
              breed: Breed
              sex:
                column: Sex
                map:
                  MN: male-neutered
                  FS: female-spayed
                  MI: male-intact
                  FI: female-intact
                  M: male
                  F: female
                  U: unknown
              birthDate: { column: DOB, format: MM/dd/yyyy }
              weight: { column: Weight, unit: lb }
              microchip: Microchip
              notes: Notes
              deceased: Deceased

        output:
          dir: out

        """

    /// The pipeline for a data profile: the messy one's birth dates come in three layouts.
    static func pipelineYAML(for profile: DataProfile) -> String {
        switch profile {
        case .clean: pipelineYAML
        case .messy:
            pipelineYAML.replacing(
                "birthDate: { column: DOB, format: MM/dd/yyyy }",
                with: "birthDate: { column: DOB, formats: [\(BirthLayout.messyFormats.joined(separator: ", "))] }")
        }
    }

    /// The pipeline for a data set: its profile's, with the vaccination and visit sources when it has history
    /// (`pipelines/README.md`, "Clinical history").
    static func pipelineYAML(for data: DataSet) -> String {
        let base = pipelineYAML(for: data.profile)
        guard data.history > 0 else { return base }
        return base.replacing("\noutput:\n", with: historySourcesYAML + "\noutput:\n")
    }

    /// `vaccinations.csv` and `visits.csv` (`VaccinationRow`, `VisitRow`), read after the patients they refer to.
    static let historySourcesYAML = """

          - name: vaccinations
            entity: vaccination
            patientSource: patients
            path: vaccinations.csv
            format: csv
            encoding: utf-8
            delimiter: ","
            fields:
              sourceId: VaxID
              patientSourceId: PatientID
              vaccine: Vaccine
              givenOn: { column: Date Given, format: MM/dd/yyyy }
              dueOn: { column: Due Date, format: MM/dd/yyyy }
              lot: Lot
              manufacturer: Manufacturer
              expiresOn: { column: Lot Expires, format: MM/dd/yyyy }
              vetSourceId: Vet
              rabiesTag: Rabies Tag
              route: Route

          - name: visits
            entity: visit
            patientSource: patients
            path: visits.csv
            format: csv
            encoding: utf-8
            delimiter: ","
            fields:
              sourceId: VisitID
              patientSourceId: PatientID
              date: { column: Date, format: MM/dd/yyyy }
              vetSourceId: Vet
              reason: Reason
              diagnosis: Diagnosis
              notes: Notes
              weight: Weight
              temperature: Temp C
              heartRate: Heart Rate

        """

    /// The same pipeline with the dedupe stage turned off (`pipelines/README.md`, "Deduplication"): what is
    /// left of `PipelineRunner.run` is the validate stage, reading, mapping and validating every record.
    static let validateStageYAML =
        pipelineYAML + """
            dedupe:
              enabled: false

            """
}
