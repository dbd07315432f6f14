public import VetNetCore

/// Owners and patients written from their bytes in a `RecordStore`, byte for byte as `write(_:)` writes the
/// decoded record, without making its strings: the record files hold every record of a run, and decoding each
/// only to write it cost a quarter of the writing.
///
/// Each reads its fields by name in the table's order (`FieldCursor`), then writes the members by name in sorted
/// key order (`MemberWalk`, which checks that order against `JSONMemberOrder` in debug builds and writes members
/// supplied at write time at their places), reading a list a second time where it is written rather than keeping
/// it. Keys, kinds and when a member is left out come from the table; a loop over the table cost the writing a
/// sixth more than this.
extension JSONWriter {
    /// `write(_ patient:supplying:)` of the patient whose stored bytes `reader` is at (its ID first).
    public mutating func writeStoredPatient<Members: WriteTimeMembers<PatientField>>(
        _ reader: inout CompactReader, supplying members: Members = NoWriteTimeMembers()
    ) throws(CompactReader.Damaged) {
        try writeStoredPatient(&reader, in: .with(Members.self), supplying: members)
    }

    /// `writeStoredPatient(_:supplying:)` with the members' order worked out before, for many patients.
    public mutating func writeStoredPatient<Members: WriteTimeMembers<PatientField>>(
        _ reader: inout CompactReader, in order: JSONMemberOrder<PatientField>, supplying members: Members
    ) throws(CompactReader.Damaged) {
        var fields = FieldCursor(at: PatientField.id)
        let id = try fields.text(.id, &reader)
        let medicalId = try fields.text(.medicalId, &reader)
        let name = try fields.text(.name, &reader)
        let species = try fields.optionalText(.species, &reader)
        let breed = try fields.optionalText(.breed, &reader)
        let breedOriginal = try fields.optionalText(.breedOriginal, &reader)
        let sex = try fields.text(.sex, &reader)
        let status = try fields.text(.reproductiveStatus, &reader)
        let birthDate = try fields.dateText(.birthDate, &reader)
        let birthDateEstimated = try fields.bool(.birthDateEstimated, &reader)
        let weightKg = try fields.doubleBits(.weightKg, &reader)
        let microchip = try fields.optionalText(.microchip, &reader)
        let notes = try fields.optionalText(.notes, &reader)
        let ownerId = try fields.text(.ownerId, &reader)
        let isActive = try fields.bool(.isActive, &reader)
        let createdAt = try fields.optionalText(.createdAt, &reader)
        let updatedAt = try fields.optionalText(.updatedAt, &reader)
        let sources = try fields.start(of: .sources, &reader)
        let alternateNames = try fields.start(of: .alternateNames, &reader)
        let alternateMicrochips = try fields.start(of: .alternateMicrochips, &reader)
        let color = try fields.optionalText(.color, &reader)
        let speciesOriginal = try fields.optionalText(.speciesOriginal, &reader)
        let age = try fields.age(.age, &reader)
        fields.assertAtEnd()

        var walk = MemberWalk(order, members)
        beginObject()
        member(.age, age: age, &walk)
        try storedStrings(.alternateMicrochips, at: alternateMicrochips, &reader, &walk)
        try storedStrings(.alternateNames, at: alternateNames, &reader, &walk)
        stored(.birthDate, birthDate, reader, &walk)
        member(.birthDateEstimated, birthDateEstimated, &walk)
        stored(.breed, breed, reader, &walk)
        stored(.breedOriginal, breedOriginal, reader, &walk)
        stored(.color, color, reader, &walk)
        stored(.createdAt, createdAt, reader, &walk)
        stored(.id, id, reader, &walk)
        member(.isActive, isActive, &walk)
        stored(.medicalId, medicalId, reader, &walk)
        stored(.microchip, microchip, reader, &walk)
        stored(.name, name, reader, &walk)
        stored(.notes, notes, reader, &walk)
        stored(.ownerId, ownerId, reader, &walk)
        storedCase(.reproductiveStatus, status, reader, in: order, &walk)
        storedCase(.sex, sex, reader, in: order, &walk)
        try storedSources(.sources, at: sources, &reader, &walk)
        stored(.species, species, reader, &walk)
        stored(.speciesOriginal, speciesOriginal, reader, &walk)
        stored(.updatedAt, updatedAt, reader, &walk)
        member(.weightKg, weightKg, &walk)
        finish(&walk)
        endObject()
    }

