public import VetNetCore

/// Owners and patients written from their bytes in a `RecordStore`, byte for byte as `write(_:)` writes the
/// decoded record, without making its strings: the record files hold every record of a run, and decoding each
/// only to write it cost a quarter of the writing.
///
/// Each reads the fields in the order `encodeFields` wrote them and writes the members in sorted key order,
/// reading a list a second time where it is written rather than keeping it.
extension JSONWriter {
    /// `write(_ patient:)` of the patient whose stored bytes `reader` is at (its ID first).
    public mutating func writeStoredPatient(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        let id = try reader.stringRange()
        let medicalId = try reader.stringRange()
        let name = try reader.stringRange()
        let species = try reader.optionalRange()
        let breed = try reader.optionalRange()
        let breedOriginal = try reader.optionalRange()
        let sex = try reader.stringRange()
        let status = try reader.stringRange()
        let birthDate = try reader.optionalRange()
        let birthDateEstimated = try reader.bool()
        let weightKg = try reader.bool() ? Double(bitPattern: UInt64(truncatingIfNeeded: try reader.count())) : nil
        let microchip = try reader.optionalRange()
        let notes = try reader.optionalRange()
        let ownerId = try reader.stringRange()
        let isActive = try reader.bool()
        let createdAt = try reader.optionalRange()
        let updatedAt = try reader.optionalRange()
        let sources = reader.position
        try reader.skipSources()
        let alternateNames = reader.position
        try reader.skipStrings()
        let alternateMicrochips = reader.position
        try reader.skipStrings()
        let age = try reader.bool() ? (years: try reader.count(), months: try reader.count()) : nil

        beginObject()
        if let age {
            key("age")
            beginObject()
            member("months", age.months)
            member("years", age.years)
            endObject()
        }
        try storedStrings("alternateMicrochips", at: alternateMicrochips, &reader)
        try storedStrings("alternateNames", at: alternateNames, &reader)
        // Decoding reads the date and writes it again: a stored text that is not one is left out, as there, and
        // one that is is written as stored, which is what `LocalDate.description` gives back.
        stored(
            "birthDate",
            birthDate.flatMap { range in reader.withSpan(in: range) { LocalDate(iso: $0) != nil } ? range : nil },
            reader)
        if birthDateEstimated { member("birthDateEstimated", true) }
        stored("breed", breed, reader)
        stored("breedOriginal", breedOriginal, reader)
        stored("createdAt", createdAt, reader)
        stored("id", id, reader)
        member("isActive", isActive)
        stored("medicalId", medicalId, reader)
        stored("microchip", microchip, reader)
        stored("name", name, reader)
        stored("notes", notes, reader)
        stored("ownerId", ownerId, reader)
        storedCase("reproductiveStatus", status, in: Self.reproductiveStatuses, reader)
        storedCase("sex", sex, in: Self.sexes, reader)
        try storedSources(at: sources, &reader)
        stored("species", species, reader)
        stored("updatedAt", updatedAt, reader)
        member("weightKg", weightKg)
        endObject()
    }

    /// `write(_ owner:)` of the owner whose stored bytes `reader` is at (its ID first).
    public mutating func writeStoredOwner(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        let id = try reader.stringRange()
        let firstName = try reader.optionalRange()
        let lastName = try reader.optionalRange()
        let organization = try reader.optionalRange()
        let email = try reader.optionalRange()
        let phones = reader.position
        try reader.skipStrings()
        let address = reader.position
        let hasAddress = try Self.skipAddress(&reader)
        let emergencyContact =
            try reader.bool() ? (name: try reader.optionalRange(), phone: try reader.optionalRange()) : nil
        let preferredCommunication = try reader.optionalRange()
        let isActive = try reader.bool()
        let createdAt = try reader.optionalRange()
        let updatedAt = try reader.optionalRange()
        let sources = reader.position
        try reader.skipSources()
        let alternateEmails = reader.position
        try reader.skipStrings()
        let alternateAddressCount = max(try reader.count(), 0)
        let alternateAddresses = reader.position
        // Decoding drops an alternate address stored as absent; the member is left out when none is present.
        var presentAlternates = 0
        for _ in 0..<alternateAddressCount where try Self.skipAddress(&reader) { presentAlternates += 1 }

        beginObject()
        if hasAddress {
            key("address")
            try storedAddress(at: address, &reader)
        }
        if presentAlternates > 0 {
            key("alternateAddresses")
            beginArray()
            reader.seek(to: alternateAddresses)
            for _ in 0..<alternateAddressCount {
                let start = reader.position
                if try Self.skipAddress(&reader) { try storedAddress(at: start, &reader) }
            }
            endArray()
        }
        try storedStrings("alternateEmails", at: alternateEmails, &reader)
        stored("createdAt", createdAt, reader)
        stored("email", email, reader)
        if let emergencyContact {
            key("emergencyContact")
            beginObject()
            stored("name", emergencyContact.name, reader)
            stored("phone", emergencyContact.phone, reader)
            endObject()
        }
        stored("firstName", firstName, reader)
        stored("id", id, reader)
        member("isActive", isActive)
        stored("lastName", lastName, reader)
        stored("organization", organization, reader)
        try storedStrings("phones", at: phones, &reader, evenWhenEmpty: true)
        stored("preferredCommunication", preferredCommunication, reader)
        try storedSources(at: sources, &reader)
        stored("updatedAt", updatedAt, reader)
        endObject()
    }

