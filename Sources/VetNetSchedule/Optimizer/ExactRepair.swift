/// Re-solves a few requests exactly while the rest of the plan stays put: the "exact repair of small windows"
/// of large-neighbourhood search, and on a small enough day the whole problem.
///
/// Depth-first over the requests (most urgent first), each at every free candidate start or left out, pruned
/// by objective (1) (what is left cannot add more than its priorities) and then (2) (each request still to be
/// placed adds at least its smallest possible delay). The current placement is the incumbent, so the result is
/// never worse; `nodeLimit` bounds the effort, after which the best found so far is kept.
extension Solution {
    /// Returns true if it found and applied a strictly better placement of `requests`.
    @discardableResult
    mutating func repairExactly(_ requests: [Int], on allowed: [Int]? = nil, nodeLimit: Int) -> Bool {
        let before = objective
        let mark = checkpoint
        for request in requests where isScheduled(request) { remove(request) }
        let options = requests.map { request in candidateStarts(request, on: allowed) }
        let order = requests.indices.sorted {
            (instance.triage[requests[$0]].vtl, options[$0].count, $0) < (
                instance.triage[requests[$1]].vtl, options[$1].count, $1
            )
        }
        var suffixPriority = Array(repeating: 0, count: order.count + 1)
        var suffixDelay = Array(repeating: 0, count: order.count + 1)
        for position in order.indices.reversed() {
            let request = requests[order[position]]
            let first = options[order[position]].map(\.start).min() ?? instance.requests[request].earliest
            suffixPriority[position] = suffixPriority[position + 1] + instance.priority[request]
            suffixDelay[position] =
                suffixDelay[position + 1] + instance.priority[request] * (first - instance.requests[request].earliest)
        }
        var best = (before.1, before.2)
        var bestPlacement: [(request: Int, specialist: Int, start: Int)]?
        var current: [(request: Int, specialist: Int, start: Int)] = []
        var nodes = 0
        recordsUndo = false
        func search(_ position: Int) {
            nodes += 1
            if nodes > nodeLimit { return }
            let upper = totalPriority + suffixPriority[position]
            if upper < best.0 || (upper == best.0 && totalDelay + suffixDelay[position] >= best.1) { return }
            if position == order.count {
                best = (totalPriority, totalDelay)
                bestPlacement = current
                return
            }
            let request = requests[order[position]]
            for option in options[order[position]]
            where isFree(request, specialist: option.specialist, start: option.start) {
                place(request, specialist: option.specialist, start: option.start)
                current.append((request, option.specialist, option.start))
                search(position + 1)
                current.removeLast()
                remove(request)
            }
            search(position + 1)
        }
        search(0)
        recordsUndo = true
        undo(to: mark)
        guard let bestPlacement else { return false }
        for request in requests where isScheduled(request) { remove(request) }
        for step in bestPlacement { place(step.request, specialist: step.specialist, start: step.start) }
        commit()
        return true
    }
}
