import VetNetCore
import VetNetMapping

/// The records accepted so far in a run, and the cross-record checks that need them.
struct RunState {
    var owners: [Owner] = []
    var patients: [Patient] = []
    private var ownerIDs: Set<String> = []
    private var medicalIDs: Set<String> = []

    /// Maps one raw record and keeps it unless it is rejected; returns whether it was accepted.
    mutating func accept(
        _ raw: RawRecord, from source: SourceConfig, mapper: RecordMapper, seen: inout [String: Int],
        diagnostics: any DiagnosticCollector
    ) -> Bool {
        switch source.entity {
        case .owner:
            guard let owner = mapper.mapOwner(raw, diagnostics: diagnostics),
                isFirst(owner.sources[0].sourceId, raw: raw, seen: &seen, diagnostics: diagnostics)
            else { return false }
            owners.append(owner)
            ownerIDs.insert(owner.id)
            return true
        case .patient:
            guard let mapped = mapper.mapPatient(raw, diagnostics: diagnostics),
                isFirst(mapped.patient.sources[0].sourceId, raw: raw, seen: &seen, diagnostics: diagnostics)
            else { return false }
            guard ownerIDs.contains(mapped.patient.ownerId) else {
                var diagnostic = Diagnostic.error(
                    "patient.owner-not-found",
                    "The owner {value} is not among the accepted records of source '\(source.mapping.ownerSource ?? "")'; import or fix the owner first.",
                    at: raw.location.with(field: source.mapping.fields["ownerSourceId"]?.columns.first),
                    value: mapped.ownerSourceId)
                diagnostic.recordID = mapped.patient.sources[0].sourceId
                diagnostics.emit(diagnostic)
                return false
            }
            var patient = mapped.patient
            var salt = 0
            while medicalIDs.contains(patient.medicalId) {
                salt += 1
                patient.medicalId = MedicalID.make(source: source.name, sourceId: patient.sources[0].sourceId, salt: salt)
            }
            medicalIDs.insert(patient.medicalId)
            patients.append(patient)
            return true
        }
    }

    /// A source ID seen before in the same source rejects the later record, pointing to the first.
    private func isFirst(_ sourceId: String, raw: RawRecord, seen: inout [String: Int], diagnostics: any DiagnosticCollector) -> Bool {
        if let firstLine = seen[sourceId] {
            var diagnostic = Diagnostic.error(
                "map.duplicate-source-id",
                "The record at line \(firstLine) already has the source ID {value}; that first record was kept and this one rejected.",
                at: raw.location, value: sourceId)
            diagnostic.recordID = sourceId
            diagnostics.emit(diagnostic)
            return false
        }
        seen[sourceId] = raw.location.line ?? 0
        return true
    }
}
