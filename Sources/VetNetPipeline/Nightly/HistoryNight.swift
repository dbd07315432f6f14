import Foundation
import VetNetCore
import VetNetMapping
import VetNetState
import VetNetWrite

/// What tonight's clinical history changes against the state, source by source: each record read is new,
/// changed, back or unchanged; each stored record tonight's files do not hold is carried into tonight's outputs,
/// inactive when a full export read to its end no longer holds it (a clinic's records are never dropped), as it
/// was otherwise (a delta export holds only what is new; a row rejected tonight is still in the file). Tonight's records and the stored ones are compared in
/// one pass in key order, the stored ones streamed from the state file.
struct HistoryNight {
    /// A history source's changes; created, updated and reactivated records by their place in its tracked file.
    struct SourceChanges {
        var change: [Change] = []
        /// The created, updated and reactivated records in key order.
        var changed: [HistoryTrack] = []
        var deactivated: [Gone] = []
        var created = 0
        var updated = 0
        var reactivated = 0
        var unchanged = 0
        /// Stored records carried into tonight's outputs, deactivated ones included.
        var carried = 0
        /// Stored records that were active before tonight.
        var active = 0
    }

    enum Change: UInt8 { case none, created, updated, reactivated }

    /// A record a full export no longer holds.
    struct Gone: Sendable {
        var key: Fingerprint
        var recordId: String
        var kind: String
        var sourceId: String
    }

    private(set) var sources: [String: SourceChanges] = [:]
    let spools: HistorySpools?

    /// Compares each history source's records with the stored ones and spools the stored records to carry.
    /// `unreadSources` were not read to their end: they deactivate nothing.
    init(
        spools: HistorySpools?, config: PipelineConfig, store: StateStore, statePath: String,
        unreadSources: Set<String>, makeSpools: () throws(Diagnostic) -> HistorySpools
    ) throws(Diagnostic) {
        try spools?.finishTracking()
        var target = spools
        for source in config.sources where source.entity.historyKind != nil {
            let deactivates = source.export == .full && !unreadSources.contains(source.name)
            var tracks = spools?.tracks[source.name] ?? []
            let rejected = spools?.rejectedKeys[source.name] ?? []
            tracks.sort { ($0.key, $0.ordinal) < ($1.key, $1.ordinal) }
            var changes = SourceChanges(change: Array(repeating: .none, count: tracks.count))
            var next = 0
            var carryFailure: Diagnostic?
            func created(upTo key: Fingerprint?) {
                while next < tracks.count, key.map({ tracks[next].key < $0 }) ?? true {
                    // The same ID twice tonight is one record (the finishing stage merges the repeat).
                    if next == 0 || tracks[next - 1].key != tracks[next].key {
                        changes.change[Int(tracks[next].ordinal)] = .created
                        changes.changed.append(tracks[next])
                        changes.created += 1
                    }
                    next += 1
                }
            }
            try NightlyRun.state(statePath) { () throws(StateError) in
                try store.forEachHistoryRecord(source: source.name) { entry, stored in
                    if entry.isActive { changes.active += 1 }
                    created(upTo: entry.key)
                    if next < tracks.count, tracks[next].key == entry.key {
                        let ordinal = Int(tracks[next].ordinal)
                        if !entry.isActive {
                            changes.change[ordinal] = .reactivated
                            changes.changed.append(tracks[next])
                            changes.reactivated += 1
                        } else if entry.fingerprint != tracks[next].fingerprint {
                            changes.change[ordinal] = .updated
                            changes.changed.append(tracks[next])
                            changes.updated += 1
                        } else {
                            changes.unchanged += 1
                        }
                        while next < tracks.count, tracks[next].key == entry.key { next += 1 }
                        return
                    }
                    guard carryFailure == nil else { return }
                    guard var record = HistoryStoredForm.record(stored()) else {
                        carryFailure = .error(
                            "state.corrupt-record",
                            "The state file's \(source.name) record \(entry.recordId) is not in a form this vetnet writes; the state file is damaged.",
                            at: SourceLocation(file: statePath))
                        return
                    }
                    let gone = deactivates && !rejected.contains(entry.key)
                    if entry.isActive && gone {
                        changes.deactivated.append(
                            Gone(
                                key: entry.key, recordId: entry.recordId, kind: entry.kind,
                                sourceId: record.sources.first?.sourceId ?? ""))
                    }
                    record.isActive = entry.isActive && !gone
                    do throws(Diagnostic) {
                        if target == nil { target = try makeSpools() }
                        var writer = CompactWriter()
                        record.encode(to: &writer)
                        try target!.append(encoded: writer.bytes, carried: true)
                        changes.carried += 1
                    } catch {
                        carryFailure = error
                    }
                }
            }
            if let carryFailure { throw carryFailure }
            created(upTo: nil)
            sources[source.name] = changes
        }
        self.spools = target
    }

    /// Whether tonight changes no stored history record.
    var isQuiet: Bool {
        sources.values.allSatisfy { $0.created + $0.updated + $0.reactivated + $0.deactivated.count == 0 }
    }

