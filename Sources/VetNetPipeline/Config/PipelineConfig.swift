public import VetNetCore
public import VetNetCSV
public import VetNetMapping
public import VetNetValidation
public import VetNetDedupe
public import VetNetWrite

/// The file format of a source.
public enum SourceFormat: String, Sendable, Hashable, CaseIterable {
    case csv, xml, xlsx
}

/// One source of a pipeline, resolved: paths made usable, defaults filled in.
public struct SourceConfig: Sendable, Hashable {
    public var mapping: SourceMapping
    /// The path as the pipeline file wrote it.
    public var declaredPath: String
    /// The path to open, relative to the working directory or absolute: the archive's, for a member of one.
    public var path: String
    /// The member of the ZIP archive at `path` to read (`exports.zip!clients.csv`), or nil to read `path` itself.
    public var member: String?
    /// For a workbook: the sheet to read; nil for the first.
    public var sheet: String?
    /// For a workbook: the sheet row its header is in (or after), for a sheet with a title above its table.
    public var headerRow = 1
    public var format: SourceFormat
    public var encoding: TextEncoding
    /// A fixed delimiter, or nil to detect it.
    public var delimiter: UInt8?
    /// For XML: the record element's path.
    public var recordPath: String?
    /// For CSV: the largest value accepted, in bytes.
    public var maxFieldBytes: Int = 1 << 20
    /// Whether each run's file holds every record (`full`: a record missing from it is deactivated) or only
    /// new and changed ones (`delta`). Matters only with a state file.
    public var export: ExportKind = .full
    /// The pipeline's severity choices, applied to this source's findings.
    public var policy: SeverityPolicy = SeverityPolicy()
    /// Field key to the (first) column it is read from, for locating findings.
    public var fieldColumns: [String: String] = [:]
    /// What rows repeating a source ID become.
    public var repeatedIds = RepeatedIDPolicy()

    /// Every column or XML path the run reads: the mapping's, and the one that orders repeated rows.
    public var readColumns: [String] {
        var columns = mapping.referencedColumns
        if let orderBy = repeatedIds.orderBy, !columns.contains(orderBy) { columns.append(orderBy) }
        return columns
    }

    /// The input as findings and record locations name it: `path`, or `path!member`.
    public var shownPath: String { member.map { path + "!" + $0 } ?? path }

    public var name: String { mapping.source }
    public var entity: Entity { mapping.entity }
}

/// What a source's file holds on each run.
public enum ExportKind: String, Sendable, Hashable, CaseIterable {
    case full, delta
}

/// The pipeline's `state:` key: nightly runs remember what earlier runs did in a state file.
public struct StateSettings: Sendable, Hashable {
    /// The state database; nil means beside the output directory, `<output dir>.state.sqlite`.
    public var path: String?

    public init(path: String? = nil) { self.path = path }

    /// The state file of a run writing into `outputDirectory`.
    public func resolvedPath(outputDirectory: String) -> String {
        if let path { return path }
        var directory = outputDirectory
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        return directory + ".state.sqlite"
    }
}

/// A pipeline file, checked and resolved into everything a run needs.
public struct PipelineConfig: Sendable, Hashable {
    public var name: String
    /// The pipeline file's path as given on the command line.
    public var file: String
    /// "Today" for ages and future-date rules; nil means the run's date.
    public var asOf: LocalDate?
    public var sources: [SourceConfig]
    /// Where outputs go, relative to the working directory or absolute; nil when the file names none.
    public var outputDirectory: String?
    /// How `owners` and `patients` are written: a JSON array (`owners.json`) or NDJSON (`owners.ndjson`).
    public var recordFormat: RecordFileFormat = .json
    /// The language of the pages for clinic staff (`validation.html`, `duplicates.html`, the day view).
    public var reportLanguage: ReportLanguage = .en
    /// Severity overrides, reject threshold and defaults of the validate stage.
    public var validation: ValidationSettings = ValidationSettings()
    /// Thresholds of the dedupe stage; nil when the pipeline turns deduplication off.
    public var dedupe: DedupeSettings? = .standard
    /// How the schedule step plans; it runs when the pipeline has vet, rota and appointment sources.
    public var schedule: ScheduleSettings = ScheduleSettings()
    /// The state file of nightly runs; nil for a run that remembers nothing (a one-off migration).
    public var state: StateSettings?
    /// The reminders report lists vaccinations due up to this many days after `asOf` (`reminders.days`), and
    /// those overdue.
    public var reminderDays = 60
    /// Identifies what the pipeline file asks for (SHA-256 of its text and the tool's version): a nightly run
    /// maps again every record when it differs from the last run's.
    public var signature = ""

    /// Whether the run plans a schedule: it has vet, rota and appointment sources.
    public var plansSchedule: Bool {
        let entities = Set(sources.map(\.entity))
        return entities.isSuperset(of: [.vet, .rota, .appointment])
    }
}

/// The pipeline's `schedule:` key.
public struct ScheduleSettings: Sendable, Hashable {
    /// The day to plan; nil means the day after `asOf`.
    public var date: LocalDate?
    /// Optimizer-placed appointments start on multiples of this many minutes.
    public var slotMinutes = 5
    /// Fixes the local search's random choices.
    public var seed: UInt64 = 1
    /// Wall-clock limit of the optimizer, in milliseconds; nil: `ScheduleStep.defaultBudget`. Small days finish
    /// far sooner, by the iteration cap, and then give the same plan on every machine.
    public var timeBudgetMs: Int?

    public init(date: LocalDate? = nil, slotMinutes: Int = 5, seed: UInt64 = 1, timeBudgetMs: Int? = nil) {
        self.date = date
        self.slotMinutes = slotMinutes
        self.seed = seed
        self.timeBudgetMs = timeBudgetMs
    }
}
