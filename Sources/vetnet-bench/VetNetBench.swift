import ArgumentParser
import Foundation
import Glibc
import VetNetCore
import VetNetSchedule

/// Measures the import's readers and a whole run on generated practice data; see `discussion` for the phases.
@main
struct VetNetBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vetnet-bench",
        abstract: "Benchmark vetnet's CSV and XML readers and a whole pipeline run on generated data.",
        discussion: """
            Generates owners.csv, patients.csv and patients.xml (the same bytes for the same seed): owners with
            realistic duplicates and households (SyntheticOwners) and their ground truth in owners-truth.csv,
            some animals registered again under a duplicate owner, and patient rows with missing breeds and
            impossible weights. Then runs:
              csv        CSVRecordReader over patients.csv
              yardstick  a bare libcsv loop over patients.csv, the CSV reader's yardstick
              xml        XMLRecordReader over patients.xml
              run        a pipeline over both CSVs: read, map, validate, merge duplicates, write the outputs;
                         and the owner merges' pairwise precision and recall against the truth. With --history N,
                         also vaccinations.csv and visits.csv (N rows per patient, a third of them vaccinations, by
                         date across the clinic), read as the pipeline's vaccination and visit sources: their rows
                         read, accepted, rejected and merged, their share of the run's time, the peak RSS after each
                         step of the run, and the size of the history record files
              nightly    the pipeline with a state file, four nights over copies of the CSVs: a first night,
                         a night with no change (fingerprints match, the last merge is reused), a night
                         on which 2 % of the owner and patient rows changed, and a night with no change after it
            and prints throughput and the peak RSS after each phase. Two phases make data of their own:
              validate   --validate-patients rows, --validate-bad-percent of them bad in varied ways: CSVRecordReader
                         alone against the validate stage (read, map, validate: a run with dedupe off, nothing
                         written), in records/s, and their ratio; beside it mapping and validation called
                         directly (no run bookkeeping) and the whole run (dedupe and write too)
              schedule   generated days of --schedule-sizes requests (ScheduleInstanceGenerator), written as
                         request files and read back, planned by the optimizer and by the greedy baseline: time,
                         objectives (1) and (2), the upper bound, efficiency = (1) / bound, scheduled/total
              dedupe     synthetic owners of --dedupe-sizes with duplicates and households, and a ground truth:
                         time and pairwise precision, recall and F1 of the dedupe stage. --dedupe-profile realistic
                         (the default) makes owners in the US, GB, DE and AU, with phones in national and
                         international form, typos, run-together words, swapped and missing names, households, and
                         animals (a shelter owner of --shelter-animals, common names, most without birth date);
                         it reports the figures per country, the true owner pairs merged or listed for staff, the
                         animal records wrongly merged, and the dedupe time of one owner of --big-owner-animals
                         animals. --dedupe-profile clean keeps the earlier US-only set and table.
            Measure a release build:
              swift run -c release vetnet-bench --patients 1000000
              swift run -c release vetnet-bench --only schedule,validate

            Peak RSS never falls within a process, so --scaling runs each phase in a child process of its \
            own, for two sizes, to show which phases need memory in proportion to the data.
            """)

    @Option(help: "Patients to generate; owners are 70% of that.")
    var patients = 1_000_000

    @Option(
        help: """
            Directory for the data, the pipeline file and the run's out/ (default: a fresh directory under /tmp). \
            bench-data in the repository is git-ignored. Only what this run creates is removed.
            """)
    var dir: String?

    @Flag(help: "Keep the data and outputs; a later run with the same --dir, --patients and --seed reuses the data.")
    var keep = false

    @Option(
        help: """
            Clinical history rows per patient (e.g. 15): vaccinations.csv (about a third of them, vaccines that fit \
            the species) and visits.csv (the rest, with SOAP notes), in date order across the clinic, which the run \
            phase reads as vaccination and visit sources. 0 (the default) writes neither, and the other files are \
            the same bytes either way. With --profile messy, two history rows in five carry a finding.
            """)
    var history = 0

    @Option(help: "Seed of the data generator.")
    var seed: UInt64 = 42

    @Option(
        help: """
            The generated data: clean (few findings) or messy (most owner and patient rows with findings of varied \
            kinds, unmapped codes, birth dates in three layouts); the data of the phases that use it.
            """)
    var profile: DataProfile = .clean

    @Option(
        help:
            "Comma-separated phases to run (csv, yardstick, xml, run, nightly, validate, schedule, dedupe); default all.",
        transform: BenchPhase.list)
    var only: [BenchPhase]?

    @Option(help: "Run just this phase, and print machine-readable #result lines (used by --scaling).")
    var phase: BenchPhase?

    @Flag(help: "Run every phase in a child process per size (see --scaling-sizes) and tabulate each one's peak RSS.")
    var scaling = false

    @Option(parsing: .upToNextOption, help: "The patient counts --scaling compares.")
    var scalingSizes: [Int] = [100_000, 1_000_000]

    @Option(
        name: .customLong("repeat"),
        help:
            "Time each reader phase this many times and keep the fastest; run the run phase this many times and show the median run."
    )
    var repeats = 1

    @Option(parsing: .upToNextOption, help: "Owners per generated set of the dedupe phase.")
    var dedupeSizes: [Int] = [10_000, 100_000, 200_000, 700_000]

    @Option(
        help: """
            The dedupe phase's owners: realistic (US, GB, DE and AU owners with their phone and address formats, \
            data-entry damage and households; animals with a shelter owner; figures per country, merged-or-listed \
            recall, wrongly merged animals, and a single owner of --big-owner-animals animals) or clean (US owners \
            only, the earlier figures).
            """)
    var dedupeProfile: DedupeProfile = .realistic

    @Option(help: "Animals of the shelter owner in each realistic dedupe set.")
    var shelterAnimals = 10_000

    @Option(help: "Animals of the single owner whose dedupe time the realistic dedupe phase measures (0: skip).")
    var bigOwnerAnimals = 100_000

    @Option(parsing: .upToNextOption, help: "Requests per generated day of the schedule phase.")
    var scheduleSizes: [Int] = [50, 200, 500, 2_000, 10_000]

    @Option(help: "The optimizer's time budget in the schedule phase, in ms (default: Scheduler.budget(forRequests:)).")
    var scheduleBudgetMs: Int?

    @Option(help: "Patient rows of the validate phase's file.")
    var validatePatients = 100_000

    @Option(help: "Percent of the validate phase's patient rows made bad.")
    var validateBadPercent = 3

    @Flag(
        help:
            "In the validate phase, measure the stage on one core only (and reading alone, and mapping and validation called directly), not on two cores nor the whole run: for counting instructions under callgrind."
    )
    var validateOneCoreOnly = false

    @Flag(help: "In the run phase, write owners and patients as NDJSON (output.format: ndjson), not as JSON arrays.")
    var ndjson = false

    @Flag(help: .hidden)
    var quiet = false

    private var log: Log { Log(quiet: quiet) }

    func validate() throws {
        guard patients >= 1 else { throw ValidationError("--patients must be at least 1.") }
        guard (0...1_000).contains(history) else { throw ValidationError("--history must be within 0…1000.") }
        guard repeats >= 1 else { throw ValidationError("--repeat must be at least 1.") }
        guard !scheduleSizes.isEmpty, scheduleSizes.allSatisfy({ $0 >= 1 }) else {
            throw ValidationError("--schedule-sizes needs request counts of at least 1.")
        }
        guard scheduleBudgetMs.map({ $0 >= 0 }) ?? true else {
            throw ValidationError("--schedule-budget-ms cannot be negative.")
        }
        guard shelterAnimals >= 0, bigOwnerAnimals >= 0 else {
            throw ValidationError("--shelter-animals and --big-owner-animals cannot be negative.")
        }
        guard validatePatients >= 1, (0...100).contains(validateBadPercent) else {
            throw ValidationError("--validate-patients must be at least 1 and --validate-bad-percent within 0…100.")
        }
        guard phase.map(\.usesDataSet) ?? true else {
            throw ValidationError("--phase takes a data-set phase: csv, yardstick, xml or run.")
        }
        guard phase == nil || only == nil else { throw ValidationError("Give --phase or --only, not both.") }
        guard !(scaling && phase != nil) else {
            throw ValidationError("--scaling runs every phase itself; drop --phase.")
        }
        guard !scaling || (!scalingSizes.isEmpty && scalingSizes.allSatisfy { $0 >= 1 }) else {
            throw ValidationError("--scaling-sizes needs patient counts of at least 1.")
        }
    }

    private var selectedPhases: [BenchPhase] { phase.map { [$0] } ?? only ?? BenchPhase.allCases }

    func run() throws {
        // As `vetnet run` does, so that the run phases measure what it would.
        limitAllocatorArenas()
        let workspace = try Workspace(directory: dir)
        defer {
            if keep { log.progress("kept \(workspace.directory)") } else { workspace.clean() }
        }
        #if DEBUG
            log.finding("warning: this is a debug build; measure with -c release")
        #endif
        log.progress("host: \(ProcessInfo.processInfo.activeProcessorCount) CPUs, load average \(Self.loadAverage())")
        if scaling {
            try runScaling(in: workspace)
        } else {
            try runPhases(in: workspace)
        }
    }

    /// Generates the data unless it is there, runs the selected phases in this process, prints the table.
    private func runPhases(in workspace: Workspace) throws {
        let startRSS = PeakMemory.residentBytes()
        var data = DataSet(directory: workspace.directory, patients: patients, seed: seed, profile: profile)
        data.history = history
        var results: [PhaseResult] = []
        var extraTables: [(title: String, table: ResultTable, notes: [String])] = []
        var runNotes: [String] = []
        let needsData = selectedPhases.contains(where: \.usesDataSet)
        if !needsData {
            // The validate and schedule phases make their own data.
        } else if data.isPresent {
            log.progress("reusing the data in \(data.directory)")
        } else {
            log.progress("generating \(patients) patients and \(data.owners) owners in \(data.directory)")
            workspace.created(data)
            let clock = Stopwatch()
            let output = try DataGenerator(dataSet: data).generate()
            results.append(
                PhaseResult(
                    label: "generate", records: data.owners + patients + output.historyRows, bytes: output.total,
                    seconds: clock.seconds,
                    cpuSeconds: clock.cpuSeconds, peakRSS: PeakMemory.residentBytes()))
        }
        for phase in selectedPhases {
            log.progress("phase \(phase.rawValue)")
            if phase == .schedule {
                extraTables.append(try runSchedule(in: workspace))
                continue
            }
            if phase == .dedupe {
                switch dedupeProfile {
                case .clean:
                    print(
                        "dedupe (synthetic owners, seed \(seed)):\n"
                            + runDedupeBenchmark(sizes: dedupeSizes, seed: seed))
                case .realistic:
                    print(
                        RealisticDedupeBench(
                            sizes: dedupeSizes, shelterAnimals: shelterAnimals, bigOwnerAnimals: bigOwnerAnimals,
                            seed: seed
                        ).run())
                }
                continue
            }
            if phase == .validate {
                extraTables.append(try runValidate(in: workspace))
                continue
            }
            if phase == .run {
                workspace.created(data.directory + "/out")
                workspace.created(data.directory + "/pipeline.yml")
            }
            let (phaseResults, note) = try measure(phase, data, workspace: workspace)
            if let note { runNotes.append(note) }
            for result in phaseResults {
                log.progress("  \(result.label): \(ResultTable.format(result.seconds, 3)) s")
            }
            results += phaseResults
        }
        if needsData {
            print("data in \(data.directory): \(data.patients) patients, \(data.owners) owners, seed \(seed)")
            for path in [data.ownersCSV, data.patientsCSV, data.patientsXML] + data.historyFiles {
                print(
                    "  \(URL(fileURLWithPath: path).lastPathComponent): \(ResultTable.format(Double(DataSet.size(of: path)) / 1e6, 1)) MB"
                )
            }
            print()
            print(ResultTable.phases(results, startRSS: startRSS).rendered)
            print()
            printNotes(results)
            for note in runNotes { print(note) }
        }
        for extra in extraTables {
            print(extra.title)
            print(extra.table.rendered)
            for note in extra.notes { print(note) }
            print()
        }
        printCommand()
        if phase != nil {
            for result in results where result.label != "generate" {
                print(ChildReport.line(result, startRSS: startRSS))
            }
        }
    }

    private func runScaling(in workspace: Workspace) throws {
        let table = try ScalingRun(
            sizes: scalingSizes, seed: seed, phases: selectedPhases, repeats: repeats, ndjson: ndjson, profile: profile,
            history: history, workspace: workspace, log: log
        ).run()
        print(table.rendered)
        print()
        print("Each cell is a child process that ran only that phase: its peak RSS (VmHWM, MiB = 2^20 bytes) and")
        print("records/s. (process start) is a child's peak before its phase began.")
        printCommand()
    }

    /// The phase's rows, and a note for under the table.
    private func measure(_ phase: BenchPhase, _ data: DataSet, workspace: Workspace) throws -> ([PhaseResult], String?)
    {
        switch phase {
        case .csv: ([try PhaseResult.fastest(of: repeats) { try ReaderPhases.csv(data, log: log) }], nil)
        case .yardstick: ([try PhaseResult.fastest(of: repeats) { try LibcsvYardstick.run(data) }], nil)
        case .xml: ([try PhaseResult.fastest(of: repeats) { try ReaderPhases.xml(data, log: log) }], nil)
        case .run: try PipelinePhase.run(data, log: log, ndjson: ndjson, repeats: repeats)
        case .nightly: (try NightlyPhase.run(data, workspace: workspace, log: log), nil)
        case .validate, .schedule, .dedupe: ([], nil)
        }
    }

    private func runSchedule(in workspace: Workspace) throws -> (title: String, table: ResultTable, notes: [String]) {
        let rows = try SchedulePhase(
            sizes: scheduleSizes, seed: seed, budget: scheduleBudgetMs.map { .milliseconds($0) }, repeats: repeats,
            directory: workspace.directory, workspace: workspace, log: log
        ).run()
        let notes = [
            "Days from ScheduleInstanceGenerator.realistic (seed \(seed) + size), written as request files and read back.",
            "plan ms: Scheduler.plan, seed 1, budget \(scheduleBudgetMs.map { "\($0) ms" } ?? "Scheduler.budget(forRequests:)")\(repeats > 1 ? ", fastest of \(repeats)" : "");",
            "  bound: the smallest of \(BoundMethod.allCases.map(\.rawValue).joined(separator: ", ")), over every equally heavy choice of kept bookings; per size: "
                + rows.map { "\($0.size) \($0.plan.metrics.boundMethod.rawValue)" }.joined(separator: ", ") + ".",
            "greedy: the same call with maxIterations 0 (confirmed bookings, then most urgent first at the earliest free start);",
            "  its time is mostly the bound's, which the full plan computes on the second core during the search.",
        ]
        return (
            "schedule: generated days (\(ProcessInfo.processInfo.activeProcessorCount) CPUs)",
            SchedulePhase.table(rows), notes
        )
    }

    private func runValidate(in workspace: Workspace) throws -> (title: String, table: ResultTable, notes: [String]) {
        let report = try ValidatePhase(
            patients: validatePatients, defectPercent: validateBadPercent, seed: seed, repeats: repeats,
            oneCoreOnly: validateOneCoreOnly, workspace: workspace, log: log
        ).run()
        let codes = report.findingCounts.filter {
            $0.key.hasPrefix("read.") || $0.key.hasPrefix("map.") || $0.key.hasPrefix("patient.")
        }
        .sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let notes = [
            "\(report.data.patients) patients (\(validateBadPercent) % bad) and \(report.data.owners) owners; the validate stage rejected \(report.rejected) records.",
            "findings: \(codes)",
        ]
        return (
            "validate: reading alone against the validate stage and the whole run", ValidatePhase.table(report), notes
        )
    }

    private func printNotes(_ results: [PhaseResult]) {
        print("MB = 10^6 bytes; MiB = 2^20 bytes.")
        print("peak RSS = VmHWM of /proc/self/status after the phase: this process's high-water mark so far. It never")
        print("  falls, so a phase's own need shows only where it exceeds the earlier ones; --scaling runs each alone.")
        print(
            "getrusage ru_maxrss = \(ResultTable.mebibytes(PeakMemory.maxRSS())) MiB: Linux keeps it across exec, so it includes the peak"
        )
        print("  of whatever started this process (swift run execs the product after loading the package).")
        if repeats > 1 {
            print("Reader phases: the fastest of \(repeats) runs; the run phase: the median of \(repeats) runs.")
        }
        let first = results.first { $0.label.hasPrefix("nightly: first") }
        let second = results.first { $0.label.hasPrefix("nightly: second") }
        let third = results.first { $0.label.hasPrefix("nightly: third") }
        let fourth = results.first { $0.label.hasPrefix("nightly: fourth") }
        let fifth = results.first { $0.label.hasPrefix("nightly: fifth") }
        if let first, let second, let third, let fourth, let fifth, first.seconds > 0 {
            func share(_ night: PhaseResult) -> String {
                ResultTable.format(night.seconds / first.seconds * 100, 1) + "%"
            }
            print(
                "Nightly: the second night took \(share(second)) of the first night's time, the third \(share(third)), "
                    + "the fourth \(share(fourth)), the fifth \(share(fifth)).")
        }
        let reader = results.first { $0.label == "csv-reader" }
        let yardstick = results.first { $0.label == "libcsv-yardstick" }
        if let reader, let yardstick, yardstick.megabytesPerSecond > 0 {
            let share = reader.megabytesPerSecond / yardstick.megabytesPerSecond * 100
            print("CSV reader / libcsv yardstick: \(ResultTable.format(share, 1))% of its MB/s (target: at least 80%).")
        }
    }

    private func printCommand() {
        print(
            "command: vetnet-bench \(CommandLine.arguments.dropFirst().joined(separator: " "))".trimmingCharacters(
                in: .whitespaces))
    }

    private static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { ResultTable.format($0, 2) }.joined(separator: " ")
    }
}
