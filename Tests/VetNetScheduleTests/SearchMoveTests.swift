import Testing
@testable import VetNetSchedule

/// The search's allocation-free helpers and the quick earlier-start pass on a constructed realistic day.
@Suite("Search moves on a realistic day")
struct SearchMoveTests {
    static func constructed(_ size: Int) -> Solution {
        var generator = ScheduleInstanceGenerator(seed: 42 + UInt64(size))
        let instance = Instance(generator.realistic(requests: size))
        return Construction.build(instance, from: Construction.pinned(instance, fixed: FixedBookings(instance)))
    }

    @Test("the few-blockers test lists exactly the one or two movable requests the full blocker list finds")
    func fewBlockersMatchBlockers() {
        let solution = Self.constructed(300)
        var compared = 0
        for request in 0..<solution.instance.count
        where solution.instance.need[request] >= 0 && !solution.isScheduled(request) {
            for option in solution.candidateStarts(request, limit: 48) {
                let full = solution.blockers(of: request, specialist: option.specialist, start: option.start)
                let few = solution.fewBlockers(of: request, specialist: option.specialist, start: option.start)
                if let full, (1...2).contains(full.count) {
                    #expect(few?.list == full)
                    compared += 1
                } else {
                    #expect(few == nil)
                }
            }
        }
        #expect(compared > 100)
    }

    @Test("moving requests to earlier free starts keeps objective (1), lowers the weighted delay and breaks no rule")
    func advanceToFreeStartsOnlyLowersDelay() {
        let constructed = Self.constructed(500)
        var search = LocalSearch(constructed, seed: 1, deadline: .now + .seconds(60))
        // Rebuilds leave requests later than they need be; the quick pass then has something to move.
        for _ in 0..<300 { search.ruinAndRecreate() }
        let before = search.solution.objective
        search.advanceToFreeStarts()
        let after = search.solution.objective
        #expect(after.0 == before.0 && after.1 == before.1)
        #expect(after.2 < before.2)
        #expect(ShiftingTests.keepsRules(search.solution))
    }
}
