/// One appointment to plan: who, what, how long, and the window it must fit in.
public struct AppointmentRequest: Hashable, Sendable {
    public var id: String
    public var patientId: String
    public var species: String
    public var specialty: String
    public var durationMinutes: Int
    /// The recorded Veterinary Triage List level (1 most urgent … 5 routine), if triage was done at booking.
    public var vtl: Int?
    /// Earliest start, minutes since midnight.
    public var earliest: Int
    /// Latest end, minutes since midnight.
    public var latest: Int
    /// A booking the client already has; never moved.
    public var fixed: FixedBooking?
    /// The presenting complaint, used to derive a VTL when none is recorded.
    public var complaint: String?
    /// Vital signs taken at booking, used to derive a VTL when none is recorded.
    public var vitals: VitalSigns?

    public init(
        id: String, patientId: String, species: String, specialty: String, durationMinutes: Int, vtl: Int? = nil,
        earliest: Int, latest: Int, fixed: FixedBooking? = nil, complaint: String? = nil, vitals: VitalSigns? = nil
    ) {
        self.id = id
        self.patientId = patientId
        self.species = species
        self.specialty = specialty
        self.durationMinutes = durationMinutes
        self.vtl = vtl
        self.earliest = earliest
        self.latest = latest
        self.fixed = fixed
        self.complaint = complaint
        self.vitals = vitals
    }
}

/// A confirmed booking: the specialist and the start the client was given.
public struct FixedBooking: Hashable, Sendable {
    public var specialistId: String
    /// Minutes since midnight.
    public var start: Int

    public init(specialistId: String, start: Int) {
        self.specialistId = specialistId
        self.start = start
    }
}

/// Vital signs taken at booking or on arrival; any may be missing.
public struct VitalSigns: Hashable, Sendable {
    public var temperatureC: Double?
    public var heartRate: Double?
    public var respiratoryRate: Double?

    public init(temperatureC: Double? = nil, heartRate: Double? = nil, respiratoryRate: Double? = nil) {
        self.temperatureC = temperatureC
        self.heartRate = heartRate
        self.respiratoryRate = respiratoryRate
    }
}
