import VetNetCore
/// Improves a constructed plan, objective (1) first, then (2), never making either worse.
///
/// The engine is large-neighbourhood search (`ruinAndRecreate`): clear a stretch of one or two specialists'
/// days and refill it densest first, alternating random stretches with stretches aimed at a waiting request.
/// A refill that finds no free start for a request opens one by shifting a specialist's bookings around a gap
/// (`insertByShifting`). For the first `exploreShare` of the search a rebuild that keeps objective (1) is kept
/// even when it worsens (2): packings with the same priority but other gaps are what later rebuilds fill, and
/// insisting on (2) there froze the search; the best plan seen is restored afterwards. On small days every
/// third rebuild is instead an exact repair of a small window (`repairWindow`), a day with at most `exactSize`
/// movable requests is first solved exactly, and some slightly worse rebuilds are accepted early on. Each of `rounds` rounds ends with insertion with ejection (place each waiting request by moving or
/// evicting less valuable ones, which are retried in turn, so chains form) and advancing requests to earlier
/// starts (on large days only the last round advances, first to free starts alone). Randomness comes only from the seed; the time budget can only cut the search short, and
/// `maxIterations` makes small runs reproducible regardless of machine speed.
struct LocalSearch {
    var solution: Solution
    var random: SplitMix64
    let deadline: ContinuousClock.Instant
    /// Candidate starts examined per request and move, keeping each move cheap on large days.
    var optionLimit = 48
    /// Every how many iterations an exact window repair replaces a rebuild; 0 for never. Exact repair finds
    /// packings a greedy refill cannot, but costs as much as dozens of rebuilds, which pays only on small days.
    let repairEvery: Int

    init(_ solution: Solution, seed: UInt64, deadline: ContinuousClock.Instant) {
        self.solution = solution
        random = SplitMix64(seed: seed)
        self.deadline = deadline
        repairEvery = solution.instance.count <= Self.repairedSize ? 3 : 0
        seen = Array(repeating: 0, count: solution.instance.count)
    }

    /// Requests already in a rebuild's pool: `seen[request] == generation`, so no set is built per rebuild.
    var seen: [Int]
    var generation = 0

    var instance: Instance { solution.instance }
    var timeIsUp: Bool { ContinuousClock.now >= deadline }

    /// A day with at most this many movable requests is solved exactly first.
    static let exactSize = 14
    /// Days with at most this many requests mix exact window repairs into the search.
    static let repairedSize = 100
    /// The budget is split into rounds; each spends this share rebuilding stretches, the rest on insertion with
    /// ejection and earlier starts. Ejection chains move requests across many specialists, which rebuilding two
    /// at a time cannot, and measured on generated days the mix beats either move alone.
    static let rounds = 2
    static let rebuildShare = 0.75
    /// For the first `exploreShare` of its iterations or time the search escapes local optima: rebuilds may
    /// worsen objective (2) and, on small days, `tolerantPercent` % of them may lose up to `maxLoss` of objective
    /// (1); the best plan seen is restored afterwards, so the result is never worse. Losing (1) pays only on small
    /// days, where the iteration cap, not the budget, ends the search.
    static let exploreShare = 0.6
    static let tolerantPercent = 30
    static let maxLoss = 2

    mutating func run(maxIterations: Int) {
        guard maxIterations > 0 else { return }
        let movable = (0..<instance.count).filter { instance.requests[$0].fixed == nil }
        if movable.count <= Self.exactSize {
            solution.repairExactly(movable, nodeLimit: 400_000)
        }
        var iteration = 0
        let started = ContinuousClock.now
        let span = deadline - started
        var best = solution
        for round in 0..<Self.rounds {
            let rebuildUntil = started + span * ((Double(round) + Self.rebuildShare) / Double(Self.rounds))
            while iteration < maxIterations, ContinuousClock.now < rebuildUntil {
                iteration += 1
                let progress = max(Double(iteration) / Double(maxIterations), (ContinuousClock.now - started) / span)
                let exploring = progress < Self.exploreShare
                if repairEvery > 0 {
                    tolerance =
                        exploring && random.below(100) < Self.tolerantPercent ? random.below(Self.maxLoss + 1) : 0
                }
                ignoresDelay = exploring
                if isBetter(solution.objective, than: best.objective) { best = solution }
                if !exploring && isBetter(best.objective, than: solution.objective) { solution = best }
                if repairEvery > 0 && iteration % repairEvery == 0 {
                    repairWindow()
                } else {
                    ruinAndRecreate(targeted: iteration % 2 == 0)
                }
            }
            if isBetter(best.objective, than: solution.objective) { solution = best }
            insertUnscheduled()
            // Earlier starts improve only objective (2). On a large day, where the budget ends the search, they
            // wait for the last round, behind a quick pass that moves nothing else and so always completes.
            if round == Self.rounds - 1 && defersAdvance { advanceToFreeStarts() }
            if round == Self.rounds - 1 || !defersAdvance { advanceAll() }
        }
    }

