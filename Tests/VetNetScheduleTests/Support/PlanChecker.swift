import VetNetSchedule

/// Checks a plan against every hard constraint of issue 7, independently of the optimizer's own bookkeeping,
/// and recomputes its objective from the assignments alone.
struct PlanChecker {
    let request: ScheduleRequest
    let plan: SchedulePlan

    /// Every broken rule, in words; empty for a valid plan.
    func violations() -> [String] {
        var problems: [String] = []
        let requests = Dictionary(request.requests.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let specialists = Dictionary(request.specialists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: [String: Int] = [:]
        for id in plan.assignments.map(\.requestId) + plan.unscheduled.map(\.requestId) { seen[id, default: 0] += 1 }
        for item in request.requests where seen[item.id] != 1 {
            problems.append("\(item.id) appears \(seen[item.id] ?? 0) times")
        }
        for assignment in plan.assignments {
            guard let item = requests[assignment.requestId], let specialist = specialists[assignment.specialistId]
            else {
                problems.append("\(assignment.requestId): unknown request or specialist")
                continue
            }
            let range = TimeRange(start: assignment.start, end: assignment.end)
            if assignment.end - assignment.start != item.durationMinutes {
                problems.append("\(item.id): wrong duration")
            }
            if assignment.patientId != item.patientId { problems.append("\(item.id): wrong patient") }
            if !specialist.canTake(specialty: item.specialty, species: item.species) {
                problems.append("\(item.id): \(specialist.id) unqualified")
            }
            if !specialist.shifts.contains(where: { $0.contains(range) }) {
                problems.append("\(item.id): outside one shift")
            }
            if specialist.breaks.contains(where: { $0.overlaps(range) }) { problems.append("\(item.id): on a break") }
            if range.start < item.earliest || range.end > item.latest {
                problems.append("\(item.id): outside its window")
            }
            if let fixed = item.fixed {
                if !assignment.fixed || fixed.specialistId != specialist.id || fixed.start != range.start {
                    problems.append("\(item.id): confirmed booking moved")
                }
            } else {
                if assignment.fixed { problems.append("\(item.id): marked fixed") }
                if range.start % request.slotMinutes != 0 { problems.append("\(item.id): off the slot grid") }
            }
        }
        for (first, a) in plan.assignments.enumerated() {
            for b in plan.assignments[(first + 1)...] where a.start < b.end && b.start < a.end {
                if a.specialistId == b.specialistId {
                    problems.append("\(a.requestId) and \(b.requestId) overlap on \(a.specialistId)")
                }
                if a.patientId == b.patientId {
                    problems.append("\(a.requestId) and \(b.requestId) overlap for \(a.patientId)")
                }
            }
        }
        let objective = Self.objective(of: plan, in: request)
        let metrics = plan.metrics
        if objective != [metrics.keptFixedPriority, metrics.scheduledPriority, metrics.weightedDelay] {
            problems.append(
                "metrics \([metrics.keptFixedPriority, metrics.scheduledPriority, metrics.weightedDelay]) but assignments give \(objective)"
            )
        }
        if metrics.scheduledPriority > metrics.priorityBound { problems.append("objective (1) above its bound") }
        return problems
    }

    /// Objectives (0), (1), (2) recomputed from the assignments.
    static func objective(of plan: SchedulePlan, in request: ScheduleRequest) -> [Int] {
        let earliest = Dictionary(
            request.requests.map { ($0.id, $0.earliest) }, uniquingKeysWith: { first, _ in first })
        var result = [0, 0, 0]
        for assignment in plan.assignments {
            let weight = TriageResult.priority(ofVTL: assignment.triage.vtl)
            if assignment.fixed { result[0] += weight }
            result[1] += weight
            result[2] += weight * (assignment.start - (earliest[assignment.requestId] ?? 0))
        }
        return result
    }
}
