import Testing
import VetNetSchedule

/// The optimizer against exhaustive search on days small enough to enumerate.
///
/// Objectives (0) and (1) must be exactly optimal on every instance; objective (2), the weighted delay, on at
/// least 90 % of them (the local search is a heuristic for it: the others are reported, not failed).
@Suite("Optimality on small days")
struct OptimalityTests {
    static let seeds: [UInt64] = Array(1...60)

    @Test("objectives (0) and (1) reach the exact optimum; (2) on at least 90 % of 60 days")
    func matchesExhaustiveSearch() {
        var delayOptimal = 0
        var misses: [String] = []
        for seed in Self.seeds {
            var generator = ScheduleInstanceGenerator(seed: 1000 + seed)
            let request = generator.small(requests: 5 + Int(seed % 4))
            let plan = Scheduler.plan(request, seed: seed)
            let found = PlanChecker.objective(of: plan, in: request)
            let best = ExhaustiveSearch(request).optimum()
            #expect(found[0] == best[0], "seed \(seed): objective (0) \(found[0]) < optimum \(best[0])")
            #expect(found[1] == best[1], "seed \(seed): objective (1) \(found[1]) < optimum \(best[1])")
            if found == best { delayOptimal += 1 } else { misses.append("seed \(seed): \(found) vs \(best)") }
            #expect(plan.metrics.priorityBound >= best[1], "seed \(seed): the bound is below the optimum")
        }
        #expect(
            delayOptimal * 10 >= Self.seeds.count * 9,
            "delay optimal on \(delayOptimal) of \(Self.seeds.count): \(misses)")
    }
}
