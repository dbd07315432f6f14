import VetNetCore

extension LocalSearch {
    /// Ruin and recreate: clears a stretch of one specialist's day (and the same stretch of a second specialist
    /// who can take some of the same requests), then refills both from the removed requests and every waiting
    /// request that could go there, densest first (priority per minute, with seeded noise so repeated rebuilds
    /// differ), each at its earliest free start or, when none is free, where shifting the bookings around a gap
    /// opens one. Objective (1) is a knapsack on minutes, so density, not urgency alone, decides what fills a
    /// stretch. The stretch is random, or (`targeted`) around the window of a random waiting request. Keeps the
    /// result unless the objective got worse (beyond `tolerance`, or in (2) alone while `ignoresDelay`); equal
    /// results are kept, so the search drifts across plateaus.
    mutating func ruinAndRecreate(targeted: Bool = false) {
        guard let (index, from, to, focus) = targeted ? targetedStretch() : randomStretch() else { return }
        var allowed = [index]
        let booked = solution.booked[index]
        if !booked.isEmpty {
            let qualified = instance.qualified[booked[random.below(booked.count)]]
            let other = qualified[random.below(qualified.count)]
            if other != index { allowed.append(other) }
        }
        let before = solution.objective
        let mark = solution.checkpoint
        var pool: [Int] = []
        for specialist in allowed {
            for request in solution.booked[specialist]
            where !solution.pinned[request] && solution.start[request] < to
                && from < solution.start[request] + instance.duration(request)
            {
                pool.append(request)
            }
        }
        // The focus request's own patient may be what keeps it out: free the patient too.
        if focus >= 0, instance.patientRow[focus] >= 0 {
            for other in instance.patientRequests(instance.patientRow[focus])
            where other != focus && solution.isScheduled(other) && !solution.pinned[other] && !pool.contains(other)
                && solution.start[other] < to && from < solution.start[other] + instance.duration(other)
            {
                pool.append(other)
                if !allowed.contains(solution.specialist[other]) { allowed.append(solution.specialist[other]) }
            }
        }
        for request in pool { solution.remove(request) }
        generation += 1
        for request in pool { seen[request] = generation }
        for specialist in allowed {
            for need in instance.needsMet[specialist] {
                for request in instance.needMembers[need]
                where !solution.isScheduled(request) && seen[request] != generation {
                    let item = instance.timing[request]
                    if item.earliest < to && from < item.latest {
                        pool.append(request)
                        seen[request] = generation
                    }
                }
            }
        }
        let key = pool.map { request in
            instance.priority[request] * 1_000_000 / instance.duration(request)
                * (100 + random.below(Self.densityNoise)) / 100
        }
        let order = pool.indices.sorted { (key[$0], pool[$0]) > (key[$1], pool[$1]) }
        for position in order where !solution.insertBest(pool[position], on: allowed) {
            _ = insertByShifting(pool[position], on: allowed)
        }
        let after = solution.objective
        if after == before || isBetter(after, than: before)
            || (after.0 == before.0 && after.1 >= before.1 - tolerance && (tolerance > 0 || ignoresDelay))
        {
            solution.commit()
        } else {
            solution.undo(to: mark)
        }
    }

    /// A random stretch of a random specialist's day: 30 minutes to 3 hours around a random time of a shift.
    private mutating func randomStretch() -> (specialist: Int, from: Int, to: Int, focus: Int)? {
        let specialists = instance.specialists.count
        guard specialists > 0 else { return nil }
        let index = random.below(specialists)
        let shifts = instance.specialists[index].shifts
        guard !shifts.isEmpty else { return nil }
        let shift = shifts[random.below(shifts.count)]
        let width = 30 + random.below(150)
        let from = shift.start + random.below(max(shift.minutes, 1)) - width / 2
        return (index, from, from + width, -1)
    }

    /// A stretch where a waiting request could go: one of its qualified specialists, around a random part of its
    /// window, from its length to two and a half hours longer.
    private mutating func targetedStretch() -> (specialist: Int, from: Int, to: Int, focus: Int)? {
        guard instance.count > 0 else { return nil }
        for _ in 0..<8 {
            let request = random.below(instance.count)
            guard !solution.isScheduled(request), instance.need[request] >= 0, !instance.qualified[request].isEmpty
            else { continue }
            let item = instance.timing[request]
            let index = instance.qualified[request][random.below(instance.qualified[request].count)]
            let width = item.durationMinutes + random.below(150)
            let from =
                item.earliest + random.below(max(1, item.latest - item.earliest - item.durationMinutes + 1))
                - random.below(width - item.durationMinutes + 1)
            return (index, from, from + width, request)
        }
        return nil
    }

    /// The most a request's density is scaled up at random when a stretch is rebuilt, in percent.
    static let densityNoise = 30
}