    /// Whether earlier starts wait for the last round (`run`): days too large for exact window repairs.
    var defersAdvance: Bool { repairEvery == 0 }

    /// Objective (1) the current rebuild may lose and still be kept (`ruinAndRecreate`).
    var tolerance = 0
    /// Whether the current rebuild is kept when it only worsens objective (2) (`ruinAndRecreate`).
    var ignoresDelay = false

    func isBetter(_ after: (Int, Int, Int), than before: (Int, Int, Int)) -> Bool {
        after.0 > before.0
            || (after.0 == before.0 && (after.1 > before.1 || (after.1 == before.1 && after.2 < before.2)))
    }

    // MARK: Insertion with ejection

    /// Tries every unscheduled request, most urgent first, by shifting bookings around a gap and otherwise by
    /// ejection; true if the plan improved.
    @discardableResult
    mutating func insertUnscheduled() -> Bool {
        let waiting = (0..<instance.count).filter { !solution.isScheduled($0) && instance.requests[$0].fixed == nil }
            .sorted { (instance.triage[$0].vtl, $0) < (instance.triage[$1].vtl, $1) }
        var improved = false
        for request in waiting where !solution.isScheduled(request) {
            if timeIsUp { break }
            if insertByShifting(request) {
                solution.commit()
                improved = true
            } else if insertWithEjection(request) {
                improved = true
            }
        }
        return improved
    }

    /// Places `request` where moving or evicting the requests in the way gains the most priority (then delay).
    mutating func insertWithEjection(_ request: Int) -> Bool {
        let before = solution.objective
        var best: (specialist: Int, start: Int, after: (Int, Int, Int))?
        for option in solution.candidateStarts(request, limit: optionLimit) {
            guard let blockers = solution.blockers(of: request, specialist: option.specialist, start: option.start),
                blockers.count <= 4
            else { continue }
            let mark = solution.checkpoint
            if tryPlace(request, at: option, evicting: blockers) {
                let after = solution.objective
                if isBetter(after, than: best?.after ?? before) { best = (option.specialist, option.start, after) }
            }
            solution.undo(to: mark)
            if let best, best.after.1 == before.1 + instance.priority[request] { break }
        }
        guard let best else { return false }
        let blockers = solution.blockers(of: request, specialist: best.specialist, start: best.start) ?? []
        _ = tryPlace(request, at: (best.specialist, best.start), evicting: blockers)
        solution.commit()
        return true
    }

    /// Removes `blockers`, places `request`, then re-places the blockers at their best starts (most urgent
    /// first); those that fit nowhere stay unscheduled. False (nothing undone) if the start is still taken.
    private mutating func tryPlace(
        _ request: Int, at option: (specialist: Int, start: Int), evicting blockers: [Int], chain: Int = 2
    ) -> Bool {
        for other in blockers { solution.remove(other) }
        guard solution.isFree(request, specialist: option.specialist, start: option.start) else { return false }
        solution.place(request, specialist: option.specialist, start: option.start)
        for other in blockers.sorted(by: { (instance.triage[$0].vtl, $0) < (instance.triage[$1].vtl, $1) }) {
            reinsert(other, depth: chain)
        }
        return true
    }

    /// Places an evicted request at its best free start, or where shifting opens one, or, failing that, evicts
    /// requests worth strictly less to make room and re-places those in turn: an ejection chain of at most
    /// `depth` further links. Of the `chainWidth` cheapest places to evict from, the one that ends with the best
    /// objective is taken.
    private mutating func reinsert(_ request: Int, depth: Int) {
        if solution.insertBest(request) || insertByShifting(request) || depth == 0 { return }
        var options: [(option: (specialist: Int, start: Int), blockers: Solution.FewBlockers, weight: Int)] = []
        solution.forEachCandidateStart(request, limit: optionLimit) { option in
            guard let blockers = solution.fewBlockers(of: request, specialist: option.specialist, start: option.start)
            else { return }
            let weight =
                instance.priority[blockers.first] + (blockers.count == 2 ? instance.priority[blockers.second] : 0)
            if weight < instance.priority[request] { options.append((option, blockers, weight)) }
        }
        options.sort { ($0.weight, $0.option.start) < ($1.weight, $1.option.start) }
        var best: (index: Int, objective: (Int, Int, Int))?
        for (index, candidate) in options.prefix(Self.chainWidth).enumerated() {
            let mark = solution.checkpoint
            if evict(request, candidate.option, candidate.blockers.list, depth: depth) {
                if best == nil || isBetter(solution.objective, than: best!.objective) {
                    best = (index, solution.objective)
                }
            }
            solution.undo(to: mark)
        }
        guard let best else { return }
        _ = evict(request, options[best.index].option, options[best.index].blockers.list, depth: depth)
    }

