import ArgumentParser

/// The measured phases, in the order they run.
enum BenchPhase: String, CaseIterable, Sendable, ExpressibleByArgument {
    case csv, yardstick, xml, run, nightly, validate, schedule, dedupe

    /// Whether the phase works on the generated owners and patients of `--patients` (the others make their own data).
    var usesDataSet: Bool { [.csv, .yardstick, .xml, .run, .nightly].contains(self) }

    /// Parses `--only`'s comma-separated list; the phases still run in their fixed order.
    static func list(_ text: String) throws -> [BenchPhase] {
        var phases: Set<BenchPhase> = []
        for name in text.split(separator: ",") {
            let trimmed = String(name.filter { !$0.isWhitespace })
            guard let phase = BenchPhase(rawValue: trimmed) else {
                throw ValidationError(
                    "Unknown phase '\(trimmed)'; choose among \(allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            phases.insert(phase)
        }
        guard !phases.isEmpty else { throw ValidationError("--only needs at least one phase.") }
        return allCases.filter(phases.contains)
    }
}
