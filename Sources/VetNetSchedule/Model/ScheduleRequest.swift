public import VetNetCore

/// Everything the optimizer needs to plan one day: the grid, the specialists and the requests.
///
/// Read from the self-contained request file (`schemas/schedule-request.schema.json`) by `ScheduleRequestFile`.
public struct ScheduleRequest: Hashable, Sendable {
    /// The day planned.
    public var date: LocalDate
    /// Optimizer-placed appointments start on multiples of this many minutes after midnight.
    public var slotMinutes: Int
    public var specialists: [Specialist]
    public var requests: [AppointmentRequest]

    public init(date: LocalDate, slotMinutes: Int = 5, specialists: [Specialist], requests: [AppointmentRequest]) {
        self.date = date
        self.slotMinutes = slotMinutes
        self.specialists = specialists
        self.requests = requests
    }
}
