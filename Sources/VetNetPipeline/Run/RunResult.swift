public import VetNetCore
import VetNetValidation
public import VetNetWrite

/// Everything a run produced, for the writers and the command line's summary.
public struct RunResult: Sendable {
    public var config: PipelineConfig
    public var asOf: LocalDate
    public var sources: [SourceStats]
    public var owners: RecordStore<Owner>
    public var patients: RecordStore<Patient>
    /// Vets, rota rows and appointment requests accepted (appointments point at canonical patients).
    public var vets: [Vet] = []
    public var rota: [RotaEntry] = []
    public var appointments: [Appointment] = []
    /// Every record ID the dedupe stage merged away, mapped to its canonical ID.
    public var canonicalIds: [String: String] = [:]
    /// The planned day, when the pipeline has vet, rota and appointment sources.
    public var schedule: PlannedSchedule?
    /// Rejected records as read, per source name.
    public var rejected: [String: RejectedRows]
    /// What the dedupe stage merged and left for review; nil when the pipeline turns it off.
    public var duplicates: DuplicatesReport?
    /// Source IDs read and fingerprints, in a run with a state file.
    public var tracking: RecordTracking?
    /// The history records read, until the finishing stage sorts them into `historyFiles`.
    var historySpools: HistorySpools?
    /// Each kind of history record, sorted and merged, ready to write, in a working file that goes with the result.
    var historyFiles: [HistoryKind: HistoryRecordFile] = [:]
    /// History sources' rejected rows, as rows of `rejected/<source>.csv`, in working files that go with the result.
    var historyRejectedRows: [String: SpoolWriter] = [:]
    /// Each animal's history summary, by its position in `patients`, for `patients.json`.
    public var historySummaries = HistorySummaries()
    /// The vaccinations due, when the run has vaccinations, as positions and days.
    var historyReminders: HistoryReminders?

    /// The vaccinations due, when the run has vaccinations: made when asked, each with the animal's and owner's
    /// names and contact details looked up in `patients` and `owners`.
    public var reminders: RemindersReport? { historyReminders?.report(patients: patients, owners: owners) }

    /// Sources whose reject rate is above the pipeline's `maxRejectRate`; without one, sources none of whose
    /// records were kept: a run that imports nothing of a file has not succeeded, whatever it wrote.
    public var sourcesOverRejectThreshold: [SourceStats] {
        guard let limit = config.validation.maxRejectRate else { return sources.filter(\.isAllRejected) }
        return sources.filter { $0.rejectRate > limit }
    }

    /// Whether the pipeline sets `validation.maxRejectRate`.
    public var hasRejectLimit: Bool { config.validation.maxRejectRate != nil }

    /// Whether some file could not be read to its end.
    public var hasUnreadableFile: Bool { sources.contains { $0.failure != nil } }
}
