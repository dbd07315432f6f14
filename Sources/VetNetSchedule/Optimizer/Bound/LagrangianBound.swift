/// Solves the dual of `EnergeticModel`'s linear program approximately and turns it into a proven upper bound.
///
/// Method: Lagrangian relaxation of the energetic range constraints. For multipliers `u ≥ 0` on the ranges,
///
///     L(u) = Σ_k capacity_k · u_k + Σ_r max(0, max_C (priority_r − Σ_k minOverlap_k(r, C) · u_k))
///
/// is, by weak duality, at least the linear program's optimum — hence at least objective (1) of every plan —
/// whatever `u` is; its minimum over `u` equals the linear program's optimum (the rest of the program, "each
/// request at most once", has integral vertices). `u` starts at the priority-per-minute threshold of the
/// fractional knapsack on every class's whole-shift ranges and is improved by projected subgradient steps
/// (Polyak step size towards the constructed plan's value, halved when progress stalls). The last evaluation
/// uses multipliers rounded to multiples of 2^-20, so with integer coefficients every sum is exact in `Double`
/// and `floor(L(u))` is a proven bound, not a floating-point estimate.
struct LagrangianBound {
    let model: EnergeticModel
    /// Multipliers per class range and per patient range.
    private var classU: [[Double]]
    private var patientU: [[Double]]
    /// The volume algorithm's smoothed loads per range (Barahona and Anbil 2000): a running average of the
    /// relaxed solutions' loads, which damps the zig-zag of plain subgradient steps between equal options.
    private var classLoad: [[Double]]? = nil
    private var patientLoad: [[Double]]? = nil
    static let smoothing = 0.2

    init(_ model: EnergeticModel) {
        self.model = model
        classU = model.classRanges.map { Array(repeating: 0, count: $0.count) }
        patientU = model.patientRanges.map { Array(repeating: 0, count: $0.count) }
    }

    /// The bound on the movable requests' priority (kept confirmed bookings excluded), after at most
    /// `iterations` subgradient steps or until `deadline`.
    mutating func solve(target: Double, iterations: Int, deadline: ContinuousClock.Instant) -> Int {
        warmStart()
        var best = (value: Double.infinity, classU: classU, patientU: patientU)
        var step = Self.initialStep
        var stalled = 0
        for iteration in 0..<iterations {
            if iteration % 4 == 0 && ContinuousClock.now >= deadline { break }
            let (value, chosen) = evaluate()
            if value < best.value - 1e-9 {
                best = (value, classU, patientU)
                stalled = 0
            } else {
                stalled += 1
                if stalled >= Self.patience {
                    step /= 2
                    stalled = 0
                    if step < 1e-3 { break }
                }
            }
            if value - target < 1e-6 { break }
            subgradientStep(chosen: chosen, gap: value - target, step: step)
        }
        return exactValue(classU: best.classU, patientU: best.patientU)
    }

    /// The Polyak step factor at the start, and the evaluations without a new best before it is halved.
    static let initialStep = 0.1
    static let patience = 10

    /// One unit of the multipliers in the exact evaluation: 2^-20.
    private static let scale = 1 << 20

    /// `floor(L(u))` in integer arithmetic, with every multiplier rounded down to a multiple of 2^-20: a proven
    /// bound (rounding only changes which `u` is evaluated, and every `u ≥ 0` gives a valid bound).
    private func exactValue(classU: [[Double]], patientU: [[Double]]) -> Int {
        func units(_ value: Double) -> Int { Int((max(0, value) * Double(Self.scale)).rounded(.down)) }
        var total = 0
        var active: [[(start: Int, end: Int, u: Int)]] = []
        for (index, ranges) in model.classRanges.enumerated() {
            var list: [(start: Int, end: Int, u: Int)] = []
            for (offset, range) in ranges.enumerated() where units(classU[index][offset]) > 0 {
                list.append((range.start, range.end, units(classU[index][offset])))
                total += range.capacity * units(classU[index][offset])
            }
            active.append(list)
        }
        for (index, ranges) in model.patientRanges.enumerated() {
            for (offset, range) in ranges.enumerated() { total += range.capacity * units(patientU[index][offset]) }
        }
        for candidate in 0..<model.count {
            var penalty = 0
            let resource = model.patient[candidate]
            if resource >= 0 {
                for (offset, range) in model.patientRanges[resource].enumerated() {
                    penalty += model.minWindowOverlap(candidate: candidate, start: range.start, end: range.end) * units(patientU[resource][offset])
                }
            }
            var best = 0
            for option in model.optionOffset[candidate]..<model.optionOffset[candidate + 1] {
                var reduced = model.priority[candidate] * Self.scale - penalty
                for range in active[model.optionClass[option]] {
                    reduced -= model.minOverlap(candidate: candidate, option: option, start: range.start, end: range.end) * range.u
                }
                best = max(best, reduced)
            }
            total += best
        }
        return total >= 0 ? total / Self.scale : 0
    }

