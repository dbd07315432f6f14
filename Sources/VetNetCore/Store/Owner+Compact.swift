/// An owner in the compact form, its fields in `OwnerField`'s order and of its kinds: encoding goes through the
/// table, a switch saying which property each field is; decoding and the matching fields read the fields by name in
/// the table's order (`FieldCursor`).
extension Owner: CompactStorable {
    public func encodeFields(to writer: inout CompactWriter) {
        for field in OwnerField.table.fields.dropFirst() { encode(field, to: &writer) }
    }

    @inline(__always) private func encode(_ field: OwnerField, to writer: inout CompactWriter) {
        switch field {
        case .id: writer.string(id)
        case .firstName: writer.optional(firstName)
        case .lastName: writer.optional(lastName)
        case .organization: writer.optional(organization)
        case .email: writer.optional(email)
        case .phones: writer.strings(phones)
        case .address: writer.address(address)
        case .emergencyContact: writer.contact(emergencyContact)
        case .preferredCommunication: writer.optional(preferredCommunication)
        case .isActive: writer.bool(isActive)
        case .createdAt: writer.optional(createdAt)
        case .updatedAt: writer.optional(updatedAt)
        case .sources: writer.sources(sources)
        case .alternateEmails: writer.strings(alternateEmails)
        case .alternateAddresses: writer.addresses(alternateAddresses)
        }
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
