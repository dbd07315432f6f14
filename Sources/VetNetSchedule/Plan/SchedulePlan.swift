public import VetNetCore

/// The optimizer's answer for one day: who sees which animal when, what could not be placed and why.
public struct SchedulePlan: Hashable, Sendable {
    public var date: LocalDate
    public var slotMinutes: Int
    /// Sorted by specialist, start, then request ID.
    public var assignments: [Assignment]
    /// Sorted by VTL, then request ID.
    public var unscheduled: [Unscheduled]
    /// Confirmed bookings that could not be kept, sorted by request ID.
    public var conflicts: [Conflict]
    public var metrics: PlanMetrics

    public init(
        date: LocalDate, slotMinutes: Int, assignments: [Assignment], unscheduled: [Unscheduled], conflicts: [Conflict],
        metrics: PlanMetrics
    ) {
        self.date = date
        self.slotMinutes = slotMinutes
        self.assignments = assignments
        self.unscheduled = unscheduled
        self.conflicts = conflicts
        self.metrics = metrics
    }
}

/// One planned appointment.
public struct Assignment: Hashable, Sendable {
    public var requestId: String
    public var patientId: String
    public var specialistId: String
    public var species: String
    public var specialty: String
    /// Minutes since midnight.
    public var start: Int
    public var end: Int
    public var triage: TriageResult
    /// Whether this is a confirmed booking kept where the client was told.
    public var fixed: Bool

    public init(
        requestId: String, patientId: String, specialistId: String, species: String, specialty: String, start: Int,
        end: Int, triage: TriageResult, fixed: Bool
    ) {
        self.requestId = requestId
        self.patientId = patientId
        self.specialistId = specialistId
        self.species = species
        self.specialty = specialty
        self.start = start
        self.end = end
        self.triage = triage
        self.fixed = fixed
    }
}

/// A request left out of the plan, with the reason staff should act on.
public struct Unscheduled: Hashable, Sendable {
    public var requestId: String
    public var patientId: String
    public var triage: TriageResult
    public var reason: UnscheduledReason
    /// The reason in words, naming what was missing.
    public var detail: String

    public init(requestId: String, patientId: String, triage: TriageResult, reason: UnscheduledReason, detail: String) {
        self.requestId = requestId
        self.patientId = patientId
        self.triage = triage
        self.reason = reason
        self.detail = detail
    }
}

/// Why a request is not in the plan.
public enum UnscheduledReason: String, Hashable, Sendable, CaseIterable {
    /// No specialist has the specialty at all.
    case noSpecialistWithSpecialty = "no-specialist-with-specialty"
    /// Specialists have the specialty, but none treats the species.
    case noSpecialistForSpecies = "no-specialist-for-species"
    /// Qualified specialists exist, but no shift (less breaks) holds the request inside its window.
    case outsideShift = "outside-shift"
    /// It would fit in an empty day, but every fitting time is taken by more urgent or confirmed work.
    case noCapacity = "no-capacity-in-window"
    /// A confirmed booking that overlaps another kept booking of the same specialist or patient.
    case conflictingFixedBooking = "conflicting-fixed-booking"
    /// A confirmed booking with a specialist who lacks the specialty or does not treat the species.
    case fixedSpecialistUnqualified = "fixed-specialist-unqualified"
    /// A confirmed booking outside the specialist's shift or on their break.
    case fixedOutsideShift = "fixed-outside-shift"
    /// A confirmed booking that does not lie within the request's own [earliest, latest].
    case fixedOutsideWindow = "fixed-outside-window"
}

/// A confirmed booking that was not kept, and the kept bookings it clashed with.
public struct Conflict: Hashable, Sendable {
    public var requestId: String
    public var specialistId: String
    public var start: Int
    public var reason: UnscheduledReason
    /// The kept bookings it overlaps (a double booking names the other booking), sorted.
    public var conflictsWith: [String]

    public init(requestId: String, specialistId: String, start: Int, reason: UnscheduledReason, conflictsWith: [String])
    {
        self.requestId = requestId
        self.specialistId = specialistId
        self.start = start
        self.reason = reason
        self.conflictsWith = conflictsWith
    }
}
