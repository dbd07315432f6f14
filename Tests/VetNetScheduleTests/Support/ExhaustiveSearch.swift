import VetNetSchedule

/// The exact lexicographic optimum (0, 1, 2) of a small day, by depth-first search over every request's every
/// feasible (specialist, start) or leaving it out, with bound pruning. Written without the optimizer's code.
struct ExhaustiveSearch {
    let request: ScheduleRequest
    private var options: [[(specialist: Int, start: Int)]] = []
    private var weights: [Int] = []
    private var order: [Int] = []

    init(_ request: ScheduleRequest) {
        self.request = request
        for item in request.requests {
            weights.append(TriageResult.priority(ofVTL: Triage.assess(item).vtl))
            var found: [(Int, Int)] = []
            for (index, specialist) in request.specialists.enumerated()
            where specialist.canTake(specialty: item.specialty, species: item.species) {
                let starts: [Int]
                if let fixed = item.fixed {
                    starts = fixed.specialistId == specialist.id ? [fixed.start] : []
                } else {
                    starts = Array(stride(from: 0, through: 1440 - item.durationMinutes, by: request.slotMinutes))
                }
                for start in starts {
                    let range = TimeRange(start: start, end: start + item.durationMinutes)
                    if specialist.shifts.contains(where: { $0.contains(range) }),
                        !specialist.breaks.contains(where: { $0.overlaps(range) }),
                        start >= item.earliest, range.end <= item.latest
                    {
                        found.append((index, start))
                    }
                }
            }
            options.append(found)
        }
        order = request.requests.indices.sorted {
            (request.requests[$0].fixed == nil ? 1 : 0, -weights[$0], $0) < (
                request.requests[$1].fixed == nil ? 1 : 0, -weights[$1], $1
            )
        }
    }

    /// The best (objective 0, objective 1, objective 2).
    func optimum() -> [Int] {
        var best = [-1, -1, Int.max]
        var placed: [(specialist: Int, patient: String, range: TimeRange)] = []
        let remainingFixed =
            order.indices.map { position in
                order[position...].reduce(0) { $0 + (request.requests[$1].fixed == nil ? 0 : weights[$1]) }
            } + [0]
        let remaining = order.indices.map { position in order[position...].reduce(0) { $0 + weights[$1] } } + [0]
        func search(_ position: Int, _ current: [Int]) {
            let upper = (current[0] + remainingFixed[position], current[1] + remaining[position])
            if upper < (best[0], best[1]) { return }
            if upper == (best[0], best[1]) && current[2] >= best[2] { return }
            if position == order.count {
                if (current[0], current[1], -current[2]) > (best[0], best[1], -best[2]) { best = current }
                return
            }
            let index = order[position]
            let item = request.requests[index]
            for option in options[index] {
                let range = TimeRange(start: option.start, end: option.start + item.durationMinutes)
                if placed.contains(where: {
                    ($0.specialist == option.specialist || $0.patient == item.patientId) && $0.range.overlaps(range)
                }) {
                    continue
                }
                placed.append((option.specialist, item.patientId, range))
                let weight = weights[index]
                search(
                    position + 1,
                    [
                        current[0] + (item.fixed == nil ? 0 : weight), current[1] + weight,
                        current[2] + weight * (option.start - item.earliest),
                    ])
                placed.removeLast()
            }
            search(position + 1, current)
        }
        search(0, [0, 0, 0])
        return best
    }
}
