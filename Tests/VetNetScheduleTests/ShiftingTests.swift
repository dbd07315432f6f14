import Testing
@testable import VetNetSchedule

/// Insertion by shifting: bookings around gaps move within their windows to open a gap for a waiting request.
@Suite("Insertion by shifting")
struct ShiftingTests {
    /// Vet V 08:00–09:30 with A 08:10–08:40 and B 08:50–09:20, three 10-minute gaps where C's 15 minutes do not
    /// fit; `others` are B's patient's bookings with vet W, placed as given (minutes since midnight).
    static func day(windowA: (Int, Int) = (480, 540), others: [Int] = []) -> Solution {
        var requests = [
            AppointmentRequest(
                id: "A", patientId: "PA", species: "dog", specialty: "general", durationMinutes: 30, vtl: 3,
                earliest: windowA.0, latest: windowA.1),
            AppointmentRequest(
                id: "B", patientId: "PB", species: "dog", specialty: "general", durationMinutes: 30, vtl: 3,
                earliest: 480, latest: 570),
            AppointmentRequest(
                id: "C", patientId: "PC", species: "cat", specialty: "general", durationMinutes: 15, vtl: 2,
                earliest: 480, latest: 570),
        ]
        for (offset, _) in others.enumerated() {
            requests.append(
                AppointmentRequest(
                    id: "D\(offset)", patientId: "PB", species: "dog", specialty: "imaging", durationMinutes: 10,
                    vtl: 3, earliest: 480, latest: 600))
        }
        let request = ScheduleRequest(
            date: ScheduleInstanceGenerator.date, slotMinutes: 5,
            specialists: [
                Specialist(id: "V", specialties: ["general"], shifts: [TimeRange(start: 480, end: 570)]),
                Specialist(id: "W", specialties: ["imaging"], shifts: [TimeRange(start: 480, end: 600)]),
            ],
            requests: requests)
        var solution = Solution(Instance(request))
        solution.place(0, specialist: 0, start: 490)
        solution.place(1, specialist: 0, start: 530)
        for (offset, start) in others.enumerated() { solution.place(3 + offset, specialist: 1, start: start) }
        solution.commit()
        return solution
    }

    static func insertC(_ solution: Solution) -> (inserted: Bool, after: Solution) {
        var search = LocalSearch(solution, seed: 1, deadline: .now + .seconds(10))
        let inserted = search.insertByShifting(2)
        return (inserted, search.solution)
    }

    static func keepsRules(_ solution: Solution) -> Bool {
        let placed = (0..<solution.instance.count).filter(solution.isScheduled)
        return placed.allSatisfy { request in
            let item = solution.instance.requests[request]
            let start = solution.start[request]
            return start >= item.earliest && start + item.durationMinutes <= item.latest && start % 5 == 0
                && solution.instance.fitsShiftAndWindow(request, specialist: solution.specialist[request], start: start)
                && !placed.contains { other in
                    other != request && start < solution.start[other] + solution.instance.duration(other)
                        && solution.start[other] < start + item.durationMinutes
                        && (solution.specialist[other] == solution.specialist[request]
                            || solution.instance.requests[other].patientId == item.patientId)
                }
        }
    }

    @Test("merges small gaps into one that fits, at the earliest start, keeping every booking in its window")
    func opensGap() {
        let solution = Self.day()
        #expect(solution.bestInsertion(2) == nil)
        let (inserted, after) = Self.insertC(solution)
        #expect(inserted)
        #expect(after.isScheduled(0) && after.isScheduled(1) && after.start[2] == 480)
        #expect(Self.keepsRules(after))
    }

    @Test("a booking whose window does not let it move, and a kept confirmed booking, block the gaps they separate")
    func respectsWindowsAndPins() {
        var solution = Self.day(windowA: (490, 520))
        solution.remove(1)
        solution.place(1, specialist: 0, start: 530, pinned: true)
        solution.commit()
        let (inserted, after) = Self.insertC(solution)
        #expect(!inserted)
        #expect(after.objective == solution.objective)
    }

    @Test("skips an insertion whose moves would overlap a moved patient's booking elsewhere and takes the next")
    func respectsPatients() {
        // A cannot move; B can go to 08:55 (C at 08:40) or 08:40 (C at 09:10). B's patient is with W at 09:20.
        let (inserted, after) = Self.insertC(Self.day(windowA: (490, 520), others: [560]))
        #expect(inserted)
        #expect(after.start[1] == 520 && after.start[2] == 550)
        #expect(Self.keepsRules(after))
        // With W also at 08:35, B cannot move at all.
        let blocked = Self.day(windowA: (490, 520), others: [515, 560])
        let (none, unchanged) = Self.insertC(blocked)
        #expect(!none)
        #expect(unchanged.objective == blocked.objective && unchanged.start[1] == 530)
    }
}
