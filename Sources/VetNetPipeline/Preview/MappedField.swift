import VetNetCore

/// One field of a mapped record as a preview shows it, with the pipeline's field keys that feed it.
public struct MappedField: Sendable, Hashable {
    /// The field's name in the output (`email`, `address.city`, `weightKg`).
    public var name: String
    public var value: String?
    public var keys: [String]

    static func fields(of owner: Owner) -> [MappedField] {
        var fields = [
            MappedField(name: "sourceId", value: owner.sources.first?.sourceId, keys: ["sourceId"]),
            MappedField(name: "firstName", value: owner.firstName, keys: ["firstName", "fullName"]),
            MappedField(name: "lastName", value: owner.lastName, keys: ["lastName", "fullName"]),
            MappedField(name: "email", value: owner.email, keys: ["email"]),
            MappedField(
                name: "phones", value: owner.phones.isEmpty ? nil : owner.phones.joined(separator: ", "),
                keys: ["phone"]),
        ]
        let address = owner.address
        for (name, value) in [
            ("line1", address?.line1), ("line2", address?.line2), ("city", address?.city), ("region", address?.region),
            ("postalCode", address?.postalCode), ("country", address?.country),
        ] {
            fields.append(MappedField(name: "address.\(name)", value: value, keys: ["address.\(name)"]))
        }
        fields += [
            MappedField(
                name: "emergencyContact.name", value: owner.emergencyContact?.name, keys: ["emergencyContact.name"]),
            MappedField(
                name: "emergencyContact.phone", value: owner.emergencyContact?.phone, keys: ["emergencyContact.phone"]),
            MappedField(
                name: "preferredCommunication", value: owner.preferredCommunication, keys: ["preferredCommunication"]),
            MappedField(name: "isActive", value: String(owner.isActive), keys: ["active", "inactive"]),
            MappedField(name: "createdAt", value: owner.createdAt, keys: ["createdAt"]),
            MappedField(name: "updatedAt", value: owner.updatedAt, keys: ["updatedAt"]),
        ]
        return fields
    }

    static func fields(of patient: Patient, asOf: LocalDate, ownerSourceId: String?) -> [MappedField] {
        var sex = patient.sex.rawValue
        if patient.reproductiveStatus != .unknown { sex += ", " + patient.reproductiveStatus.rawValue }
        var birth = patient.birthDate?.description
        if let age = patient.birthDate?.age(on: asOf) {
            birth = (birth ?? "") + " (age \(age.years) y \(age.months) m)"
        }
        var species = patient.species
        if let original = patient.speciesOriginal, let normalized = species {
            species = normalized + " (written \(original))"
        }
        var breed = patient.breed
        if let original = patient.breedOriginal, let normalized = breed {
            breed = normalized + " (written \(original))"
        }
        return [
            MappedField(name: "sourceId", value: patient.sources.first?.sourceId, keys: ["sourceId"]),
            MappedField(name: "ownerSourceId", value: ownerSourceId, keys: ["ownerSourceId"]),
            MappedField(name: "name", value: patient.name, keys: ["name"]),
            MappedField(name: "species", value: species, keys: ["species"]),
            MappedField(name: "breed", value: breed, keys: ["breed"]),
            MappedField(name: "color", value: patient.color, keys: ["color"]),
            MappedField(name: "sex", value: sex, keys: ["sex", "neutered"]),
            MappedField(name: "birthDate", value: birth, keys: ["birthDate"]),
            MappedField(name: "weightKg", value: patient.weightKg.map { String($0) }, keys: ["weight"]),
            MappedField(name: "microchip", value: patient.microchip, keys: ["microchip"]),
            MappedField(name: "notes", value: patient.notes, keys: ["notes"]),
            MappedField(name: "isActive", value: String(patient.isActive), keys: ["active", "inactive", "deceased"]),
            MappedField(name: "createdAt", value: patient.createdAt, keys: ["createdAt"]),
            MappedField(name: "updatedAt", value: patient.updatedAt, keys: ["updatedAt"]),
        ]
    }
}
