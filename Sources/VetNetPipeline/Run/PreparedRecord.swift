import VetNetCore
import VetNetMapping
import VetNetValidation

/// What an owner or patient record gives on its own, before any other record is looked at: its mapping and
/// its checks. It can be worked out ahead, on another core; `RunState` then applies, in file order, the
/// checks that need the other records (a repeated source ID, the owner's presence).
struct PreparedRecord: Sendable {
    enum Mapped: Sendable {
        case owner(Owner)
        /// The patient and its owner's ID in the owner source, as the row gave it: apart, so that the patient is
        /// not copied out of a `MappedPatient`.
        case patient(Patient, ownerSourceId: String)
        /// The mapping failed, or the reader already found the record unusable.
        case none
    }

    var mapped: Mapped
    var mappingFindings: [Diagnostic]
    /// The checks' findings, made as if the record were the first with its source ID: when it is not, they are
    /// dropped, as the checks would not have run.
    var checkFindings: [Diagnostic]

    // Borrowed: an initializer owns its arguments otherwise, and copying the source's configuration for every
    // record retains each of its parts, from both threads.
    init(
        _ raw: borrowing RawRecord, from source: borrowing SourceConfig, mapper: borrowing RecordMapper,
        validator: borrowing RecordValidator
    ) {
        // Each way out delegates to the memberwise initializer: assigning the properties one by one here
        // made the record apart and then copied it.
        guard raw.problem == nil else {
            self.init(mapped: .none, mappingFindings: [], checkFindings: [])
            return
        }
        var findings: [Diagnostic] = []
        switch source.entity {
        case .owner:
            guard var owner = mapper.mapOwner(raw, findings: &findings) else {
                self.init(mapped: .none, mappingFindings: findings, checkFindings: [])
                return
            }
            let mappingCount = findings.count
            validator.validate(&owner, at: raw.location, columns: source.fieldColumns, findings: &findings)
            self.init(mapped: .owner(consume owner), findings: findings, mappingCount: mappingCount)
        case .patient:
            guard case (var patient, let ownerSourceId)? = mapper.mapPatientParts(raw, findings: &findings) else {
                self.init(mapped: .none, mappingFindings: findings, checkFindings: [])
                return
            }
            let mappingCount = findings.count
            validator.validate(&patient, at: raw.location, columns: source.fieldColumns, findings: &findings)
            self.init(mapped: .patient(consume patient, ownerSourceId: ownerSourceId), findings: findings, mappingCount: mappingCount)
        case .vet, .rota, .appointment:
            preconditionFailure("only owners and patients are prepared ahead")
        }
    }

    private init(mapped: Mapped, findings: [Diagnostic], mappingCount: Int) {
        self.init(
            mapped: mapped, mappingFindings: mappingCount == findings.count ? findings : Array(findings[..<mappingCount]),
            checkFindings: mappingCount == findings.count ? [] : Array(findings[mappingCount...]))
    }

    /// What is left where a preparation was taken out (`PreparedRecords.take`).
    static let taken = PreparedRecord(mapped: .none, mappingFindings: [], checkFindings: [])

    private init(mapped: Mapped, mappingFindings: [Diagnostic], checkFindings: [Diagnostic]) {
        self.mapped = mapped
        self.mappingFindings = mappingFindings
        self.checkFindings = checkFindings
    }

    /// The mapped record, leaving `.none` in its place: moved, not copied.
    mutating func takeMapped() -> Mapped {
        var taken = Mapped.none
        swap(&taken, &mapped)
        return taken
    }

    /// Whether records of this source can be prepared ahead.
    static func applies(to source: SourceConfig) -> Bool {
        source.entity == .owner || source.entity == .patient
    }
}
