/// An owner in the compact form, its fields in `OwnerField`'s order and of its kinds: the switches below say which
/// property each field is, the table says the rest.
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
        var owner = Owner(id: id)
        let entries = OwnerField.table.entries
        for position in 1..<entries.count where entries[position].isKept(in: layout, inStateFile: false) {
            switch OwnerField(position: position) {
            case .id: break
            case .firstName: owner.firstName = try reader.optional()
            case .lastName: owner.lastName = try reader.optional()
            case .organization: owner.organization = try reader.optional()
            case .email: owner.email = try reader.optional()
            case .phones: owner.phones = try reader.strings()
            case .address: owner.address = try reader.address()
            case .emergencyContact: owner.emergencyContact = try reader.contact()
            case .preferredCommunication: owner.preferredCommunication = try reader.optional()
            case .isActive: owner.isActive = try reader.bool()
            case .createdAt: owner.createdAt = try reader.optional()
            case .updatedAt: owner.updatedAt = try reader.optional()
            case .sources: owner.sources = try reader.sources()
            case .alternateEmails: owner.alternateEmails = try reader.strings()
            case .alternateAddresses: owner.alternateAddresses = try reader.addresses()
            }
        }
        return owner
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

    /// The fields owner matching compares, read from a stored owner (its ID first) without making the rest: the
    /// table's fields up to the address, the last of them, the others skipped.
    public static func matchingFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> MatchingFields {
        var fields = MatchingFields(firstName: nil, lastName: nil, email: nil, phones: [], address: nil)
        let entries = OwnerField.table.entries
        for position in 0...OwnerField.address.position {
            switch OwnerField(position: position) {
            case .firstName: fields.firstName = try reader.optional()
            case .lastName: fields.lastName = try reader.optional()
            case .email: fields.email = try reader.optional()
            case .phones: fields.phones = try reader.strings()
            case .address: fields.address = try reader.address()
            default: try reader.skip(entries[position].kind)
            }
        }
        return fields
    }
}
