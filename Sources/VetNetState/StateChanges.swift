public import Foundation

/// Everything one run changes in the state, applied in one transaction by ``StateStore/commit(_:)``.
///
/// Steps apply in this order: inserts of new records, upserts, deactivations, merges, lines, the history, medical IDs,
/// the snapshot, artifacts, run completion. A commit may take them in parts (``PendingCommit/add(_:)``).
public struct StateChanges: Sendable {
    /// The run making the changes (from ``StateStore/beginRun(pipeline:startedAt:inputs:)``).
    public var runID: Int64
    /// New and changed source records (unchanged ones may be included: they change nothing).
    public var records: [StoredRecord]
    /// Source records the caller knows are not stored yet: inserted without looking them up first.
    public var newRecords: [StoredRecord] = []
    /// Source records that become inactive: those a full export no longer holds.
    public var deactivations: [SourceKey]
    /// Merge decisions: member ID → canonical ID. A member merged before keeps its first canonical ID.
    public var merges: [MergeDecision]
    /// Medical IDs by patient ID. A patient that has one keeps it.
    public var medicalIDs: [String: String]
    /// More medical IDs, taken after `medicalIDs` in the order given (the first of a patient's counts): a night's
    /// million as keys rather than a dictionary of strings.
    public var medicalIDEntries: [MedicalIDEntry] = []
    /// More medical IDs, taken after `medicalIDEntries`: `count` entries made one at a time as the commit checks
    /// them, and again as it stores them. A first night gives nearly every patient one; held at once, they were
    /// 46 MB of its peak.
    public var medicalIDStream: (count: Int, entries: ItemStream<MedicalIDEntry>)?
    /// The line each unchanged source record starts on tonight, for those that moved.
    public var lines: [SourceKey: Int] = [:]
    /// More of `records` and `newRecords`, and the snapshot in place of `snapshot`, made one at a time as the
    /// commit stores them: a first night stores millions, which need not be held at once.
    public var recordStream: ItemStream<StoredRecord>?
    public var newRecordStream: ItemStream<StoredRecord>?
    public var snapshotStream: ItemStream<SnapshotRecord>?
    /// The clinical history's new, changed and gone records.
    public var history: HistoryStateChanges?
    /// The output records of the run, replacing the stored snapshot; nil keeps it.
    public var snapshot: [SnapshotRecord]?
    /// Named data kept with the snapshot (such as the duplicates report), replacing what had the same name.
    public var artifacts: [String: Data] = [:]
    /// More artifacts, made while the commit stores them: items of one name in a row are that artifact's parts,
    /// in order (``ArtifactParts``), so a first night's duplicates report is stored as it is packed, a part at a
    /// time; read once.
    public var artifactStream: ItemStream<(name: String, data: [UInt8])>?
    /// The run's end, recorded in the same transaction when given.
    public var completion: RunCompletion?

    public init(
        runID: Int64, records: [StoredRecord] = [], deactivations: [SourceKey] = [], merges: [MergeDecision] = [],
        medicalIDs: [String: String] = [:],
        completion: RunCompletion? = nil
    ) {
        self.runID = runID
        self.records = records
        self.deactivations = deactivations
        self.merges = merges
        self.medicalIDs = medicalIDs
        self.completion = completion
    }
}

/// An output record as the last committed run wrote it, in a compact binary form.
public struct SnapshotRecord: Hashable, Sendable {
    public var id: String
    public var kind: RecordKind
    public var record: Data

    public init(id: String, kind: RecordKind, record: Data) {
        self.id = id
        self.kind = kind
        self.record = record
    }
}

/// A dedupe decision: the record `memberID` was merged into `canonicalID`.
public struct MergeDecision: Hashable, Codable, Sendable {
    public var memberID: String
    public var canonicalID: String
    public var kind: RecordKind

    public init(memberID: String, canonicalID: String, kind: RecordKind) {
        self.memberID = memberID
        self.canonicalID = canonicalID
        self.kind = kind
    }
}

/// What a commit (or a preview) changed, for the run's delta file and `--dry-run`.
public struct CommitSummary: Hashable, Sendable {
    /// Source records stored for the first time, sorted.
    public var created: [SourceKey] = []
    /// Source records whose content changed, sorted.
    public var updated: [SourceKey] = []
    /// Inactive source records seen again (their content may also have changed), sorted.
    public var reactivated: [SourceKey] = []
    /// Source records deactivated because a full export no longer contains them, sorted.
    public var deactivated: [SourceKey] = []
    /// Records upserted with identical content: nothing written.
    public var unchanged: Int = 0
    /// Merges recorded for the first time.
    public var newMerges: [MergeDecision] = []
    /// Medical IDs recorded for the first time, in the order they were.
    public var newMedicalIDEntries: [MedicalIDEntry] = []
    /// Medical IDs of `medicalIDStream` recorded for the first time: counted, not kept.
    public var newStreamedMedicalIDs = 0

    /// Medical IDs recorded for the first time, by patient ID.
    public var newMedicalIDs: [String: String] { MedicalIDEntry.byPatient(newMedicalIDEntries) }

    public init() {}

    /// Adds what another part of the same commit changed.
    mutating func add(_ other: CommitSummary) {
        created = Self.joined(created, other.created)
        updated = Self.joined(updated, other.updated)
        reactivated = Self.joined(reactivated, other.reactivated)
        deactivated = Self.joined(deactivated, other.deactivated)
        unchanged += other.unchanged
        newMerges = newMerges.isEmpty ? other.newMerges : newMerges + other.newMerges
        newMedicalIDEntries =
            newMedicalIDEntries.isEmpty ? other.newMedicalIDEntries : newMedicalIDEntries + other.newMedicalIDEntries
        newStreamedMedicalIDs += other.newStreamedMedicalIDs
    }

    /// Two sorted lists as one: the one that is not empty itself, without a copy. A first night's commit adds the
    /// merge's part (no source record) to its 1.65 million created keys at a million patients; joined and sorted
    /// anew, they were copied twice while the first part's list was still held, 146 MB of the night's peak. The
    /// medical IDs and merges are taken the same way.
    static func joined(_ first: [SourceKey], _ second: [SourceKey]) -> [SourceKey] {
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        return (first + second).sorted()
    }

    /// Whether the commit wrote no record, merge or medical ID (a run completion does not count).
    public var isEmpty: Bool {
        created.isEmpty && updated.isEmpty && reactivated.isEmpty && deactivated.isEmpty && newMerges.isEmpty
            && newMedicalIDEntries.isEmpty && newStreamedMedicalIDs == 0
    }
}

/// Items given one at a time to the function handed over, in order.
public struct ItemStream<Item>: Sendable {
    public let forEach: @Sendable (_ body: (Item) throws -> Void) throws -> Void

    public init(_ forEach: @escaping @Sendable (_ body: (Item) throws -> Void) throws -> Void) {
        self.forEach = forEach
    }
}
