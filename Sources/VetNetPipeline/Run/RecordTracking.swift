public import VetNetCore

/// What a run with a state file needs to know of each owner and patient source besides the records: every
/// source ID read (a full export's missing records are deactivated), a fingerprint of each accepted record's
/// raw fields (a record whose fingerprint is stored is unchanged), and what the unchanged ones were spared.
public struct RecordTracking: Sendable {
    /// Source name → every source ID read, accepted or not.
    public var read: [String: Set<String>] = [:]
    /// Source name → source ID → fingerprint of the accepted record.
    public var fingerprints: [String: [String: String]] = [:]
    /// Source name → source ID → line, of accepted records found unchanged and so not mapped again.
    public var unchanged: [String: [String: Int]] = [:]
    /// Source name → source ID → the findings (JSON) a mapped and accepted record was kept with.
    public var findings: [String: [String: String]] = [:]

    public init() {}

    /// A 128-bit fingerprint (hex) of a record's raw fields: two FNV-1a lanes with different seeds, each
    /// finished by the MurmurHash3 mixer; every field is marked present or empty, so that moving a value to the
    /// next field changes it. It only has to tell one record's versions apart, not resist an attacker.
    public static func fingerprint(of raw: RawRecord) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        func mix(_ byte: UInt8) {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_0233
        }
        for index in 0..<raw.fieldCount {
            if let field = raw.field(at: index) {
                mix(0x01)
                for byte in field.utf8 { mix(byte) }
                mix(0x00)
            } else {
                mix(0x02)
            }
        }
        return hex(finish(first)) + hex(finish(second))
    }

    private static func finish(_ value: UInt64) -> UInt64 {
        var state = value
        state ^= state >> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        state ^= state >> 33
        return state
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

/// A source record the state file knows: enough to tell whether tonight's version is the same.
public struct KnownRecord: Sendable, Hashable {
    public var id: String
    public var fingerprint: String
    public var line: Int?
    public var isActive: Bool

    public init(id: String, fingerprint: String, line: Int?, isActive: Bool) {
        self.id = id
        self.fingerprint = fingerprint
        self.line = line
        self.isActive = isActive
    }
}

/// What earlier runs established, for a run with a state file: it keeps IDs stable from night to night and
/// spares unchanged records the work.
public struct PriorIdentities: Sendable {
    /// IDs of owners earlier runs published: a patient whose owner is only in the state still has an owner.
    public var ownerIDs: Set<String> = []
    /// Medical IDs given before, by patient ID: an animal keeps its medical ID forever.
    public var medicalIDs: [String: String] = [:]
    /// Source name → source ID → the stored record. A record read with the same fingerprint is accepted as it
    /// was, without mapping and checking it again; empty when the pipeline changed since (everything is redone).
    public var records: [String: [String: KnownRecord]] = [:]
    /// Findings stored with unchanged records, by source name and source ID, replayed so reports stay whole.
    public var findings: [String: [String: String]] = [:]

    public init(
        ownerIDs: Set<String> = [], medicalIDs: [String: String] = [:], records: [String: [String: KnownRecord]] = [:],
        findings: [String: [String: String]] = [:]
    ) {
        self.ownerIDs = ownerIDs
        self.medicalIDs = medicalIDs
        self.records = records
        self.findings = findings
    }
}