    /// Every class's whole-shift ranges at the priority per minute of the last request a fractional knapsack
    /// over all classes would take.
    private mutating func warmStart() {
        let widest = model.classRanges.map { ranges in ranges.indices.max { ranges[$0].end - ranges[$0].start < ranges[$1].end - ranges[$1].start } }
        let capacity = zip(model.classRanges, widest).reduce(0) { total, pair in total + (pair.1.map { pair.0[$0].capacity } ?? 0) }
        let order = (0..<model.count).sorted {
            Double(model.priority[$0]) / Double(model.duration[$0]) > Double(model.priority[$1]) / Double(model.duration[$1])
        }
        var room = capacity
        var threshold = 0.0
        for candidate in order {
            threshold = Double(model.priority[candidate]) / Double(model.duration[candidate])
            room -= model.duration[candidate]
            if room <= 0 { break }
        }
        if room > 0 { threshold = 0 }
        for (index, offset) in widest.enumerated() {
            if let offset { classU[index][offset] = threshold }
        }
    }

    /// L(u) and the option each request takes in the relaxed problem (-1 for none).
    private func evaluate() -> (value: Double, chosen: [Int]) {
        var value = 0.0
        var active: [[(start: Int, end: Int, u: Double)]] = []
        for (index, ranges) in model.classRanges.enumerated() {
            var list: [(start: Int, end: Int, u: Double)] = []
            for (offset, range) in ranges.enumerated() where classU[index][offset] > 0 {
                list.append((range.start, range.end, classU[index][offset]))
                value += Double(range.capacity) * classU[index][offset]
            }
            active.append(list)
        }
        for (index, ranges) in model.patientRanges.enumerated() {
            for (offset, range) in ranges.enumerated() where patientU[index][offset] > 0 { value += Double(range.capacity) * patientU[index][offset] }
        }
        var chosen = Array(repeating: -1, count: model.count)
        for candidate in 0..<model.count {
            var penalty = 0.0
            let resource = model.patient[candidate]
            if resource >= 0 {
                for (offset, range) in model.patientRanges[resource].enumerated() where patientU[resource][offset] > 0 {
                    penalty += Double(model.minWindowOverlap(candidate: candidate, start: range.start, end: range.end)) * patientU[resource][offset]
                }
            }
            var best = 0.0
            for option in model.optionOffset[candidate]..<model.optionOffset[candidate + 1] {
                var reduced = Double(model.priority[candidate]) - penalty
                for range in active[model.optionClass[option]] {
                    reduced -= Double(model.minOverlap(candidate: candidate, option: option, start: range.start, end: range.end)) * range.u
                    if reduced <= best { break }
                }
                if reduced > best {
                    best = reduced
                    chosen[candidate] = option
                }
            }
            value += best
        }
        return (value, chosen)
    }

    /// Moves `u` against the subgradient `capacity − load of the chosen options`, projected onto `u ≥ 0`.
    private mutating func subgradientStep(chosen: [Int], gap: Double, step: Double) {
        var classL = model.classRanges.map { Array(repeating: 0.0, count: $0.count) }
        var patientL = model.patientRanges.map { Array(repeating: 0.0, count: $0.count) }
        for candidate in 0..<model.count where chosen[candidate] >= 0 {
            let option = chosen[candidate]
            let index = model.optionClass[option]
            for (offset, range) in model.classRanges[index].enumerated() {
                classL[index][offset] += Double(model.minOverlap(candidate: candidate, option: option, start: range.start, end: range.end))
            }
            let resource = model.patient[candidate]
            guard resource >= 0 else { continue }
            for (offset, range) in model.patientRanges[resource].enumerated() {
                patientL[resource][offset] += Double(model.minWindowOverlap(candidate: candidate, start: range.start, end: range.end))
            }
        }
        let alpha = Self.smoothing
        if let previous = classLoad {
            for index in classL.indices { for offset in classL[index].indices { classL[index][offset] = alpha * classL[index][offset] + (1 - alpha) * previous[index][offset] } }
        }
        if let previous = patientLoad {
            for index in patientL.indices { for offset in patientL[index].indices { patientL[index][offset] = alpha * patientL[index][offset] + (1 - alpha) * previous[index][offset] } }
        }
        classLoad = classL
        patientLoad = patientL
        let classG = zip(model.classRanges, classL).map { ranges, loads in zip(ranges, loads).map { Double($0.capacity) - $1 } }
        let patientG = zip(model.patientRanges, patientL).map { ranges, loads in zip(ranges, loads).map { Double($0.capacity) - $1 } }
        var norm = 0.0
        for (index, row) in classG.enumerated() {
            for (offset, g) in row.enumerated() where g < 0 || classU[index][offset] > 0 { norm += g * g }
        }
        for (index, row) in patientG.enumerated() {
            for (offset, g) in row.enumerated() where g < 0 || patientU[index][offset] > 0 { norm += g * g }
        }
        guard norm > 0 else { return }
        let size = step * gap / norm
        for (index, row) in classG.enumerated() {
            for (offset, g) in row.enumerated() { classU[index][offset] = max(0, classU[index][offset] - size * g) }
        }
        for (index, row) in patientG.enumerated() {
            for (offset, g) in row.enumerated() { patientU[index][offset] = max(0, patientU[index][offset] - size * g) }
        }
    }
}
