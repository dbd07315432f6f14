/// The upper bound on objective (1) a plan reports: the smallest of the valid bounds, and which one it was.
struct UpperBound {
    var value: Int
    var method: BoundMethod

    /// The bound over every plan that keeps a heaviest set of confirmed bookings (objective (0)), whichever.
    ///
    /// When clashing bookings can be kept in several equally heavy ways (`FixedBookings.alternatives`), and there
    /// are at most `KeptChoice.limit` of them, the bound is the largest of the bounds given each way. Past that,
    /// the bookings that every heaviest choice keeps are pinned, and those that one keeps and another does not
    /// (`FixedBookings.uncertain`) are left open, as requests whose one place is their booking, two clashing ones
    /// never both: valid, but looser. Given the kept bookings, the bound is the
    /// smallest of the knapsack, the stretch relaxation and, when a set of `PatientConflicts` binds, the stretch
    /// relaxation with those sets, whose Lagrangian steps stop after `patientSetSteps` greedy runs (any step is a
    /// valid bound). At 500 requests one way takes about 10 ms, at 10,000 one to two seconds; `Scheduler`
    /// computes the bound on the second core while the search runs.
    ///
    /// - Parameter ways: every heaviest way to keep the bookings with its relaxation (`KeptChoice.choose`); nil
    ///   when there is one way, or too many.
    static func compute(_ instance: Instance, fixed: FixedBookings, ways: [KeptWay]?) -> UpperBound {
        if let ways {
            // A way's bound is at most its stretch relaxation: ways whose relaxation is no larger than the
            // largest bound so far cannot raise it.
            var largest: UpperBound?
            for way in ways.sorted(by: { $0.stretches > $1.stretches }) {
                if let largest, way.stretches <= largest.value { break }
                let bound = smallest(
                    Candidates(instance, pinned: way.pinned, open: [], relaxation: way.relaxation, carried: way.carried)
                )
                if bound.value > largest?.value ?? .min { largest = bound }
            }
            if let largest { return largest }
        }
        if fixed.uncertain.isEmpty {
            return smallest(Candidates(instance, pinned: Construction.pinned(instance, fixed: fixed), open: []))
        }
        let open = fixed.uncertain
        return smallest(
            Candidates(instance, pinned: Construction.pinned(instance, fixed: fixed, except: Set(open)), open: open))
    }

    /// The bound for `fixed` as it stands, its ways worked out here.
    static func compute(_ instance: Instance, fixed: FixedBookings) -> UpperBound {
        let kept = fixed.heaviestKeptSets(limit: KeptChoice.limit)
        return compute(
            instance, fixed: fixed,
            ways: kept.flatMap { $0.count > 1 ? $0.map { KeptWay(instance, keeping: $0) } : nil })
    }

    private static func smallest(_ found: Candidates) -> UpperBound {
        var best = UpperBound(value: found.knapsack, method: .fractionalKnapsack)
        best.lower(to: found.stretches, by: .stretchTransportation)
        if let tightened = found.patientSets { best.lower(to: tightened, by: .stretchTransportationPatientSets) }
        return best
    }

    /// Each bound, kept bookings included.
    struct Candidates {
        var knapsack: Int
        var stretches: Int
        /// Nil when no set of `PatientConflicts` (or pair of clashing open bookings) binds.
        var patientSets: Int?

        /// - Parameters:
        ///   - pinned: the kept confirmed bookings.
        ///   - open: confirmed bookings left open (see `compute`).
        init(_ instance: Instance, pinned: Solution, open: [Int]) {
            let relaxation = SegmentFlowBound(instance, pinned: pinned, open: open)
            self.init(
                instance, pinned: pinned, open: open, relaxation: relaxation, carried: relaxation.densestFirst(instance)
            )
        }

        /// The same from the stretch relaxation already built, and its optimum's minutes.
        init(_ instance: Instance, pinned: Solution, open: [Int], relaxation: SegmentFlowBound, carried plain: [Int]) {
            knapsack = PriorityBound.compute(instance, pinned: pinned, open: open)
            stretches = pinned.totalPriority + relaxation.optimum(instance, carried: plain)
            let placeable = relaxation.placeable(instance)
            var sets = PatientConflicts.find(instance, pinned: pinned, placeable: placeable)
            for (offset, first) in open.enumerated() where placeable[first] {
                for second in open[(offset + 1)...]
                where placeable[second] && FixedBookings.clash(instance, first, second) {
                    sets.append([first, second])
                }
            }
            patientSets = relaxation.tightened(
                instance, sets: sets, plain: plain, steps: UpperBound.patientSetSteps(instance)
            )
            .map { pinned.totalPriority + $0 }
        }
    }

    /// Lagrangian steps of the patient-set tightening, a greedy run each: a dozen on days up to 2,000 requests,
    /// where one takes a few milliseconds, two above, where one takes a good part of a second.
    static func patientSetSteps(_ instance: Instance) -> Int {
        instance.count <= 2_000 ? 12 : 2
    }

    /// Takes `value` if it is strictly smaller: on a tie the bound found first is named.
    mutating func lower(to value: Int, by method: BoundMethod) {
        if value < self.value { self = UpperBound(value: value, method: method) }
    }
}
