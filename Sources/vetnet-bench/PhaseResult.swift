/// What one timed phase did.
struct PhaseResult: Sendable {
    var label: String
    var records: Int
    /// Bytes read (or written, for the output phase).
    var bytes: Int
    var seconds: Double
    /// CPU time of every thread of the process during the phase.
    var cpuSeconds: Double
    /// The process's peak RSS once the phase finished.
    var peakRSS: Int = 0

    var megabytes: Double { Double(bytes) / 1e6 }
    var megabytesPerSecond: Double { seconds > 0 ? megabytes / seconds : 0 }
    var recordsPerSecond: Double { seconds > 0 ? Double(records) / seconds : 0 }

    /// Runs `body` `times` times and keeps the fastest run, which is the one least disturbed by other work.
    static func fastest(of times: Int, _ body: () throws -> PhaseResult) throws -> PhaseResult {
        var best = try body()
        for _ in 1..<max(1, times) {
            let next = try body()
            if next.seconds < best.seconds { best = next }
        }
        best.peakRSS = PeakMemory.residentBytes()
        return best
    }
}
