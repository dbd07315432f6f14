import VetNetCore
import VetNetMapping
import VetNetValidation

extension RunState {
    /// Maps and checks one row of a history source and spools the records it accepts. A row gives one record,
    /// or for a wide vaccination source one per vaccine it dates. Returns how many records the row was read as
    /// and how many of them were accepted; the others are rejected, each listed with its reasons.
    /// `columns` are the reader's: a row that repeats them is a header of files joined one after the other.
    mutating func acceptHistory(
        _ raw: RawRecord, columns: [String], from source: SourceConfig, mapper: RecordMapper,
        validator: RecordValidator, diagnostics: any DiagnosticCollector
    ) throws(Diagnostic) -> (read: Int, accepted: Int) {
        if raw.hasProblem, var problem = raw.problem {
            problem.recordID = mapper.sourceID(of: raw)
            let kept = [problem].compactMap(source.policy.apply)
            for finding in kept { diagnostics.emit(finding) }
            try rejectRecord(raw, source: source, errors: kept)
            return (1, 0)
        }
        if source.format == .csv, Self.repeatsHeader(raw, columns) {
            let finding = Diagnostic.error(
                "read.repeated-header",
                "The row repeats the file's header: exports joined one after the other. It was skipped; nothing is lost.",
                at: raw.location)
            diagnostics.emit(finding)
            try rejectRecord(raw, source: source, errors: [finding])
            return (1, 0)
        }
        let items = mapper.mapHistory(raw)
        // The animal or owner is the row's, the same for each of its records.
        var referenceFindings: [Diagnostic] = []
        if let first = items.lazy.compactMap(\.mapped).first {
            checkReferences(of: first, raw: raw, source: source, findings: &referenceFindings)
        }
        let referenceKept = referenceFindings.compactMap(source.policy.apply)
        for finding in referenceKept { diagnostics.emit(finding) }
        let referenceErrors = referenceKept.filter { $0.severity == .error }
        var species: String?
        if let patientId = items.lazy.compactMap(\.mapped?.record.patientId).first {
            species = self.species(ofPatient: patientId)
        }
        var accepted = 0
        for item in items {
            var findings = item.findings
            var record: HistoryRecord?
            if var mapped = item.mapped {
                validator.validate(
                    &mapped.record, species: species, at: raw.location, columns: source.fieldColumns,
                    findings: &findings)
                resolveVet(of: &mapped, raw: raw, source: source, findings: &findings)
                record = mapped.record
            }
            let kept = findings.compactMap(source.policy.apply)
            for finding in kept { diagnostics.emit(finding) }
            let errors = referenceErrors + kept.filter { $0.severity == .error }
            guard let record, errors.isEmpty else {
                try rejectRecord(raw, source: source, errors: errors)
                continue
            }
            if history == nil { history = try HistorySpools() }
            try history!.append(record)
            accepted += 1
        }
        return (items.count, accepted)
    }

    /// Whether the row's values are the header's column names, all of them.
    static func repeatsHeader(_ raw: RawRecord, _ columns: [String]) -> Bool {
        guard !columns.isEmpty, raw.fields.count == columns.count,
            raw.field(at: 0)?.trimmingWhitespace() == columns[0].trimmingWhitespace()
        else { return false }
        return columns.indices.allSatisfy {
            raw.field(at: $0)?.trimmingWhitespace() == columns[$0].trimmingWhitespace()
        }
    }

    /// Lists a rejected record in its source's `rejected/<source>.csv`, spooled to disk.
    private mutating func rejectRecord(_ raw: RawRecord, source: SourceConfig, errors: [Diagnostic]) throws(Diagnostic)
    {
        if history == nil { history = try HistorySpools() }
        let reasons = errors.filter { $0.severity == .error }.map(RejectedRecord.reason)
        try history!.appendRejected([reasons.joined(separator: " | ")] + raw.fields, source: source.name)
    }

    /// The animal (or, for an alert, the owner) must have been accepted; one that was rejected must be fixed first.
    private mutating func checkReferences(
        of item: MappedHistory, raw: RawRecord, source: SourceConfig, findings: inout [Diagnostic]
    ) {
        let recordID = item.record.sources.first?.sourceId ?? ""
        var finding: Diagnostic
        if let patientId = item.record.patientId, let sourceId = item.patientSourceId {
            guard !hasPatient(patientId) else { return }
            let location = raw.location.with(field: source.fieldColumns["patientSourceId"])
            if let patient = rejectedPatients[patientId] {
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
            guard !hasOwner(ownerId, sourceId: sourceId, in: source.mapping.ownerSource) else { return }
            let location = raw.location.with(field: source.fieldColumns["ownerSourceId"])
            if let owner = rejectedOwners[ownerId] {
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
    private func resolveVet(
        of item: inout MappedHistory, raw: RawRecord, source: SourceConfig, findings: inout [Diagnostic]
    ) {
        guard let vetSource = source.mapping.vetSource, let vetSourceId = item.vetSourceId,
            item.record.kind.table.index(of: "vetId") != nil
        else { return }
        let vetId = StableID.vet(source: vetSource, sourceId: vetSourceId)
        if vetIDs.contains(vetId) {
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
