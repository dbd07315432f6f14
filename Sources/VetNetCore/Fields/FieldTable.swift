/// A record type's field table worked out once from its cases (`RecordField.table`, a `static let`): the loops over a
/// record's fields read it by position, where asking each field for its entry cost a call a field.
public struct FieldTable<Field: RecordField>: Sendable {
    /// The fields in the table's order, the compact form's: the field at position `n` has raw value `n`.
    public let fields: [Field]
    /// Each field's entry, by position.
    public let entries: [FieldEntry]
    /// The fields in the sorted order of their JSON keys, compared as bytes (the keys are ASCII, where this is the
    /// order of sorted keys).
    public let jsonOrder: [Field]
    /// For a field of `FieldKind.enumCase`, by position, its enum's raw values; empty for the others.
    public let rawValues: [RawValues]
    /// `jsonOrder` as the JSON writers take it, without members supplied at write time.
    public let jsonMembers: JSONMemberOrder<Field>
    /// The fields a record of the current layout in the state file has no bytes for (`absentFields`), worked out
    /// once: a nightly run reads every record of its state file.
    public let absentInStateFile: UInt64

    public init() {
        let fields = Field.allCases
        precondition(
            fields.indices.allSatisfy { fields[$0].rawValue == $0 }, "a field whose raw value is not its place")
        let entries = fields.map(\.entry)
        self.fields = fields
        self.entries = entries
        let jsonOrder = fields.sorted { Self.precedes(entries[$0.rawValue].key, entries[$1.rawValue].key) }
        let rawValues = entries.map { entry in
            guard case .enumCase(let type) = entry.kind else { return RawValues() }
            return RawValues(of: type)
        }
        self.jsonOrder = jsonOrder
        self.rawValues = rawValues
        jsonMembers = JSONMemberOrder(jsonOrder: jsonOrder, entries: entries, rawValues: rawValues, supplying: [])
        absentInStateFile = Self.absentFields(entries, layout: CompactLayout.current, inStateFile: true)
    }

    /// Whether `first` sorts before `second` as sorted keys do.
    public static func precedes(_ first: StaticString, _ second: StaticString) -> Bool {
        first.withUTF8Buffer { x in second.withUTF8Buffer { y in x.lexicographicallyPrecedes(y) } }
    }
}

extension FieldTable {
    /// The fields a record kept in `layout` has no bytes for, in the state file when `inStateFile` (a bit for
    /// each position).
    public func absentFields(layout: Int, inStateFile: Bool) -> UInt64 {
        Self.absentFields(entries, layout: layout, inStateFile: inStateFile)
    }

    static func absentFields(_ entries: [FieldEntry], layout: Int, inStateFile: Bool) -> UInt64 {
        precondition(entries.count <= 64, "a table of more fields than a cursor counts")
        var absent: UInt64 = 0
        for (position, entry) in entries.enumerated() where !entry.isKept(in: layout, inStateFile: inStateFile) {
            absent |= 1 << UInt64(position)
        }
        return absent
    }
}

/// The raw values of a `StoredEnum`, as UTF-8: a stored text is checked against them without making a string.
public struct RawValues: Sendable {
    let values: [[UInt8]]

    init() {
        values = []
    }

    init<Value: StoredEnum>(of _: Value.Type) {
        values = Value.allCases.map { Array($0.rawValue.utf8) }
    }

    /// Whether `utf8` is one of the raw values.
    public func contains(utf8: Span<UInt8>) -> Bool {
        values.contains { value in
            value.count == utf8.count && value.indices.allSatisfy { value[$0] == utf8[unchecked: $0] }
        }
    }
}
