import VetNetState

/// What the state file knows before a run: its stored source records (without their JSON), the identities
/// they established, and the medical IDs given.
struct PriorState {
    var index: [StoredRecordEntry]
    var identities: PriorIdentities
    /// Output IDs earlier runs published and did not merge away: clusters keep them as their IDs.
    var established: Set<String>

    static func load(from store: StateStore) throws(StateError) -> PriorState {
        let index = try store.recordIndex()
        let mergedAway = Set(try store.merges().map(\.memberID))
        let ownerIDs = Set(index.lazy.filter { $0.kind == .owner }.map(\.canonicalID))
        let established = Set(index.lazy.map(\.canonicalID).filter { !mergedAway.contains($0) })
        return PriorState(
            index: index, identities: PriorIdentities(ownerIDs: ownerIDs, medicalIDs: try store.medicalIDs()),
            established: established)
    }
}
