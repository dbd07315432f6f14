/// The upper bound on objective (1) a plan reports: the smaller of two valid bounds, and which one it was.
struct UpperBound {
    var value: Int
    var method: BoundMethod

    /// Both bounds given the kept confirmed bookings `pinned`; both are exact computations, taken from the time
    /// budget: about 2 ms at 500 requests, about a fifth of the budget (0.8 s) at 10,000.
    static func compute(_ instance: Instance, pinned: Solution) -> UpperBound {
        let knapsack = PriorityBound.compute(instance, pinned: pinned)
        let flow = pinned.totalPriority + SegmentFlowBound.compute(instance, pinned: pinned)
        return flow < knapsack ? UpperBound(value: flow, method: .stretchTransportation) : UpperBound(value: knapsack, method: .fractionalKnapsack)
    }
}
