/// A field key with its resolved columns (nil when the source does not map it).
struct FieldSlot: Sendable {
    let key: String
    let field: ResolvedField?
    /// `field.onlyIndex` and whether the field has a default, kept here as plain values: the clean encoders read
    /// a dozen fields per record through them, where each reach into `field` counted a reference to it.
    let onlyIndex: Int?
    let hasDefault: Bool

    /// Whether the source does not map the field, or maps it as one or more columns read for their first value.
    var readsFirstColumnOnly: Bool { field?.readsFirstColumnOnly ?? true }

    init(key: String, field: ResolvedField?) {
        self.key = key
        self.field = field
        onlyIndex = field?.onlyIndex
        hasDefault = field?.spec.defaultValue != nil
    }
}

/// The fields that decide whether a record is active.
struct ActivitySlots: Sendable {
    let active: FieldSlot
    let inactive: FieldSlot
    let deceased: FieldSlot
}

/// Every owner field, looked up once per mapper rather than by name for each record.
final class OwnerSlots: Sendable {
    let sourceId, firstName, lastName, fullName, organization, email, phone: FieldSlot
    let addressLine1, addressLine2, addressCity, addressRegion, addressPostalCode, addressCountry: FieldSlot
    let emergencyContactName, emergencyContactPhone, preferredCommunication, createdAt, updatedAt: FieldSlot
    let activity: ActivitySlots

    init(_ fields: [String: ResolvedField]) {
        func slot(_ field: OwnerFieldKey) -> FieldSlot { FieldSlot(key: field.rawValue, field: fields[field.rawValue]) }
        sourceId = slot(.sourceId)
        firstName = slot(.firstName)
        lastName = slot(.lastName)
        fullName = slot(.fullName)
        organization = slot(.organization)
        email = slot(.email)
        phone = slot(.phone)
        addressLine1 = slot(.addressLine1)
        addressLine2 = slot(.addressLine2)
        addressCity = slot(.addressCity)
        addressRegion = slot(.addressRegion)
        addressPostalCode = slot(.addressPostalCode)
        addressCountry = slot(.addressCountry)
        emergencyContactName = slot(.emergencyContactName)
        emergencyContactPhone = slot(.emergencyContactPhone)
        preferredCommunication = slot(.preferredCommunication)
        createdAt = slot(.createdAt)
        updatedAt = slot(.updatedAt)
        // Owners have no `deceased` field; the slot stays empty, as the name lookup found nothing before.
        activity = ActivitySlots(
            active: slot(.active), inactive: slot(.inactive),
            deceased: FieldSlot(key: "deceased", field: fields["deceased"]))
    }
}

/// Every patient field, looked up once per mapper.
final class PatientSlots: Sendable {
    let sourceId, ownerSourceId, name, species, breed, sex, neutered, birthDate, age, weight, microchip,
        notes: FieldSlot
    let createdAt, updatedAt, color: FieldSlot
    let activity: ActivitySlots

    init(_ fields: [String: ResolvedField]) {
        func slot(_ field: PatientFieldKey) -> FieldSlot {
            FieldSlot(key: field.rawValue, field: fields[field.rawValue])
        }
        sourceId = slot(.sourceId)
        ownerSourceId = slot(.ownerSourceId)
        name = slot(.name)
        species = slot(.species)
        breed = slot(.breed)
        sex = slot(.sex)
        neutered = slot(.neutered)
        birthDate = slot(.birthDate)
        age = slot(.age)
        weight = slot(.weight)
        microchip = slot(.microchip)
        notes = slot(.notes)
        createdAt = slot(.createdAt)
        updatedAt = slot(.updatedAt)
        color = slot(.color)
        activity = ActivitySlots(active: slot(.active), inactive: slot(.inactive), deceased: slot(.deceased))
    }
}
