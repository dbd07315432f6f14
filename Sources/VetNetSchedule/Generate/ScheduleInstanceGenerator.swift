public import VetNetCore

/// Seeded synthetic days for demos, benchmarks and tests: `vetnet-bench --only schedule` and the scheduler's
/// property and optimality tests use this one generator, so they measure and prove the same kind of day.
///
/// - `small(requests:)` days have two or three specialists, a coarse grid (20 or 30 minutes) and short shifts,
///   so exhaustive search can enumerate them.
/// - `realistic(requests:)` days scale the specialists with the requests (one per 14 requests) and ask for about
///   110–130 % of the bookable minutes: general practice with some surgery, dentistry and imaging, dogs and cats
///   mostly with some rabbits and ferrets, a VTL mix weighted to routine levels (a quarter missing, derived from a
///   complaint), ~20 % confirmed bookings (some deliberately clashing or with the wrong vet), and patients with
///   several requests.
///
/// The same seed gives the same day on every machine (SplitMix64).
public struct ScheduleInstanceGenerator: Sendable {
    /// The planned day of every generated request.
    public static let date = LocalDate(year: 2026, month: 11, day: 23)!
    static let specialties = ["general", "general", "general", "surgery", "dentistry", "imaging"]
    static let species = ["dog", "dog", "cat", "cat", "rabbit", "ferret"]
    static let complaints = [
        "collapsed in the garden", "vomiting since yesterday", "annual vaccination", "limping", "seizure this morning",
        "itchy ears", "",
    ]

    private var random: SplitMix64

    /// A generator whose days are fixed by `seed`.
    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A day small enough for exhaustive search.
    public mutating func small(requests count: Int) -> ScheduleRequest {
        let slot = pick([20, 30])
        let specialists = (0..<int(in: 2...3)).map { index in
            let start = 8 * 60 + random.below(2) * 60
            let shift = TimeRange(start: start, end: start + int(in: 2...3) * 60)
            let pause = chance(40) ? [TimeRange(start: shift.start + 60, end: shift.start + 60 + slot)] : []
            return Specialist(
                id: "S\(index + 1)", specialties: chance(50) ? ["general", "surgery"] : ["general"],
                species: chance(30) ? ["dog"] : nil, shifts: [shift], breaks: pause)
        }
        let requests = (0..<count).map { index in
            makeRequest(
                index, specialists: specialists, slot: slot, patients: max(2, count - 2),
                durations: [slot, slot, 2 * slot], fixedPercent: 15)
        }
        return ScheduleRequest(date: Self.date, slotMinutes: slot, specialists: specialists, requests: requests)
    }

    /// A clinic day of `count` requests on a 5-minute grid, over-booked by about a fifth.
    public mutating func realistic(requests count: Int) -> ScheduleRequest {
        let specialistCount = max(2, count / 14)
        let specialists = (0..<specialistCount).map { index in
            let start = pick([7 * 60, 8 * 60, 9 * 60, 10 * 60])
            let length = pick([6 * 60, 8 * 60, 9 * 60])
            let lunch = start + length / 2
            var specialties = ["general"]
            if chance(30) { specialties.append(pick(["surgery", "dentistry", "imaging"])) }
            if chance(10) { specialties = [pick(["surgery", "dentistry", "imaging"])] }
            return Specialist(
                id: "S\(index + 1)", specialties: specialties, species: chance(25) ? ["dog", "cat"] : nil,
                shifts: [TimeRange(start: start, end: min(start + length, 1440))],
                breaks: [TimeRange(start: lunch, end: lunch + 30)])
        }
        let requests = (0..<count).map { index in
            makeRequest(
                index, specialists: specialists, slot: 5, patients: max(2, count * 4 / 5),
                durations: [15, 15, 20, 30, 30, 45, 60, 90], fixedPercent: 20)
        }
        return ScheduleRequest(date: Self.date, slotMinutes: 5, specialists: specialists, requests: requests)
    }

    private mutating func makeRequest(
        _ index: Int, specialists: [Specialist], slot: Int, patients: Int, durations: [Int], fixedPercent: Int
    ) -> AppointmentRequest {
        let dayStart = specialists.flatMap(\.shifts).map(\.start).min() ?? 480
        let dayEnd = specialists.flatMap(\.shifts).map(\.end).max() ?? 1020
        let duration = pick(durations)
        let earliest = dayStart + random.below(max(1, (dayEnd - dayStart) / 2 / slot)) * slot
        let latest = min(1440, earliest + duration + random.below(max(1, (dayEnd - earliest) / slot + 1)) * slot)
        let vtl: Int? = chance(25) ? nil : pick([1, 2, 3, 3, 4, 4, 4, 5, 5])
        var request = AppointmentRequest(
            id: "R\(index + 1)", patientId: "P\(random.below(patients) + 1)", species: pick(Self.species),
            specialty: pick(Self.specialties), durationMinutes: duration, vtl: vtl, earliest: earliest,
            latest: max(latest, earliest),
            complaint: vtl == nil ? pick(Self.complaints) : nil)
        if chance(fixedPercent) {
            let specialist = pick(specialists)
            let shift = pick(specialist.shifts)
            let start = shift.start + random.below(max(1, (shift.minutes - duration) / slot + 1)) * slot
            request.fixed = FixedBooking(specialistId: specialist.id, start: start)
            // Most confirmed bookings match their specialist; some deliberately do not.
            if chance(80) {
                request.specialty = specialist.specialties[0]
                request.species = specialist.species?.first ?? request.species
                request.earliest = min(request.earliest, start)
                request.latest = max(request.latest, start + duration)
            }
        }
        return request
    }

    private mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + random.below(range.upperBound - range.lowerBound + 1)
    }

    private mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[random.below(choices.count)] }
}
