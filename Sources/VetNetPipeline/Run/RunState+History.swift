import VetNetCore
import VetNetMapping
import VetNetValidation

extension RunState {
    /// A preparer of a history source's rows, with the records it refers to as the run has them now: every
    /// owner, patient and vet source is read before the history. `directly`: whether the usual rows are prepared
    /// straight from their bytes (`CleanHistoryEncoder`).
    mutating func historyPreparer(
        for source: SourceConfig, mapper: RecordMapper, validator: RecordValidator,
        directly: Bool = true
    ) -> HistoryRowPreparer {
        let (patients, speciesNames) = patientReferences()
        let references = HistoryReferences(
            patients: patients, speciesNames: speciesNames, rejectedPatients: rejectedPatients,
            owners: acceptedOwnerIDs, storedOwners: source.mapping.ownerSource.flatMap { storedOwners(of: $0) },
            rejectedOwners: rejectedOwners, vets: vetIDs)
        let clean =
            directly
            ? CleanHistoryEncoder(
                mapper: mapper, validator: validator, patients: patients, speciesNames: speciesNames, vets: vetIDs)
            : nil
        return HistoryRowPreparer(
            source: source, mapper: mapper, validator: validator, references: references,
            tracksChanges: tracking != nil, clean: clean)
    }

    /// Reports and keeps what a history row gave, in file order: its findings, its accepted records (spooled in
    /// the order read) and its rejected ones (spooled as rows of its rejected CSV). Returns how many records it
    /// was read as and how many were accepted.
    mutating func apply(_ row: PreparedHistoryRow, of source: SourceConfig, diagnostics: any DiagnosticCollector)
        throws(Diagnostic) -> (read: Int, accepted: Int)
    {
        for finding in row.findings { diagnostics.emit(finding) }
        if history == nil, !row.records.isEmpty || !row.rejected.isEmpty { history = try HistorySpools() }
        for record in row.records { try history!.append(encoded: record) }
        for form in row.tracked { try history!.track(form, source: source.name) }
        if !row.rejectedKeys.isEmpty { history!.rejectedKeys[source.name, default: []].formUnion(row.rejectedKeys) }
        for fields in row.rejected { try history!.appendRejected(fields, source: source.name) }
        return (row.read, row.records.count)
    }
}
