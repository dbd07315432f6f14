internal import GRDB
public import VetNetCore

extension StateStore {
    /// The canonical ID the source record feeds today: its own output ID, followed through every recorded
    /// merge. Nil when the record was never stored.
    public func canonicalID(for key: SourceKey) throws(StateError) -> String? {
        try read { db in
            guard
                let own = try String.fetchOne(
                    db, sql: "SELECT canonicalId FROM sourceRecord WHERE source = ? AND sourceId = ?",
                    arguments: [key.source, key.sourceId])
            else { return nil }
            return try db.resolve(own)
        }
    }

    /// Follows recorded merges from an output ID to the canonical ID it ends at (`id` when never merged).
    public func resolve(_ id: String) throws(StateError) -> String {
        try read { db in try db.resolve(id) }
    }

    /// Every recorded merge of `kind` (or all when nil), sorted by member ID.
    public func merges(kind: RecordKind? = nil) throws(StateError) -> [MergeDecision] {
        try read { db in
            try StoredMerges.load(db).decisions.filter { kind == nil || $0.kind == kind }.sorted {
                $0.memberID < $1.memberID
            }
        }
    }

    /// The medical ID remembered for a patient (by its canonical ID), or nil.
    public func medicalID(forPatient patientID: String) throws(StateError) -> String? {
        try read { db in try db.medicalID(forPatient: patientID) }
    }

    /// Hands `body` every remembered medical ID with its patient's ID, as keys (a night may load a million), in the
    /// order they were given; a patient or medical ID given twice is the first one's.
    public func forEachMedicalID(_ body: (_ patientID: IDKey, _ medicalID: IDKey) -> Void) throws(StateError) {
        try StoredMedicalIDs.forEachKey(in: try read { db in try IdentityBlocks.blocks(of: .medicalIDs, in: db) }, body)
    }

    /// Every remembered medical ID, by patient ID.
    public func medicalIDs() throws(StateError) -> [String: String] {
        try read { db in try StoredMedicalIDs.load(db).all }
    }

    /// ``StateTransaction/recordMerge(_:run:)`` in a transaction of its own.
    @discardableResult
    public func recordMerge(_ decision: MergeDecision, run: Int64) throws(StateError) -> Bool {
        try writeState { tx throws(StateError) in try tx.recordMerge(decision, run: run) }
    }

    /// ``StateTransaction/recordMedicalID(_:forPatient:run:)`` in a transaction of its own.
    @discardableResult
    public func recordMedicalID(_ medicalID: String, forPatient patientID: String, run: Int64) throws(StateError)
        -> String
    {
        try writeState { tx throws(StateError) in try tx.recordMedicalID(medicalID, forPatient: patientID, run: run) }
    }
}
