public import VetNetCore

/// What a run with a state file needs to know of each owner and patient source besides the records: every
/// source ID read (a full export's missing records are deactivated), a fingerprint of each accepted record's
/// raw fields (a record whose fingerprint is stored is unchanged), and what the unchanged ones were spared.
/// Source IDs are keys (`IDKey`), which are equal exactly when the IDs are: a night looks up millions.
public struct RecordTracking: Sendable {
    /// Source name → the source IDs read, accepted or not, of records not found unchanged (see `wasRead`), for
    /// the sources the state holds records of: `wasRead` is asked only of stored records.
    public var read: [String: Set<IDKey>] = [:]
    /// The fingerprint of each accepted owner and patient that was mapped, in the order of the run's `owners` and
    /// `patients` (`RecordFingerprints`): kept beside the records rather than by source ID, a dictionary that took
    /// 126 MB of a first night's peak at a million and a half records (`heaptrack`).
    public var fingerprints = RecordFingerprints()
    /// Source name → source ID → line, of accepted records found unchanged and so not mapped again.
    public var unchanged: [String: [IDKey: Int]] = [:]
    /// Source name → source ID → the rows of the same ID merged into an unchanged record (`repeatedIds`), which its
    /// sources list after its own row, as a mapped record's do.
    public var mergedRows: [String: [IDKey: [SourceRef]]] = [:]
    /// Source name → source ID → the findings (JSON) a mapped and accepted record was kept with.
    public var findings: [String: [IDKey: String]] = [:]

    public init() {}

    /// Whether tonight's files hold the record, one the state holds.
    public func wasRead(source: String, sourceId: IDKey) -> Bool {
        unchanged[source]?[sourceId] != nil || read[source]?.contains(sourceId) == true
    }

    /// The fingerprint of a record's raw field bytes: every field is marked present or empty, so that moving a
    /// value to the next field changes it.
    public static func fingerprint(of raw: RawRecord) -> Fingerprint {
        var hasher = FingerprintHasher()
        for index in 0..<raw.fieldCount {
            if let field = raw.fieldBytes(at: index) {
                hasher.mix(0x01)
                for byte in field { hasher.mix(byte) }
                hasher.mix(0x00)
            } else {
                hasher.mix(0x02)
            }
        }
        return hasher.finalized()
    }
}

/// A source record the state file knows: enough to tell whether tonight's version is the same.
public struct KnownRecord: Sendable, Hashable {
    /// The ID of the output record it became (before merges).
    public var id: IDKey
    /// Nil when the stored fingerprint is not one this vetnet makes: the record then counts as changed.
    public var fingerprint: Fingerprint?
    public var line: Int?
    public var isActive: Bool

    public init(id: IDKey, fingerprint: Fingerprint?, line: Int?, isActive: Bool) {
        self.id = id
        self.fingerprint = fingerprint
        self.line = line
        self.isActive = isActive
    }
}

/// What earlier runs established, for a run with a state file: it keeps IDs stable from night to night and
/// spares unchanged records the work.
public struct PriorIdentities {
    /// Source name → source ID → the stored record: owners stored are owners a patient may refer to.
    public var known: [String: [IDKey: KnownRecord]]
    /// Whether a record read with its stored fingerprint is accepted as it was, without mapping and checking it
    /// again (false when the pipeline file changed since the last run: then everything is redone).
    public var skipsUnchanged: Bool
    /// Findings stored with unchanged records, by source name and source ID, replayed so reports stay whole.
    public var findings: [String: [IDKey: String]]
    /// Medical IDs given before: an animal keeps its medical ID forever.
    public var medicalIDs: PriorMedicalIDs
    /// Raised by the reading once it meets a record that changes the state.
    public let changeSeen = StateChangeSeen()

    public init(
        known: [String: [IDKey: KnownRecord]] = [:], skipsUnchanged: Bool = false,
        findings: [String: [IDKey: String]] = [:], medicalIDs: PriorMedicalIDs = PriorMedicalIDs([:])
    ) {
        self.known = known
        self.skipsUnchanged = skipsUnchanged
        self.findings = findings
        self.medicalIDs = medicalIDs
    }
}

/// The medical IDs given by earlier runs, loaded on first use: a night without a new or changed animal never
/// needs them.
public final class PriorMedicalIDs {
    private var load: ((_ add: (_ patientID: IDKey, _ medicalID: IDKey) -> Void) throws -> Void)?
    private var byPatient: [IDKey: IDKey] = [:]
    private var given: Set<IDKey> = []
    /// Why loading failed, if it did (the run then stops).
    public private(set) var failure: (any Error)?

    /// Medical IDs that `load` hands over, patient by patient, when first asked for; a patient given twice keeps
    /// the first.
    public init(load: @escaping (_ add: (_ patientID: IDKey, _ medicalID: IDKey) -> Void) throws -> Void) {
        self.load = load
    }

    /// The medical IDs of `byPatient`.
    public convenience init(_ byPatient: [String: String]) {
        self.init { add in for (patient, medical) in byPatient { add(IDKey(patient), IDKey(medical)) } }
    }

    private func loadOnce() {
        guard let load else { return }
        self.load = nil
        do {
            try load { patient, medical in
                if byPatient[patient] == nil { byPatient[patient] = medical }
                given.insert(medical)
            }
        } catch {
            failure = error
        }
    }

    /// The medical ID an earlier run gave the patient.
    func medicalID(of patientID: IDKey) -> IDKey? {
        loadOnce()
        return byPatient[patientID]
    }

    /// Whether an earlier run gave `medicalID` to some animal.
    func isGiven(_ medicalID: IDKey) -> Bool {
        loadOnce()
        return given.contains(medicalID)
    }
}
