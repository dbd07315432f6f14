/// Plans one day: the pure function `(request, seed, time budget) -> plan` of issue 7.
public enum Scheduler {
    /// Default time budget for a whole plan.
    public static let defaultBudget: Duration = .milliseconds(200)

    /// Plans `request`.
    ///
    /// - Parameters:
    ///   - seed: fixes every random choice of the local search.
    ///   - budget: wall-clock limit for the whole plan: the construction and the bound always complete (both take
    ///     a small fraction of it), the local search gets the rest.
    ///   - maxIterations: large-neighbourhood rounds (ruin and recreate, exact window repair); nil picks
    ///     `200 × requests + 1,000`, which the budget ends first on realistic days; 0 skips the local search,
    ///     leaving the greedy construction. The plan is the same on every machine whenever this cap, not the
    ///     budget, ends the search.
    public static func plan(_ request: ScheduleRequest, seed: UInt64 = 1, budget: Duration = defaultBudget, maxIterations: Int? = nil) -> SchedulePlan {
        let started = ContinuousClock.now
        let instance = Instance(request)
        let fixed = FixedBookings(instance)
        let pinned = Construction.pinned(instance, fixed: fixed)
        let constructed = Construction.build(instance, from: pinned)
        let bound = UpperBound.compute(instance, pinned: pinned)
        var search = LocalSearch(constructed, seed: seed, deadline: started + budget)
        search.run(maxIterations: maxIterations ?? 200 * instance.count + 1000)
        return PlanBuilder(instance: instance, solution: search.solution, fixed: fixed, pinned: pinned, bound: bound).plan(date: request.date)
    }

    /// A time budget that grows with the day, for the targets (500 requests under 100 ms, 10,000 under
    /// 5 s on two cores): 20 ms plus 0.14 ms per request up to 1,000 requests, then 0.4 ms per request, at most 4 s.
    /// At 500 requests that is 90 ms, leaving the plan's last steps and a loaded machine 10 ms.
    public static func budget(forRequests count: Int) -> Duration {
        .microseconds(count <= 1_000 ? 20_000 + 140 * count : min(4_000_000, 400 * count))
    }
}
