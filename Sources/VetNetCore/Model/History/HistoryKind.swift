/// The kinds of clinical history a run imports: events in an animal's record, and alerts on an animal or owner.
public enum HistoryKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case vaccination, visit, medication, alert

    /// The stem of the record files: `vaccinations.json`, `visits.ndjson`, …
    public var fileStem: String { rawValue + "s" }

    /// The prefix of record IDs: `VAC-`, `VIS-`, `MED-`, `ALR-`.
    public var idPrefix: String {
        switch self {
        case .vaccination: "VAC-"
        case .visit: "VIS-"
        case .medication: "MED-"
        case .alert: "ALR-"
        }
    }

    /// The kind's field table: the one statement of its fields, their order and their JSON keys.
    public var table: HistoryTable {
        switch self {
        case .vaccination: .vaccination
        case .visit: .visit
        case .medication: .medication
        case .alert: .alert
        }
    }

    public static func < (lhs: HistoryKind, rhs: HistoryKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
