public import Foundation

/// Whether a source record describes an owner or an animal.
public enum RecordKind: String, Hashable, Codable, Sendable, CaseIterable {
    case owner, patient
}

/// A source record's identity: the pipeline's name for the source and the record's ID in it.
public struct SourceKey: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var source: String
    public var sourceId: String

    public init(source: String, sourceId: String) {
        self.source = source
        self.sourceId = sourceId
    }

    public static func < (lhs: SourceKey, rhs: SourceKey) -> Bool {
        (lhs.source, lhs.sourceId) < (rhs.source, rhs.sourceId)
    }

    public var description: String { "\(source)/\(sourceId)" }
}

/// One source record as the state remembers it: what it looked like (a fingerprint of its raw fields), which
/// canonical record it feeds, and its normalized form, so a night with no change can rewrite the snapshot
/// without processing it again.
public struct StoredRecord: Hashable, Codable, Sendable {
    public var key: SourceKey
    public var kind: RecordKind
    /// SHA-256 (hex) of the record's raw fields, computed by the caller.
    public var fingerprint: String
    /// The ID of the output record this source record became (before merges; see ``StateStore/canonicalID(for:)``).
    public var canonicalID: String
    /// The normalized record as JSON text, for records that have no compact form; may be empty when
    /// ``record`` holds it.
    public var json: String
    /// False once a full export no longer contains the record (soft delete); an upsert makes it active again.
    public var isActive: Bool
    /// The line the record started on when it was last read.
    public var line: Int?
    /// The record's findings (warnings it was accepted with) as JSON, nil when it had none.
    public var findings: String?
    /// The normalized record in a compact binary form (the caller's encoding).
    public var record: Data?
    /// The run that first stored the record; set by the store (nil on records not yet stored).
    public var firstSeenRun: Int64?
    /// The last run that created, changed, deactivated or reactivated the record; set by the store.
    ///
    /// A run that sees the record unchanged does not touch it, so a re-run writes nothing.
    public var lastChangedRun: Int64?

    /// A record to upsert; the store sets ``isActive`` and the run fields.
    public init(
        key: SourceKey, kind: RecordKind, fingerprint: String, canonicalID: String, json: String, line: Int? = nil,
        findings: String? = nil, record: Data? = nil
    ) {
        self.key = key
        self.line = line
        self.findings = findings
        self.record = record
        self.kind = kind
        self.fingerprint = fingerprint
        self.canonicalID = canonicalID
        self.json = json
        self.isActive = true
        self.firstSeenRun = nil
        self.lastChangedRun = nil
    }

    /// Whether `other` holds the same content (kind, canonical ID, JSON, compact record), ignoring history and
    /// what goes with the content, which an upsert refreshes silently: line, findings, and the fingerprint of a
    /// raw row that changed without changing the record (columns moved or added, other quoting).
    func hasSameContent(as other: StoredRecord) -> Bool {
        kind == other.kind && canonicalID == other.canonicalID && json == other.json && record == other.record
    }
}
