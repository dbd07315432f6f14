/// The linear-programming relaxation of objective (1) that issue 7 names, built for `LagrangianBound`.
///
/// Variables: `x[r, C] ≥ 0`, the fraction of movable request `r` placed with a specialist of class `C`.
/// Specialists with the same specialties, species, shifts and breaks form one class (its capacity is the sum of
/// theirs), which keeps the model small at 10,000 requests and only weakens it where members' confirmed
/// bookings differ. Constraints:
/// - each request at most once: `Σ_C x[r, C] ≤ 1`;
/// - energetic reasoning: for every resource (a specialist class, or a patient with several requests) and every
///   range `[a, b)` of the family below, `Σ minOverlap(r, C, [a, b)) · x[r, C] ≤ free(a, b)`, where
///   `minOverlap` is the least overlap any start the option allows (on the grid, inside a shift of the class,
///   off its breaks, within the window) has with the range, and `free` is the range's minutes in shifts, less
///   breaks and the kept confirmed bookings (for a patient: the range less their kept bookings).
///
/// Ranges run between boundary points: every shift and break boundary of the class; for a patient, the
/// boundaries of their requests' windows. Any family gives a valid relaxation (finer families, e.g. with the
/// requests' window boundaries on the specialist side, were tried and made the subgradient stall rather than
/// tighten the bound);
/// the kept confirmed bookings are fixed (they are decided by objective (0) first) and count in full.
struct EnergeticModel {
    /// One constraint row: `Σ coefficient · x ≤ capacity` over `[start, end)` of a resource.
    struct Range {
        var start: Int
        var end: Int
        var capacity: Int
    }

    /// Priority of each candidate request (movable, with at least one option); `requests[i]` is its index.
    private(set) var requests: [Int] = []
    private(set) var priority: [Int] = []
    private(set) var duration: [Int] = []
    /// Options of candidate `i`: `optionClass[optionOffset[i] ..< optionOffset[i + 1]]`.
    private(set) var optionOffset: [Int] = [0]
    private(set) var optionClass: [Int] = []
    /// Starts of option `o` where its overlap with any range can be least: each segment's first and last start.
    private(set) var extremeOffset: [Int] = [0]
    private(set) var extremes: [Int] = []
    /// The patient resource of each candidate, or -1.
    private(set) var patient: [Int] = []
    /// The earliest and latest start of each candidate on the grid, for its patient's constraints.
    private(set) var windowStart: [Int] = []
    private(set) var windowLast: [Int] = []
    /// Constraint rows per specialist class and per patient resource.
    private(set) var classRanges: [[Range]] = []
    private(set) var patientRanges: [[Range]] = []

    init(_ instance: Instance, pinned: Solution) {
        let classOf = Self.classes(instance)
        let classCount = (classOf.max() ?? -1) + 1
        var members: [[Int]] = Array(repeating: [], count: classCount)
        for (index, item) in classOf.enumerated() { members[item].append(index) }
        classRanges = members.map { Self.ranges(of: $0, instance, pinned) }
        var patientIndex: [Int: Int] = [:]
        for request in 0..<instance.count where instance.requests[request].fixed == nil {
            let item = instance.requests[request]
            let first = (item.earliest + instance.slot - 1) / instance.slot * instance.slot
            let last = item.latest - item.durationMinutes
            guard first <= last else { continue }
            var classes: [Int] = []
            for specialist in instance.qualified[request] where !classes.contains(classOf[specialist]) { classes.append(classOf[specialist]) }
            let before = optionClass.count
            for index in classes.sorted() {
                let starts = Self.extremeStarts(request, specialist: members[index][0], instance)
                guard !starts.isEmpty else { continue }
                optionClass.append(index)
                extremes += starts
                extremeOffset.append(extremes.count)
            }
            guard optionClass.count > before else { continue }
            optionOffset.append(optionClass.count)
            requests.append(request)
            priority.append(instance.priority[request])
            duration.append(item.durationMinutes)
            windowStart.append(first)
            windowLast.append(last)
            let row = instance.patientRow[request]
            if row >= 0 {
                if patientIndex[row] == nil { patientIndex[row] = patientIndex.count }
                patient.append(patientIndex[row]!)
            } else {
                patient.append(-1)
            }
        }
        var rows = Array(repeating: -1, count: patientIndex.count)
        for (row, index) in patientIndex { rows[index] = row }
        patientRanges = rows.map { row in Self.patientRanges(row, instance, pinned) }
    }

    var count: Int { requests.count }

    /// The least overlap of option `option` (of candidate `candidate`) with `[start, end)`.
    func minOverlap(candidate: Int, option: Int, start: Int, end: Int) -> Int {
        let length = duration[candidate]
        var least = Int.max
        for index in extremeOffset[option]..<extremeOffset[option + 1] {
            let from = extremes[index]
            let overlap = min(from + length, end) - max(from, start)
            if overlap <= 0 { return 0 }
            least = min(least, overlap)
        }
        return least
    }

