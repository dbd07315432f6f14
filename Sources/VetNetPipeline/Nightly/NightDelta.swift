import Foundation
import VetNetCore
import VetNetMapping
import VetNetState

/// What tonight's records change against the state: which source records are new, changed, back, or gone,
/// which are unchanged (and whether they moved to another line), and so whether the night changed anything.
struct NightDelta {
    /// Tonight's records of one kind of change, in key order, as places among the night's records in key order
    /// (`NightRecords.mappedInKeyOrder()`): a first night creates 1.65 million at a million patients, and a copy of
    /// their keys and where they are took 100 MB of its peak (heaptrack).
    struct Listed: RandomAccessCollection, Sendable {
        private let mapped: MappedKeys
        private var places: [Int32] = []

        init(_ mapped: MappedKeys) {
            precondition(mapped.count <= Int(Int32.max), "more records in one night than a place can name")
            self.mapped = mapped
        }

        mutating func append(place: Int) { places.append(Int32(place)) }

        var startIndex: Int { 0 }
        var endIndex: Int { places.count }
        subscript(index: Int) -> SourceKey { mapped[Int(places[index])].key }
        /// Where the record at `index` is among tonight's.
        func position(at index: Int) -> NightRecords.Position { mapped[Int(places[index])].position }
    }

    var created: Listed
    var updated: Listed
    var reactivated: Listed
    var deactivated: [SourceKey] = []
    /// Records read exactly as stored, per source.
    var unchanged: [String: Int] = [:]
    /// Unchanged records that start on another line than when they were stored.
    var movedLines: [SourceKey: Int] = [:]
    /// Kind and output ID (before merging) of the records deactivated (the others are tonight's).
    private var gone: [SourceKey: (RecordKind, String)] = [:]
    private let night: NightRecords

    /// Stored records whose raw row changed tonight but that map as they were (unchanged, and counted so): their
    /// new fingerprints are stored, and the merge is made again rather than reused.
    private(set) var rowChangedOnly = 0

    /// Whether the night leaves every stored record as it was, at its line: the last run's merge still holds.
    var isQuiet: Bool {
        created.isEmpty && updated.isEmpty && reactivated.isEmpty && deactivated.isEmpty && movedLines.isEmpty
            && rowChangedOnly == 0
    }

    /// The stored forms of `sourceIds`, by source: looked up one at a time when they are few of the source's
    /// records (a night with some changes), else read with the rest of the source in one pass (a night after
    /// the export's layout or the pipeline changed, when every record is mapped again).
    private static func storedForms(
        of sourceIds: [String: [String]], prior: PriorState, store: StateStore, statePath: String
    ) throws(Diagnostic) -> [String: [String: Data]] {
        var forms: [String: [String: Data]] = [:]
        for (source, ids) in sourceIds {
            let stored = prior.known[source]?.count ?? 0
            forms[source] = try NightlyRun.state(statePath) { () throws(StateError) in
                ids.count * 8 < stored
                    ? try store.compactRecords(source: source, sourceIds: ids)
                    : try store.compactRecords(source: source)
            }
        }
        return forms
    }

