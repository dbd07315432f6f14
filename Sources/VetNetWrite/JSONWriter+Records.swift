public import VetNetCore

extension JSONWriter {
    /// An owner, members in sorted key order (as `owner.schema.json` lists them).
    public mutating func write(_ owner: Owner) {
        beginObject()
        if let address = owner.address {
            key("address")
            write(address)
        }
        if !owner.alternateAddresses.isEmpty {
            key("alternateAddresses")
            beginArray()
            for address in owner.alternateAddresses { write(address) }
            endArray()
        }
        if !owner.alternateEmails.isEmpty { member("alternateEmails", strings: owner.alternateEmails) }
        member("createdAt", owner.createdAt)
        member("email", owner.email)
        if let contact = owner.emergencyContact {
            key("emergencyContact")
            beginObject()
            member("name", contact.name)
            member("phone", contact.phone)
            endObject()
        }
        member("firstName", owner.firstName)
        member("id", owner.id)
        member("isActive", owner.isActive)
        member("lastName", owner.lastName)
        member("organization", owner.organization)
        member("phones", strings: owner.phones)
        member("preferredCommunication", owner.preferredCommunication)
        write(sources: owner.sources)
        member("updatedAt", owner.updatedAt)
        endObject()
    }

    /// A patient, members in sorted key order (as `patient.schema.json` lists them).
    public mutating func write(_ patient: Patient) {
        beginObject()
        if let age = patient.age {
            key("age")
            beginObject()
            member("months", age.months)
            member("years", age.years)
            endObject()
        }
        if !patient.alternateMicrochips.isEmpty { member("alternateMicrochips", strings: patient.alternateMicrochips) }
        if !patient.alternateNames.isEmpty { member("alternateNames", strings: patient.alternateNames) }
        member("birthDate", patient.birthDate?.description)
        if patient.birthDateEstimated { member("birthDateEstimated", true) }
        member("breed", patient.breed)
        member("breedOriginal", patient.breedOriginal)
        member("createdAt", patient.createdAt)
        member("id", patient.id)
        member("isActive", patient.isActive)
        member("medicalId", patient.medicalId)
        member("microchip", patient.microchip)
        member("name", patient.name)
        member("notes", patient.notes)
        member("ownerId", patient.ownerId)
        member("reproductiveStatus", patient.reproductiveStatus.rawValue)
        member("sex", patient.sex.rawValue)
        write(sources: patient.sources)
        member("species", patient.species)
        member("updatedAt", patient.updatedAt)
        member("weightKg", patient.weightKg)
        endObject()
    }

    private mutating func write(_ address: PostalAddress) {
        beginObject()
        member("city", address.city)
        member("country", address.country)
        member("line1", address.line1)
        member("line2", address.line2)
        member("postalCode", address.postalCode)
        member("region", address.region)
        endObject()
    }

    mutating func write(sources: [SourceRef]) {
        key("sources")
        beginArray()
        for source in sources {
            beginObject()
            member("line", source.line)
            member("source", source.source)
            member("sourceId", source.sourceId)
            endObject()
        }
        endArray()
    }
}
