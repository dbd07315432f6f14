import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Times the steps of a run for its log: wall time, the CPU time of the whole process (all its threads), which
/// shows how much of a step ran on both cores, and the memory the process holds after it and at most so far.
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
        var line =
            "\(what) in \((seconds * 1000).rounded() / 1000) s (\(((cpu - lastCPU) * 10).rounded() / 10) s of CPU"
        if let memory = Self.memoryMiB() { line += "; \(memory.resident) MiB held, \(memory.peak) MiB at most" }
        log(line + ")")
        last = now
        lastCPU = cpu
    }

    /// The process's resident memory now and at its highest (`VmRSS`, `VmHWM`), in MiB.
    static func memoryMiB() -> (resident: Int, peak: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        var resident: Int?
        var peak: Int?
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") || line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap {
                Int($0)
            }
            if line.hasPrefix("VmRSS:") {
                resident = kilobytes.map { $0 / 1024 }
            } else {
                peak = kilobytes.map { $0 / 1024 }
            }
        }
        guard let resident, let peak else { return nil }
        return (resident, peak)
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
