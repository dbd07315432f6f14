/// The upper bound on objective (1) a plan reports: the smallest of the valid bounds, and which one it was.
struct UpperBound {
    var value: Int
    var method: BoundMethod

    /// The bounds over every plan that keeps a heaviest set of confirmed bookings (objective (0)). Bookings that
    /// every such set keeps are pinned; those that one keeps and another does not (`FixedBookings.uncertain`) are
    /// left open, as requests whose one place is their booking, two clashing ones never both. All are exact
    /// computations except the patient-set tightening, whose Lagrangian steps stop after `patientSetSteps`
    /// greedy runs (any step is a valid bound). The plain bounds take about 2 ms at 500 requests and 0.8 s at
    /// 10,000; `Scheduler` computes them on the second core while the search runs.
    static func compute(_ instance: Instance, fixed: FixedBookings) -> UpperBound {
        let found = Candidates(instance, fixed: fixed)
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

        init(_ instance: Instance, fixed: FixedBookings) {
            let pinned = Construction.pinned(instance, fixed: fixed, except: Set(fixed.uncertain))
            let open = fixed.uncertain
            knapsack = PriorityBound.compute(instance, pinned: pinned, open: open)
            let relaxation = SegmentFlowBound(instance, pinned: pinned, open: open)
            let plain = relaxation.densestFirst(instance)
            stretches = pinned.totalPriority + relaxation.optimum(instance, carried: plain)
            var placeable = Array(repeating: false, count: instance.count)
            for item in relaxation.items { placeable[item.request] = true }
            var sets = PatientConflicts.find(instance, pinned: pinned, placeable: placeable)
            for (offset, first) in open.enumerated() where placeable[first] {
                for second in open[(offset + 1)...] where placeable[second] && FixedBookings.clash(instance, first, second) {
                    sets.append([first, second])
                }
            }
            patientSets = relaxation.tightened(instance, sets: sets, plain: plain, steps: UpperBound.patientSetSteps(instance))
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
