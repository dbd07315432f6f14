/// The owner's field table (`RecordField`): the cases in the order the compact form keeps the fields, and each
/// field's JSON key, kind, when its member is left out, and the layout that added it. `owner.schema.json` lists
/// exactly these keys, and requires those never left out.
///
/// A new field goes at the end, with `addedInLayout` the new `CompactLayout.current`; the clean path
/// (`CleanOwnerEncoder`) writes the fields in this order by hand, and its tests compare its bytes with the table's.
public enum OwnerField: Int, RecordField {
    case id, firstName, lastName, organization, email, phones, address, emergencyContact, preferredCommunication
    case isActive, createdAt, updatedAt, sources, alternateEmails, alternateAddresses

    // Always inlined: code that names a field gets its entry as constants (`FieldCursor`).
    @inlinable @inline(__always) public var entry: FieldEntry {
        switch self {
        case .id: FieldEntry("id", .string, omitted: .never)
        case .firstName: FieldEntry("firstName", .optionalString, omitted: .whenAbsent)
        case .lastName: FieldEntry("lastName", .optionalString, omitted: .whenAbsent)
        case .organization: FieldEntry("organization", .optionalString, omitted: .whenAbsent, addedInLayout: 2)
        case .email: FieldEntry("email", .optionalString, omitted: .whenAbsent)
        case .phones: FieldEntry("phones", .strings, omitted: .never)
        case .address: FieldEntry("address", .address, omitted: .whenAbsent)
        case .emergencyContact: FieldEntry("emergencyContact", .contact, omitted: .whenAbsent)
        case .preferredCommunication: FieldEntry("preferredCommunication", .optionalString, omitted: .whenAbsent)
        case .isActive: FieldEntry("isActive", .bool, omitted: .never)
        case .createdAt: FieldEntry("createdAt", .optionalString, omitted: .whenAbsent)
        case .updatedAt: FieldEntry("updatedAt", .optionalString, omitted: .whenAbsent)
        case .sources: FieldEntry("sources", .sources, omitted: .never)
        case .alternateEmails: FieldEntry("alternateEmails", .strings, omitted: .whenEmpty)
        case .alternateAddresses: FieldEntry("alternateAddresses", .addresses, omitted: .whenEmpty)
        }
    }

    public static let table = FieldTable<Self>()
}
