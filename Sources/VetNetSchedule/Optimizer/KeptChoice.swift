/// Chooses among equally heavy ways to keep clashing confirmed bookings: objective (0) is the same for each, so
/// objective (1) decides. Of the ways that keep as many bookings of each VTL as the way `FixedBookings` chose
/// (the more urgent booking stays kept), the plan keeps the one whose stretch relaxation (`SegmentFlowBound`)
/// allows the most; on a tie, `FixedBookings`' way (fewer minutes). Days with more than `limit` ways keep the
/// first.
enum KeptChoice {
    static let limit = 16

    /// Keeps the chosen way in `fixed`; returns every way with its relaxation, for the bound, or nil when there
    /// is one way or more than `limit`.
    static func choose(_ instance: Instance, fixed: inout FixedBookings) -> [KeptWay]? {
        guard let kept = fixed.heaviestKeptSets(limit: limit), kept.count > 1 else { return nil }
        let ways = kept.map { KeptWay(instance, keeping: $0) }
        func urgency(_ way: KeptWay) -> [Int] {
            way.kept.reduce(into: Array(repeating: 0, count: 6)) { counts, request in
                counts[min(max(instance.triage[request].vtl, 0), 5)] += 1
            }
        }
        let current = urgency(ways[0])
        var best = ways[0]
        for way in ways.dropFirst() where way.stretches > best.stretches && urgency(way) == current { best = way }
        fixed.keep(Set(best.kept), instance)
        return ways
    }
}

/// One heaviest way to keep the clashing confirmed bookings, with its stretch relaxation.
struct KeptWay {
    let kept: [Int]
    let pinned: Solution
    let relaxation: SegmentFlowBound
    /// The minutes each of the relaxation's items carries in its optimum (`densestFirst`).
    let carried: [Int]
    /// The stretch bound given these kept bookings, their priority included.
    let stretches: Int

    init(_ instance: Instance, keeping kept: [Int]) {
        self.kept = kept
        pinned = Construction.pinned(instance, keeping: kept)
        relaxation = SegmentFlowBound(instance, pinned: pinned)
        carried = relaxation.densestFirst(instance)
        stretches = pinned.totalPriority + relaxation.optimum(instance, carried: carried)
    }
}
