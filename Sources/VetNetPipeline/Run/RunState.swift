import VetNetCore
import VetNetMapping
import VetNetState
import VetNetValidation

/// The records accepted so far in a run, and the cross-record checks that need them.
struct RunState {
    var owners: RecordStore<Owner> = []
    var patients: RecordStore<Patient> = []
    var rejected: [String: RejectedRows] = [:]
    var vets: [Vet] = []
    var rota: [RotaEntry] = []
    var appointments: [Appointment] = []
    /// Records of the referenced kinds that were read but rejected, by ID, for "fix that record first" messages.
    var rejectedVets: [String: (file: String, line: Int?)] = [:]
    var rejectedPatients: [String: (file: String, line: Int?)] = [:]
    var vetIDs: Set<String> = []
    /// Accepted patients by ID, with their species (an index into `speciesNames`, 0 for none), for appointments'
    /// and history records' references: made when the first one is checked (every patient source is read
    /// before), so that a run without them keeps no index of its patients.
    private var patientIndex: [IDKey: UInt8]?
    /// The species the index refers to; the first is none.
    private var speciesNames: [String?] = [nil]
    /// Patients accepted unchanged from the state file, which `patients` does not hold.
    private var unchangedPatientIDs: [IDKey] = []
    /// Confirmed bookings accepted so far, per vet and day, for double bookings.
    var bookings: [BookingKey: [Booking]] = [:]
    private var ownerIDs: Set<IDKey> = []
    /// Owners that were read but rejected, with their line, so their patients can say why they fail.
    var rejectedOwners: [String: (file: String, line: Int?)] = [:]
    private var medicalIDs: Set<IDKey> = []
    /// What earlier runs stored (runs with a state file).
    private var prior: PriorIdentities?
    /// Source IDs read and fingerprints of accepted records; nil when the run has no state file.
    var tracking: RecordTracking?
    /// The accepted history records, spooled to disk by kind; made with the first one.
    var history: HistorySpools?
    /// Where the last row of a source's file was cut (`FileEndsInsideRow`), by source name.
    var cutLastRows: [String: SourceLocation] = [:]

    /// Whether records unchanged since the last run are accepted from the state file without mapping them.
    var skipsUnchanged: Bool { prior?.skipsUnchanged == true }

    /// The stored records of `source` a row is accepted as, unchanged; nil when none is (no state, or the pipeline
    /// changed since the last run).
    func storedRows(of source: SourceConfig) -> StoredRows? {
        guard let prior, prior.skipsUnchanged, let records = prior.known[source.name] else { return nil }
        return StoredRows(records: records)
    }

    init(prior: PriorIdentities? = nil) {
        self.prior = prior
        if prior != nil { tracking = RecordTracking() }
    }

    /// The source's rejected rows, made with its first one.
    mutating func rejectedRows(of source: String) -> RejectedRows {
        if let rows = rejected[source] { return rows }
        let rows = RejectedRows()
        rejected[source] = rows
        return rows
    }

    /// Makes room in the run's sets and lists for about `count` more records of `entity`, so they do not grow
    /// step by step (each step copies every record so far).
    mutating func expect(_ count: Int, of entity: Entity) {
        switch entity {
        case .owner:
            ownerIDs.reserveCapacity(ownerIDs.count + count)
            owners.reserveCapacity(owners.count + count)
        case .patient:
            patients.reserveCapacity(patients.count + count)
            medicalIDs.reserveCapacity(medicalIDs.count + count)
        case .vet, .rota, .appointment, .vaccination, .visit, .medication, .alert: break
        }
    }

