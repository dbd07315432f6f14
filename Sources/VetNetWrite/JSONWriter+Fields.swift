import VetNetCore

/// A field's member written from its value, under the field's key, left out as the table says (`FieldEntry`): what
/// `write(_ owner:)` and `write(_ patient:)` write for each kind.
extension JSONWriter {
    mutating func member(_ field: some RecordField, _ value: String?) {
        member(field.cachedEntry.key, value)
    }

    mutating func member(_ field: some RecordField, _ value: Bool) {
        let entry = field.cachedEntry
        if value || entry.omitted != .whenFalse { member(entry.key, value) }
    }

    mutating func member(_ field: some RecordField, _ value: Double?) {
        member(field.cachedEntry.key, value)
    }

    mutating func member(_ field: some RecordField, date: LocalDate?) {
        member(field.cachedEntry.key, date?.description)
    }

    mutating func member(_ field: some RecordField, case value: some StoredEnum) {
        member(field.cachedEntry.key, value.rawValue)
    }

    mutating func member(_ field: some RecordField, strings: [String]) {
        let entry = field.cachedEntry
        if !strings.isEmpty || entry.omitted != .whenEmpty { member(entry.key, strings: strings) }
    }

    mutating func member(_ field: some RecordField, sources: [SourceRef]) {
        write(sources: sources, as: field.cachedEntry.key)
    }

    /// The member `name` of a list of sources.
    mutating func write(sources: [SourceRef], as name: StaticString = "sources") {
        key(name)
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

    mutating func member(_ field: some RecordField, address: PostalAddress?) {
        guard let address else { return }
        key(field.cachedEntry.key)
        write(address)
    }

    mutating func member(_ field: some RecordField, addresses: [PostalAddress]) {
        let entry = field.cachedEntry
        guard !addresses.isEmpty || entry.omitted != .whenEmpty else { return }
        key(entry.key)
        beginArray()
        for address in addresses { write(address) }
        endArray()
    }

    mutating func member(_ field: some RecordField, contact: EmergencyContact?) {
        guard let contact else { return }
        key(field.cachedEntry.key)
        beginObject()
        member("name", contact.name)
        member("phone", contact.phone)
        endObject()
    }

    mutating func member(_ field: some RecordField, age: PatientAge?) {
        guard let age else { return }
        key(field.cachedEntry.key)
        beginObject()
        member("months", age.months)
        member("years", age.years)
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
}