    /// A member whose value is stored text, left out when nil.
    mutating func stored(_ name: StaticString, _ range: Range<Int>?, _ reader: CompactReader) {
        guard let range else { return }
        reader.withBytes(in: range) { member(name, utf8: $0) }
    }

    /// A list of stored strings at `position`, as `member(_:strings:)` writes it; left out when empty unless
    /// `evenWhenEmpty`. Leaves `reader` after the list.
    private mutating func storedStrings(
        _ name: StaticString, at position: Int, _ reader: inout CompactReader, evenWhenEmpty: Bool = false
    ) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        let count = try reader.count()
        guard count > 0 || evenWhenEmpty else { return }
        key(name)
        beginArray()
        for _ in 0..<max(count, 0) {
            let range = try reader.stringRange()
            reader.withBytes(in: range) { string(utf8: $0) }
        }
        endArray()
    }

    /// The stored address at `position`, present, as `write(_ address:)` writes it. Leaves `reader` after it.
    private mutating func storedAddress(at position: Int, _ reader: inout CompactReader) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        _ = try reader.bool()
        let line1 = try reader.optionalRange()
        let line2 = try reader.optionalRange()
        let city = try reader.optionalRange()
        let region = try reader.optionalRange()
        let postalCode = try reader.optionalRange()
        let country = try reader.optionalRange()
        beginObject()
        stored("city", city, reader)
        stored("country", country, reader)
        stored("line1", line1, reader)
        stored("line2", line2, reader)
        stored("postalCode", postalCode, reader)
        stored("region", region, reader)
        endObject()
    }

    /// The stored sources at `position`, as `write(sources:)` writes them. Leaves `reader` after them.
    mutating func storedSources(at position: Int, _ reader: inout CompactReader) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        let count = try reader.count()
        guard count >= 0 else { throw CompactReader.Damaged() }
        key("sources")
        beginArray()
        for _ in 0..<count {
            let source = try reader.stringRange()
            let sourceId = try reader.stringRange()
            let line = try reader.bool() ? try reader.count() : nil
            beginObject()
            member("line", line)
            stored("source", source, reader)
            stored("sourceId", sourceId, reader)
            endObject()
        }
        endArray()
    }

    /// Moves past a stored address; whether one is present.
    private static func skipAddress(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> Bool {
        guard try reader.bool() else { return false }
        for _ in 0..<6 { try reader.skipOptional() }
        return true
    }

    /// The raw values of `Sex` and `ReproductiveStatus`, as bytes, for `storedCase`.
    private static let sexes = Sex.allCases.map { Array($0.rawValue.utf8) }
    private static let reproductiveStatuses = ReproductiveStatus.allCases.map { Array($0.rawValue.utf8) }

    /// The stored text when it is one of `rawValues` (an enum's, `unknown` among them), else `unknown`, as
    /// decoding gives for any other text. Raw values are plain ASCII, written as they are stored.
    private mutating func storedCase(
        _ name: StaticString, _ range: Range<Int>, in rawValues: [[UInt8]], _ reader: CompactReader
    ) {
        let isKnown = reader.withSpan(in: range) { stored in
            rawValues.contains { value in
                value.count == stored.count && value.indices.allSatisfy { value[$0] == stored[unchecked: $0] }
            }
        }
        if isKnown { stored(name, range, reader) } else { member(name, "unknown") }
    }
}