    /// Maps, validates and checks one raw record; keeps it unless a finding of severity error remains after
    /// the pipeline's policy. Returns whether it was accepted.
    /// `prepared`, when given, is the record's mapping and checks worked out ahead (owners and patients only).
    /// `storedUnchanged`, when given, is the stored record the row was found to be ahead (`StoredRows.unchanged`).
    /// `mergedSources` are the rows of the same ID merged into this one (`repeatedIds`), added to its sources.
    mutating func accept(
        _ raw: RawRecord, prepared: consuming PreparedRecord? = nil, storedUnchanged: StoredRows.Match? = nil,
        from source: SourceConfig, mapper: RecordMapper, validator: RecordValidator, seen: inout [IDKey: Int],
        mergedSources: [SourceRef] = [], diagnostics: any DiagnosticCollector
    ) -> Bool {
        let repeatsHeader = source.format == .csv && mapper.header.isRepeated(by: raw)
        if tracking != nil, !repeatsHeader, source.entity == .owner || source.entity == .patient,
            acceptUnchanged(
                raw, found: storedUnchanged, from: source, mapper: mapper, seen: &seen, mergedSources: mergedSources,
                diagnostics: diagnostics)
        {
            return true
        }
        var findings: [Diagnostic] = []
        var accepted = false
        if raw.endsFileWithoutLineEnd, let cut = cutShort(raw, from: source, mapper: mapper) { findings.append(cut) }
        if raw.hasProblem, var problem = raw.problem {
            problem.recordID = mapper.sourceID(of: raw)
            findings.append(problem)
        } else if repeatsHeader {
            findings.append(RepeatedHeader.finding(at: raw.location))
        } else {
            switch source.entity {
            case .owner:
                let prepared =
                    prepared.take()
                    ?? PreparedRecord(raw, from: source, mapper: mapper, validator: validator, into: EncodingArena())
                accepted = acceptOwner(raw, source, prepared, mergedSources, &seen, &findings)
            case .patient:
                let prepared =
                    prepared.take()
                    ?? PreparedRecord(raw, from: source, mapper: mapper, validator: validator, into: EncodingArena())
                accepted = acceptPatient(raw, source, prepared, mergedSources, &seen, &findings)
            case .vet: accepted = acceptVet(raw, source, mapper, &seen, &findings)
            case .rota: accepted = acceptRota(raw, source, mapper, validator, &findings)
            case .appointment: accepted = acceptAppointment(raw, source, mapper, validator, &seen, &findings)
            case .vaccination, .visit, .medication, .alert:
                preconditionFailure("history rows are accepted by acceptHistory: one row may give several records")
            }
        }
        if !accepted, !repeatsHeader, let id = mapper.sourceID(of: raw) {
            remember(rejected: id, of: source, at: raw.location)
        }
        let kept = Self.withValuesAsFound(findings.compactMap(source.policy.apply), in: raw, mapper: mapper)
        if tracking != nil, source.entity == .owner || source.entity == .patient, let id = mapper.sourceID(of: raw) {
            let key = IDKey(id)
            // Asked only of the records the state holds: a first night's million IDs need no set.
            if prior?.known[source.name]?.isEmpty == false { tracking?.read[source.name, default: []].insert(key) }
            if accepted {
                let fingerprint = RecordTracking.fingerprint(of: raw)
                tracking?.fingerprints.append(fingerprint, of: source.entity == .owner ? .owner : .patient)
                if let prior, !prior.changeSeen.isRaised {
                    let stored = prior.known[source.name]?[key]
                    if stored?.isActive != true || stored?.fingerprint != fingerprint { prior.changeSeen.raise() }
                }
                if !kept.isEmpty { tracking?.findings[source.name, default: [:]][key] = FindingsCodec.encode(kept) }
            }
        }
        for finding in kept { diagnostics.emit(finding) }
        if !accepted {
            if tracking != nil, FileEndsInsideRow.isCut(raw, rejectedWith: kept) {
                cutLastRows[source.name] = raw.location
            }
            let reasons = kept.filter { $0.severity == .error }.map(RejectedRows.reason)
            rejectedRows(of: source.name).append(line: raw.location.line, fields: raw.fields, reasons: reasons)
        }
        return accepted
    }

    /// The finding that holds back a stored record's change read from the last row of a file that ends without a
    /// line end: a copy or export interrupted inside that row leaves the same bytes, its last value shortened, and
    /// the row would replace the stored record with it. Nil when the state holds no record of that ID (nothing
    /// there to lose) or the run has no state.
    private func cutShort(_ raw: RawRecord, from source: SourceConfig, mapper: RecordMapper) -> Diagnostic? {
        guard tracking != nil, source.entity == .owner || source.entity == .patient, let id = mapper.sourceID(of: raw),
            prior?.known[source.name]?[IDKey(id)] != nil
        else { return nil }
        var finding = Diagnostic.error(
            "read.cut-short",
            "The file ends inside this row, with no line end after it, and the row changes the stored record: an export cut short while being written or copied looks the same, so the stored record is kept tonight. If the export is complete, end the file with a line end; for an exporter that never writes one, set `read.cut-short: warning` under validation.severity.",
            at: raw.location)
        finding.recordID = id
        return finding
    }

