/// What `patients.json` says of an animal's history: its last visit, its next vaccination due, its weights.
public struct HistorySummary: Sendable, Hashable {
    public var lastVisit: LocalDate?
    /// The earliest due date among the latest vaccination of each vaccine (overdue ones included), and its vaccine.
    public var nextDue: (dueOn: LocalDate, vaccine: String)? {
        get { nextDueDate.map { ($0, nextDueVaccine) } }
        set {
            nextDueDate = newValue?.dueOn
            nextDueVaccine = newValue?.vaccine ?? ""
        }
    }
    /// The animal's weighings at visits, oldest first; the last `weightHistoryLimit`.
    public var weightHistory: [Weighing] = []

    private var nextDueDate: LocalDate?
    private var nextDueVaccine = ""

    public static let weightHistoryLimit = 10

    public init() {}

    public struct Weighing: Sendable, Hashable {
        public var date: LocalDate
        public var weightKg: Double

        public init(date: LocalDate, weightKg: Double) {
            self.date = date
            self.weightKg = weightKg
        }
    }

    public var isEmpty: Bool { lastVisit == nil && nextDueDate == nil && weightHistory.isEmpty }
}
