import VetNetCore
import VetNetState

/// What the state file knows before a run: its stored source records, the identities they established, the
/// medical IDs given, the merges made, and how the last finished run was configured.
struct PriorState {
    /// Every stored source record, by key.
    var index: [SourceKey: StoredRecordEntry]
    /// IDs, medical IDs, and — when the pipeline is the same as on the last finished run — the records that
    /// tonight's unchanged ones may be taken from.
    var identities: PriorIdentities
    /// Output IDs earlier runs published and did not merge away: clusters keep them as their IDs.
    var established: Set<String>
    /// Members of every merge recorded so far.
    var mergedMembers: Set<String>
    /// Whether the last finished run had the same pipeline signature and left a snapshot of its outputs.
    var snapshotIsCurrent: Bool

    static let canonicalIdsArtifact = "canonicalIds"
    static let duplicatesArtifact = "duplicates"

    static func load(from store: StateStore, signature: String) throws(StateError) -> PriorState {
        let entries = try store.recordIndex()
        let mergedMembers = Set(try store.merges().map(\.memberID))
        let lastFinished = try store.runs(limit: 50).first { $0.finishedAt != nil }
        let sameSignature = lastFinished?.signature == signature
        var index: [SourceKey: StoredRecordEntry] = [:]
        index.reserveCapacity(entries.count)
        var ownerIDs = Set<String>()
        var established = Set<String>()
        var records: [String: [String: KnownRecord]] = [:]
        for entry in entries {
            index[entry.key] = entry
            if entry.kind == .owner { ownerIDs.insert(entry.canonicalID) }
            if !mergedMembers.contains(entry.canonicalID) { established.insert(entry.canonicalID) }
            if sameSignature {
                records[entry.key.source, default: [:]][entry.key.sourceId] = KnownRecord(
                    id: entry.canonicalID, fingerprint: entry.fingerprint, line: entry.line, isActive: entry.isActive)
            }
        }
        var findings: [String: [String: String]] = [:]
        if sameSignature {
            for (key, text) in try store.findings() { findings[key.source, default: [:]][key.sourceId] = text }
        }
        let hasSnapshot = try store.artifact(canonicalIdsArtifact) != nil
        return PriorState(
            index: index,
            identities: PriorIdentities(
                ownerIDs: ownerIDs, medicalIDs: try store.medicalIDs(), records: records, findings: findings),
            established: established, mergedMembers: mergedMembers, snapshotIsCurrent: sameSignature && hasSnapshot)
    }
}