    /// Accepts a record whose fingerprint the state file holds for an active record as it was, without mapping
    /// and checking it again; its stored findings are reported again, at tonight's line.
    /// `found` is what `StoredRows.unchanged` gave for the row ahead, which is not asked again.
    private mutating func acceptUnchanged(
        _ raw: RawRecord, found: StoredRows.Match?, from source: SourceConfig, mapper: RecordMapper,
        seen: inout [IDKey: Int], mergedSources: [SourceRef], diagnostics: any DiagnosticCollector
    ) -> Bool {
        guard let prior, let found = found ?? storedRows(of: source)?.unchanged(raw, mapper: mapper),
            seen[found.key] == nil
        else { return false }
        let (key, record) = (found.key, found.record)
        seen[key] = raw.location.line ?? 0
        if record.line != raw.location.line ?? 0 { prior.changeSeen.raise() }
        // Owners need no entry: a patient's owner is looked up among the stored records too.
        if source.entity == .patient {
            if patientIndex != nil {
                patientIndex?[record.id] = 0
            } else {
                unchangedPatientIDs.append(record.id)
            }
        }
        if let stored = prior.findings[source.name]?[key] {
            for var finding in FindingsCodec.decode(stored) {
                finding.location = finding.location.map { raw.location.with(field: $0.field) }
                diagnostics.emit(finding)
            }
        }
        tracking?.unchanged[source.name, default: [:]][key] = raw.location.line ?? 0
        if !mergedSources.isEmpty { tracking?.mergedRows[source.name, default: [:]][key] = mergedSources }
        return true
    }

    private mutating func acceptOwner(
        _ raw: RawRecord, _ source: SourceConfig, _ prepared: consuming PreparedRecord, _ mergedSources: [SourceRef],
        _ seen: inout [IDKey: Int], _ findings: inout [Diagnostic]
    ) -> Bool {
        if !prepared.mappingFindings.isEmpty { findings += prepared.mappingFindings }
        guard case .owner(let owner) = prepared.takeMapped(),
            isFirst(owner.sourceId, raw: raw, seen: &seen, findings: &findings)
        else { return false }
        if !prepared.checkFindings.isEmpty { findings += prepared.checkFindings }
        guard !hasErrors(findings, source.policy) else {
            rejectedOwners[owner.id.string] = (raw.location.file, raw.location.line)
            return false
        }
        ownerIDs.insert(owner.id)
        if mergedSources.isEmpty {
            owners.append(owner.encoded)
        } else {
            var record = owner.encoded.record
            record.sources += mergedSources
            owners.append(record)
        }
        return true
    }

    private mutating func acceptPatient(
        _ raw: RawRecord, _ source: SourceConfig, _ prepared: consuming PreparedRecord, _ mergedSources: [SourceRef],
        _ seen: inout [IDKey: Int], _ findings: inout [Diagnostic]
    ) -> Bool {
        if !prepared.mappingFindings.isEmpty { findings += prepared.mappingFindings }
        guard case .patient(let patient) = prepared.takeMapped(),
            isFirst(patient.sourceId, raw: raw, seen: &seen, findings: &findings)
        else { return false }
        if !prepared.checkFindings.isEmpty { findings += prepared.checkFindings }
        checkOwner(of: patient, raw: raw, source: source, findings: &findings)
        guard !hasErrors(findings, source.policy) else {
            rejectedPatients[patient.id.string] = (raw.location.file, raw.location.line)
            return false
        }
        if patientIndex != nil { patientIndex?[patient.id] = 0 }
        var medicalId = patient.medicalId
        if let prior, let given = prior.medicalIDs.medicalID(of: patient.id) {
            medicalId = given
        } else {
            var salt = 0
            while prior?.medicalIDs.isGiven(medicalId) == true || !medicalIDs.insert(medicalId).inserted {
                salt += 1
                medicalId = IDKey(MedicalID.make(source: source.name, sourceId: patient.sourceId.string, salt: salt))
            }
        }
        if medicalId == patient.medicalId, mergedSources.isEmpty {
            patients.append(patient.encoded)
        } else {
            // Another medical ID (given before, or salted after a clash) or rows merged in: rare, so the record is
            // decoded for them.
            var changed = patient.encoded.record
            changed.medicalId = medicalId.string
            changed.sources += mergedSources
            patients.append(changed)
        }
        return true
    }

