public import VetNetCore
import VetNetState

/// The fingerprints of a run's mapped owners and patients (`RecordTracking.fingerprint(of:)`), one per record, at
/// the record's index in the run's `owners` or `patients`; whatever reorders those reorders these alike.
public struct RecordFingerprints: Sendable {
    public private(set) var owners: [Fingerprint] = []
    public private(set) var patients: [Fingerprint] = []

    public init() {}

    /// Records the fingerprint of the record just appended to the run's owners or patients.
    mutating func append(_ fingerprint: Fingerprint, of kind: RecordKind) {
        if kind == .owner { owners.append(fingerprint) } else { patients.append(fingerprint) }
    }

    /// The fingerprint of the record at `index` of `kind`; nil when none of that kind was recorded (a run without
    /// a state file). An index past the records' traps: the lists no longer match the records.
    func fingerprint(of kind: RecordKind, at index: Int) -> Fingerprint? {
        switch kind {
        case .owner: owners.isEmpty ? nil : owners[index]
        case .patient: patients.isEmpty ? nil : patients[index]
        }
    }

    /// Whether the lists are empty or hold one fingerprint for each of `owners` and `patients` records.
    func match(owners ownerCount: Int, patients patientCount: Int) -> Bool {
        (owners.isEmpty || owners.count == ownerCount) && (patients.isEmpty || patients.count == patientCount)
    }

    /// Keeps the records' fingerprints at `order` (the old index at each new one), as `RecordStore.reorder` does.
    mutating func reorder(_ kind: RecordKind, _ order: [Int]) {
        if kind == .owner {
            guard !owners.isEmpty else { return }
            owners = order.map { owners[$0] }
        } else {
            guard !patients.isEmpty else { return }
            patients = order.map { patients[$0] }
        }
    }
}
