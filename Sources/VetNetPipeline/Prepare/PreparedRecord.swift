import VetNetCore
import VetNetMapping
import VetNetValidation

/// What an owner or patient record gives on its own, before any other record is looked at: its mapping and
/// its checks. It can be worked out ahead, on another core; `RunState` then applies, in file order, the
/// checks that need the other records (a repeated source ID, the owner's presence).
struct PreparedRecord: Sendable {
    /// The record is encoded where it was mapped, as the run's record store keeps it: the thread that applies
    /// the records in order copies its bytes, and the strings of the mapped record are freed by the thread that
    /// made them. What the cross-record checks need is kept beside.
    enum Mapped: Sendable {
        case owner(PreparedOwner)
        case patient(PreparedPatient)
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
    /// - Parameter arena: where the record is encoded.
    init(
        _ raw: borrowing RawRecord, from source: borrowing SourceConfig, mapper: borrowing RecordMapper,
        validator: borrowing RecordValidator, into arena: EncodingArena
    ) {
        // Each way out delegates to the memberwise initializer: assigning the properties one by one here
        // made the record apart and then copied it.
        guard !raw.hasProblem else {
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
            self.init(mapped: .owner(PreparedOwner(owner, into: arena)), findings: findings, mappingCount: mappingCount)
        case .patient:
            guard case (var patient, let ownerSourceId)? = mapper.mapPatientParts(raw, findings: &findings) else {
                self.init(mapped: .none, mappingFindings: findings, checkFindings: [])
                return
            }
            let mappingCount = findings.count
            validator.validate(&patient, at: raw.location, columns: source.fieldColumns, findings: &findings)
            self.init(
                mapped: .patient(PreparedPatient(patient, ownerSourceId: ownerSourceId, into: arena)),
                findings: findings,
                mappingCount: mappingCount)
        case .vet, .rota, .appointment, .vaccination, .visit, .medication, .alert:
            preconditionFailure("only owners and patients are prepared ahead")
        }
    }

    /// A patient prepared from its row's bytes, which gave nothing to report.
    init(_ clean: CleanPatient) {
        self.init(mapped: .patient(PreparedPatient(clean)), mappingFindings: [], checkFindings: [])
    }

    /// An owner prepared from its row's bytes, which gave nothing to report.
    init(_ clean: CleanOwner) {
        self.init(mapped: .owner(PreparedOwner(clean)), mappingFindings: [], checkFindings: [])
    }

    private init(mapped: Mapped, findings: [Diagnostic], mappingCount: Int) {
        self.init(
            mapped: mapped,
            mappingFindings: mappingCount == findings.count ? findings : Array(findings[..<mappingCount]),
            checkFindings: mappingCount == findings.count ? [] : Array(findings[mappingCount...]))
    }

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

/// A mapped and checked owner, encoded, with its IDs as keys.
struct PreparedOwner: Sendable {
    let id: IDKey
    let sourceId: IDKey
    let encoded: EncodedRecord<Owner>

    init(_ owner: borrowing Owner, into arena: EncodingArena) {
        id = IDKey(owner.id)
        sourceId = IDKey(owner.sources[0].sourceId)
        encoded = EncodedRecord(owner, into: arena)
    }

    init(_ clean: CleanOwner) {
        id = clean.id
        sourceId = clean.sourceId
        encoded = clean.encoded
    }
}

/// A mapped and checked patient, encoded, with its IDs and its owner's ID in the owner source, as the row gave
/// it; the IDs as keys, made into strings only where a message needs one.
struct PreparedPatient: Sendable {
    let id: IDKey
    let sourceId: IDKey
    let ownerId: IDKey
    let ownerSourceId: IDKey
    let medicalId: IDKey
    let encoded: EncodedRecord<Patient>

    init(_ patient: borrowing Patient, ownerSourceId: String, into arena: EncodingArena) {
        id = IDKey(patient.id)
        sourceId = IDKey(patient.sources[0].sourceId)
        ownerId = IDKey(patient.ownerId)
        self.ownerSourceId = IDKey(ownerSourceId)
        medicalId = IDKey(patient.medicalId)
        encoded = EncodedRecord(patient, into: arena)
    }

    init(_ clean: CleanPatient) {
        id = clean.id
        sourceId = clean.sourceId
        ownerId = clean.ownerId
        ownerSourceId = clean.ownerSourceId
        medicalId = clean.medicalId
        encoded = clean.encoded
    }
}
