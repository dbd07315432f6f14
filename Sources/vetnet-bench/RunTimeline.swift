import Foundation

/// What the run phase sees of a run as it goes: when each source was read to its end, and each step the runner
/// logs (`sorted 15000000 history records by animal and date in 41.2 s (40.1 s of CPU)`), each with the process's
/// peak and current RSS at that moment, which show where the memory goes.
final class RunTimeline {
    struct Mark {
        var label: String
        /// Since the timeline began, wall-clock and CPU.
        var seconds: Double
        var cpuSeconds: Double
        var peakRSS: Int
        var residentRSS: Int
    }

    private let clock = Stopwatch()
    private(set) var sourceEnds: [Mark] = []
    private(set) var steps: [Mark] = []

    /// For the runner's `progress`: marks the end of each source.
    func progress(source: String, finished: Bool) {
        if finished { sourceEnds.append(mark(source)) }
    }

    /// For the runner's `steps`.
    func step(_ text: String) { steps.append(mark(text)) }

    /// Also marks a step the benchmark times itself (writing the outputs).
    func step(_ text: String, seconds: Double, cpuSeconds: Double) {
        step("\(text) in \(ResultTable.format(seconds, 3)) s (\(ResultTable.format(cpuSeconds, 1)) s of CPU)")
    }

    private func mark(_ label: String) -> Mark {
        Mark(
            label: label, seconds: clock.seconds, cpuSeconds: clock.cpuSeconds, peakRSS: PeakMemory.residentBytes(),
            residentRSS: PeakMemory.currentBytes())
    }

    /// Each source's reading: from the end of the source before it (or the start of the run) to its own end.
    var sourceReads: [(name: String, seconds: Double, cpuSeconds: Double, peakRSS: Int)] {
        var previous = (seconds: 0.0, cpu: 0.0)
        return sourceEnds.map { mark in
            defer { previous = (mark.seconds, mark.cpuSeconds) }
            return (mark.label, mark.seconds - previous.seconds, mark.cpuSeconds - previous.cpu, mark.peakRSS)
        }
    }

    /// The step whose text starts with `prefix`, with the seconds and CPU seconds it says it took.
    func step(startingWith prefix: String) -> (mark: Mark, seconds: Double, cpuSeconds: Double)? {
        guard let mark = steps.first(where: { $0.label.hasPrefix(prefix) }),
            let times = Self.times(in: mark.label)
        else { return nil }
        return (mark, times.seconds, times.cpuSeconds)
    }

    /// `… in 1.234 s (1.1 s of CPU)`, as `StepClock` writes it.
    static func times(in text: String) -> (seconds: Double, cpuSeconds: Double)? {
        guard let range = text.range(of: " in ", options: .backwards) else { return nil }
        let parts = text[range.upperBound...].split(separator: " ")
        guard parts.count >= 3, let seconds = Double(parts[0]), let cpu = Double(parts[2].dropFirst()) else {
            return nil
        }
        return (seconds, cpu)
    }

    /// A line per source read and per step, in the order they ended: the peak and current RSS then, and the
    /// text (a step's with its time).
    var memoryLines: [String] {
        let sources = sourceReads.enumerated().map { index, read in
            (mark: sourceEnds[index], text: "read \(read.name) in \(ResultTable.format(read.seconds, 3)) s")
        }
        return (sources + steps.map { ($0, $0.label) }).sorted { $0.mark.seconds < $1.mark.seconds }.map { item in
            "  peak \(ResultTable.mebibytes(item.mark.peakRSS)) MiB, RSS \(ResultTable.mebibytes(item.mark.residentRSS)) MiB"
                + " at \(ResultTable.format(item.mark.seconds, 1)) s: \(item.text)"
        }
    }
}
