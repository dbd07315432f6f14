extension SegmentFlowBound {
    /// The relaxation with a row `Σ_{r ∈ S} y[r] ≤ |S| − 1` for every set `S` of `PatientConflicts` added: still
    /// a linear-programming relaxation (every plan satisfies the new rows too), and at most `optimum`.
    ///
    /// Bounded through Lagrangian relaxation: for multipliers `λ_S ≥ 0`, moving the new rows into the objective,
    /// `Σ_S λ_S (|S| − 1) + max Σ_r (priority_r − Σ_{S ∋ r} λ_S) y[r]` over the stretch rows alone, bounds the
    /// relaxation from above for any `λ ≥ 0`, and the inner maximum is the same transportation greedy with other
    /// weights. The multipliers start at 0 (the plain optimum) and move by subgradient steps: up for a set the
    /// inner optimum books more than `|S| − 1` of, down for one it books less of, each step half the last, from
    /// the set's highest priority (where equally urgent members put the optimum). The smallest value seen is the
    /// bound; `steps` caps the greedy runs after the plain one, whose minutes `plain` gives (`densestFirst`).
    /// Nil when no set is overfull at `λ = 0`: the plain optimum then satisfies the new rows and is their optimum.
    func tightened(_ instance: Instance, sets: [[Int]], plain: [Int], steps: Int) -> Int? {
        guard !sets.isEmpty else { return nil }
        var itemOf = Array(repeating: -1, count: instance.count)
        for (index, item) in items.enumerated() { itemOf[item.request] = index }
        var multiplier = Array(repeating: 0.0, count: sets.count)
        var step = sets.map { set in Double(set.map { instance.priority[$0] }.max() ?? 0) }
        var best = Double.infinity
        var carried = plain
        for evaluation in 0...steps {
            var weight = items.map { Double(instance.priority[$0.request]) }
            var constant = 0.0
            for (set, lambda) in zip(sets, multiplier) where lambda > 0 {
                constant += lambda * Double(set.count - 1)
                for request in set { weight[itemOf[request]] -= lambda }
            }
            if evaluation > 0 {
                let order = items.indices.filter { weight[$0] > 0 }.sorted { a, b in
                    weight[a] * Double(instance.duration(items[b].request)) > weight[b]
                        * Double(instance.duration(items[a].request))
                }
                carried = carriedMinutes(instance, order: order)
            }
            var value = constant
            for index in items.indices where weight[index] > 0 {
                value += weight[index] * Double(carried[index]) / Double(instance.duration(items[index].request))
            }
            best = min(best, value)
            var overfull = false
            for (offset, set) in sets.enumerated() {
                let booked = set.reduce(0.0) { $0 + Double(carried[itemOf[$1]]) / Double(instance.duration($1)) }
                let slack = Double(set.count - 1) - booked
                if slack < -1e-9 {
                    overfull = true
                    multiplier[offset] += step[offset]
                } else if slack > 1e-9 {
                    multiplier[offset] = max(0, multiplier[offset] - step[offset])
                }
                step[offset] /= 2
            }
            if evaluation == 0 && !overfull { return nil }
        }
        // Rounding up a hair keeps floating-point error on the safe side of the floor.
        return Int((best + 1e-6).rounded(.down))
    }
}
