import VetNetCore
import VetNetMapping
import VetNetValidation

/// What an owner or patient record gives on its own, before any other record is looked at: its mapping and
/// its checks. It can be worked out ahead, on another core; `RunState` then applies, in file order, the
/// checks that need the other records (a repeated source ID, the owner's presence).
struct PreparedRecord: Sendable {
    enum Mapped: Sendable {
        case owner(Owner)
        /// The patient and its owner's ID in the owner source, apart, so that taking the case moves them.
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
        mapped = .none
        mappingFindings = []
        checkFindings = []
        guard raw.problem == nil else { return }
        var findings: [Diagnostic] = []
        switch source.entity {
        case .owner:
            if var owner = mapper.mapOwner(raw, findings: &findings) {
                mappingFindings = findings
                validator.validate(&owner, at: raw.location, columns: source.fieldColumns, findings: &findings)
                mapped = .owner(owner)
            }
        case .patient:
            if var mappedPatient = mapper.mapPatient(raw, findings: &findings) {
                mappingFindings = findings
                validator.validate(&mappedPatient.patient, at: raw.location, columns: source.fieldColumns, findings: &findings)
                mapped = .patient(mappedPatient.patient, ownerSourceId: mappedPatient.ownerSourceId)
            }
        case .vet, .rota, .appointment:
            preconditionFailure("only owners and patients are prepared ahead")
        }
        if case .none = mapped {
            mappingFindings = findings
        } else {
            checkFindings = Array(findings[mappingFindings.count...])
        }
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
