public import VetNetCore

/// A history record as its row gave it, with the references the run resolves against the other sources.
public struct MappedHistory: Sendable, Hashable {
    public var record: HistoryRecord
    /// The animal's ID in the patient source, as the row gave it; nil for an alert on an owner.
    public var patientSourceId: String?
    /// For an alert on an owner: the owner's ID in the owner source.
    public var ownerSourceId: String?
    /// The vet's ID in the vet source, as the row gave it (`vetSourceId`).
    public var vetSourceId: String?
}

/// One record a history row was read as: the record, or nil when it could not be built, with the findings of
/// its mapping.
public struct MappedHistoryItem: Sendable {
    public var mapped: MappedHistory?
    public var findings: [Diagnostic]
}

extension RecordMapper {
    /// Reads the history records of one row: one, or for a wide vaccination source one per vaccine column that
    /// holds a date (none when it holds none). A record that cannot be built (no animal, no date, no vaccine) is
    /// nil, with the findings that say why.
    public func mapHistory(_ raw: RawRecord) -> [MappedHistoryItem] {
        guard let kind = mapping.entity.historyKind, let slots = historySlots else {
            preconditionFailure("not a history source")
        }
        if wideFields.isEmpty {
            var findings: [Diagnostic] = []
            let mapped = mapHistory(
                raw, kind: kind, fields: fields, slots: slots, contentKey: nil, findings: &findings)
            return [MappedHistoryItem(mapped: mapped, findings: findings)]
        }
        var items: [MappedHistoryItem] = []
        for ((entry, fields), slots) in zip(zip(mapping.wide, wideFields), wideSlots) {
            guard let index = fields["givenOn"]?.onlyIndex, let given = raw.field(at: index)?.trimmingWhitespace(),
                !given.isEmpty, !MissingValue.isPlaceholder(given)
            else { continue }
            var findings: [Diagnostic] = []
            let mapped = mapHistory(
                raw, kind: kind, fields: fields, slots: slots, contentKey: entry.vaccine + "\u{1F}" + given,
                findings: &findings)
            items.append(MappedHistoryItem(mapped: mapped, findings: findings))
        }
        return items
    }

    /// One record from `fields`; `contentKey` stands in for the row's values in the ID of a record without a
    /// source ID.
    private func mapHistory(
        _ raw: RawRecord, kind: HistoryKind, fields: [String: ResolvedField], slots: HistorySlots,
        contentKey: String?, findings: inout [Diagnostic]
    ) -> MappedHistory? {
        var reader = FieldReader(raw: raw, fields: fields, pivotYear: asOf.year)
        let sourceId = reader.text(slots.sourceId)
        let patientSourceId = reader.text(slots.patientSourceId)
        let ownerSourceId = kind == .alert ? reader.text(slots.ownerSourceId) : nil
        reader.recordID = sourceId ?? patientSourceId ?? ownerSourceId
        if patientSourceId == nil, ownerSourceId == nil {
            _ = reader.require(
                slots.patientSourceId, what: kind == .alert ? "the animal's or owner's ID" : "the animal's ID")
        }
        let table = kind.table
        var values: [HistoryValue?] = []
        values.reserveCapacity(table.fields.count)
        // A dose written with its unit in one cell (`5 mg`) gives the unit when no column does.
        var unitInDoseCell: String?
        for (field, slot) in zip(table.fields, slots.values) {
            guard let slot else {
                values.append(field.key == "doseUnit" ? unitInDoseCell.map { .text($0) } : nil)
                continue
            }
            if field.key == "dose" {
                let dose = reader.dose(slot)
                unitInDoseCell = dose?.unit
                values.append(dose.map { .number($0.amount) })
                continue
            }
            if field.key == "doseUnit" {
                values.append((reader.text(slot) ?? unitInDoseCell).map { .text($0) })
                continue
            }
            switch field.kind {
            case .text:
                let text = field.required ? reader.require(slot, what: "a \(slot.key)") : reader.text(slot)
                values.append(text.map { .text($0) })
            case .date:
                let date = field.required ? reader.requiredDate(slot) : reader.date(slot, required: false)
                values.append(date.map { .date($0) })
            case .number: values.append(reader.number(slot).map { .number($0) })
            case .integer: values.append(reader.integer(slot).map { .integer($0) })
            case .list:
                let items = reader.splitList(slot)
                values.append(items.isEmpty ? nil : .list(items))
            case .weight: values.append(reader.weightInKilograms(slot).map { .number($0) })
            }
        }
        let vetSourceId = reader.text(slots.vetSourceId)
        findings += reader.findings
        guard !reader.unbuildable, patientSourceId != nil || ownerSourceId != nil else { return nil }
        let reference = patientSourceId ?? ("owner\u{1F}" + (ownerSourceId ?? ""))
        let key = reference + "\u{1F}" + (sourceId ?? contentKey ?? Self.contentKey(raw))
        let record = HistoryRecord(
            kind: kind, id: StableID.history(kind, source: mapping.source, key: key),
            patientId: patientSourceId.map { StableID.patient(source: mapping.patientSource ?? "", sourceId: $0) },
            ownerId: ownerSourceId.map { StableID.owner(source: mapping.ownerSource ?? "", sourceId: $0) },
            values: values,
            sources: [SourceRef(source: mapping.source, sourceId: sourceId ?? "", line: raw.location.line)])
        return MappedHistory(
            record: record, patientSourceId: patientSourceId, ownerSourceId: ownerSourceId, vetSourceId: vetSourceId)
    }

    /// A row's values, standing in for the source ID an export of events often lacks: the same row gives the
    /// same record ID on every run.
    private static func contentKey(_ raw: RawRecord) -> String {
        raw.fields.map { $0?.trimmingWhitespace() ?? "" }.joined(separator: "\u{1F}")
    }
}
