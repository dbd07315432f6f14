import VetNetCore
import VetNetMapping
import VetNetValidation

/// A vet and a day: where confirmed bookings can collide.
struct BookingKey: Hashable {
    var vetId: String
    var date: LocalDate
}

/// A confirmed booking accepted so far, with what a double-booking finding needs to name it.
struct Booking {
    var range: Range<Int>
    var sourceId: String
    var location: SourceLocation
    var column: String?
}

extension RunState {
    /// Notes a rejected owner, patient or vet, so records that refer to it can say that it must be fixed first.
    mutating func remember(rejected sourceId: String, of source: SourceConfig, at location: SourceLocation) {
        let place = (location.file, location.line)
        switch source.entity {
        case .owner: rejectedOwners[StableID.owner(source: source.name, sourceId: sourceId)] = place
        case .patient: rejectedPatients[StableID.patient(source: source.name, sourceId: sourceId)] = place
        case .vet: rejectedVets[StableID.vet(source: source.name, sourceId: sourceId)] = place
        case .rota, .appointment, .vaccination, .visit, .medication, .alert: break
        }
    }

    mutating func acceptVet(
        _ raw: RawRecord, _ source: SourceConfig, _ mapper: RecordMapper, _ seen: inout [IDKey: Int],
        _ findings: inout [Diagnostic]
    ) -> Bool {
        guard let vet = mapper.mapVet(raw, findings: &findings),
            isFirst(vet.sources[0].sourceId, raw: raw, seen: &seen, findings: &findings),
            !hasErrors(findings, source.policy)
        else { return false }
        vets.append(vet)
        vetIDs.insert(vet.id)
        return true
    }

    mutating func acceptRota(
        _ raw: RawRecord, _ source: SourceConfig, _ mapper: RecordMapper, _ validator: RecordValidator,
        _ findings: inout [Diagnostic]
    ) -> Bool {
        guard let entry = mapper.mapRota(raw, findings: &findings) else { return false }
        validator.validate(entry, at: raw.location, columns: source.fieldColumns, findings: &findings)
        if let finding = missingReference(
            "rota.vet-not-found", id: entry.vetId, sourceId: entry.vetSourceId, known: vetIDs.contains(entry.vetId),
            rejected: rejectedVets, kind: "vet", referenced: source.mapping.vetSource, field: "vetSourceId", raw: raw,
            source: source, recordID: entry.vetSourceId)
        {
            findings.append(finding)
        }
        guard !hasErrors(findings, source.policy) else { return false }
        rota.append(entry)
        return true
    }

    mutating func acceptAppointment(
        _ raw: RawRecord, _ source: SourceConfig, _ mapper: RecordMapper, _ validator: RecordValidator,
        _ seen: inout [IDKey: Int], _ findings: inout [Diagnostic]
    ) -> Bool {
        guard var appointment = mapper.mapAppointment(raw, findings: &findings),
            isFirst(appointment.sources[0].sourceId, raw: raw, seen: &seen, findings: &findings)
        else { return false }
        let sourceId = appointment.sources[0].sourceId
        validator.validate(&appointment, at: raw.location, columns: source.fieldColumns, findings: &findings)
        if let finding = missingReference(
            "appointment.patient-not-found", id: appointment.patientId, sourceId: appointment.patientSourceId,
            known: hasPatient(appointment.patientId), rejected: rejectedPatients, kind: "patient",
            referenced: source.mapping.patientSource, field: "patientSourceId",
            raw: raw, source: source, recordID: sourceId)
        {
            findings.append(finding)
        }
        if let vetId = appointment.fixedVetId, let vetSourceId = appointment.fixedVetSourceId,
            let finding = missingReference(
                "appointment.vet-not-found", id: vetId, sourceId: vetSourceId, known: vetIDs.contains(vetId),
                rejected: rejectedVets, kind: "vet",
                referenced: source.mapping.vetSource, field: "fixedVetSourceId", raw: raw, source: source,
                recordID: sourceId)
        {
            findings.append(finding)
        }
        let booking = appointment.isFixed ? confirmedBooking(appointment, raw: raw, source: source) : nil
        if let booking, let vetId = appointment.fixedVetId {
            findings += doubleBookings(
                booking, key: BookingKey(vetId: vetId, date: appointment.date),
                vet: appointment.fixedVetSourceId ?? vetId)
        }
        guard !hasErrors(findings, source.policy) else { return false }
        if let booking, let vetId = appointment.fixedVetId {
            bookings[BookingKey(vetId: vetId, date: appointment.date), default: []].append(booking)
        }
        appointments.append(appointment)
        return true
    }

    /// A reference to a record that is not in the run: missing altogether, or rejected (then fix that one first).
    private func missingReference(
        _ code: DiagnosticCode, id: String, sourceId: String, known: Bool,
        rejected: [String: (file: String, line: Int?)],
        kind: String, referenced: String?, field: String, raw: RawRecord, source: SourceConfig, recordID: String
    ) -> Diagnostic? {
        guard !known else { return nil }
        let location = raw.location.with(field: source.fieldColumns[field])
        let message: String
        if let record = rejected[id] {
            message =
                "The \(kind) {value} was rejected (\(record.file)\(record.line.map { " line \($0)" } ?? "")); fix that \(kind)'s record and this one will import with it."
        } else {
            message =
                "The \(kind) {value} is not in source '\(referenced ?? "")'; add the \(kind) or correct the reference."
        }
        var diagnostic = Diagnostic.error(code, message, at: location, value: sourceId)
        diagnostic.recordID = recordID
        return diagnostic
    }

    private func confirmedBooking(_ appointment: Appointment, raw: RawRecord, source: SourceConfig) -> Booking? {
        guard let start = appointment.fixedStart, appointment.durationMinutes > 0 else { return nil }
        return Booking(
            range: start..<(start + appointment.durationMinutes), sourceId: appointment.sources[0].sourceId,
            location: raw.location, column: source.fieldColumns["fixedStart"])
    }

    /// A confirmed booking that overlaps an earlier one of the same vet on the same day: a warning for each of
    /// the two, so staff see both sides. Both are kept; the scheduler keeps the more urgent.
    private func doubleBookings(_ booking: Booking, key: BookingKey, vet: String) -> [Diagnostic] {
        bookings[key, default: []].filter { $0.range.overlaps(booking.range) }.flatMap { other in
            [doubleBooking(booking, with: other, vet: vet), doubleBooking(other, with: booking, vet: vet)]
        }
    }

    private func doubleBooking(_ booking: Booking, with other: Booking, vet: String) -> Diagnostic {
        let location = booking.location.with(field: booking.column)
        var diagnostic = Diagnostic.warning(
            "appointment.double-booking",
            "The confirmed booking at {value} (\(Diagnostic.derived("\(TimeOfDay.text(booking.range.lowerBound))–\(TimeOfDay.text(booking.range.upperBound))"))) overlaps booking \(Diagnostic.derived(other.sourceId)) (\(location.file == other.location.file ? "" : other.location.file + " ")line \(other.location.line.map(String.init) ?? "?"), \(Diagnostic.derived("\(TimeOfDay.text(other.range.lowerBound))–\(TimeOfDay.text(other.range.upperBound))"))) of vet \(Diagnostic.derived(vet)); the scheduler keeps the more urgent one. Call the other client to rebook.",
            at: location, value: TimeOfDay.text(booking.range.lowerBound))
        diagnostic.recordID = booking.sourceId
        return diagnostic
    }
}
