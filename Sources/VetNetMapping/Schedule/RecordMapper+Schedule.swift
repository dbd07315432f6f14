public import VetNetCore

extension RecordMapper {
    /// Reads one vet; nil when the record cannot be built (no source ID or name).
    public func mapVet(_ raw: RawRecord, findings: inout [Diagnostic]) -> Vet? {
        var reader = FieldReader(raw: raw, fields: fields, pivotYear: asOf.year)
        defer { findings += reader.findings }
        guard let sourceId = reader.requireSourceID() else { return nil }
        guard let name = reader.require(VetField.name.rawValue, what: "a name") else { return nil }
        return Vet(
            id: StableID.vet(source: mapping.source, sourceId: sourceId), name: name,
            credentials: reader.text(VetField.credentials.rawValue),
            specialties: reader.splitList(VetField.specialties.rawValue).map { $0.lowercased() },
            species: reader.splitList(VetField.species.rawValue).map(SpeciesName.normalize),
            sources: [SourceRef(source: mapping.source, sourceId: sourceId, line: raw.location.line)])
    }

    /// Reads one rota row; nil when it cannot be built (no vet, date, shift start or end).
    public func mapRota(_ raw: RawRecord, findings: inout [Diagnostic]) -> RotaEntry? {
        var reader = FieldReader(raw: raw, fields: fields, pivotYear: asOf.year)
        defer { findings += reader.findings }
        guard let vetSourceId = reader.require(RotaField.vetSourceId.rawValue, what: "the vet's ID") else { return nil }
        reader.recordID = vetSourceId
        let date = reader.requiredDate(RotaField.date.rawValue)
        let start = reader.time(RotaField.shiftStart.rawValue, required: true)
        let end = reader.time(RotaField.shiftEnd.rawValue, required: true)
        let breakStart = reader.time(RotaField.breakStart.rawValue)
        let breakEnd = reader.time(RotaField.breakEnd.rawValue)
        guard let date, let start, let end, !reader.unbuildable else { return nil }
        return RotaEntry(
            vetId: StableID.vet(source: mapping.vetSource ?? "", sourceId: vetSourceId), vetSourceId: vetSourceId,
            date: date, shiftStart: start, shiftEnd: end, breakStart: breakStart, breakEnd: breakEnd,
            sources: [SourceRef(source: mapping.source, sourceId: vetSourceId, line: raw.location.line)])
    }

    /// Reads one appointment request; nil when it cannot be built (no ID, patient, date, duration or specialty,
    /// or an unreadable required value).
    public func mapAppointment(_ raw: RawRecord, findings: inout [Diagnostic]) -> Appointment? {
        var reader = FieldReader(raw: raw, fields: fields, pivotYear: asOf.year)
        defer { findings += reader.findings }
        guard let sourceId = reader.requireSourceID() else { return nil }
        let patient = reader.require(AppointmentField.patientSourceId.rawValue, what: "the patient's ID")
        let date = reader.requiredDate(AppointmentField.date.rawValue)
        let duration = reader.integer(AppointmentField.durationMinutes.rawValue, required: true)
        let specialty = reader.require(AppointmentField.specialty.rawValue, what: "the specialty needed")
        let earliest = reader.time(AppointmentField.earliest.rawValue)
        let latest = reader.time(AppointmentField.latest.rawValue)
        let fixedVet = reader.text(AppointmentField.fixedVetSourceId.rawValue)
        let fixedStart = reader.time(AppointmentField.fixedStart.rawValue, required: fixedVet != nil)
        if fixedVet == nil, fixedStart != nil {
            _ = reader.require(
                AppointmentField.fixedVetSourceId.rawValue, what: "a confirmed booking's vet, since it has a start")
        }
        let appointment = Appointment(
            id: StableID.appointment(source: mapping.source, sourceId: sourceId),
            patientId: StableID.patient(source: mapping.patientSource ?? "", sourceId: patient ?? ""),
            patientSourceId: patient ?? "", date: date ?? asOf, earliest: earliest, latest: latest,
            durationMinutes: duration ?? 0, specialty: specialty?.lowercased() ?? "",
            vtl: reader.integer(AppointmentField.vtl.rawValue),
            complaint: reader.text(AppointmentField.complaint.rawValue),
            temperatureC: reader.number(AppointmentField.temperature.rawValue),
            heartRate: reader.number(AppointmentField.heartRate.rawValue),
            respiratoryRate: reader.number(AppointmentField.respiratoryRate.rawValue),
            fixedVetId: fixedVet.map { StableID.vet(source: mapping.vetSource ?? "", sourceId: $0) },
            fixedVetSourceId: fixedVet, fixedStart: fixedStart,
            sources: [SourceRef(source: mapping.source, sourceId: sourceId, line: raw.location.line)])
        guard !reader.unbuildable, patient != nil, date != nil, duration != nil, specialty != nil else { return nil }
        return appointment
    }
}
