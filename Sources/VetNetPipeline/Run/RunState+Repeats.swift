import VetNetCore
import VetNetMapping
import VetNetValidation

extension RunState {
    /// `accept`, for a source whose rows may repeat a source ID (`repeats` is nil when it keeps none): a row the
    /// plan merges into another is counted by the tracker, not accepted; the kept row takes the merged rows'
    /// lines into its sources.
    mutating func accept(
        _ raw: RawRecord, prepared: consuming PreparedRecord?, storedUnchanged: StoredRows.Match? = nil,
        from source: SourceConfig, mapper: RecordMapper, validator: RecordValidator, seen: inout [IDKey: Int],
        repeats: inout RepeatTracker?, diagnostics: any DiagnosticCollector
    ) -> Bool {
        guard let tracker = repeats, !tracker.plan.isEmpty else {
            return accept(
                raw, prepared: prepared, storedUnchanged: storedUnchanged, from: source, mapper: mapper,
                validator: validator, seen: &seen, diagnostics: diagnostics)
        }
        if tracker.isMerged(raw) {
            repeats?.merge(raw, into: &self, diagnostics: diagnostics)
            return false
        }
        let mergedSources = tracker.mergedSources(ifKept: raw)
        let accepted = accept(
            raw, prepared: prepared, storedUnchanged: storedUnchanged, from: source, mapper: mapper,
            validator: validator, seen: &seen, mergedSources: mergedSources ?? [], diagnostics: diagnostics)
        if mergedSources != nil { repeats?.kept(raw, accepted: accepted, into: &self, diagnostics: diagnostics) }
        return accepted
    }
}
