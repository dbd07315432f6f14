/// Chooses which confirmed bookings to keep: objective (0), the largest total priority of bookings that can
/// all be kept together.
///
/// A booking that is impossible on its own (unqualified specialist, outside the shift, on a break, outside its
/// window) is dropped first. The rest clash in pairs (same specialist or same patient, overlapping); each group
/// of clashing bookings is solved exactly by branch and bound (among equal totals the more urgent bookings are
/// kept, then those taking fewer minutes), or greedily by urgency when a group has more than `exactLimit` bookings.
struct FixedBookings {
    static let exactLimit = 22

    var kept: [Int] = []
    var dropped: [(request: Int, reason: UnscheduledReason, with: [Int])] = []
    /// Bookings, kept or dropped, that some other choice of the same largest total would treat the other way:
    /// equally weighted alternatives, which objective (1) could prefer. The upper bound leaves them open. Every
    /// member of a group solved greedily counts, as its total is not known to be the largest.
    var uncertain: [Int] = []
    /// For each group of clashing bookings with more than one heaviest choice, every such choice (the group's
    /// kept bookings); nil when a group has more than `alternativeLimit` of them or is solved greedily.
    var alternatives: [[[Int]]]? = []
    static let alternativeLimit = 8
    /// The bookings possible on their own, most urgent first, and the ones each clashes with.
    private var candidates: [Int] = []
    private var clashes: [[Int]] = []

    init(_ instance: Instance) {
        var candidates: [Int] = []
        for request in 0..<instance.count where instance.requests[request].fixed != nil {
            if let reason = Self.staticProblem(request, instance) {
                dropped.append((request, reason, []))
            } else {
                candidates.append(request)
            }
        }
        candidates.sort { Self.urgencyOrder(instance, $0, $1) }
        let clashes = candidates.map { first in candidates.filter { $0 != first && Self.clash(instance, first, $0) } }
        var position: [Int: Int] = [:]
        for (offset, request) in candidates.enumerated() { position[request] = offset }
        var seen = Array(repeating: false, count: candidates.count)
        var keptSet: Set<Int> = []
        for root in candidates.indices where !seen[root] {
            var group: [Int] = []
            var stack = [root]
            seen[root] = true
            while let next = stack.popLast() {
                group.append(next)
                for other in clashes[next] where !seen[position[other]!] {
                    seen[position[other]!] = true
                    stack.append(position[other]!)
                }
            }
            group.sort()
            let members = group.map { candidates[$0] }
            let best = Self.bestSubset(members, instance)
            keptSet.formUnion(best)
            guard members.count > 1 else { continue }
            let heaviest = members.count <= Self.exactLimit ? Self.heaviestSubsets(members, instance) : nil
            if let heaviest, heaviest.count <= Self.alternativeLimit {
                guard heaviest.count > 1 else { continue }
                alternatives?.append(heaviest)
                // Kept in one heaviest set and not in another.
                let everywhere = heaviest.dropFirst().reduce(Set(heaviest[0])) { $0.intersection($1) }
                uncertain += Set(heaviest.joined()).subtracting(everywhere)
            } else {
                alternatives = nil
                uncertain += Self.uncertainMembers(members, best: best, instance)
            }
        }
        uncertain.sort()
        self.candidates = candidates
        self.clashes = clashes
        keep(keptSet, instance)
    }

    /// Keeps `keptSet` (pairwise compatible, as heavy as the heaviest choice), dropping the other candidates as
    /// conflicts with the kept bookings they clash with.
    mutating func keep(_ keptSet: Set<Int>, _ instance: Instance) {
        kept = candidates.filter { keptSet.contains($0) }
        dropped.removeAll { $0.reason == .conflictingFixedBooking }
        for (offset, request) in candidates.enumerated() where !keptSet.contains(request) {
            let with = clashes[offset].filter { keptSet.contains($0) }.sorted {
                instance.requests[$0].id < instance.requests[$1].id
            }
            dropped.append((request, .conflictingFixedBooking, with))
        }
    }

    /// Every heaviest kept set: the settled kept bookings with one choice of each group in `alternatives`, the
    /// current kept set first; nil when there are more than `limit` of them or `alternatives` is nil.
    func heaviestKeptSets(limit: Int) -> [[Int]]? {
        guard let alternatives, alternatives.reduce(1, { $0 * $1.count }) <= limit else { return nil }
        let current = Set(kept)
        let open = Set(alternatives.joined().joined())
        var combinations: [[Int]] = [kept.filter { !open.contains($0) }]
        for group in alternatives {
            // The current choice first, so that the current kept set comes first.
            let ordered =
                group.filter { $0.allSatisfy(current.contains) } + group.filter { !$0.allSatisfy(current.contains) }
            combinations = combinations.flatMap { settled in ordered.map { settled + $0 } }
        }
        return combinations
    }

    static func urgencyOrder(_ instance: Instance, _ left: Int, _ right: Int) -> Bool {
        let a = instance.requests[left]
        let b = instance.requests[right]
        return (instance.triage[left].vtl, a.fixed?.start ?? 0, a.id) < (
            instance.triage[right].vtl, b.fixed?.start ?? 0, b.id
        )
    }

