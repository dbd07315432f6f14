import Dispatch
import Synchronization

/// Plans one day: the pure function `(request, seed, time budget) -> plan` of issue 7.
public enum Scheduler {
    /// Default time budget for a whole plan.
    public static let defaultBudget: Duration = .milliseconds(200)

    /// Plans `request`.
    ///
    /// - Parameters:
    ///   - seed: fixes every random choice of the local search.
    ///   - budget: wall-clock limit for the whole plan: the construction always completes (a small fraction of
    ///     it), the local search gets the rest. The bound is computed on the second core meanwhile; it does not
    ///     depend on the search, so the plan is the same as computing it before.
    ///   - maxIterations: large-neighbourhood rounds (ruin and recreate, exact window repair); nil picks
    ///     `200 × requests + 1,000`, which the budget ends first on realistic days; 0 skips the local search,
    ///     leaving the greedy construction. The plan is the same on every machine whenever this cap, not the
    ///     budget, ends the search.
    public static func plan(
        _ request: ScheduleRequest, seed: UInt64 = 1, budget: Duration = defaultBudget, maxIterations: Int? = nil
    ) -> SchedulePlan {
        let started = ContinuousClock.now
        let instance = Instance(request)
        var choice = FixedBookings(instance)
        let ways = KeptChoice.choose(instance, fixed: &choice)
        let fixed = choice
        let pinned = Construction.pinned(instance, fixed: fixed)
        let constructed = Construction.build(instance, from: pinned)
        let iterations = maxIterations ?? 200 * instance.count + 1000
        let searched = Mutex<Solution?>(nil)
        let bounded = Mutex<UpperBound?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { task in
            if task == 0 {
                var search = LocalSearch(constructed, seed: seed, deadline: started + budget)
                search.run(maxIterations: iterations)
                let solution = search.solution
                searched.withLock { $0 = solution }
            } else {
                let bound = UpperBound.compute(instance, fixed: fixed, ways: ways)
                bounded.withLock { $0 = bound }
            }
        }
        guard let solution = searched.withLock({ $0 }), let bound = bounded.withLock({ $0 }) else {
            preconditionFailure("both tasks of concurrentPerform run before it returns")
        }
        return PlanBuilder(instance: instance, solution: solution, fixed: fixed, pinned: pinned, bound: bound).plan(
            date: request.date)
    }

    /// A time budget that grows with the day, for the targets (500 requests under 100 ms, 10,000 under
    /// 5 s on two cores): 20 ms plus 0.14 ms per request up to 1,000 requests, then 0.4 ms per request, at most 4 s.
    /// At 500 requests that is 90 ms, leaving the plan's last steps and a loaded machine 10 ms.
    public static func budget(forRequests count: Int) -> Duration {
        .microseconds(count <= 1_000 ? 20_000 + 140 * count : min(4_000_000, 400 * count))
    }
}