    /// The least overlap of a candidate's window with `[start, end)`, for its patient's constraints.
    func minWindowOverlap(candidate: Int, start: Int, end: Int) -> Int {
        let length = duration[candidate]
        let early = min(windowStart[candidate] + length, end) - max(windowStart[candidate], start)
        let late = min(windowLast[candidate] + length, end) - max(windowLast[candidate], start)
        return max(0, min(early, late, end - start, length))
    }

    /// A class index per specialist: equal specialties, species, shifts and breaks share one.
    private static func classes(_ instance: Instance) -> [Int] {
        var seen: [Specialist: Int] = [:]
        return instance.specialists.map { specialist in
            var key = specialist
            key.id = ""
            key.specialties.sort()
            key.species?.sort()
            if let index = seen[key] { return index }
            seen[key] = seen.count
            return seen.count - 1
        }
    }

    /// The first and last grid start of every stretch of starts the request has with `specialist`: inside a shift
    /// and its window, clear of every break.
    private static func extremeStarts(_ request: Int, specialist: Int, _ instance: Instance) -> [Int] {
        let slot = instance.slot
        let length = instance.duration(request)
        let breaks = instance.specialists[specialist].breaks.sorted { $0.start < $1.start }
        var found: [Int] = []
        for shift in instance.specialists[specialist].shifts {
            let starts = instance.gridStarts(request, in: shift)
            guard let first = starts.first(where: { _ in true }) else { continue }
            var segments = [(first, (min(instance.requests[request].latest, shift.end) - length - first) / slot * slot + first)]
            for pause in breaks {
                // A start t overlaps the break when pause.start - length < t < pause.end.
                var next: [(Int, Int)] = []
                for (low, high) in segments {
                    let cutLow = pause.start - length
                    let cutHigh = pause.end
                    if high <= cutLow || low >= cutHigh {
                        next.append((low, high))
                        continue
                    }
                    let beforeHigh = Self.floor(cutLow, low, slot)
                    if beforeHigh >= low { next.append((low, beforeHigh)) }
                    let afterLow = low + (max(cutHigh - low, 0) + slot - 1) / slot * slot
                    if afterLow <= high { next.append((afterLow, high)) }
                }
                segments = next
            }
            for (low, high) in segments {
                found.append(low)
                if high != low { found.append(high) }
            }
        }
        return found
    }

    /// The largest grid point `low + k · slot` that is at most `limit`, or `low - slot` if there is none.
    private static func floor(_ limit: Int, _ low: Int, _ slot: Int) -> Int {
        limit < low ? low - slot : low + (limit - low) / slot * slot
    }

    /// The ranges of a class: all pairs of boundary points, with the members' free minutes.
    private static func ranges(of members: [Int], _ instance: Instance, _ pinned: Solution) -> [Range] {
        var change = Array(repeating: 0, count: ClockTime.endOfDay + 2)
        var points: Set<Int> = []
        func add(_ start: Int, _ end: Int, _ amount: Int) {
            guard start < end else { return }
            change[start] += amount
            change[end] -= amount
        }
        for index in members {
            let specialist = instance.specialists[index]
            for shift in specialist.shifts {
                add(shift.start, shift.end, 1)
                points.formUnion([shift.start, shift.end])
                for pause in specialist.breaks {
                    add(max(pause.start, shift.start), min(pause.end, shift.end), -1)
                    points.formUnion([max(pause.start, shift.start), min(pause.end, shift.end)].filter { shift.start...shift.end ~= $0 })
                }
            }
            for request in pinned.booked[index] { add(pinned.start[request], pinned.start[request] + instance.duration(request), -1) }
        }
        var prefix = Array(repeating: 0, count: ClockTime.endOfDay + 2)
        var level = 0
        for minute in 0...ClockTime.endOfDay {
            level += change[minute]
            prefix[minute + 1] = prefix[minute] + max(level, 0)
        }
        let sorted = points.sorted()
        var result: [Range] = []
        for (offset, start) in sorted.enumerated() {
            for end in sorted[(offset + 1)...] {
                result.append(Range(start: start, end: end, capacity: prefix[end] - prefix[start]))
            }
        }
        return result
    }

    /// The ranges of a patient with several requests: pairs of their windows' boundaries, less kept bookings.
    private static func patientRanges(_ row: Int, _ instance: Instance, _ pinned: Solution) -> [Range] {
        var points: Set<Int> = []
        var booked: [(Int, Int)] = []
        for request in instance.patientRequests(row) {
            let item = instance.requests[request]
            if pinned.isScheduled(request) {
                booked.append((pinned.start[request], pinned.start[request] + item.durationMinutes))
            } else if item.fixed == nil {
                points.formUnion([item.earliest, item.latest])
            }
        }
        let sorted = points.sorted()
        var result: [Range] = []
        for (offset, start) in sorted.enumerated() {
            for end in sorted[(offset + 1)...] {
                let taken = booked.reduce(0) { $0 + max(0, min($1.1, end) - max($1.0, start)) }
                result.append(Range(start: start, end: end, capacity: end - start - taken))
            }
        }
        return result
    }
}
