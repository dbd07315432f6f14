import VetNetCore
import VetNetState

/// Keeps a full export that shrank suspiciously (a file cut short, a header-only export) from deactivating the
/// clinic: above the pipeline's `validation.maxDeactivateRate` of a source's active records, the run changes
/// nothing unless it was told to accept the deactivations for that one run.
struct ShrinkGuard {
    var maxRate: Double

    /// A source whose deactivations are over the limit.
    struct Excess: Equatable {
        var source: String
        var deactivated: Int
        var active: Int
    }

    /// The sources of `deactivated` over the limit, in the pipeline's order.
    func excesses(deactivated: [SourceKey], prior: PriorState, sources: [String]) -> [Excess] {
        var counts: [String: Int] = [:]
        for key in deactivated { counts[key.source, default: 0] += 1 }
        return sources.compactMap { source in
            guard let count = counts[source], count > 0 else { return nil }
            let active = (prior.known[source] ?? [:]).values.reduce(0) { $0 + ($1.isActive ? 1 : 0) }
            return excess(source: source, deactivated: count, active: active)
        }
    }

    /// The source's excess, when `deactivated` of its `active` records are over the limit.
    func excess(source: String, deactivated: Int, active: Int) -> Excess? {
        guard deactivated > 0, Double(deactivated) > maxRate * Double(active) else { return nil }
        return Excess(source: source, deactivated: deactivated, active: active)
    }

    /// The diagnostic that stops the run (exit 65).
    func refusal(_ excesses: [Excess], pipelinePath: String?) -> Diagnostic {
        let listed = excesses.map { "\($0.source): \($0.deactivated) of \($0.active) active records" }.joined(
            separator: "; ")
        let percent = Int((maxRate * 100).rounded())
        return .error(
            "run.deactivations-over-threshold",
            "Tonight's full export would deactivate more than \(percent) % of a source's active records (\(listed)), "
                + "more than validation.maxDeactivateRate allows; nothing was published or stored. If the records "
                + "really left the practice, run once with vetnet run \(pipelinePath ?? "PIPELINE") --\(NightlyRun.acceptDeactivationsOption).",
            at: pipelinePath.map { SourceLocation(file: $0) })
    }
}
