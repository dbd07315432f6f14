import Testing
@testable import VetNetSchedule

/// The linear-programming bound of issue 7 on its own, against exhaustive search and the knapsack bound.
@Suite("The energetic-reasoning LP bound")
struct BoundTests {
    /// The LP bound alone (kept bookings included, run to its iteration cap), the knapsack bound, and the bound
    /// a plan reports.
    static func bounds(_ request: ScheduleRequest) -> (lp: Int, knapsack: Int, reported: Int) {
        let instance = Instance(request)
        let pinned = Construction.pinned(instance, fixed: FixedBookings(instance))
        let constructed = Construction.build(instance, from: pinned)
        var lagrangian = LagrangianBound(EnergeticModel(instance, pinned: pinned))
        let lp = pinned.totalPriority
            + lagrangian.solve(
                target: Double(constructed.totalPriority - pinned.totalPriority), iterations: UpperBound.iterations,
                deadline: .now + .seconds(60))
        let reported = UpperBound.compute(instance, pinned: pinned, target: constructed.totalPriority, deadline: .now + .seconds(60))
        return (lp, PriorityBound.compute(instance, pinned: pinned), reported.value)
    }

    @Test("the LP bound alone is at least the exact optimum of objective (1) on 60 small days")
    func validAgainstExhaustiveSearch() {
        for seed in 1...60 as ClosedRange<UInt64> {
            var generator = ScheduleInstanceGenerator(seed: 2000 + seed)
            let request = generator.small(requests: 5 + Int(seed % 5))
            let optimum = ExhaustiveSearch(request).optimum()[1]
            let bounds = Self.bounds(request)
            #expect(bounds.lp >= optimum, "seed \(seed): LP bound \(bounds.lp) < optimum \(optimum)")
            #expect(bounds.reported >= optimum && bounds.reported <= bounds.knapsack, "seed \(seed): \(bounds) vs optimum \(optimum)")
        }
    }

    @Test("on realistic days the reported bound is the smaller one and at least the plan's objective (1)", arguments: [50, 200, 400])
    func realistic(size: Int) {
        var generator = ScheduleInstanceGenerator(seed: 42 + UInt64(size))
        let request = generator.realistic(requests: size)
        let bounds = Self.bounds(request)
        #expect(bounds.reported == min(bounds.lp, bounds.knapsack))
        let plan = Scheduler.plan(request, seed: 1, maxIterations: 200)
        #expect(plan.metrics.scheduledPriority <= bounds.lp)
        #expect(plan.metrics.priorityBound == bounds.reported)
        #expect(plan.metrics.boundMethod == (bounds.lp < bounds.knapsack ? .energeticRelaxation : .fractionalKnapsack))
    }

    @Test("a class's least overlap uses the stretches between breaks: a 30-minute option around a lunch break")
    func leastOverlap() {
        let vet = Specialist(id: "V", specialties: ["general"], shifts: [TimeRange(start: 480, end: 720)], breaks: [TimeRange(start: 600, end: 630)])
        let request = ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5, specialists: [vet],
            requests: [AppointmentRequest(id: "A", patientId: "P", species: "dog", specialty: "general", durationMinutes: 30, vtl: 3, earliest: 570, latest: 660)])
        let instance = Instance(request)
        let model = EnergeticModel(instance, pinned: Construction.pinned(instance, fixed: FixedBookings(instance)))
        // Starts 570 (ends at the break) and 630 (after it): every start overlaps [570, 660) fully, none [600, 630).
        #expect(model.count == 1)
        #expect(model.minOverlap(candidate: 0, option: 0, start: 570, end: 660) == 30)
        #expect(model.minOverlap(candidate: 0, option: 0, start: 600, end: 630) == 0)
        #expect(model.minOverlap(candidate: 0, option: 0, start: 585, end: 645) == 15)
    }
}
