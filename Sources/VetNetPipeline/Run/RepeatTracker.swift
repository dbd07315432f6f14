import VetNetCore
import VetNetMapping

/// Follows a source's repeated rows through the run. The kept row is accepted or rejected as any record is;
/// the others are merged into it, or, when it is rejected, rejected with it, so that nothing is counted as
/// merged into a record the run does not have.
struct RepeatTracker {
    let plan: RepeatPlan
    let source: String
    /// Whether each group's kept row was accepted, once it has been.
    private var keptAccepted: [Int: Bool] = [:]
    /// Rows met before their group's kept row: rejected if it is.
    private var waiting: [Int: [RawRecord]] = [:]
    /// Rows merged into a kept row.
    private(set) var merged = 0

    init(plan: RepeatPlan, source: String) {
        self.plan = plan
        self.source = source
    }

    /// The sources a kept row takes from the rows merged into it; nil when `raw` is not a kept row.
    func mergedSources(ifKept raw: RawRecord) -> [SourceRef]? {
        guard let index = raw.location.recordIndex, let group = plan.group(ofRecord: index),
            plan.groups[group].kept == index
        else { return nil }
        return plan.groups[group].mergedSources(source: source)
    }

    /// Whether the plan merges `raw` into another row (it is in a group and not kept).
    func isMerged(_ raw: RawRecord) -> Bool {
        guard let index = raw.location.recordIndex, let group = plan.group(ofRecord: index) else { return false }
        return plan.groups[group].kept != index
    }

    /// Takes the outcome of a kept row; when it was rejected, the rows merged into it so far are rejected too.
    mutating func kept(
        _ raw: RawRecord, accepted: Bool, into state: inout RunState, diagnostics: any DiagnosticCollector
    ) {
        guard let index = raw.location.recordIndex, let group = plan.group(ofRecord: index) else { return }
        keptAccepted[group] = accepted
        let earlier = waiting.removeValue(forKey: group) ?? []
        guard !accepted else { return }
        merged -= earlier.count
        for row in earlier { reject(row, of: group, into: &state, diagnostics: diagnostics) }
    }

    /// Counts a row the plan merges into its group's kept row, or rejects it when that row was rejected.
    mutating func merge(_ raw: RawRecord, into state: inout RunState, diagnostics: any DiagnosticCollector) {
        guard let index = raw.location.recordIndex, let group = plan.group(ofRecord: index) else { return }
        switch keptAccepted[group] {
        case false?: reject(raw, of: group, into: &state, diagnostics: diagnostics)
        case true?: merged += 1
        case nil:
            merged += 1
            waiting[group, default: []].append(raw)
        }
    }

    private func reject(
        _ raw: RawRecord, of group: Int, into state: inout RunState, diagnostics: any DiagnosticCollector
    ) {
        let kept = plan.groups[group]
        let keptLine = kept.line(of: kept.kept).map { "line \($0)" } ?? "record \(kept.kept)"
        var diagnostic = Diagnostic.error(
            "map.repeat-of-rejected",
            "The row kept for the source ID {value} (\(keptLine)) was rejected, so this row, merged into it, is rejected with it; fix that row and both will import.",
            at: raw.location, value: kept.sourceId)
        diagnostic.recordID = kept.sourceId
        diagnostics.emit(diagnostic)
        state.rejectedRows(of: source).append(
            line: raw.location.line, fields: raw.fields, reasons: [RejectedRows.reason(diagnostic)])
    }
}
