public import VetNetCore

/// What a run with a state file needs to know of each owner and patient source besides the records: every
/// source ID read (a full export's missing records are deactivated) and a fingerprint of each accepted record's
/// raw fields (a record whose fingerprint is stored is unchanged).
public struct RecordTracking: Sendable {
    /// Source name → every source ID read, accepted or not.
    public var read: [String: Set<String>] = [:]
    /// Source name → source ID → fingerprint of the accepted record.
    public var fingerprints: [String: [String: String]] = [:]

    public init() {}

    /// SHA-256 (hex) of a record's raw fields, each marked present or empty so that moving a value to the
    /// next field changes it.
    public static func fingerprint(of raw: RawRecord) -> String {
        var bytes: [UInt8] = []
        for field in raw.fields {
            if let field {
                bytes.append(0x01)
                bytes.append(contentsOf: field.utf8)
                bytes.append(0x00)
            } else {
                bytes.append(0x02)
            }
        }
        return SHA256.hexDigest(SHA256.hash(bytes))
    }
}

/// What earlier runs established, for a run with a state file: it keeps IDs stable from night to night.
public struct PriorIdentities: Sendable {
    /// IDs of owners earlier runs published: a patient whose owner is only in the state still has an owner.
    public var ownerIDs: Set<String> = []
    /// Medical IDs given before, by patient ID: an animal keeps its medical ID forever.
    public var medicalIDs: [String: String] = [:]

    public init(ownerIDs: Set<String> = [], medicalIDs: [String: String] = [:]) {
        self.ownerIDs = ownerIDs
        self.medicalIDs = medicalIDs
    }
}
