import ArgumentParser
import Foundation
import Logging
import VetNetCore
import VetNetPipeline

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a pipeline: read its sources, map and check the records, write the outputs.",
        discussion: """
            Reads every source of PIPELINE (owners first), checks every record, writes owners.json, \
            patients.json (owners.ndjson and patients.ndjson, one record a line, with the pipeline's \
            output.format: ndjson), manifest.json and the reports (reports/validation.html for staff, .csv for \
            spreadsheets, .json for machines, reports/rejected/<source>.csv with the rejected rows and \
            their reasons) into the output directory, and prints a summary per source: records read, \
            accepted and rejected. Every record read is accounted for.

            With a state file (the pipeline's state: key) the run is incremental: IDs and medical IDs stay \
            those of earlier runs, records missing from a full export are deactivated, changes/<run>.json \
            lists what changed, the whole output directory is replaced at once, and only one run at a time \
            may use the state file. A full export that would deactivate more than validation.maxDeactivateRate \
            of a source's records changes nothing and exits 65 (--accept-deactivations lets it, once). \
            --dry-run shows what a run would change and writes nothing, not even the state file.

            --preview N reads the first N records of each source (owner sources that patients refer to are read \
            whole, so that the patients find their owners), maps and checks them as a run does, and prints each \
            beside the row it came from, with its findings and the values (control and direction characters \
            written out). It writes nothing: no output directory, no state file.

            Outputs go only into a directory that is empty, new, or vetnet's own for this pipeline (it holds \
            a .vetnet-output file); never into a system directory, the pipeline file's directory, or one \
            holding an input.

            Findings go to stderr as file:line: severity: [code] message. Values from the data are not \
            printed unless --show-values is given; the report files always hold them.

            \(ExitStatus.helpText)
            """)

    @Argument(help: "The pipeline file (YAML), e.g. pipelines/us-clinic.yml.")
    var pipeline: String

    @Option(name: .long, help: "Output directory; overrides the pipeline's output.dir.")
    var out: String?

    @Option(name: .customLong("as-of"), help: "The date to treat as today (yyyy-MM-dd); overrides the pipeline's asOf.")
    var asOf: String?

    @Flag(name: .long, help: "Show the offending values in findings printed to stderr (they are personal data).")
    var showValues = false

    @Option(name: .long, help: "Print at most this many findings on stderr.")
    var maxPrinted = 50

    @Flag(name: .long, help: "Read and check everything and say what would change, but write nothing.")
    var dryRun = false

    @Flag(
        name: .customLong(NightlyRun.acceptDeactivationsOption),
        help:
            "With a state file: let tonight's full exports deactivate more records than the pipeline's validation.maxDeactivateRate allows (for this run only)."
    )
    var acceptDeactivations = false

    @Flag(
        name: .customLong(NightlyRun.alwaysReadOption),
        help:
            "With a state file: read and compare every record even when tonight's exports are byte for byte the last run's (whose outputs are otherwise published again)."
    )
    var alwaysRead = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print the first N records of each source as mapped beside their rows, with their findings, and write nothing.",
            valueName: "N"))
    var preview: Int?

    @Flag(name: .shortAndLong, help: "Log each stage.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let asOf, LocalDate(iso: asOf) == nil {
            throw ValidationError("--as-of must be a date in the form yyyy-MM-dd.")
        }
        if maxPrinted < 0 { throw ValidationError("--max-printed cannot be negative.") }
        if let preview, preview < 1 { throw ValidationError("--preview needs a number of records of 1 or more.") }
    }

    func run() throws {
        if let preview { return try runPreview(count: preview) }
        limitAllocatorArenas()
        failWritesOverFileSizeLimit()
        var logger = Logger(label: "vetnet")
        logger.logLevel = verbose ? .info : .warning
        let startedAt = Date()
        let (config, directory) = try loadPipeline(pipeline, out: out)
        let today = asOf.flatMap(LocalDate.init(iso:)) ?? config.asOf ?? Self.today()
        let collector = StderrCollector(showValues: showValues, limit: quiet ? 0 : maxPrinted)
        let progress = ProgressPrinter(enabled: !quiet)
        logger.info("running pipeline", metadata: ["pipeline": "\(config.name)", "sources": "\(config.sources.count)"])
        do {
            let runner = PipelineRunner(config: config, asOf: today)
            let result: RunResult
            if let state = config.state {
                let statePath = state.resolvedPath(outputDirectory: directory)
                logger.info("using state", metadata: ["state": "\(statePath)", "dryRun": "\(dryRun)"])
                var nightly = NightlyRun(
                    runner: runner, outputDirectory: directory, statePath: statePath, dryRun: dryRun,
                    acceptDeactivations: acceptDeactivations
                ) { [logger] step in logger.info("\(step)") }
                nightly.setAside = KeptUntilExit.keep
                nightly.repeatsExports = !alwaysRead
                let outcome = try nightly.run(
                    startedAt: startedAt, progress: progress.report, diagnostics: collector,
                    exitStatus: { Self.status(of: $0).rawValue }, failureStatus: { ExitStatus(for: $0).rawValue })
                result = outcome.result
                KeptUntilExit.keep(outcome.changes)
                if !quiet {
                    print(
                        Summary(
                            result: result, directory: directory, written: !dryRun, repeated: outcome.repeated
                        ).text)
                    print(ChangesSummary(outcome: outcome, dryRun: dryRun).text)
                }
            } else {
                let logStep: (String) -> Void = { [logger] step in logger.info("\(step)") }
                let claim = try OutputDirectoryClaim(directory: directory, config: config)
                result = try runner.run(progress: progress.report, diagnostics: collector, steps: logStep)
                if !dryRun {
                    logger.info("writing outputs", metadata: ["directory": "\(directory)"])
                    var clock = StepClock(log: logStep)
                    try claim.fill { (directory) throws(Diagnostic) in
                        try OutputWriter(directory: directory).write(result, startedAt: startedAt)
                    }
                    clock.step("wrote the outputs")
                }
                if !quiet { print(Summary(result: result, directory: directory, written: !dryRun).text) }
            }
            // Printed with the findings otherwise; --quiet prints no findings, but a file not read to its end is an error.
            if quiet {
                for failure in result.sources.compactMap(\.failure) {
                    printError(failure.rendered(showingValue: showValues))
                }
            }
            for source in result.sourcesOverRejectThreshold {
                if !result.hasRejectLimit {
                    printError(
                        "\(source.file): error: [run.all-rejected] every record of the source was rejected; a pipeline that expects this sets validation.maxRejectRate: 1."
                    )
                } else {
                    printError(
                        "\(source.file): error: [run.rejects-over-threshold] \(source.rejected) of \(source.read) records were rejected, more than the pipeline's maxRejectRate allows."
                    )
                }
            }
            let status = Self.status(of: result)
            KeptUntilExit.keep(result)
            if status != .ok { throw status.exitCode }
        } catch let diagnostic as Diagnostic {
            printError(diagnostic.rendered(showingValue: showValues))
            throw ExitStatus(for: diagnostic).exitCode
        }
    }

    /// How a run that got to its end exits: a file not read to its end first, then too many rejects.
    static func status(of result: RunResult) -> ExitStatus {
        if result.hasUnreadableFile { return .unreadableFile }
        if !result.sourcesOverRejectThreshold.isEmpty { return .rejectsOverThreshold }
        return .ok
    }

    static func today() -> LocalDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? LocalDate(
            year: 1970, month: 1, day: 1)!
    }
}
