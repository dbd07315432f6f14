import Testing
@testable import VetNetSchedule

/// Sets of one patient's requests that cannot all be booked, and the bound they tighten.
@Suite("Patient conflict sets in the bound")
struct PatientConflictTests {
    static func request(_ id: String, patient: String, vtl: Int = 1, minutes: Int, from earliest: Int, to latest: Int)
        -> AppointmentRequest
    {
        AppointmentRequest(
            id: id, patientId: patient, species: "dog", specialty: "general", durationMinutes: minutes, vtl: vtl,
            earliest: earliest, latest: latest)
    }

    static let twoVets = [
        Specialist(id: "V1", specialties: ["general"], shifts: [TimeRange(start: 480, end: 720)]),
        Specialist(id: "V2", specialties: ["general"], shifts: [TimeRange(start: 480, end: 720)]),
    ]

    static func day(_ requests: [AppointmentRequest], specialists: [Specialist] = twoVets) -> ScheduleRequest {
        ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5, specialists: specialists, requests: requests)
    }

    /// The sets found for a day, as request IDs, and the reported bound.
    static func analyse(_ day: ScheduleRequest) -> (sets: [[String]], bound: UpperBound, plain: Int) {
        let instance = Instance(day)
        let fixed = FixedBookings(instance)
        let pinned = Construction.pinned(instance, fixed: fixed)
        let stretches = SegmentFlowBound(instance, pinned: pinned)
        let sets = PatientConflicts.find(instance, pinned: pinned, placeable: stretches.placeable(instance))
        return (
            sets.map { $0.map { day.requests[$0].id }.sorted() }, UpperBound.compute(instance, fixed: fixed),
            pinned.totalPriority + stretches.optimum(instance)
        )
    }

    /// A and B both need 09:00–10:00: two vets are free, but the dog can be in one room only.
    @Test("two requests of one patient that need the same hour form a set, and the bound drops to the optimum")
    func pairNeedingTheSameHour() {
        let day = Self.day([
            Self.request("A", patient: "P", minutes: 60, from: 540, to: 600),
            Self.request("B", patient: "P", minutes: 60, from: 540, to: 600),
            Self.request("C", patient: "Q", vtl: 4, minutes: 30, from: 480, to: 720),
        ])
        let found = Self.analyse(day)
        #expect(found.sets == [["A", "B"]])
        #expect(found.plain == 16 + 16 + 2)
        #expect(found.bound.value == 16 + 2)
        #expect(found.bound.method == .stretchTransportationPatientSets)
        #expect(ExhaustiveSearch(day).optimum()[1] == 18)
    }

    /// Three half-hour requests in one hour: any two fit, all three do not; the set is the three, not its pairs.
    @Test("only minimal sets are listed: three that cannot share an hour, though any two can")
    func tripleWithoutPairs() {
        let day = Self.day([
            Self.request("A", patient: "P", minutes: 30, from: 540, to: 600),
            Self.request("B", patient: "P", minutes: 30, from: 540, to: 600),
            Self.request("C", patient: "P", minutes: 30, from: 540, to: 600),
        ])
        let found = Self.analyse(day)
        #expect(found.sets == [["A", "B", "C"]])
        #expect(found.plain == 48)
        #expect(found.bound.value == 32)
        #expect(ExhaustiveSearch(day).optimum()[1] == 32)
    }

    /// The patient's confirmed booking K at 09:30–10:00 leaves 09:00–09:30 for two half-hour requests whose
    /// windows end at 10:20; without K both would fit.
    @Test("the patient's kept booking is part of what makes a set")
    func keptBookingOfThePatient() {
        var kept = Self.request("K", patient: "P", vtl: 3, minutes: 30, from: 480, to: 720)
        kept.fixed = FixedBooking(specialistId: "V2", start: 570)
        let requests = [
            kept, Self.request("A", patient: "P", minutes: 30, from: 540, to: 620),
            Self.request("B", patient: "P", minutes: 30, from: 540, to: 620),
        ]
        let found = Self.analyse(Self.day(requests))
        #expect(found.sets == [["A", "B"]])
        #expect(found.bound.value == 4 + 16)
        #expect(ExhaustiveSearch(Self.day(requests)).optimum()[1] == 4 + 16)
        #expect(Self.analyse(Self.day(Array(requests.dropFirst()))).sets.isEmpty)
    }

    /// Checked by brute force over every grid start: a set's requests have no overlap-free starts inside their
    /// windows and clear of the patient's kept bookings, while every set one smaller has.
    /// The days' requests are shared among three patients and most windows narrowed to one or two grid starts,
    /// so that patients' requests crowd.
    @Test("on 600 small crowded days every set is infeasible and minimal, and the bound stays at least the optimum")
    func setsAreInfeasibleAndMinimal() {
        var daysWithSets = 0
        var tightenedDays = 0
        for seed in 1...600 as ClosedRange<UInt64> {
            var generator = ScheduleInstanceGenerator(seed: 7000 + seed)
            var day = generator.small(requests: 6 + Int(seed % 4))
            for index in day.requests.indices {
                day.requests[index].patientId = "P\(index % 3)"
                let item = day.requests[index]
                if index % 4 != 0 {
                    day.requests[index].latest = min(
                        item.latest, item.earliest + item.durationMinutes + day.slotMinutes * (index % 2))
                }
            }
            let instance = Instance(day)
            let fixed = FixedBookings(instance)
            let pinned = Construction.pinned(instance, fixed: fixed)
            let sets = PatientConflicts.find(
                instance, pinned: pinned, placeable: SegmentFlowBound(instance, pinned: pinned).placeable(instance))
            if !sets.isEmpty { daysWithSets += 1 }
            let kept = pinned.booked.joined().map {
                (
                    patient: day.requests[$0].patientId, start: pinned.start[$0],
                    end: pinned.start[$0] + instance.duration($0)
                )
            }
            for set in sets {
                #expect(Set(set.map { day.requests[$0].patientId }).count == 1, "seed \(seed)")
                #expect(!Self.fitTogether(set, day, kept: kept), "seed \(seed): \(set) fits")
                for left in set.indices {
                    var smaller = set
                    smaller.remove(at: left)
                    #expect(
                        smaller.count < 2 || Self.fitTogether(smaller, day, kept: kept),
                        "seed \(seed): \(set) is not minimal")
                }
            }
            let bound = UpperBound.compute(instance, fixed: fixed)
            if bound.method == .stretchTransportationPatientSets { tightenedDays += 1 }
            let optimum = ExhaustiveSearch(day).optimum()[1]
            #expect(bound.value >= optimum, "seed \(seed): bound \(bound.value) < optimum \(optimum)")
        }
        #expect(daysWithSets >= 40)
        #expect(tightenedDays >= 30)
    }

    /// Whether the requests have grid starts inside their windows, clear of one another and of the patient's
    /// kept bookings: every combination of starts tried.
    static func fitTogether(_ requests: [Int], _ day: ScheduleRequest, kept: [(patient: String, start: Int, end: Int)])
        -> Bool
    {
        let items = requests.map { day.requests[$0] }
        let blocked = kept.filter { $0.patient == items[0].patientId }.map { TimeRange(start: $0.start, end: $0.end) }
        func options(_ item: AppointmentRequest) -> [TimeRange] {
            stride(from: 0, through: 1440 - item.durationMinutes, by: day.slotMinutes).map {
                TimeRange(start: $0, end: $0 + item.durationMinutes)
            }
            .filter { $0.start >= item.earliest && $0.end <= item.latest && !blocked.contains(where: $0.overlaps) }
        }
        func search(_ index: Int, _ placed: [TimeRange]) -> Bool {
            if index == items.count { return true }
            return options(items[index]).contains { range in
                !placed.contains(where: range.overlaps) && search(index + 1, placed + [range])
            }
        }
        return search(0, [])
    }
}