    /// `write(_ owner:supplying:)` of the owner whose stored bytes `reader` is at (its ID first).
    public mutating func writeStoredOwner<Members: WriteTimeMembers<OwnerField>>(
        _ reader: inout CompactReader, supplying members: Members = NoWriteTimeMembers()
    ) throws(CompactReader.Damaged) {
        try writeStoredOwner(&reader, in: .with(Members.self), supplying: members)
    }

    /// `writeStoredOwner(_:supplying:)` with the members' order worked out before, for many owners.
    public mutating func writeStoredOwner<Members: WriteTimeMembers<OwnerField>>(
        _ reader: inout CompactReader, in order: JSONMemberOrder<OwnerField>, supplying members: Members
    ) throws(CompactReader.Damaged) {
        var fields = FieldCursor(at: OwnerField.id)
        let id = try fields.text(.id, &reader)
        let firstName = try fields.optionalText(.firstName, &reader)
        let lastName = try fields.optionalText(.lastName, &reader)
        let organization = try fields.optionalText(.organization, &reader)
        let email = try fields.optionalText(.email, &reader)
        let phones = try fields.start(of: .phones, &reader)
        let address = try fields.start(of: .address, &reader)
        let emergencyContact = try fields.start(of: .emergencyContact, &reader)
        let preferredCommunication = try fields.optionalText(.preferredCommunication, &reader)
        let isActive = try fields.bool(.isActive, &reader)
        let createdAt = try fields.optionalText(.createdAt, &reader)
        let updatedAt = try fields.optionalText(.updatedAt, &reader)
        let sources = try fields.start(of: .sources, &reader)
        let alternateEmails = try fields.start(of: .alternateEmails, &reader)
        let alternateAddresses = try fields.start(of: .alternateAddresses, &reader)
        fields.assertAtEnd()

        var walk = MemberWalk(order, members)
        beginObject()
        try storedAddress(.address, at: address, &reader, &walk)
        try storedAddresses(.alternateAddresses, at: alternateAddresses, &reader, &walk)
        try storedStrings(.alternateEmails, at: alternateEmails, &reader, &walk)
        stored(.createdAt, createdAt, reader, &walk)
        stored(.email, email, reader, &walk)
        try storedContact(.emergencyContact, at: emergencyContact, &reader, &walk)
        stored(.firstName, firstName, reader, &walk)
        stored(.id, id, reader, &walk)
        member(.isActive, isActive, &walk)
        stored(.lastName, lastName, reader, &walk)
        stored(.organization, organization, reader, &walk)
        try storedStrings(.phones, at: phones, &reader, &walk)
        stored(.preferredCommunication, preferredCommunication, reader, &walk)
        try storedSources(.sources, at: sources, &reader, &walk)
        stored(.updatedAt, updatedAt, reader, &walk)
        finish(&walk)
        endObject()
    }

    /// A member whose value is stored text, left out when nil.
    @inline(__always) mutating func stored(_ name: StaticString, _ range: Range<Int>?, _ reader: CompactReader) {
        guard let range else { return }
        reader.withBytes(in: range) { member(name, utf8: $0) }
    }

    /// The stored sources at `position`, as `write(sources:as:)` writes them. Leaves `reader` after them.
    mutating func storedSources(
        at position: Int, _ reader: inout CompactReader, as name: StaticString = "sources"
    ) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        let count = try reader.count()
        guard count >= 0 else { throw CompactReader.Damaged() }
        key(name)
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
}
