/// Sets of one patient's requests that no plan can book together: the patient's windows, the slot grid and the
/// patient's kept confirmed bookings leave no way to line them up without overlap. Every plan books at most
/// `|S| − 1` requests of such a set `S`, a row the stretch relaxation lacks (it forgets where in a stretch, and
/// so when, a request goes); `SegmentFlowBound.tightened` adds these rows.
///
/// Only minimal sets are listed (no listed set contains another), of two to `largestSet` requests, among the
/// first `membersExamined` requests of each patient that the relaxation can place at all.
enum PatientConflicts {
    static let largestSet = 4
    static let membersExamined = 12

    /// - Parameter placeable: whether the relaxation can place each request (its usable stretches are not empty).
    static func find(_ instance: Instance, pinned: Solution, placeable: [Bool]) -> [[Int]] {
        var sets: [[Int]] = []
        for row in 0..<instance.patientRows {
            let members = instance.patientRequests(row).filter { instance.requests[$0].fixed == nil && placeable[$0] }
                .prefix(membersExamined)
            guard members.count > 1 else { continue }
            let line = PatientLine(instance: instance, pinned: pinned, row: row)
            var minimal: [UInt16] = []
            for size in 2...min(largestSet, members.count) {
                forEachSubset(of: members.count, size: size) { mask in
                    guard !minimal.contains(where: { $0 & mask == $0 }) else { return }
                    let chosen = members.indices.filter { mask & (1 << $0) != 0 }.map { members[$0] }
                    if !line.canHold(chosen) {
                        minimal.append(mask)
                        sets.append(chosen)
                    }
                }
            }
        }
        return sets
    }

    /// Calls `body` with every `size`-element subset of `0..<count` as a bit mask.
    private static func forEachSubset(of count: Int, size: Int, _ body: (UInt16) -> Void) {
        func extend(_ mask: UInt16, from next: Int, left: Int) {
            if left == 0 {
                body(mask)
                return
            }
            guard next + left <= count else { return }
            for member in next...(count - left) { extend(mask | (1 << member), from: member + 1, left: left - 1) }
        }
        extend(0, from: 0, left: size)
    }

    /// One patient's day: which minutes their kept bookings take.
    struct PatientLine {
        let instance: Instance
        let pinned: Solution
        let row: Int

        /// Whether the requests fit the patient's day one after another in some order, each on the grid, inside
        /// its window and clear of the kept bookings. For a given order, starting each as early as possible is
        /// best, as a later end only narrows what the next can do; so trying every order decides it.
        func canHold(_ requests: [Int]) -> Bool {
            var used = Array(repeating: false, count: requests.count)
            func place(from time: Int, placed: Int) -> Bool {
                if placed == requests.count { return true }
                for index in requests.indices where !used[index] {
                    guard let start = earliestStart(requests[index], notBefore: time) else { continue }
                    used[index] = true
                    let fits = place(from: start + instance.duration(requests[index]), placed: placed + 1)
                    used[index] = false
                    if fits { return true }
                }
                return false
            }
            return place(from: 0, placed: 0)
        }

        /// The request's earliest grid start from `notBefore` inside its window, clear of the kept bookings.
        func earliestStart(_ request: Int, notBefore: Int) -> Int? {
            let item = instance.timing[request]
            let slot = instance.slot
            let limit = min(item.latest, ClockTime.endOfDay)
            var start = (max(item.earliest, notBefore) + slot - 1) / slot * slot
            while start + item.durationMinutes <= limit {
                let taken = pinned.patientBusy.firstTaken(row, start, start + item.durationMinutes)
                if taken >= start + item.durationMinutes { return start }
                start = (pinned.patientBusy.firstFree(row, taken, limit) + slot - 1) / slot * slot
            }
            return nil
        }
    }
}