    static func staticProblem(_ request: Int, _ instance: Instance) -> UnscheduledReason? {
        let item = instance.requests[request]
        let index = instance.fixedSpecialist[request]
        guard index >= 0, let booking = item.fixed else { return .fixedSpecialistUnqualified }
        let specialist = instance.specialists[index]
        if !specialist.canTake(specialty: item.specialty, species: item.species) { return .fixedSpecialistUnqualified }
        let range = TimeRange(start: booking.start, end: booking.start + item.durationMinutes)
        if !specialist.shifts.contains(where: { $0.contains(range) })
            || specialist.breaks.contains(where: { $0.overlaps(range) })
        {
            return .fixedOutsideShift
        }
        if range.start < item.earliest || range.end > item.latest { return .fixedOutsideWindow }
        return nil
    }

    static func clash(_ instance: Instance, _ left: Int, _ right: Int) -> Bool {
        let a = instance.requests[left]
        let b = instance.requests[right]
        guard let fa = a.fixed, let fb = b.fixed else { return false }
        guard fa.specialistId == fb.specialistId || a.patientId == b.patientId else { return false }
        return TimeRange(start: fa.start, end: fa.start + a.durationMinutes).overlaps(
            TimeRange(start: fb.start, end: fb.start + b.durationMinutes))
    }

    /// Every heaviest set of pairwise compatible bookings among `members`, up to one more than
    /// `alternativeLimit` of them.
    static func heaviestSubsets(_ members: [Int], _ instance: Instance) -> [[Int]] {
        let weights = members.map { instance.priority[$0] }
        let most = bestSubset(members, instance).reduce(0) { $0 + instance.priority[$1] }
        var suffix = Array(repeating: 0, count: members.count + 1)
        for i in members.indices.reversed() { suffix[i] = suffix[i + 1] + weights[i] }
        var found: [[Int]] = []
        var chosen: [Int] = []
        func search(_ i: Int, _ weight: Int) {
            if found.count > alternativeLimit || weight + suffix[i] < most { return }
            if i == members.count {
                found.append(chosen)
                return
            }
            if !chosen.contains(where: { clash(instance, $0, members[i]) }) {
                chosen.append(members[i])
                search(i + 1, weight + weights[i])
                chosen.removeLast()
            }
            search(i + 1, weight)
        }
        search(0, 0)
        return found
    }

    /// The members of a clashing group that are kept in one heaviest set and not in another, for groups with too
    /// many heaviest sets to list.
    static func uncertainMembers(_ members: [Int], best: [Int], _ instance: Instance) -> [Int] {
        guard members.count > 1 else { return [] }
        guard members.count <= exactLimit else { return members }
        func weight(_ set: [Int]) -> Int { set.reduce(0) { $0 + instance.priority[$1] } }
        let most = weight(best)
        return members.filter { member in
            if best.contains(member) {
                return weight(bestSubset(members.filter { $0 != member }, instance)) == most
            }
            let compatible = members.filter { $0 != member && !clash(instance, member, $0) }
            return instance.priority[member] + weight(bestSubset(compatible, instance)) == most
        }
    }

    /// The heaviest set of pairwise compatible bookings among `members` (given most urgent first); of equally
    /// heavy sets the one with the most VTL 1 bookings, then VTL 2 and so on, then the one taking the fewest
    /// minutes, which leaves the most room for other requests (keeping the 10:00–10:30 booking rather than the
    /// equally urgent 09:30–10:30 one it clashes with frees half an hour), then the first found.
    static func bestSubset(_ members: [Int], _ instance: Instance) -> [Int] {
        guard members.count > 1 else { return members }
        if members.count > exactLimit {
            var chosen: [Int] = []
            for request in members where !chosen.contains(where: { clash(instance, $0, request) }) {
                chosen.append(request)
            }
            return chosen
        }
        let weights = members.map { instance.priority[$0] }
        let minutes = members.map { instance.duration($0) }
        let levels = members.map { min(max(instance.triage[$0].vtl, 1), 5) - 1 }
        let conflicts = members.indices.map { i in
            members.indices.reduce(UInt32(0)) { mask, j in
                i != j && clash(instance, members[i], members[j]) ? mask | (1 << UInt32(j)) : mask
            }
        }
        var suffix = Array(repeating: 0, count: members.count + 1)
        for i in members.indices.reversed() { suffix[i] = suffix[i + 1] + weights[i] }
        var best = (weight: -1, urgency: [Int](), minutes: 0, set: UInt32(0))
        var urgency = Array(repeating: 0, count: 5)
        func isBetter(_ weight: Int, _ taken: Int) -> Bool {
            if weight != best.weight { return weight > best.weight }
            if urgency != best.urgency { return urgency.lexicographicallyPrecedes(best.urgency, by: >) }
            return taken < best.minutes
        }
        func search(_ i: Int, _ chosen: UInt32, _ weight: Int, _ taken: Int) {
            if weight + suffix[i] < best.weight { return }
            if i == members.count {
                if isBetter(weight, taken) { best = (weight, urgency, taken, chosen) }
                return
            }
            if chosen & conflicts[i] == 0 {
                urgency[levels[i]] += 1
                search(i + 1, chosen | (1 << UInt32(i)), weight + weights[i], taken + minutes[i])
                urgency[levels[i]] -= 1
            }
            search(i + 1, chosen, weight, taken)
        }
        search(0, 0, 0, 0)
        return members.indices.filter { best.set & (1 << UInt32($0)) != 0 }.map { members[$0] }
    }
}
