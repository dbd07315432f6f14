#if canImport(Glibc)
    import Glibc
#endif

/// Times the steps of a run for its log: wall time, and the CPU time of the whole process (all its threads),
/// which shows how much of a step ran on both cores.
public struct StepClock {
    let log: (String) -> Void
    private var last = ContinuousClock.now
    private var lastCPU = StepClock.processCPUSeconds()

    public init(log: @escaping (String) -> Void) { self.log = log }

    /// Logs `what` with the time since the previous step.
    public mutating func step(_ what: String) {
        let now = ContinuousClock.now
        let cpu = Self.processCPUSeconds()
        let seconds = Double((now - last).components.attoseconds) / 1e18 + Double((now - last).components.seconds)
        log("\(what) in \((seconds * 1000).rounded() / 1000) s (\(((cpu - lastCPU) * 10).rounded() / 10) s of CPU)")
        last = now
        lastCPU = cpu
    }

    /// The CPU time used so far by every thread of this process.
    static func processCPUSeconds() -> Double {
        #if canImport(Glibc)
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        #else
            return 0
        #endif
    }
}
