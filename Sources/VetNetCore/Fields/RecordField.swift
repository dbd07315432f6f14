/// A field of a record type's field table: an enum whose cases, in declaration order, are the fields in the order
/// the compact form keeps them (`OwnerField`, `PatientField`). The table is the one statement of that order and of
/// each field's JSON key, kind, omission and layout. A record's JSON written from its values goes through the table
/// in a loop (`FieldTable.jsonMembers`), a switch saying which property each field is. The code that runs for every
/// record — the compact form's encoding, decoding and skipping, the fields matching compares, JSON written from the
/// stored bytes — names each field in the table's order instead (`FieldCursor`, `MemberWalk`): it takes keys, kinds,
/// omissions and layouts from the table, and debug builds check its order against the table at every field. The
/// first field is the record's ID, which a store reads on its own.
public protocol RecordField: RawRepresentable<Int>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The field's row of the table.
    var entry: FieldEntry { get }
    /// The table worked out once: `FieldTable()`, kept in a `static let`.
    static var table: FieldTable<Self> { get }
}

/// A row of a record's field table.
public struct FieldEntry: Sendable {
    /// The member's key in the record's JSON object.
    public let key: StaticString
    public let kind: FieldKind
    public let omitted: JSONOmission
    /// The `CompactLayout` that added the field: a record kept in an earlier one has no bytes for it, and reads
    /// as the field's default.
    public let addedInLayout: Int
    /// False for a field the state file does not keep (the patient's age, worked out each night): such fields
    /// come after all the others.
    public let inStateFile: Bool

    @inlinable public init(
        _ key: StaticString, _ kind: FieldKind, omitted: JSONOmission, addedInLayout: Int = 1,
        inStateFile: Bool = true
    ) {
        self.key = key
        self.kind = kind
        self.omitted = omitted
        self.addedInLayout = addedInLayout
        self.inStateFile = inStateFile
    }

    /// Whether a record kept in `layout` has the field, in the state file when `inStateFile` (else in a store).
    @inlinable public func isKept(in layout: Int, inStateFile: Bool) -> Bool {
        addedInLayout <= layout && (self.inStateFile || !inStateFile)
    }
}

extension RecordField {
    /// The field's place in the table, and in the compact form.
    @inlinable public var position: Int { rawValue }

    /// The field's entry from the table worked out once, without working it out again as `entry` does.
    @inlinable public var cachedEntry: FieldEntry { Self.table.entries[position] }
}

extension CompactReader {
    /// Moves a reader at the start of a record (its ID first) past the fields before `field` in the table, without
    /// making their values: the table's own way to a field, which the named skips of the hot readers are held to.
    @inlinable public mutating func skipFields<Field: RecordField>(before field: Field) throws(Damaged) {
        let entries = Field.table.entries
        for position in 0..<field.position { try skip(entries[position].kind) }
    }
}
