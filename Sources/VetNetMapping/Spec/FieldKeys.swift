
/// The domain fields an owner source can map.
public enum OwnerField: String, CaseIterable, Sendable {
    case sourceId, firstName, lastName, fullName, email, phone
    case addressLine1 = "address.line1", addressLine2 = "address.line2", addressCity = "address.city"
    case addressRegion = "address.region", addressPostalCode = "address.postalCode", addressCountry = "address.country"
    case emergencyContactName = "emergencyContact.name", emergencyContactPhone = "emergencyContact.phone"
    case preferredCommunication, active, inactive, createdAt, updatedAt
}

/// The domain fields a patient source can map.
public enum PatientField: String, CaseIterable, Sendable {
    case sourceId, ownerSourceId, name, species, breed, sex, neutered, birthDate, weight, microchip, notes
    case active, inactive, deceased, createdAt, updatedAt
}

extension Entity {
    /// The field keys a pipeline may map for this entity.
    public var fieldKeys: [String] {
        switch self {
        case .owner: OwnerField.allCases.map(\.rawValue)
        case .patient: PatientField.allCases.map(\.rawValue)
        }
    }

    /// Field keys holding dates; their specs take `format`/`formats`.
    public var dateFieldKeys: Set<String> { ["birthDate", "createdAt", "updatedAt"] }
}
