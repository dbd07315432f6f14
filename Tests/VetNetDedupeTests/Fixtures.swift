import VetNetCore

/// Small builders for owner and patient records in tests.
enum Fixtures {
    static func owner(
        _ id: String, _ first: String?, _ last: String?, email: String? = nil, phones: [String] = [],
        line1: String? = nil, line2: String? = nil, postalCode: String? = nil, updatedAt: String? = nil,
        source: String = "legacy"
    ) -> Owner {
        let address =
            line1 == nil && postalCode == nil
            ? nil : PostalAddress(line1: line1, line2: line2, city: "Springfield", postalCode: postalCode)
        return Owner(
            id: id, firstName: first, lastName: last, email: email, phones: phones, address: address,
            updatedAt: updatedAt, sources: [SourceRef(source: source, sourceId: id, line: 2)])
    }

    static func patient(
        _ id: String, _ name: String, species: String? = "dog", breed: String? = nil, sex: Sex = .unknown,
        chip: String? = nil, birth: String? = nil, owner: String, updatedAt: String? = nil, source: String = "legacy",
        color: String? = nil, speciesOriginal: String? = nil
    ) -> Patient {
        Patient(
            id: id, medicalId: "VN-\(id)", name: name, species: species, breed: breed, sex: sex,
            birthDate: birth.flatMap(LocalDate.init(iso:)), microchip: chip, ownerId: owner, updatedAt: updatedAt,
            sources: [SourceRef(source: source, sourceId: id, line: 3)], color: color, speciesOriginal: speciesOriginal)
    }
}
