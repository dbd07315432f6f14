/// An owner in the compact form, its fields written and read by name in `OwnerField`'s order and of its kinds
/// (`FieldCursor`), which checks them against the table in debug builds; a loop over the table cost encoding a
/// fourteenth more.
extension Owner: CompactStorable {
    public func encodeFields(to writer: inout CompactWriter) {
        var fields = FieldCursor(at: OwnerField.firstName)
        fields.write(firstName, as: .firstName, to: &writer)
        fields.write(lastName, as: .lastName, to: &writer)
        fields.write(organization, as: .organization, to: &writer)
        fields.write(email, as: .email, to: &writer)
        fields.write(phones, as: .phones, to: &writer)
        fields.write(address, as: .address, to: &writer)
        fields.write(emergencyContact, as: .emergencyContact, to: &writer)
        fields.write(preferredCommunication, as: .preferredCommunication, to: &writer)
        fields.write(isActive, as: .isActive, to: &writer)
        fields.write(createdAt, as: .createdAt, to: &writer)
        fields.write(updatedAt, as: .updatedAt, to: &writer)
        fields.write(sources, as: .sources, to: &writer)
        fields.write(alternateEmails, as: .alternateEmails, to: &writer)
        fields.write(alternateAddresses, as: .alternateAddresses, to: &writer)
        fields.assertAtEnd()
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Owner {
        try decode(id: id, fields: &reader, layout: CompactLayout.current)
    }

    /// The owner kept in `layout`: a field that layout did not have yet reads as its default (no organization).
    public static func decode(id: String, fields reader: inout CompactReader, layout: Int) throws(CompactReader.Damaged)
        -> Owner
    {
        // In the table's order (`FieldCursor`), into locals, and made at once: setting fields of a `var` owner
        // copied it.
        var fields = FieldCursor(at: OwnerField.firstName, layout: layout)
        let firstName = try fields.optional(.firstName, &reader)
        let lastName = try fields.optional(.lastName, &reader)
        let organization = try fields.optional(.organization, &reader)
        let email = try fields.optional(.email, &reader)
        let phones = try fields.strings(.phones, &reader)
        let address = try fields.address(.address, &reader)
        let emergencyContact = try fields.contact(.emergencyContact, &reader)
        let preferredCommunication = try fields.optional(.preferredCommunication, &reader)
        let isActive = try fields.bool(.isActive, &reader, default: true)
        let createdAt = try fields.optional(.createdAt, &reader)
        let updatedAt = try fields.optional(.updatedAt, &reader)
        let sources = try fields.sources(.sources, &reader)
        let alternateEmails = try fields.strings(.alternateEmails, &reader)
        let alternateAddresses = try fields.addresses(.alternateAddresses, &reader)
        fields.assertAtEnd()
        return Owner(
            id: id, firstName: firstName, lastName: lastName, organization: organization, email: email, phones: phones,
            address: address,
            emergencyContact: emergencyContact, preferredCommunication: preferredCommunication, isActive: isActive,
            createdAt: createdAt, updatedAt: updatedAt, sources: sources, alternateEmails: alternateEmails,
            alternateAddresses: alternateAddresses)
    }
}

extension Owner {
    /// Moves a reader at the start of an owner (its ID first) to its sources, each field named: a nightly run
    /// does this for every record it stores, where a loop over the table cost several times as much.
    public static func skipToSources(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        var fields = FieldCursor(at: OwnerField.id)
        try fields.skip(.id, &reader)
        try fields.skip(.firstName, &reader)
        try fields.skip(.lastName, &reader)
        try fields.skip(.organization, &reader)
        try fields.skip(.email, &reader)
        try fields.skip(.phones, &reader)
        try fields.skip(.address, &reader)
        try fields.skip(.emergencyContact, &reader)
        try fields.skip(.preferredCommunication, &reader)
        try fields.skip(.isActive, &reader)
        try fields.skip(.createdAt, &reader)
        try fields.skip(.updatedAt, &reader)
    }

    /// Moves a reader past an owner's sources to the end of the fields the state file keeps (all of them).
    public static func skipPastSources(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        var fields = FieldCursor(at: OwnerField.alternateEmails)
        try fields.skip(.alternateEmails, &reader)
        try fields.skip(.alternateAddresses, &reader)
        fields.assertAtEnd()
    }

    /// The fields owner matching compares: the names, email, phones and address.
    public struct MatchingFields: Sendable {
        public var firstName: String?
        public var lastName: String?
        public var email: String?
        public var phones: [String]
        public var address: PostalAddress?

        public init(firstName: String?, lastName: String?, email: String?, phones: [String], address: PostalAddress?) {
            self.firstName = firstName
            self.lastName = lastName
            self.email = email
            self.phones = phones
            self.address = address
        }
    }

    /// The fields owner matching compares, read from a stored owner (its ID first) without making the rest.
    public static func matchingFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> MatchingFields {
        var fields = FieldCursor(at: OwnerField.id)
        try fields.skip(.id, &reader)
        let firstName = try fields.optional(.firstName, &reader)
        let lastName = try fields.optional(.lastName, &reader)
        try fields.skip(.organization, &reader)
        let email = try fields.optional(.email, &reader)
        let phones = try fields.strings(.phones, &reader)
        let address = try fields.address(.address, &reader)
        return MatchingFields(firstName: firstName, lastName: lastName, email: email, phones: phones, address: address)
    }
}
