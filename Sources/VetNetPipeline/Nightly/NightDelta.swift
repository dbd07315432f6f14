import Foundation
import VetNetCore
import VetNetMapping
import VetNetState

/// What tonight's records change against the state: which source records are new, changed, back, or gone,
/// which are unchanged (and whether they moved to another line), and so whether the night changed anything.
struct NightDelta {
    var created: [SourceKey] = []
    var updated: [SourceKey] = []
    var reactivated: [SourceKey] = []
    var deactivated: [SourceKey] = []
    /// Records read exactly as stored, per source.
    var unchanged: [String: Int] = [:]
    /// Unchanged records that start on another line than when they were stored.
    var movedLines: [SourceKey: Int] = [:]
    /// Kind and output ID (before merging) of the records deactivated (the others are tonight's).
    private var gone: [SourceKey: (RecordKind, String)] = [:]
    /// Where tonight's records of `created`, `updated` and `reactivated` are among tonight's, in the same order: a
    /// first night lists a million, which are not looked up again by key.
    private var createdAt: [NightRecords.Position] = []
    private var updatedAt: [NightRecords.Position] = []
    private var reactivatedAt: [NightRecords.Position] = []
    private let night: NightRecords

    /// Whether the night leaves every stored record as it was, at its line: the last run's merge still holds.
    var isQuiet: Bool {
        created.isEmpty && updated.isEmpty && reactivated.isEmpty && deactivated.isEmpty && movedLines.isEmpty
    }

    init(
        prior: PriorState, night: NightRecords, tracking: RecordTracking, config: PipelineConfig, store: StateStore,
        statePath: String, unreadSources: Set<String>
    ) throws(Diagnostic) {
        self.night = night
        // Stored forms, read once per source, only when the pipeline changed and records were mapped again.
        var storedForms: [String: [String: Data]] = [:]
        for (key, position) in night.mappedInKeyOrder() {
            guard let entry = prior.record(key) else {
                created.append(key)
                createdAt.append(position)
                continue
            }
            if !entry.isActive {
                reactivated.append(key)
                reactivatedAt.append(position)
            } else if entry.fingerprint == nil
                || entry.fingerprint != tracking.fingerprints[key.source]?[IDKey(key.sourceId)]
            {
                updated.append(key)
                updatedAt.append(position)
            } else {
                // The same raw record, mapped again because the pipeline changed: changed if it maps differently.
                if storedForms[key.source] == nil {
                    storedForms[key.source] = try NightlyRun.state(statePath) { () throws(StateError) in
                        try store.compactRecords(source: key.source)
                    }
                }
                let stored = try storedForms[key.source]?[key.sourceId].map { (data) throws(Diagnostic) in
                    try night.inCurrentLayout(data, of: key)
                }
                if stored != night.compact(of: key) {
                    updated.append(key)
                    updatedAt.append(position)
                } else {
                    unchanged[key.source, default: 0] += 1
                }
            }
        }
        for (source, lines) in tracking.unchanged {
            unchanged[source, default: 0] += lines.count
            let records = prior.known[source] ?? [:]
            for (sourceId, line) in lines where records[sourceId]?.line != line {
                movedLines[SourceKey(source: source, sourceId: sourceId.string)] = line
            }
        }
        // A file not read to its end says nothing about the records after the failure: none of them is gone.
        for source in config.sources
        where source.export == .full && (source.entity == .owner || source.entity == .patient)
            && !unreadSources.contains(source.name)
        {
            for (sourceId, record) in prior.known[source.name] ?? [:]
            where record.isActive && !tracking.wasRead(source: source.name, sourceId: sourceId) {
                let key = SourceKey(source: source.name, sourceId: sourceId.string)
                deactivated.append(key)
                gone[key] = (source.entity == .patient ? .patient : .owner, record.id.string)
            }
        }
        deactivated.sort()
    }

    /// `changes/<run>.json`, with each source record's output ID after tonight's merges; `merged` (member ID →
    /// canonical ID) sorted by member ID.
    func changesFile(
        run: Int64, pipeline: String, asOf: LocalDate, merged: [(key: String, value: String)], result: RunResult
    ) -> ChangesFile {
        func entry(_ key: SourceKey, _ kind: RecordKind, _ id: String) -> ChangesFile.Entry {
            ChangesFile.Entry(
                kind: kind.rawValue, source: key.source, sourceId: key.sourceId, id: result.canonicalIds[id] ?? id)
        }
        func entries(_ keys: [SourceKey], at positions: [NightRecords.Position]) -> [ChangesFile.Entry] {
            zip(keys, positions).map { key, position in entry(key, position.kind, night.id(at: position)) }
        }
        return ChangesFile(
            pipeline: pipeline, run: run, asOf: asOf.description, created: entries(created, at: createdAt),
            updated: entries(updated, at: updatedAt), reactivated: entries(reactivated, at: reactivatedAt),
            deactivated: deactivated.map { key in
                let (kind, id) = gone[key] ?? (.owner, "")
                return entry(key, kind, id)
            },
            merged: merged.map {
                ChangesFile.Merge(
                    kind: $0.key.hasPrefix("PAT-") ? "patient" : "owner", memberId: $0.key, canonicalId: $0.value)
            },
            unchanged: unchanged.values.reduce(0, +))
    }
}
