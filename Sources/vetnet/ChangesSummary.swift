import VetNetCore
import VetNetPipeline

/// The lines a run with a state file adds to its summary: what changed against the state.
struct ChangesSummary {
    let outcome: NightlyRun.Outcome
    let dryRun: Bool

    var text: String {
        let changes = outcome.changes
        var counts = [
            "\(changes.created.count) created", "\(changes.updated.count) updated",
            "\(changes.reactivated.count) reactivated", "\(changes.deactivated.count) deactivated",
            "\(changes.merged.count) merged",
        ]
        if !changes.split.isEmpty { counts.append("\(changes.split.count) split") }
        counts.append("\(changes.unchanged) unchanged")
        var summary = counts.joined(separator: ", ")
        if let history = changes.history {
            summary +=
                "; history: \(history.created) created, \(history.updated) updated, \(history.reactivated) reactivated, "
                + "\(history.deactivated) deactivated, \(history.unchanged) unchanged"
        }
        if dryRun {
            var lines = ["Run \(outcome.runID) would change: \(summary)."]
            let named =
                changes.created.map { "  create \($0.kind) \($0.id) (\($0.source) \($0.sourceId))" }
                + changes.updated.map { "  update \($0.kind) \($0.id) (\($0.source) \($0.sourceId))" }
                + changes.reactivated.map { "  reactivate \($0.kind) \($0.id) (\($0.source) \($0.sourceId))" }
                + changes.deactivated.map { "  deactivate \($0.kind) \($0.id) (\($0.source) \($0.sourceId))" }
                + changes.merged.map { "  merge \($0.kind) \($0.memberId) into \($0.canonicalId)" }
                + changes.split.map { "  split \($0.kind) \($0.memberId) off \($0.formerCanonicalId)" }
            lines += named.prefix(50)
            if named.count > 50 { lines.append("  … and \(named.count - 50) more") }
            return lines.joined(separator: "\n")
        }
        var lines = ["Run \(outcome.runID): \(summary) (changes/\(outcome.runID).json)."]
        if !outcome.keptFiles.isEmpty {
            let kept = outcome.keptFiles.prefix(10).map { "  " + escapeInvisibles($0) }
            lines.append(
                "Kept \(outcome.keptFiles.count) files that vetnet did not write in the outputs, as they were:")
            lines += kept
            if outcome.keptFiles.count > 10 { lines.append("  … and \(outcome.keptFiles.count - 10) more") }
        }
        return lines.joined(separator: "\n")
    }
}
