public import Foundation
public import VetNetCore

/// A clinical history record (vaccination, visit, medication, alert) as the state file keeps it: one per
/// record of a history source, under a fingerprint of its ID, with a fingerprint of its content and its stored
/// form, so that a later night can tell it unchanged, changed or gone, and carry it when it is not read again.
public struct StoredHistoryRecord: Sendable, Hashable {
    public var source: String
    /// The fingerprint of the record's ID: the order a night compares records in.
    public var key: Fingerprint
    /// The record's ID in the output files.
    public var recordId: String
    /// `vaccination`, `visit`, `medication` or `alert`.
    public var kind: String
    /// The fingerprint of the record's content as mapped (without the line it was read on).
    public var fingerprint: Fingerprint
    /// The record's stored form (the caller's encoding).
    public var record: Data
    /// False once a full export no longer holds it: kept, never deleted.
    public var isActive: Bool

    public init(
        source: String, key: Fingerprint, recordId: String, kind: String, fingerprint: Fingerprint, record: Data,
        isActive: Bool = true
    ) {
        self.source = source
        self.key = key
        self.recordId = recordId
        self.kind = kind
        self.fingerprint = fingerprint
        self.record = record
        self.isActive = isActive
    }
}

/// A stored history record without its stored form, as a night's ordered comparison reads it.
public struct StoredHistoryEntry: Sendable, Hashable {
    public var key: Fingerprint
    public var recordId: String
    public var kind: String
    public var fingerprint: Fingerprint
    public var isActive: Bool
}

/// What a run changes in the stored history, applied in the same transaction as the rest of ``StateChanges``.
public struct HistoryStateChanges: Sendable {
    /// The records to store (new, changed or back), given one at a time, so that a first night's millions need
    /// not be held at once. A record stored before keeps its first run.
    public var upserts: ItemStream<StoredHistoryRecord>
    /// Records a full export no longer holds, by source and key: made inactive.
    public var deactivations: [(source: String, key: Fingerprint)]

    public init(upserts: ItemStream<StoredHistoryRecord>, deactivations: [(source: String, key: Fingerprint)]) {
        self.upserts = upserts
        self.deactivations = deactivations
    }
}
