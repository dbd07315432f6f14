/// The upper bound on objective (1) a plan reports: the smaller of two valid bounds, and which one it was.
struct UpperBound {
    var value: Int
    var method: BoundMethod

    /// Subgradient steps of `LagrangianBound`; with the deadline they decide how tight the bound gets.
    static let iterations = 150

    /// Both bounds given the kept confirmed bookings `pinned`; `target` is a plan's objective (1) (the
    /// constructed one), which steers the step size. The linear-programming bound stops at `deadline`; it is
    /// valid wherever it stops.
    static func compute(_ instance: Instance, pinned: Solution, target: Int, deadline: ContinuousClock.Instant) -> UpperBound {
        let knapsack = PriorityBound.compute(instance, pinned: pinned)
        var lagrangian = LagrangianBound(EnergeticModel(instance, pinned: pinned))
        let relaxation = pinned.totalPriority
            + lagrangian.solve(target: Double(target - pinned.totalPriority), iterations: iterations, deadline: deadline)
        return relaxation < knapsack ? UpperBound(value: relaxation, method: .energeticRelaxation) : UpperBound(value: knapsack, method: .fractionalKnapsack)
    }
}
