/// Plans one day: the pure function `(request, seed, time budget) -> plan` of issue 7.
public enum Scheduler {
    /// Default time budget for the local search.
    public static let defaultBudget: Duration = .milliseconds(200)

    /// Plans `request`.
    ///
    /// - Parameters:
    ///   - seed: fixes every random choice of the local search.
    ///   - budget: wall-clock limit for the local search (construction always completes).
    ///   - maxIterations: large-neighbourhood rounds (ruin and recreate, exact window repair); nil picks
    ///     `20 × requests + 200`; 0 skips the local search, leaving the greedy construction. The plan is the
    ///     same on every machine whenever this cap, not the budget, ends the search.
    public static func plan(_ request: ScheduleRequest, seed: UInt64 = 1, budget: Duration = defaultBudget, maxIterations: Int? = nil) -> SchedulePlan {
        let instance = Instance(request)
        let fixed = FixedBookings(instance)
        let pinned = Construction.pinned(instance, fixed: fixed)
        let bound = PriorityBound.compute(instance, pinned: pinned)
        var search = LocalSearch(Construction.build(instance, from: pinned), seed: seed, budget: budget)
        search.run(maxIterations: maxIterations ?? 20 * instance.count + 200)
        return PlanBuilder(instance: instance, solution: search.solution, fixed: fixed, pinned: pinned, bound: bound).plan(date: request.date)
    }
}
