/// Times the steps of a run for its log.
public struct StepClock {
    let log: (String) -> Void
    private var last = ContinuousClock.now

    public init(log: @escaping (String) -> Void) { self.log = log }

    /// Logs `what` with the time since the previous step.
    public mutating func step(_ what: String) {
        let now = ContinuousClock.now
        let seconds = Double((now - last).components.attoseconds) / 1e18 + Double((now - last).components.seconds)
        log("\(what) in \((seconds * 1000).rounded() / 1000) s")
        last = now
    }
}
