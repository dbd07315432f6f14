import VetNetCore
import VetNetSchedule

/// Seeded random days for property and optimality tests.
///
/// `small` days have two or three specialists, a coarse grid and short shifts, so exhaustive search can
/// enumerate them; `realistic` days scale the number of specialists with the requests and ask for about
/// 110–130 % of capacity, with ~20 % confirmed bookings (some of them clashing), missing VTLs, and patients
/// with several requests.
struct InstanceGenerator {
    static let date = LocalDate(year: 2026, month: 11, day: 23)!
    static let specialties = ["general", "general", "general", "surgery", "dentistry", "imaging"]
    static let species = ["dog", "dog", "cat", "cat", "rabbit", "ferret"]
    static let complaints = ["collapsed in the garden", "vomiting since yesterday", "annual vaccination", "limping", "seizure this morning", "itchy ears", ""]

    var random: TestRandom

    init(seed: UInt64) { random = TestRandom(seed: seed) }

    mutating func small(requests count: Int) -> ScheduleRequest {
        let slot = random.pick([20, 30])
        let specialists = (0..<random.int(in: 2...3)).map { index in
            let start = 8 * 60 + random.below(2) * 60
            let shift = TimeRange(start: start, end: start + random.int(in: 2...3) * 60)
            let pause = random.chance(40) ? [TimeRange(start: shift.start + 60, end: shift.start + 60 + slot)] : []
            return Specialist(
                id: "S\(index + 1)", specialties: random.chance(50) ? ["general", "surgery"] : ["general"],
                species: random.chance(30) ? ["dog"] : nil, shifts: [shift], breaks: pause)
        }
        let requests = (0..<count).map { index in
            makeRequest(index, specialists: specialists, slot: slot, patients: max(2, count - 2), durations: [slot, slot, 2 * slot], fixedPercent: 15)
        }
        return ScheduleRequest(date: Self.date, slotMinutes: slot, specialists: specialists, requests: requests)
    }

    mutating func realistic(requests count: Int) -> ScheduleRequest {
        let specialistCount = max(2, count / 14)
        let specialists = (0..<specialistCount).map { index in
            let start = random.pick([7 * 60, 8 * 60, 9 * 60, 10 * 60])
            let length = random.pick([6 * 60, 8 * 60, 9 * 60])
            let lunch = start + length / 2
            var specialties = ["general"]
            if random.chance(30) { specialties.append(random.pick(["surgery", "dentistry", "imaging"])) }
            if random.chance(10) { specialties = [random.pick(["surgery", "dentistry", "imaging"])] }
            return Specialist(
                id: "S\(index + 1)", specialties: specialties, species: random.chance(25) ? ["dog", "cat"] : nil,
                shifts: [TimeRange(start: start, end: min(start + length, 1440))], breaks: [TimeRange(start: lunch, end: lunch + 30)])
        }
        let requests = (0..<count).map { index in
            makeRequest(index, specialists: specialists, slot: 5, patients: max(2, count * 4 / 5), durations: [15, 15, 20, 30, 30, 45, 60, 90], fixedPercent: 20)
        }
        return ScheduleRequest(date: Self.date, slotMinutes: 5, specialists: specialists, requests: requests)
    }

    private mutating func makeRequest(_ index: Int, specialists: [Specialist], slot: Int, patients: Int, durations: [Int], fixedPercent: Int) -> AppointmentRequest {
        let dayStart = specialists.flatMap(\.shifts).map(\.start).min() ?? 480
        let dayEnd = specialists.flatMap(\.shifts).map(\.end).max() ?? 1020
        let duration = random.pick(durations)
        let earliest = dayStart + random.below(max(1, (dayEnd - dayStart) / 2 / slot)) * slot
        let latest = min(1440, earliest + duration + random.below(max(1, (dayEnd - earliest) / slot + 1)) * slot)
        let vtl: Int? = random.chance(25) ? nil : random.pick([1, 2, 3, 3, 4, 4, 4, 5, 5])
        var request = AppointmentRequest(
            id: "R\(index + 1)", patientId: "P\(random.below(patients) + 1)", species: random.pick(Self.species),
            specialty: random.pick(Self.specialties), durationMinutes: duration, vtl: vtl, earliest: earliest, latest: max(latest, earliest),
            complaint: vtl == nil ? random.pick(Self.complaints) : nil)
        if random.chance(fixedPercent) {
            let specialist = random.pick(specialists)
            let shift = random.pick(specialist.shifts)
            let start = shift.start + random.below(max(1, (shift.minutes - duration) / slot + 1)) * slot
            request.fixed = FixedBooking(specialistId: specialist.id, start: start)
            // Most confirmed bookings match their specialist; some deliberately do not.
            if random.chance(80) {
                request.specialty = specialist.specialties[0]
                request.species = specialist.species?.first ?? request.species
                request.earliest = min(request.earliest, start)
                request.latest = max(request.latest, start + duration)
            }
        }
        return request
    }
}
