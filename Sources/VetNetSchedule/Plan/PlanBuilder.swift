import VetNetCore

/// Turns a solution into the published plan: sorted assignments, reasons for what was left out, metrics.
struct PlanBuilder {
    let instance: Instance
    let solution: Solution
    let fixed: FixedBookings
    let pinned: Solution
    let bound: UpperBound

    func plan(date: LocalDate) -> SchedulePlan {
        var assignments: [Assignment] = []
        var unscheduled: [Unscheduled] = []
        var scheduledByVTL = Array(repeating: 0, count: 5)
        var requestedByVTL = Array(repeating: 0, count: 5)
        var booked = 0
        var dropped: [Int: (reason: UnscheduledReason, with: [Int])] = [:]
        let empty = Solution(instance)
        for entry in fixed.dropped { dropped[entry.request] = (entry.reason, entry.with) }
        for request in 0..<instance.count {
            let item = instance.requests[request]
            let triage = instance.triage[request]
            requestedByVTL[triage.vtl - 1] += 1
            if solution.isScheduled(request) {
                let start = solution.start[request]
                assignments.append(
                    Assignment(
                        requestId: item.id, patientId: item.patientId,
                        specialistId: instance.specialists[solution.specialist[request]].id,
                        species: item.species, specialty: item.specialty, start: start,
                        end: start + item.durationMinutes,
                        triage: triage, fixed: solution.pinned[request]))
                scheduledByVTL[triage.vtl - 1] += 1
                booked += item.durationMinutes
            } else {
                let (reason, detail) =
                    dropped[request].map { ($0.reason, fixedDetail(request, $0.reason, $0.with)) }
                    ?? reasonFor(request, empty: empty)
                unscheduled.append(
                    Unscheduled(
                        requestId: item.id, patientId: item.patientId, triage: triage, reason: reason, detail: detail))
            }
        }
        let conflicts = fixed.dropped.map { entry in
            Conflict(
                requestId: instance.requests[entry.request].id,
                specialistId: instance.requests[entry.request].fixed?.specialistId ?? "",
                start: instance.requests[entry.request].fixed?.start ?? 0, reason: entry.reason,
                conflictsWith: entry.with.map { instance.requests[$0].id }.sorted())
        }.sorted { $0.requestId < $1.requestId }
        assignments.sort { ($0.specialistId, $0.start, $0.requestId) < ($1.specialistId, $1.start, $1.requestId) }
        unscheduled.sort { ($0.triage.vtl, $0.requestId) < ($1.triage.vtl, $1.requestId) }
        let metrics = PlanMetrics(
            keptFixedPriority: solution.fixedPriority, scheduledPriority: solution.totalPriority,
            weightedDelay: solution.totalDelay,
            priorityBound: max(bound.value, solution.totalPriority), boundMethod: bound.method, bookedMinutes: booked,
            availableMinutes: instance.specialists.reduce(0) { $0 + $1.availableMinutes },
            scheduledByVTL: scheduledByVTL, requestedByVTL: requestedByVTL)
        return SchedulePlan(
            date: date, slotMinutes: instance.slot, assignments: assignments, unscheduled: unscheduled,
            conflicts: conflicts, metrics: metrics)
    }

    private func fixedDetail(_ request: Int, _ reason: UnscheduledReason, _ with: [Int]) -> String {
        let item = instance.requests[request]
        let booking =
            "confirmed booking with \(item.fixed?.specialistId ?? "?") at \(ClockTime.text(item.fixed?.start ?? 0))"
        switch reason {
        case .conflictingFixedBooking:
            return
                "\(booking) overlaps \(with.map { instance.requests[$0].id }.sorted().joined(separator: ", ")), which is at least as urgent and was kept"
        case .fixedSpecialistUnqualified:
            return "\(booking): \(item.fixed?.specialistId ?? "?") does not do \(item.specialty) for a \(item.species)"
        case .fixedOutsideShift:
            return "\(booking) is outside their shift or on their break"
        case .fixedOutsideWindow:
            return
                "\(booking) is outside the request's window \(ClockTime.text(item.earliest))–\(ClockTime.text(item.latest))"
        default:
            return booking
        }
    }

    /// Why a request that was free to go anywhere is not in the plan.
    private func reasonFor(_ request: Int, empty: Solution) -> (UnscheduledReason, String) {
        let item = instance.requests[request]
        let window =
            "\(item.durationMinutes) min between \(ClockTime.text(item.earliest)) and \(ClockTime.text(item.latest))"
        if !instance.specialists.contains(where: { $0.specialties.contains(item.specialty) }) {
            return (.noSpecialistWithSpecialty, "no specialist does \(item.specialty)")
        }
        if instance.qualified[request].isEmpty {
            return (.noSpecialistForSpecies, "no specialist who does \(item.specialty) treats a \(item.species)")
        }
        let fits = instance.qualified[request].contains { index in
            instance.specialists[index].shifts.contains { shift in
                instance.gridStarts(request, in: shift).contains { empty.isFree(request, specialist: index, start: $0) }
            }
        }
        if !fits { return (.outsideShift, "no shift of a qualified specialist has \(window) outside breaks") }
        return (.noCapacity, "every fitting time for \(window) is taken by confirmed or more urgent appointments")
    }
}
