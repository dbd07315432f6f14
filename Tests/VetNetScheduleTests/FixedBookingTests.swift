import Testing
import VetNetCore
import VetNetSchedule

@Suite("Confirmed bookings are kept or reported as conflicts")
struct FixedBookingTests {
    let vet = Specialist(
        id: "S1", specialties: ["general"], species: ["dog"], shifts: [TimeRange(start: 480, end: 720)],
        breaks: [TimeRange(start: 600, end: 630)])

    func booking(
        _ id: String, vtl: Int, at start: Int, patient: String? = nil, species: String = "dog", duration: Int = 30
    ) -> AppointmentRequest {
        AppointmentRequest(
            id: id, patientId: patient ?? "P-\(id)", species: species, specialty: "general", durationMinutes: duration,
            vtl: vtl, earliest: 480, latest: 720, fixed: FixedBooking(specialistId: "S1", start: start))
    }

    func plan(_ requests: [AppointmentRequest]) -> SchedulePlan {
        Scheduler.plan(
            ScheduleRequest(
                date: LocalDate(year: 2026, month: 11, day: 23)!, slotMinutes: 5, specialists: [vet], requests: requests
            ))
    }

    @Test("a day with vets and no requests plans nothing, and does not fail")
    func emptyDay() {
        let result = plan([])
        #expect(result.assignments.isEmpty && result.unscheduled.isEmpty && result.conflicts.isEmpty)
        #expect(result.metrics.priorityBound == 0)
    }

    @Test("of a double booking the more urgent is kept and the other names it")
    func doubleBooking() {
        let result = plan([booking("A", vtl: 4, at: 540), booking("B", vtl: 2, at: 555)])
        #expect(result.assignments.map(\.requestId) == ["B"])
        #expect(result.assignments.first?.start == 555)
        #expect(
            result.conflicts == [
                Conflict(
                    requestId: "A", specialistId: "S1", start: 540, reason: .conflictingFixedBooking,
                    conflictsWith: ["B"])
            ])
        #expect(result.unscheduled.map(\.reason) == [.conflictingFixedBooking])
    }

    @Test("two less urgent bookings outweigh one more urgent booking they both overlap")
    func heaviestSet() {
        let result = plan([
            booking("LONG", vtl: 3, at: 480, duration: 60), booking("X", vtl: 4, at: 480),
            booking("Y", vtl: 3, at: 510),
        ])
        #expect(result.assignments.map(\.requestId) == ["X", "Y"])
        #expect(result.metrics.keptFixedPriority == 6)
    }

    /// ONE (VTL 1, 16) against TWO-A and TWO-B (VTL 2, 8 + 8): equal totals keep the more urgent booking. LONG
    /// and SHORT (both VTL 3): equal urgency keeps the one that takes fewer minutes.
    @Test("among equally heavy choices the more urgent booking is kept, then the one taking fewer minutes")
    func equallyHeavyChoices() {
        let urgent = plan([
            booking("ONE", vtl: 1, at: 480, duration: 60), booking("TWO-A", vtl: 2, at: 480),
            booking("TWO-B", vtl: 2, at: 510),
        ])
        #expect(urgent.assignments.map(\.requestId) == ["ONE"])
        let shorter = plan([booking("LONG", vtl: 3, at: 480, duration: 60), booking("SHORT", vtl: 3, at: 510)])
        #expect(shorter.assignments.map(\.requestId) == ["SHORT"])
        #expect(shorter.metrics.keptFixedPriority == 4)
    }

    /// K1 (08:00–08:30) and K2 (08:15–08:45) weigh the same and take as long; only keeping K2 leaves M (VTL 1,
    /// 08:00–08:15) its place, so the plan keeps K2 and reports K1 as the conflict.
    @Test("of equally heavy bookings the plan keeps the one that leaves room for more urgent requests")
    func keptChoiceLeavesRoom() {
        var first = booking("K1", vtl: 3, at: 480)
        var second = booking("K2", vtl: 3, at: 495)
        first.latest = 540
        second.latest = 540
        let request = AppointmentRequest(
            id: "M", patientId: "P-M", species: "dog", specialty: "general", durationMinutes: 15, vtl: 1, earliest: 480,
            latest: 495)
        let result = plan([first, second, request])
        #expect(result.assignments.map(\.requestId).sorted() == ["K2", "M"])
        #expect(result.conflicts.map(\.requestId) == ["K1"])
        #expect(result.conflicts.first?.conflictsWith == ["K2"])
        #expect(result.metrics.scheduledPriority == 20)
        #expect(result.metrics.priorityBound == 20)
    }

    /// Keeping TWO-A and TWO-B (VTL 2) instead of ONE (VTL 1) weighs the same and would leave M its half hour,
    /// but the more urgent booking stays; the bound still covers the other choice.
    @Test("the more urgent booking stays kept even where an equally heavy choice would leave more room")
    func urgencyBeforeRoom() {
        let result = plan([
            booking("ONE", vtl: 1, at: 480, duration: 60), booking("TWO-A", vtl: 2, at: 480, duration: 15),
            booking("TWO-B", vtl: 2, at: 525, duration: 15),
            AppointmentRequest(
                id: "M", patientId: "P-M", species: "dog", specialty: "general", durationMinutes: 30, vtl: 1,
                earliest: 495, latest: 525),
        ])
        #expect(result.assignments.map(\.requestId) == ["ONE"])
        #expect(result.metrics.scheduledPriority == 16)
        #expect(result.metrics.priorityBound >= 32)
    }

    @Test("a booking on a break, outside the shift, or with an unqualified vet is a conflict with its reason")
    func impossible() {
        let result = plan([
            booking("BREAK", vtl: 1, at: 610), booking("LATE", vtl: 1, at: 700),
            booking("CAT", vtl: 1, at: 480, species: "cat"),
        ])
        #expect(result.assignments.isEmpty)
        let reasons = Dictionary(uniqueKeysWithValues: result.conflicts.map { ($0.requestId, $0.reason) })
        #expect(
            reasons == ["BREAK": .fixedOutsideShift, "LATE": .fixedOutsideShift, "CAT": .fixedSpecialistUnqualified])
    }

    @Test("a confirmed booking is never moved to make room for a more urgent request")
    func neverMoved() {
        let urgent = AppointmentRequest(
            id: "U", patientId: "P9", species: "dog", specialty: "general", durationMinutes: 30, vtl: 1, earliest: 480,
            latest: 510)
        let result = plan([booking("A", vtl: 5, at: 480), urgent])
        #expect(result.assignments.map(\.requestId) == ["A"])
        #expect(result.unscheduled.map(\.reason) == [.noCapacity])
    }

    @Test("unplaceable requests get the reason staff can act on")
    func reasons() {
        let requests = [
            AppointmentRequest(
                id: "N1", patientId: "P1", species: "dog", specialty: "cardiology", durationMinutes: 30, vtl: 3,
                earliest: 480, latest: 720),
            AppointmentRequest(
                id: "N2", patientId: "P2", species: "parrot", specialty: "general", durationMinutes: 30, vtl: 3,
                earliest: 480, latest: 720),
            AppointmentRequest(
                id: "N3", patientId: "P3", species: "dog", specialty: "general", durationMinutes: 30, vtl: 3,
                earliest: 800, latest: 900),
        ]
        let found = Dictionary(uniqueKeysWithValues: plan(requests).unscheduled.map { ($0.requestId, $0.reason) })
        #expect(found == ["N1": .noSpecialistWithSpecialty, "N2": .noSpecialistForSpecies, "N3": .outsideShift])
    }
}
