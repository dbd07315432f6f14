import VetNetCore
import VetNetMapping
import VetNetState

/// A source that keeps each ID's newest row (`repeatedIds: { keep: latest }`) and was not read to its end: an ID's
/// newest row may be in the part not read, so the row kept tonight may be an older one. Its stored records are
/// kept as stored rather than changed back to an older row; the export read whole changes them.
enum LatestRowsUnknown {
    /// Takes out of `result` tonight's records of such sources that the state holds active and that come from
    /// another row than the stored one (another fingerprint): they are carried from the state instead, as the
    /// records after the failure are. A record read from its stored row is the row the state has, mapped again
    /// when the pipeline or the rules changed. Returns the source IDs taken, by source.
    static func holdBack(
        in result: inout RunResult, tracking: inout RecordTracking, prior: PriorState, unreadSources: Set<String>,
        config: PipelineConfig
    ) -> [String: [String]] {
        let sources = Set(
            config.sources.lazy.filter {
                unreadSources.contains($0.name) && $0.repeatedIds.keep == .latest
                    && ($0.entity == .owner || $0.entity == .patient)
            }.map(\.name))
        guard !sources.isEmpty else { return [:] }
        var held: [String: [String]] = [:]
        func isHeld(_ key: SourceKey, _ fingerprint: Fingerprint?) -> Bool {
            guard sources.contains(key.source), let stored = prior.record(key), stored.isActive,
                stored.fingerprint != fingerprint
            else { return false }
            held[key.source, default: []].append(key.sourceId)
            return true
        }
        let fingerprints = tracking.fingerprints
        let owners = result.owners.indices.filter {
            !isHeld(NightRecords.idAndKey(at: $0, of: result.owners).key, fingerprints.fingerprint(of: .owner, at: $0))
        }
        let patients = result.patients.indices.filter {
            !isHeld(
                NightRecords.idAndKey(at: $0, of: result.patients).key, fingerprints.fingerprint(of: .patient, at: $0))
        }
        if owners.count < result.owners.count {
            result.owners.reorder(owners)
            tracking.fingerprints.reorder(.owner, owners)
        }
        if patients.count < result.patients.count {
            result.patients.reorder(patients)
            tracking.fingerprints.reorder(.patient, patients)
        }
        return held
    }

    /// Tells the staff which records were kept as stored, and why: on the terminal and in the source's findings.
    static func report(
        _ held: [String: [String]], in result: inout RunResult, limit: Int, diagnostics: any DiagnosticCollector
    ) {
        for source in result.config.sources {
            guard let sourceIds = held[source.name],
                let index = result.sources.firstIndex(where: { $0.name == source.name })
            else { continue }
            let finding = warning(source: source, held: sourceIds)
            diagnostics.emit(finding)
            result.sources[index].add([finding], limit: limit)
        }
    }

    private static func warning(source: SourceConfig, held sourceIds: [String]) -> Diagnostic {
        let shown = sourceIds.sorted().prefix(5).joined(separator: ", ")
        let more = sourceIds.count > 5 ? " and \(sourceIds.count - 5) more" : ""
        let records = sourceIds.count == 1 ? "1 record" : "\(sourceIds.count) records"
        return .warning(
            "read.latest-row-unknown",
            "\(records) kept as stored, not changed by the rows read before the file's failure (\(shown)\(more)): this source keeps each ID's newest row, which may be in the part of the file not read. Export the file again, whole, to update them.",
            at: SourceLocation(file: source.shownPath))
    }
}
