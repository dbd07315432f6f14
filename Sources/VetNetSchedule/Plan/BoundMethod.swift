/// How `PlanMetrics.priorityBound` was computed; all are proven upper bounds on objective (1) given the kept
/// confirmed bookings, and the plan reports the smallest (on a tie, the one computed first: knapsack, stretches,
/// patient sets).
public enum BoundMethod: String, Hashable, Sendable, CaseIterable {
    /// A linear-programming relaxation solved exactly (`SegmentFlowBound`): each request at most once
    /// (fractionally), placed in a stretch of a specialist class's shift between breaks and kept bookings where it
    /// has a free start in its window, and each stretch's booked minutes within what requests' durations can fill
    /// of its free minutes — a transportation problem, solved by the greedy that is optimal for it. Never above
    /// the knapsack.
    case stretchTransportation = "lp-shift-stretch-transportation"
    /// A fractional knapsack of free minutes per connected group of specialists (`PriorityBound`): the same
    /// kind of relaxation with one pool of minutes per group; reported when the others are no smaller.
    case fractionalKnapsack = "fractional-knapsack-per-specialist-group"
    /// The stretch relaxation with one more row per set of a patient's requests that cannot all be booked
    /// (`PatientConflicts`: their windows, the grid and the patient's kept bookings leave no order without
    /// overlap), at most all but one of each such set booked; bounded from above by Lagrangian relaxation
    /// (`SegmentFlowBound.tightened`). Reported only when it is smaller than the plain stretch relaxation.
    case stretchTransportationPatientSets = "lp-shift-stretch-transportation-patient-sets"
}
