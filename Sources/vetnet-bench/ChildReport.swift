/// The machine-readable lines a `--phase` run prints, which `--scaling` reads back from its children.
enum ChildReport {
    static let prefix = "#result"

    /// `#result <label> <records> <bytes> <seconds> <CPU seconds> <peak RSS bytes> <RSS bytes at start>`,
    /// tab-separated.
    static func line(_ result: PhaseResult, startRSS: Int) -> String {
        [
            prefix, result.label, "\(result.records)", "\(result.bytes)", "\(result.seconds)", "\(result.cpuSeconds)",
            "\(result.peakRSS)", "\(startRSS)",
        ]
        .joined(separator: "\t")
    }

    /// The results in a child's output, with the RSS the child had before its phase began.
    static func parse(_ output: String) -> [(result: PhaseResult, startRSS: Int)] {
        output.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 8, parts[0] == prefix, let records = Int(parts[2]), let bytes = Int(parts[3]),
                let seconds = Double(parts[4]), let cpuSeconds = Double(parts[5]), let peak = Int(parts[6]),
                let start = Int(parts[7])
            else { return nil }
            let result = PhaseResult(
                label: String(parts[1]), records: records, bytes: bytes, seconds: seconds, cpuSeconds: cpuSeconds,
                peakRSS: peak)
            return (result, start)
        }
    }
}
