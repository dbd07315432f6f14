/// An appointment request (or an already confirmed booking) as a pipeline imports it.
///
/// Times are minutes since midnight; 1440 is 24:00. A confirmed booking has both `fixedVetId` and `fixedStart`.
public struct Appointment: Hashable, Codable, Sendable {
    public var id: String
    /// The patient's ID (`PAT-…`); after deduplication, the canonical patient's.
    public var patientId: String
    public var patientSourceId: String
    public var date: LocalDate
    /// Earliest start; nil means the start of the day.
    public var earliest: Int?
    /// Latest end; nil means the end of the day.
    public var latest: Int?
    public var durationMinutes: Int
    /// The specialty needed, lower-cased (`general`, `surgery`, …).
    public var specialty: String
    /// The Veterinary Triage List level recorded at booking (1 most urgent … 5 routine).
    public var vtl: Int?
    public var complaint: String?
    public var temperatureC: Double?
    public var heartRate: Double?
    public var respiratoryRate: Double?
    /// For a confirmed booking: the vet's ID (`VET-…`), the source ID it was given by, and the start.
    public var fixedVetId: String?
    public var fixedVetSourceId: String?
    public var fixedStart: Int?
    public var sources: [SourceRef]

    public init(
        id: String, patientId: String, patientSourceId: String, date: LocalDate, earliest: Int? = nil,
        latest: Int? = nil,
        durationMinutes: Int, specialty: String, vtl: Int? = nil, complaint: String? = nil, temperatureC: Double? = nil,
        heartRate: Double? = nil, respiratoryRate: Double? = nil, fixedVetId: String? = nil,
        fixedVetSourceId: String? = nil,
        fixedStart: Int? = nil, sources: [SourceRef]
    ) {
        self.id = id
        self.patientId = patientId
        self.patientSourceId = patientSourceId
        self.date = date
        self.earliest = earliest
        self.latest = latest
        self.durationMinutes = durationMinutes
        self.specialty = specialty
        self.vtl = vtl
        self.complaint = complaint
        self.temperatureC = temperatureC
        self.heartRate = heartRate
        self.respiratoryRate = respiratoryRate
        self.fixedVetId = fixedVetId
        self.fixedVetSourceId = fixedVetSourceId
        self.fixedStart = fixedStart
        self.sources = sources
    }

    /// Whether the appointment is a confirmed booking with a vet and a start.
    public var isFixed: Bool { fixedVetId != nil && fixedStart != nil }
}
