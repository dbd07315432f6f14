import VetNetCore
import VetNetMapping
import VetNetValidation
import VetNetWrite

/// What one history row gives, worked out without touching the run's state: its findings in the order they are
/// reported, its accepted records encoded, and its rejected records as rows of `rejected/<source>.csv`.
struct PreparedHistoryRow: Sendable {
    var read = 0
    var findings: [Diagnostic] = []
    var records: [[UInt8]] = []
    var rejected: [[String?]] = []
    /// In a run with a state file, the accepted records' stored forms, and the keys of the rejected ones that
    /// could be read as records: they are still in tonight's file.
    var tracked: [HistoryStoredForm] = []
    var rejectedKeys: [Fingerprint] = []
}

/// The records a history source refers to, as the run has them once its owners, patients and vets are read.
struct HistoryReferences: Sendable {
    /// Accepted animals by ID, with their species' index in `speciesNames` (0: none).
    var patients: [IDKey: UInt8]
    var speciesNames: [String?]
    var rejectedPatients: [String: (file: String, line: Int?)]
    var owners: Set<IDKey>
    /// Owners of the source the alerts refer to that earlier nightly runs stored.
    var storedOwners: [String: KnownRecord]?
    var rejectedOwners: [String: (file: String, line: Int?)]
    var vets: Set<String>
}

/// Maps and checks history rows on any thread: `RunState.apply` then reports and keeps what each gave, in order.
struct HistoryRowPreparer: Sendable {
    let source: SourceConfig
    let mapper: RecordMapper
    let validator: RecordValidator
    let references: HistoryReferences
    /// Whether the run has a state file, which keeps each record to compare with the next night's.
    let tracksChanges: Bool
    /// Prepares the usual row straight from its bytes; nil when the source's mapping needs the mapper, or when
    /// every row is to go through the mapper and the validator, which the tests compare with.
    let clean: CleanHistoryEncoder?

    /// A row gives one record, or for a wide vaccination source one per vaccine it dates; each is accepted or
    /// rejected with its reasons; a row that repeats the header (files joined one after the other) is rejected
    /// as such. `writer` is where records are encoded, emptied for each.
    func prepare(_ raw: RawRecord, using writer: inout CompactWriter) -> PreparedHistoryRow {
        var row = PreparedHistoryRow()
        if raw.hasProblem, var problem = raw.problem {
            problem.recordID = mapper.sourceID(of: raw)
            reject(raw, [problem].compactMap(source.policy.apply), into: &row)
            return row
        }
        if source.format == .csv, mapper.header.isRepeated(by: raw) {
            reject(raw, [RepeatedHeader.finding(at: raw.location)], into: &row)
            return row
        }
        writer.removeAll()
        if let clean, clean.encode(raw, into: &writer) {
            row.read = 1
            row.records.append(writer.bytes)
            if tracksChanges { row.tracked.append(Self.storedForm(of: row.records[0])) }
            return row
        }
        let items = mapper.mapHistory(raw)
        // The animal or owner is the row's, the same for each of its records.
        var referenceFindings: [Diagnostic] = []
        var species: String?
        if let first = items.lazy.compactMap(\.mapped).first {
            checkReferences(of: first, raw: raw, findings: &referenceFindings)
            if let patientId = first.record.patientId, let index = references.patients[IDKey(patientId)] {
                species = references.speciesNames[Int(index)]
            }
        }
        let referenceKept = referenceFindings.compactMap(source.policy.apply)
        row.findings += referenceKept
        let referenceErrors = referenceKept.filter { $0.severity == .error }
        row.read = items.count
        for item in items {
            var findings = item.findings
            var record: HistoryRecord?
            if var mapped = item.mapped {
                validator.validate(
                    &mapped.record, species: species, at: raw.location, columns: source.fieldColumns,
                    findings: &findings)
                resolveVet(of: &mapped, raw: raw, findings: &findings)
                record = mapped.record
            }
            let kept = findings.compactMap(source.policy.apply)
            row.findings += kept
            let errors = referenceErrors + kept.filter { $0.severity == .error }
            guard let record, errors.isEmpty else {
                row.rejected.append(Self.rejectedRow(raw, errors))
                if tracksChanges, let record { row.rejectedKeys.append(Fingerprint(of: record.id.utf8)) }
                continue
            }
            writer.removeAll()
            record.encode(to: &writer)
            row.records.append(writer.bytes)
            if tracksChanges { row.tracked.append(HistoryStoredForm(record)) }
        }
        return row
    }