    init(
        prior: PriorState, night: NightRecords, tracking: RecordTracking, config: PipelineConfig, store: StateStore,
        statePath: String, unreadSources: Set<String>
    ) throws(Diagnostic) {
        self.night = night
        let mapped = night.mappedInKeyOrder()
        (created, updated, reactivated) = (Listed(mapped), Listed(mapped), Listed(mapped))
        // A stored record mapped again tonight is changed only if it maps differently: its raw row changed (a value,
        // or only the export's layout: columns added or moved, other quoting), or the pipeline did.
        var remapped: [String: [String]] = [:]
        for (key, _) in mapped {
            guard let entry = prior.record(key), entry.isActive, entry.fingerprint != nil else { continue }
            remapped[key.source, default: []].append(key.sourceId)
        }
        let storedForms = try Self.storedForms(of: remapped, prior: prior, store: store, statePath: statePath)
        for (place, (key, position)) in mapped.enumerated() {
            guard let entry = prior.record(key) else {
                created.append(place: place)
                continue
            }
            if !entry.isActive {
                reactivated.append(place: place)
                continue
            }
            let stored = try storedForms[key.source]?[key.sourceId].map { (data) throws(Diagnostic) in
                try night.inCurrentLayout(data, at: position)
            }
            if entry.fingerprint == nil || stored == nil || stored != night.compact(at: position) {
                updated.append(place: place)
            } else {
                unchanged[key.source, default: 0] += 1
                if entry.fingerprint != night.fingerprint(at: position) {
                    rowChangedOnly += 1
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

    /// Per source: the source records its file held tonight, created, changed, back or unchanged. What a night that
    /// repeats this one counts unchanged (``RepeatedNight/Basis``).
    var recordsRead: [String: Int] {
        var records = unchanged
        for keys in [created, updated, reactivated] {
            // In key order, so in runs of one source: counted per run, not looked up per key.
            var start = keys.startIndex
            while start < keys.endIndex {
                let source = keys[start].source
                var end = start + 1
                while end < keys.endIndex && keys[end].source == source { end += 1 }
                records[source, default: 0] += end - start
                start = end
            }
        }
        return records
    }

    /// `changes/<run>.json`, with each source record's output ID after tonight's merges. The source records of
    /// `split`'s records (`splitSources`: kind and output ID), when not listed already, are listed as updated: their
    /// output record has its own ID tonight; those read unchanged are no longer counted unchanged.
    func changesFile(
        run: Int64, pipeline: String, asOf: LocalDate, merges: MergeDelta,
        splitSources: [SourceKey: (RecordKind, String)], result: RunResult
    ) -> ChangesFile {
        let (night, canonicalIds) = (night, result.canonicalIds)
        @Sendable func entry(_ key: SourceKey, _ kind: RecordKind, _ id: String) -> ChangesFile.Entry {
            ChangesFile.Entry(
                kind: kind.rawValue, source: key.source, sourceId: key.sourceId, id: canonicalIds[id] ?? id)
        }
        // Made as the file is written, from the keys and positions the night holds anyway.
        func entries(_ listed: Listed) -> ChangesFile.EntryList {
            ChangesFile.EntryList(count: listed.count) { index in
                let position = listed.position(at: index)
                return entry(listed[index], position.kind, night.id(at: position))
            }
        }
        var updatedEntries = entries(updated)
        var unchangedCount = unchanged.values.reduce(0, +)
        if !splitSources.isEmpty {
            let listed = Set(created).union(updated).union(reactivated).union(deactivated)
            let splitOnly = splitSources.filter { !listed.contains($0.key) }
            let withSplits = Array(updatedEntries) + splitOnly.map { entry($0.key, $0.value.0, $0.value.1) }
            updatedEntries = ChangesFile.EntryList(
                withSplits.sorted { ($0.source, $0.sourceId) < ($1.source, $1.sourceId) })
            unchangedCount -= splitOnly.keys.count { night.contains(source: $0.source, sourceId: IDKey($0.sourceId)) }
        }
        return ChangesFile(
            pipeline: pipeline, run: run, asOf: asOf.description, created: entries(created),
            updated: updatedEntries, reactivated: entries(reactivated),
            deactivated: ChangesFile.EntryList(
                deactivated.map { key in
                    let (kind, id) = gone[key] ?? (.owner, "")
                    return entry(key, kind, id)
                }),
            merged: merges.merged.map {
                ChangesFile.Merge(
                    kind: MergeDelta.kind(ofOutputID: $0.key).rawValue, memberId: $0.key, canonicalId: $0.value)
            },
            split: merges.split.map {
                ChangesFile.Split(
                    kind: MergeDelta.kind(ofOutputID: $0.key).rawValue, memberId: $0.key, formerCanonicalId: $0.value)
            },
            unchanged: unchangedCount)
    }
}
