import VetNetCore
import VetNetState

/// What the state file knows before a run: its stored source records, the merges made, and how the last
/// finished run was configured.
struct PriorState {
    /// What the run itself is given: the stored records, their findings, the medical IDs.
    var identities: PriorIdentities
    /// Members of every merge recorded so far.
    var mergedMembers: Set<IDKey>
    /// Whether the last finished run had the same pipeline signature and left a snapshot of its outputs.
    var snapshotIsCurrent: Bool
    /// The last run that committed its changes.
    var lastFinished: RunRecord?
    /// `RepeatedRowsDigest` of the rows merged into the last merge's records; nil when the state's is damaged.
    var repeatedRows: UInt64?

    /// Source name → source ID → the stored record.
    var known: [String: [IDKey: KnownRecord]] { identities.known }

    static let canonicalIdsArtifact = "canonicalIds"
    static let duplicatesArtifact = "duplicates"

    static func load(from store: StateStore, signature: String) throws(StateError) -> PriorState {
        let lastFinished = try store.lastCommittedRun()
        let sameSignature = lastFinished?.signature == signature
        // The merges and the findings are read through a connection of their own while this one reads the records,
        // where the store can open one (a read-only store cannot).
        let readMergesAndFindings = { @Sendable (store: StateStore) throws(StateError) in
            let mergedMembers = try store.mergedMemberIDs()
            var findings: [String: [IDKey: String]] = [:]
            if sameSignature {
                for (key, text) in try store.findings() {
                    findings[key.source, default: [:]][IDKey(key.sourceId)] = text
                }
            }
            return (mergedMembers, findings)
        }
        let beside = try store.readerBeside().map { reader in
            BackgroundWork(name: "vetnet.prior-merges") {
                Result { () throws(StateError) in
                    try readMergesAndFindings(reader)
                }
            }
        }
        let known = try knownRecords(store)
        let (mergedMembers, findings) =
            if let beside { try beside.wait().get() } else { try readMergesAndFindings(store) }
        let hasSnapshot = try store.artifact(canonicalIdsArtifact) != nil
        let repeatedRows = RepeatedRowsDigest.decode(try store.artifact(RepeatedRowsDigest.artifact))
        let medicalIDs = PriorMedicalIDs { add in try store.forEachMedicalID(add) }
        return PriorState(
            identities: PriorIdentities(
                known: known, skipsUnchanged: sameSignature, findings: findings, medicalIDs: medicalIDs),
            mergedMembers: mergedMembers, snapshotIsCurrent: sameSignature && hasSnapshot, lastFinished: lastFinished,
            repeatedRows: repeatedRows)
    }

    /// Source name → source ID → the stored record, every source's made whole before the next: the records come
    /// in source order, and a dictionary of a million looked up by source name for each record, and grown step by
    /// step, took most of the loading.
    private static func knownRecords(_ store: StateStore) throws(StateError) -> [String: [IDKey: KnownRecord]] {
        var known: [String: [IDKey: KnownRecord]] = [:]
        var counts = try store.recordCounts()
        var source = ""
        var records: [IDKey: KnownRecord] = [:]
        try store.forEachRecord { name, entry in
            if name != source {
                Self.add(records, of: source, to: &known)
                source = name
                records = [:]
                records.reserveCapacity(counts.removeValue(forKey: name) ?? 0)
            }
            records[entry.sourceId] = KnownRecord(
                id: entry.canonicalID, fingerprint: entry.fingerprint, line: entry.line, isActive: entry.isActive)
        }
        Self.add(records, of: source, to: &known)
        return known
    }

    private static func add(
        _ records: [IDKey: KnownRecord], of source: String, to known: inout [String: [IDKey: KnownRecord]]
    ) {
        guard !records.isEmpty else { return }
        if known[source] == nil { known[source] = records } else { known[source]!.merge(records) { $1 } }
    }

    /// The stored record for `key`.
    func record(_ key: SourceKey) -> KnownRecord? { known[key.source]?[IDKey(key.sourceId)] }

    /// Output IDs earlier runs published and did not merge away: clusters keep them as their IDs. Worked out on a
    /// thread of its own (0.6 s at a million patients) while the night loads its unchanged records.
    func established() -> BackgroundWork<Set<String>> {
        BackgroundWork(name: "vetnet.established-ids") { [known, mergedMembers] in
            var ids = Set<IDKey>()
            for records in known.values {
                for record in records.values where !mergedMembers.contains(record.id) { ids.insert(record.id) }
            }
            return Set(ids.lazy.map(\.string))
        }
    }
}