    /// The stored form of a record the clean path encoded.
    private static func storedForm(of encoded: [UInt8]) -> HistoryStoredForm {
        var reader = CompactReader(encoded)
        guard let record = try? HistoryRecord.decode(&reader) else {
            preconditionFailure("a record the clean path encoded reads back")
        }
        return HistoryStoredForm(record)
    }

    private func reject(_ raw: RawRecord, _ findings: [Diagnostic], into row: inout PreparedHistoryRow) {
        row.read = 1
        row.findings += findings
        row.rejected.append(Self.rejectedRow(raw, findings))
    }

    /// A rejected record as its rejected CSV lists it: the reasons, then the row as read.
    static func rejectedRow(_ raw: RawRecord, _ errors: [Diagnostic]) -> [String?] {
        RejectedRows.row(fields: raw.fields, reasons: errors.filter { $0.severity == .error }.map(RejectedRows.reason))
    }

    /// The animal (or, for an alert, the owner) must have been accepted; one that was rejected must be fixed first.
    private func checkReferences(of item: MappedHistory, raw: RawRecord, findings: inout [Diagnostic]) {
        let recordID = item.record.sources.first?.sourceId ?? ""
        var finding: Diagnostic
        if let patientId = item.record.patientId, let sourceId = item.patientSourceId {
            guard references.patients[IDKey(patientId)] == nil else { return }
            let location = raw.location.with(field: source.fieldColumns["patientSourceId"])
            if let patient = references.rejectedPatients[patientId] {
                finding = .error(
                    "history.patient-rejected",
                    "The animal {value} was rejected (\(patient.file)\(patient.line.map { " line \($0)" } ?? "")); fix that animal's record and its history will import with it.",
                    at: location, value: sourceId)
            } else {
                finding = .error(
                    "history.patient-not-found",
                    "The animal {value} is not in source '\(source.mapping.patientSource ?? "")'; add the animal or correct the reference.",
                    at: location, value: sourceId)
            }
        } else if let ownerId = item.record.ownerId, let sourceId = item.ownerSourceId {
            guard !references.owners.contains(IDKey(ownerId)), references.storedOwners?[sourceId] == nil else { return }
            let location = raw.location.with(field: source.fieldColumns["ownerSourceId"])
            if let owner = references.rejectedOwners[ownerId] {
                finding = .error(
                    "history.owner-rejected",
                    "The owner {value} was rejected (\(owner.file)\(owner.line.map { " line \($0)" } ?? "")); fix that owner's record and the alert will import with it.",
                    at: location, value: sourceId)
            } else {
                finding = .error(
                    "history.owner-not-found",
                    "The owner {value} is not in source '\(source.mapping.ownerSource ?? "")'; add the owner or correct the reference.",
                    at: location, value: sourceId)
            }
        } else {
            return
        }
        finding.recordID = recordID.isEmpty ? nil : recordID
        findings.append(finding)
    }

    /// With a vet source, the vet's ID is written as `vetId`; a vet that source does not have is reported.
    private func resolveVet(of item: inout MappedHistory, raw: RawRecord, findings: inout [Diagnostic]) {
        guard let vetSource = source.mapping.vetSource, let vetSourceId = item.vetSourceId,
            item.record.kind.table.index(of: "vetId") != nil
        else { return }
        let vetId = StableID.vet(source: vetSource, sourceId: vetSourceId)
        if references.vets.contains(vetId) {
            item.record["vetId"] = .text(vetId)
        } else {
            findings.append(
                .warning(
                    "history.vet-not-found",
                    "The vet {value} is not in source '\(vetSource)'; the record was kept with the vet as written.",
                    at: raw.location.with(field: source.fieldColumns["vetSourceId"]), value: vetSourceId))
        }
    }
}
