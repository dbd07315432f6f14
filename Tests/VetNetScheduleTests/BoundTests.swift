import Testing
@testable import VetNetSchedule

/// The upper bounds on objective (1) against exhaustive search, against each other and on hand-made days.
@Suite("Upper bounds on objective (1)")
struct BoundTests {
    /// Every bound given the confirmed bookings the plan keeps, the reported bound, and whether other equally
    /// heavy choices of bookings exist (the reported bound then covers them too).
    static func bounds(_ request: ScheduleRequest) -> (
        flow: Int, knapsack: Int, patientSets: Int?, reported: UpperBound, ties: Bool
    ) {
        let instance = Instance(request)
        let fixed = FixedBookings(instance)
        let found = UpperBound.Candidates(instance, pinned: Construction.pinned(instance, fixed: fixed), open: [])
        let ties = fixed.alternatives?.isEmpty != true
        return (found.stretches, found.knapsack, found.patientSets, UpperBound.compute(instance, fixed: fixed), ties)
    }

    @Test("every bound is at least the exact optimum of objective (1) on 400 small days")
    func validAgainstExhaustiveSearch() {
        var tightened = 0
        var daysWithTies = 0
        for seed in 1...400 as ClosedRange<UInt64> {
            var generator = ScheduleInstanceGenerator(seed: 2000 + seed)
            let request = generator.small(requests: 5 + Int(seed % 5))
            let optimum = ExhaustiveSearch(request).optimum()[1]
            let bounds = Self.bounds(request)
            #expect(
                bounds.reported.value >= optimum, "seed \(seed): reported \(bounds.reported.value) < optimum \(optimum)"
            )
            #expect(bounds.flow <= bounds.knapsack, "seed \(seed): \(bounds)")
            if let patientSets = bounds.patientSets {
                tightened += 1
                #expect(patientSets <= bounds.flow, "seed \(seed): \(bounds)")
            }
            if bounds.ties {
                daysWithTies += 1
                continue
            }
            // With one heaviest choice of bookings, each bound given it is valid on its own.
            #expect(bounds.flow >= optimum, "seed \(seed): stretch bound \(bounds.flow) < optimum \(optimum)")
            #expect((bounds.patientSets ?? .max) >= optimum, "seed \(seed): patient-set bound < optimum \(optimum)")
            #expect(bounds.reported.value == min(bounds.flow, bounds.knapsack, bounds.patientSets ?? .max))
        }
        #expect(tightened >= 5)
        #expect(daysWithTies >= 3)
    }

    /// K1 (08:00–08:30) and K2 (08:15–08:45) clash, equally urgent and long: the plan keeps K1, found first,
    /// but keeping K2 frees 08:00–08:15 for M (VTL 1). A bound given the kept K1 would be below the optimum; the
    /// largest bound over both choices is valid, and so is leaving both open.
    @Test("the bound holds over every heaviest choice of confirmed bookings, not only the one the plan keeps")
    func equallyHeavyBookingChoices() {
        func booking(_ id: String, at start: Int) -> AppointmentRequest {
            var item = AppointmentRequest(
                id: id, patientId: "P" + id, species: "dog", specialty: "general", durationMinutes: 30, vtl: 3,
                earliest: 480, latest: 540)
            item.fixed = FixedBooking(specialistId: "V", start: start)
            return item
        }
        let request = ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5,
            specialists: [Specialist(id: "V", specialties: ["general"], shifts: [TimeRange(start: 480, end: 540)])],
            requests: [
                booking("K1", at: 480), booking("K2", at: 495),
                AppointmentRequest(
                    id: "M", patientId: "PM", species: "dog", specialty: "general", durationMinutes: 15, vtl: 1,
                    earliest: 480, latest: 495),
            ])
        let instance = Instance(request)
        let fixed = FixedBookings(instance)
        #expect(fixed.kept.map { request.requests[$0].id } == ["K1"])
        #expect(fixed.uncertain.map { request.requests[$0].id } == ["K1", "K2"])
        #expect(fixed.alternatives?.map { $0.map { $0.map { request.requests[$0].id } } } == [[["K1"], ["K2"]]])
        let optimum = ExhaustiveSearch(request).optimum()
        #expect(optimum[0] == 4 && optimum[1] == 20)
        let onlyKept = Construction.pinned(instance, fixed: fixed)
        #expect(onlyKept.totalPriority + SegmentFlowBound.compute(instance, pinned: onlyKept) == 4)
        #expect(Self.bounds(request).reported.value == 20)
        let open = Construction.pinned(instance, fixed: fixed, except: Set(fixed.uncertain))
        #expect(UpperBound.Candidates(instance, pinned: open, open: fixed.uncertain).stretches >= 20)
    }

    @Test(
        "on realistic days the reported bound is the smaller one and at least the plan's objective (1)",
        arguments: [50, 200, 400, 1500])
    func realistic(size: Int) {
        var generator = ScheduleInstanceGenerator(seed: 42 + UInt64(size))
        let request = generator.realistic(requests: size)
        let bounds = Self.bounds(request)
        #expect(bounds.flow <= bounds.knapsack)
        #expect(bounds.reported.value >= min(bounds.flow, bounds.knapsack, bounds.patientSets ?? .max))
        let plan = Scheduler.plan(request, seed: 1, maxIterations: 400)
        #expect(plan.metrics.scheduledPriority <= bounds.reported.value)
        #expect(plan.metrics.priorityBound == bounds.reported.value)
        guard !bounds.ties else { return }
        #expect(bounds.reported.value == min(bounds.flow, bounds.knapsack, bounds.patientSets ?? .max))
        let method: BoundMethod =
            bounds.patientSets.map { $0 < min(bounds.flow, bounds.knapsack) } == true
            ? .stretchTransportationPatientSets
            : bounds.flow < bounds.knapsack ? .stretchTransportation : .fractionalKnapsack
        #expect(plan.metrics.boundMethod == method)
    }

    /// X (VTL 1, 30 min) fits both vets and is taken first, into V1; Y (VTL 3, 60 min) fits only V1's hour, so
    /// the optimum moves X's minutes to V2 — an augmenting path.
    @Test("the transportation greedy reroutes earlier requests' minutes to reach the optimum")
    func augmentingPath() {
        let request = ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5,
            specialists: [
                Specialist(id: "V1", specialties: ["general"], shifts: [TimeRange(start: 480, end: 540)]),
                Specialist(id: "V2", specialties: ["general", "surgery"], shifts: [TimeRange(start: 480, end: 510)]),
            ],
            requests: [
                AppointmentRequest(
                    id: "X", patientId: "P1", species: "dog", specialty: "general", durationMinutes: 30, vtl: 1,
                    earliest: 480, latest: 540),
                AppointmentRequest(
                    id: "Y", patientId: "P2", species: "dog", specialty: "general", durationMinutes: 60, vtl: 3,
                    earliest: 480, latest: 540),
            ])
        let bounds = Self.bounds(request)
        #expect(bounds.flow == 20)
        #expect(ExhaustiveSearch(request).optimum()[1] == 20)
    }

    @Test("a piece is a shift cut at its breaks, and a request counts only where it fits whole")
    func stretchesSplitAtBreaks() {
        let vet = Specialist(
            id: "V", specialties: ["general"], shifts: [TimeRange(start: 480, end: 600)],
            breaks: [TimeRange(start: 540, end: 560)])
        #expect(SegmentFlowBound.pieces(vet).map { [$0.start, $0.end] } == [[480, 540], [560, 600]])
        let request = ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5, specialists: [vet],
            requests: [
                AppointmentRequest(
                    id: "A", patientId: "P", species: "dog", specialty: "general", durationMinutes: 70, vtl: 1,
                    earliest: 480, latest: 600)
            ])
        #expect(Self.bounds(request).flow == 0)
    }

    /// V's hour holds the kept booking K at 08:20–08:30, which leaves 20 and 30 free minutes; A and B last 30
    /// minutes each, so only one of them fits, though 50 minutes are free.
    @Test("a kept booking cuts its specialist's piece into stretches that hold only what requests' durations fill")
    func keptBookingsCutStretches() {
        var kept = AppointmentRequest(
            id: "K", patientId: "PK", species: "dog", specialty: "general", durationMinutes: 10, vtl: 3, earliest: 480,
            latest: 540)
        kept.fixed = FixedBooking(specialistId: "V", start: 500)
        let request = ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5,
            specialists: [Specialist(id: "V", specialties: ["general"], shifts: [TimeRange(start: 480, end: 540)])],
            requests: [
                kept,
                AppointmentRequest(
                    id: "A", patientId: "PA", species: "dog", specialty: "general", durationMinutes: 30, vtl: 3,
                    earliest: 480, latest: 540),
                AppointmentRequest(
                    id: "B", patientId: "PB", species: "dog", specialty: "general", durationMinutes: 30, vtl: 3,
                    earliest: 480, latest: 540),
            ])
        let bounds = Self.bounds(request)
        let optimum = ExhaustiveSearch(request).optimum()[1]
        #expect(optimum == 2 * TriageResult.priority(ofVTL: 3))
        #expect(bounds.flow == optimum)
        #expect(bounds.knapsack > optimum)
    }
}
