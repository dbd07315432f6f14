import Foundation
import VetNetCore
import VetNetState

/// How tonight's merges differ from the last run's, for the changes file: output records merged into another
/// since the last run (new merges, merges again after a split, moves to another record), and output records the
/// last run had merged that stand on their own tonight, split off because what merged them changed.
struct MergeDelta {
    /// Member ID → the ID it is merged into tonight, sorted by member ID.
    var merged: [(key: String, value: String)]
    /// Member ID → the ID the last run had merged it into, sorted by member ID.
    var split: [(key: String, value: String)]

    /// `last` is the last run's merges; without them (a state from before they were kept), the merges listed
    /// are those of members never merged before, and no split can be told.
    init(tonight: [String: String], last: [String: String]?, everMerged: Set<IDKey>) {
        guard let last else {
            merged = tonight.filter { !everMerged.contains(IDKey($0.key)) }.sorted { $0.key < $1.key }
            split = []
            return
        }
        merged = tonight.filter { last[$0.key] != $0.value }.sorted { $0.key < $1.key }
        split = last.filter { tonight[$0.key] == nil }.sorted { $0.key < $1.key }
    }

    /// The kind of an output record, by its ID: a patient's starts with `PAT-`.
    static func kind(ofOutputID id: String) -> RecordKind { id.hasPrefix("PAT-") ? .patient : .owner }

    /// The last committed run's merges as the state keeps them; nil when it has none.
    static func lastMerges(_ store: StateStore, statePath: String) throws(Diagnostic) -> [String: String]? {
        let data = try NightlyRun.state(statePath) { () throws(StateError) in
            try store.artifact(PriorState.canonicalIdsArtifact)
        }
        return data.flatMap(CanonicalIdsArtifact.decode)
    }

    /// The source records of the records split off tonight, by key, with their kind and output ID (before
    /// merging), from the state's records.
    func splitSources(prior: PriorState) -> [SourceKey: (RecordKind, String)] {
        guard !split.isEmpty else { return [:] }
        let members = Set(split.lazy.map { IDKey($0.key) })
        var found: [SourceKey: (RecordKind, String)] = [:]
        for (source, records) in prior.known {
            for (sourceId, record) in records where members.contains(record.id) {
                let id = record.id.string
                found[SourceKey(source: source, sourceId: sourceId.string)] = (Self.kind(ofOutputID: id), id)
            }
        }
        return found
    }
}