    /// Whether a patient with this ID was accepted so far.
    mutating func hasPatient(_ id: String) -> Bool {
        buildPatientIndex()
        return patientIndex?[IDKey(id)] != nil
    }

    /// Every accepted patient by ID with its species' index in the list beside (0: none; species as the catalog
    /// names them), for the history's references.
    mutating func patientReferences() -> ([IDKey: UInt8], [String?]) {
        buildPatientIndex()
        return (patientIndex ?? [:], speciesNames)
    }

    /// The owners accepted so far.
    var acceptedOwnerIDs: Set<IDKey> { ownerIDs }

    /// The owners of `ownerSource` that earlier nightly runs stored, by source ID as the history's rows look them up.
    func storedOwners(of ownerSource: String) -> [String: KnownRecord]? {
        prior?.known[ownerSource].map { Dictionary(uniqueKeysWithValues: $0.lazy.map { ($0.key.string, $0.value) }) }
    }

    private mutating func buildPatientIndex() {
        guard patientIndex == nil else { return }
        var index = [IDKey: UInt8](minimumCapacity: patients.count + unchangedPatientIDs.count)
        var speciesIndex: [String: UInt8] = [:]
        for position in patients.indices {
            let species = patients.read(at: position) { reader throws(CompactReader.Damaged) in
                try Patient.matchingFields(&reader).species
            }
            var code: UInt8 = 0
            // The catalog's id (`bird` for a record's `budgie`), which vaccines are listed by.
            if let species = species.map({ SpeciesCatalog.standard.resolve($0)?.id ?? $0 }) {
                if let known = speciesIndex[species] {
                    code = known
                } else if speciesNames.count < Int(UInt8.max) {
                    code = UInt8(speciesNames.count)
                    speciesIndex[species] = code
                    speciesNames.append(species)
                }
            }
            index[IDKey(patients.id(at: position))] = code
        }
        for id in unchangedPatientIDs { index[id] = 0 }
        patientIndex = index
        unchangedPatientIDs = []
    }

    /// A patient needs an accepted owner; when the owner was rejected, staff must fix the owner, not the pet.
    private func checkOwner(
        of patient: PreparedPatient, raw: RawRecord, source: SourceConfig, findings: inout [Diagnostic]
    ) {
        guard !ownerIDs.contains(patient.ownerId) else { return }
        let ownerSourceId = patient.ownerSourceId.string
        if let ownerSource = source.mapping.ownerSource, prior?.known[ownerSource]?[patient.ownerSourceId] != nil {
            return
        }
        let location = raw.location.with(field: source.fieldColumns["ownerSourceId"])
        var diagnostic: Diagnostic
        if let owner = rejectedOwners[patient.ownerId.string] {
            diagnostic = .error(
                "patient.owner-rejected",
                "The owner {value} was rejected (\(owner.file)\(owner.line.map { " line \($0)" } ?? "")); fix that owner's record and this patient will import with it.",
                at: location, value: ownerSourceId)
        } else {
            diagnostic = .error(
                "patient.owner-not-found",
                "The owner {value} is not in source '\(source.mapping.ownerSource ?? "")'; add the owner or correct the reference.",
                at: location, value: ownerSourceId)
        }
        diagnostic.recordID = patient.sourceId.string
        findings.append(diagnostic)
    }

    func hasErrors(_ findings: [Diagnostic], _ policy: SeverityPolicy) -> Bool {
        findings.contains { policy.apply($0)?.severity == .error }
    }

    /// A source ID seen before in the same source rejects the later record, pointing to the first.
    func isFirst(_ sourceId: String, raw: RawRecord, seen: inout [IDKey: Int], findings: inout [Diagnostic]) -> Bool {
        isFirst(IDKey(sourceId), raw: raw, seen: &seen, findings: &findings)
    }

    func isFirst(_ key: IDKey, raw: RawRecord, seen: inout [IDKey: Int], findings: inout [Diagnostic]) -> Bool {
        // One lookup for the usual first sighting; a repeat puts the first line back.
        if let firstLine = seen.updateValue(raw.location.line ?? 0, forKey: key) {
            seen[key] = firstLine
            let sourceId = key.string
            var diagnostic = Diagnostic.error(
                "map.duplicate-source-id",
                "The record at line \(firstLine) already has the source ID {value}; that first record was kept and this one rejected.",
                at: raw.location, value: sourceId)
            diagnostic.recordID = sourceId
            findings.append(diagnostic)
            return false
        }
        return true
    }
}
