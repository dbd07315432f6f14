import VetNetCore

/// The domain fields an owner source can map.
public enum OwnerFieldKey: String, CaseIterable, Sendable {
    case sourceId, firstName, lastName, fullName, organization, email, phone
    case addressLine1 = "address.line1", addressLine2 = "address.line2", addressCity = "address.city"
    case addressRegion = "address.region", addressPostalCode = "address.postalCode", addressCountry = "address.country"
    case emergencyContactName = "emergencyContact.name", emergencyContactPhone = "emergencyContact.phone"
    case preferredCommunication, active, inactive, createdAt, updatedAt
}

/// The domain fields a patient source can map.
public enum PatientFieldKey: String, CaseIterable, Sendable {
    case sourceId, ownerSourceId, name, species, breed, sex, neutered, birthDate, age, weight, microchip, notes
    case active, inactive, deceased, createdAt, updatedAt, color
}

/// The domain fields a vet source can map. `specialties` and `species` are lists.
public enum VetField: String, CaseIterable, Sendable {
    case sourceId, name, credentials, specialties, species
}

/// The domain fields a rota source can map: one shift (with an optional break) of one vet on one day.
public enum RotaField: String, CaseIterable, Sendable {
    case vetSourceId, date, shiftStart, shiftEnd, breakStart, breakEnd
}

/// The domain fields an appointment source can map.
public enum AppointmentField: String, CaseIterable, Sendable {
    case sourceId, patientSourceId, date, earliest, latest, durationMinutes, specialty, vtl, complaint
    case temperature, heartRate, respiratoryRate, fixedVetSourceId, fixedStart
}

extension Entity {
    /// The field keys a pipeline may map for this entity.
    public var fieldKeys: [String] {
        switch self {
        case .owner: OwnerFieldKey.allCases.map(\.rawValue)
        case .patient: PatientFieldKey.allCases.map(\.rawValue)
        case .vet: VetField.allCases.map(\.rawValue)
        case .rota: RotaField.allCases.map(\.rawValue)
        case .appointment: AppointmentField.allCases.map(\.rawValue)
        case .vaccination, .visit, .medication, .alert: historyKind!.table.mappableKeys
        }
    }

    /// Field keys holding dates; their specs take `format`/`formats` (an age's, for its `asOfColumn`).
    public var dateFieldKeys: Set<String> {
        switch self {
        case .owner: ["birthDate", "createdAt", "updatedAt"]
        case .patient: ["birthDate", "age", "createdAt", "updatedAt"]
        case .vet: []
        case .rota, .appointment: ["date"]
        case .vaccination, .visit, .medication, .alert: historyKind!.table.dateKeys
        }
    }

    /// Field keys holding times of day (`HH:mm` unless the spec gives a `format` such as `hh:mm a`).
    public var timeFieldKeys: Set<String> {
        switch self {
        case .owner, .patient, .vet, .vaccination, .visit, .medication, .alert: []
        case .rota: ["shiftStart", "shiftEnd", "breakStart", "breakEnd"]
        case .appointment: ["earliest", "latest", "fixedStart"]
        }
    }

    /// Yes/no field keys; their specs take `present: true`.
    public var booleanFieldKeys: Set<String> {
        switch self {
        case .owner: ["active", "inactive"]
        case .patient: ["neutered", "active", "inactive", "deceased"]
        case .vet, .rota, .appointment, .vaccination, .visit, .medication, .alert: []
        }
    }

    /// The field that identifies a record in messages: `sourceId`, or for a rota row, its vet.
    public var identifyingField: String { self == .rota ? RotaField.vetSourceId.rawValue : "sourceId" }
}