    static let chainWidth = 4

    private mutating func evict(_ request: Int, _ option: (specialist: Int, start: Int), _ blockers: [Int], depth: Int)
        -> Bool
    {
        for other in blockers { solution.remove(other) }
        guard solution.isFree(request, specialist: option.specialist, start: option.start) else { return false }
        solution.place(request, specialist: option.specialist, start: option.start)
        for other in blockers { reinsert(other, depth: depth - 1) }
        return true
    }

    // MARK: Earlier starts

    /// Tries to start every scheduled request earlier, most urgent first; true if the plan improved.
    @discardableResult
    mutating func advanceAll() -> Bool {
        let scheduled = (0..<instance.count).filter { solution.isScheduled($0) && !solution.pinned[$0] }
            .sorted { (instance.triage[$0].vtl, $0) < (instance.triage[$1].vtl, $1) }
        var improved = false
        for request in scheduled where solution.start[request] > instance.timing[request].earliest {
            if timeIsUp { break }
            if advance(request) { improved = true }
        }
        return improved
    }

    /// Moves each scheduled request, most urgent first, to its earliest free start if that is earlier, moving
    /// nothing else: one free-start scan per qualified specialist and request.
    mutating func advanceToFreeStarts() {
        let scheduled = (0..<instance.count).filter { solution.isScheduled($0) && !solution.pinned[$0] }
            .sorted { (instance.triage[$0].vtl, $0) < (instance.triage[$1].vtl, $1) }
        for request in scheduled where solution.start[request] > instance.timing[request].earliest {
            let current = (specialist: solution.specialist[request], start: solution.start[request])
            solution.remove(request)
            var best = current
            for index in instance.qualified[request] {
                if let minutes = solution.earliestFreeStart(request, specialist: index, before: best.start) {
                    best = (index, minutes)
                }
            }
            solution.place(request, specialist: best.specialist, start: best.start)
        }
        solution.commit()
    }

    /// Moves `request` to an earlier start, relocating what is in the way, if the objective improves.
    mutating func advance(_ request: Int) -> Bool {
        let current = solution.start[request]
        let before = solution.objective
        for option in solution.candidateStarts(request, limit: optionLimit) {
            if option.start >= current { break }
            guard var blockers = solution.blockers(of: request, specialist: option.specialist, start: option.start),
                blockers.count <= 3
            else { continue }
            blockers.removeAll { $0 == request }
            let mark = solution.checkpoint
            solution.remove(request)
            if tryPlace(request, at: option, evicting: blockers, chain: 0), isBetter(solution.objective, than: before) {
                solution.commit()
                return true
            }
            solution.undo(to: mark)
        }
        return false
    }

    // MARK: Exact repair of a window

    /// Re-solves exactly the requests around one booked request: those on its specialist near its start, some
    /// on a second qualified specialist, and a few waiting requests that could go there.
    mutating func repairWindow() {
        let scheduled = instance.specialists.indices.filter { !solution.booked[$0].isEmpty }
        guard !scheduled.isEmpty else { return }
        let index = scheduled[random.below(scheduled.count)]
        let anchor = solution.booked[index][random.below(solution.booked[index].count)]
        let from = solution.start[anchor] - 30 - random.below(60)
        let to = solution.start[anchor] + instance.duration(anchor) + 30 + random.below(60)
        let qualified = instance.qualified[anchor]
        let other = qualified.count > 1 ? qualified[random.below(qualified.count)] : index
        var chosen: [Int] = []
        for specialist in Set([index, other]).sorted() {
            let near = solution.booked[specialist].filter {
                !solution.pinned[$0] && solution.start[$0] < to && from < solution.start[$0] + instance.duration($0)
            }
            chosen += near.sorted {
                (abs(solution.start[$0] - solution.start[anchor]), $0) < (
                    abs(solution.start[$1] - solution.start[anchor]), $1
                )
            }.prefix(specialist == index ? 5 : 3)
        }
        var probes = 0
        while probes < 40 && chosen.count < 9 {
            probes += 1
            let probe = random.below(instance.count)
            let item = instance.timing[probe]
            if !solution.isScheduled(probe), instance.need[probe] >= 0, item.earliest < to, from < item.latest,
                instance.qualified[probe].contains(index) || instance.qualified[probe].contains(other),
                !chosen.contains(probe)
            {
                chosen.append(probe)
            }
        }
        solution.repairExactly(chosen, on: Set([index, other]).sorted(), nodeLimit: 3000)
    }
}
