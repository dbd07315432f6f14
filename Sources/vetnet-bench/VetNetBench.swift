import ArgumentParser
import Foundation
import Glibc

/// Measures the import's readers and a whole run on generated practice data; see `discussion` for the phases.
@main
struct VetNetBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vetnet-bench",
        abstract: "Benchmark vetnet's CSV and XML readers and a whole pipeline run on generated data.",
        discussion: """
            Generates owners.csv, patients.csv and patients.xml (the same bytes for the same seed), then runs:
              csv        CSVRecordReader over patients.csv
              yardstick  a bare libcsv loop over patients.csv, the CSV reader's yardstick
              xml        XMLRecordReader over patients.xml
              run        a pipeline over both CSVs: read and map, then write the JSON
            and prints throughput and the peak RSS after each phase. Measure a release build:
              swift run -c release vetnet-bench --patients 1000000

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

    @Option(help: "Seed of the data generator.")
    var seed: UInt64 = 42

    @Option(help: "Comma-separated phases to run (csv, yardstick, xml, run); default all.", transform: BenchPhase.list)
    var only: [BenchPhase]?

    @Option(help: "Run just this phase, and print machine-readable #result lines (used by --scaling).")
    var phase: BenchPhase?

    @Flag(help: "Run every phase in a child process per size (see --scaling-sizes) and tabulate each one's peak RSS.")
    var scaling = false

    @Option(parsing: .upToNextOption, help: "The patient counts --scaling compares.")
    var scalingSizes: [Int] = [100_000, 1_000_000]

    @Option(name: .customLong("repeat"), help: "Time each reader phase this many times and keep the fastest.")
    var repeats = 1

    @Flag(help: .hidden)
    var quiet = false

    private var log: Log { Log(quiet: quiet) }

    func validate() throws {
        guard patients >= 1 else { throw ValidationError("--patients must be at least 1.") }
        guard repeats >= 1 else { throw ValidationError("--repeat must be at least 1.") }
        guard phase == nil || only == nil else { throw ValidationError("Give --phase or --only, not both.") }
        guard !(scaling && phase != nil) else { throw ValidationError("--scaling runs every phase itself; drop --phase.") }
        guard !scaling || (!scalingSizes.isEmpty && scalingSizes.allSatisfy { $0 >= 1 }) else {
            throw ValidationError("--scaling-sizes needs patient counts of at least 1.")
        }
    }

    private var selectedPhases: [BenchPhase] { phase.map { [$0] } ?? only ?? BenchPhase.allCases }

    func run() throws {
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
        let data = DataSet(directory: workspace.directory, patients: patients, seed: seed)
        var results: [PhaseResult] = []
        if data.isPresent {
            log.progress("reusing the data in \(data.directory)")
        } else {
            log.progress("generating \(patients) patients and \(data.owners) owners in \(data.directory)")
            workspace.created(data)
            let clock = Stopwatch()
            let output = try DataGenerator(dataSet: data).generate()
            results.append(
                PhaseResult(
                    label: "generate", records: data.owners + patients, bytes: output.total, seconds: clock.seconds,
                    cpuSeconds: clock.cpuSeconds, peakRSS: PeakMemory.residentBytes()))
        }
        for phase in selectedPhases {
            log.progress("phase \(phase.rawValue)")
            if phase == .run {
                workspace.created(data.directory + "/out")
                workspace.created(data.directory + "/pipeline.yml")
            }
            let phaseResults = try measure(phase, data)
            for result in phaseResults {
                log.progress("  \(result.label): \(ResultTable.format(result.seconds, 3)) s")
            }
            results += phaseResults
        }
        print("data in \(data.directory): \(data.patients) patients, \(data.owners) owners, seed \(seed)")
        for path in [data.ownersCSV, data.patientsCSV, data.patientsXML] {
            print("  \(URL(fileURLWithPath: path).lastPathComponent): \(ResultTable.format(Double(DataSet.size(of: path)) / 1e6, 1)) MB")
        }
        print()
        print(ResultTable.phases(results, startRSS: startRSS).rendered)
        print()
        printNotes(results)
        printCommand()
        if phase != nil {
            for result in results where result.label != "generate" { print(ChildReport.line(result, startRSS: startRSS)) }
        }
    }

    private func runScaling(in workspace: Workspace) throws {
        let table = try ScalingRun(
            sizes: scalingSizes, seed: seed, phases: selectedPhases, repeats: repeats, workspace: workspace, log: log
        ).run()
        print(table.rendered)
        print()
        print("Each cell is a child process that ran only that phase: its peak RSS (VmHWM, MiB = 2^20 bytes) and")
        print("records/s. (process start) is a child's peak before its phase began.")
        printCommand()
    }

    private func measure(_ phase: BenchPhase, _ data: DataSet) throws -> [PhaseResult] {
        switch phase {
        case .csv: [try PhaseResult.fastest(of: repeats) { try ReaderPhases.csv(data, log: log) }]
        case .yardstick: [try PhaseResult.fastest(of: repeats) { try LibcsvYardstick.run(data) }]
        case .xml: [try PhaseResult.fastest(of: repeats) { try ReaderPhases.xml(data, log: log) }]
        case .run: try PipelinePhase.run(data, log: log)
        }
    }

    private func printNotes(_ results: [PhaseResult]) {
        print("MB = 10^6 bytes; MiB = 2^20 bytes.")
        print("peak RSS = VmHWM of /proc/self/status after the phase: this process's high-water mark so far. It never")
        print("  falls, so a phase's own need shows only where it exceeds the earlier ones; --scaling runs each alone.")
        print("getrusage ru_maxrss = \(ResultTable.mebibytes(PeakMemory.maxRSS())) MiB: Linux keeps it across exec, so it includes the peak")
        print("  of whatever started this process (swift run execs the product after loading the package).")
        if repeats > 1 { print("Reader phases: the fastest of \(repeats) runs.") }
        let reader = results.first { $0.label == "csv-reader" }
        let yardstick = results.first { $0.label == "libcsv-yardstick" }
        if let reader, let yardstick, yardstick.megabytesPerSecond > 0 {
            let share = reader.megabytesPerSecond / yardstick.megabytesPerSecond * 100
            print("CSV reader / libcsv yardstick: \(ResultTable.format(share, 1))% of its MB/s (target: at least 80%).")
        }
    }

    private func printCommand() {
        print("command: vetnet-bench \(CommandLine.arguments.dropFirst().joined(separator: " "))".trimmingCharacters(in: .whitespaces))
    }

    private static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { ResultTable.format($0, 2) }.joined(separator: " ")
    }
}
