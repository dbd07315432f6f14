/// The plan's objective values and how good and how full it is.
public struct PlanMetrics: Hashable, Sendable {
    /// Objective (0): total priority of the confirmed bookings kept.
    public var keptFixedPriority: Int
    /// Objective (1): total priority `2^(5 − vtl)` of all scheduled requests (fixed ones included).
    public var scheduledPriority: Int
    /// Objective (2): Σ priority × (start − earliest) in minutes over scheduled requests.
    public var weightedDelay: Int
    /// A proven upper bound on objective (1), the smaller of the bounds `boundMethod` lists.
    public var priorityBound: Int
    /// Which bound `priorityBound` is.
    public var boundMethod: BoundMethod
    /// Booked minutes (scheduled appointments) and bookable minutes (shifts less breaks) over all specialists.
    public var bookedMinutes: Int
    public var availableMinutes: Int
    /// Scheduled and requested counts per VTL; index 0 is VTL 1.
    public var scheduledByVTL: [Int]
    public var requestedByVTL: [Int]

    public init(
        keptFixedPriority: Int, scheduledPriority: Int, weightedDelay: Int, priorityBound: Int,
        boundMethod: BoundMethod = .fractionalKnapsack, bookedMinutes: Int, availableMinutes: Int,
        scheduledByVTL: [Int], requestedByVTL: [Int]
    ) {
        self.keptFixedPriority = keptFixedPriority
        self.scheduledPriority = scheduledPriority
        self.weightedDelay = weightedDelay
        self.priorityBound = priorityBound
        self.boundMethod = boundMethod
        self.bookedMinutes = bookedMinutes
        self.availableMinutes = availableMinutes
        self.scheduledByVTL = scheduledByVTL
        self.requestedByVTL = requestedByVTL
    }

    /// Objective (1) over its bound (1 when there is nothing to schedule).
    public var efficiency: Double { priorityBound == 0 ? 1 : Double(scheduledPriority) / Double(priorityBound) }

    /// Booked over bookable minutes.
    public var utilization: Double { availableMinutes == 0 ? 0 : Double(bookedMinutes) / Double(availableMinutes) }
}