    /// Sources whose deactivations are over the guard's limit.
    func excesses(_ shrinkGuard: ShrinkGuard, order: [String]) -> [ShrinkGuard.Excess] {
        order.compactMap { name in
            sources[name].flatMap {
                shrinkGuard.excess(source: name, deactivated: $0.deactivated.count, active: $0.active)
            }
        }
    }

    /// Per source: the records its file held tonight, and the stored records it did not hold; nil without history
    /// sources. What a night that repeats this one counts (``RepeatedNight/Basis``).
    var repeatCounts: [String: RepeatedNight.Basis.HistoryCount]? {
        guard !sources.isEmpty else { return nil }
        return sources.mapValues {
            .init(records: $0.created + $0.updated + $0.reactivated + $0.unchanged, carried: $0.carried)
        }
    }

    /// The counts for the changes file.
    func counts(listedIn file: String?) -> ChangesFile.HistoryChanges? {
        guard !sources.isEmpty else { return nil }
        let all = sources.values
        return ChangesFile.HistoryChanges(
            created: all.reduce(0) { $0 + $1.created }, updated: all.reduce(0) { $0 + $1.updated },
            reactivated: all.reduce(0) { $0 + $1.reactivated },
            deactivated: all.reduce(0) { $0 + $1.deactivated.count },
            unchanged: all.reduce(0) { $0 + $1.unchanged }, carried: all.reduce(0) { $0 + $1.carried }, file: file)
    }

    /// What the state stores of tonight's history: the new, changed and returning records, read from the
    /// tracked files one at a time as the commit asks for them, and the gone ones made inactive.
    func stateChanges(order: [String]) -> HistoryStateChanges {
        let night = self
        return HistoryStateChanges(
            upserts: ItemStream { store in
                try night.forEachChange(order: order, storing: true) { _, record in
                    if let stored = record.stored { try store(stored) }
                }
            },
            deactivations: order.flatMap { name in
                (sources[name]?.deactivated ?? []).map { (source: name, key: $0.key) }
            })
    }

    /// `changes/<run>-history.ndjson`: each changed record on a line of its own, `{"change", "kind", "source",
    /// "sourceId" (when the export gives one), "id"}`.
    func writeChanges(to path: String, order: [String]) throws(Diagnostic) {
        let file = try StreamedFile(path: path)
        var chunk: [UInt8] = []
        var writer = JSONWriter.compact()
        do {
            try forEachChange(order: order, storing: false) { change, record in
                writer.removeAll()
                writer.beginObject()
                writer.key(text: "change")
                writer.string(change)
                writer.key(text: "id")
                writer.string(record.recordId)
                writer.key(text: "kind")
                writer.string(record.kind)
                writer.key(text: "source")
                writer.string(record.source)
                if !record.sourceId.isEmpty {
                    writer.key(text: "sourceId")
                    writer.string(record.sourceId)
                }
                writer.endObject()
                writer.withBytes { chunk.append(contentsOf: $0) }
                chunk.append(0x0A)
                if chunk.count >= 1 << 20 {
                    try file.write(chunk)
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            try file.write(chunk)
        } catch let error as Diagnostic {
            throw error
        } catch {
            throw .error("write.failed", "Cannot write \(path): \(error)")
        }
        _ = try file.commit()
    }

    /// The records each change concerns, source by source in the pipeline's order: the created, updated and
    /// reactivated ones (as read tonight; in key order with their stored forms when `storing`), then the
    /// deactivated ones.
    func forEachChange(
        order: [String], storing: Bool,
        _ body: (_ change: String, _ record: Changed) throws -> Void
    ) throws {
        var failure: (any Error)?
        for name in order {
            guard let changes = sources[name] else { continue }
            func each(
                _ ordinal: Int, _ track: HistoryTrack?, _ recordId: String, _ sourceId: String,
                _ bytes: ArraySlice<UInt8>
            ) {
                let change = changes.change[ordinal]
                guard failure == nil, change != .none else { return }
                let kind = bytes.dropFirst().first.flatMap { index in
                    Int(index) < HistoryKind.allCases.count ? HistoryKind.allCases[Int(index)].rawValue : nil
                }
                let stored = track.map {
                    StoredHistoryRecord(
                        source: name, key: $0.key, recordId: recordId, kind: kind ?? "", fingerprint: $0.fingerprint,
                        record: Data(bytes))
                }
                let record = Changed(
                    source: name, recordId: recordId, sourceId: sourceId, kind: kind ?? "", stored: stored)
                do { try body(String(describing: change), record) } catch { failure = error }
            }
            if storing {
                try spools?.forEachTracked(source: name, at: changes.changed) { track, recordId, sourceId, bytes in
                    each(Int(track.ordinal), track, recordId, sourceId, bytes)
                }
            } else {
                try spools?.forEachTracked(source: name) { ordinal, recordId, sourceId, bytes in
                    each(ordinal, nil, recordId, sourceId, bytes)
                }
            }
            if let failure { throw failure }
            for gone in changes.deactivated {
                let record = Changed(
                    source: name, recordId: gone.recordId, sourceId: gone.sourceId, kind: gone.kind, stored: nil)
                try body("deactivated", record)
            }
        }
    }

    /// A changed record as the changes list and the state take it.
    struct Changed {
        var source: String
        var recordId: String
        var sourceId: String
        var kind: String
        var stored: StoredHistoryRecord?
    }
}
