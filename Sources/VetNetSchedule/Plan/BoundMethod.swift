/// How `PlanMetrics.priorityBound` was computed; both are proven upper bounds on objective (1) given the kept
/// confirmed bookings, and the plan reports the smaller.
public enum BoundMethod: String, Hashable, Sendable, CaseIterable {
    /// The linear-programming relaxation of issue 7 — each request at most once (fractionally); for every
    /// specialist class and every patient with several requests, and every range between shift, break, hour and
    /// window boundaries, the least overlap each option must have with the range fits in its free minutes —
    /// solved through its Lagrangian dual (`LagrangianBound`), evaluated exactly in integers.
    case energeticRelaxation = "lp-energetic-reasoning-lagrangian"
    /// A fractional knapsack of free minutes per connected group of specialists (`PriorityBound`): cheaper and
    /// looser, kept as the fallback.
    case fractionalKnapsack = "fractional-knapsack-per-specialist-group"
}
