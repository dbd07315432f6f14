/// The members of a record type's JSON object in the order they are written: the table's fields in sorted key
/// order, and members supplied when the record is written (a summary of a patient's history) at their places among
/// them. Worked out once, not for each record: the table's alone in `FieldTable.jsonMembers`, with supplied ones
/// once for a file.
public struct JSONMemberOrder<Field: RecordField>: Sendable {
    /// A member: a field of the table, or the supplied member with that index in `suppliedKeys`.
    public enum Step: Sendable, Equatable {
        case field(Field)
        case supplied(Int)
    }

    public let steps: [Step]
    /// The supplied members' keys, ascending.
    public let suppliedKeys: [StaticString]
    /// The table's entries and raw values by position (`FieldTable`), at hand for each record.
    public let entries: [FieldEntry]
    public let rawValues: [RawValues]

    /// The table's members with members of `keys`, none of which may be a field's key or given twice.
    public init(supplying keys: [StaticString]) {
        let table = Field.table
        self.init(jsonOrder: table.jsonOrder, entries: table.entries, rawValues: table.rawValues, supplying: keys)
    }

    init(jsonOrder: [Field], entries: [FieldEntry], rawValues: [RawValues], supplying keys: [StaticString]) {
        let precedes = FieldTable<Field>.precedes
        let keys = keys.sorted(by: precedes)
        for (first, second) in zip(keys, keys.dropFirst()) {
            precondition(precedes(first, second), "a supplied key given twice: \(first)")
        }
        var steps: [Step] = []
        var next = 0
        for field in jsonOrder {
            let key = entries[field.position].key
            while next < keys.count, precedes(keys[next], key) {
                steps.append(.supplied(next))
                next += 1
            }
            precondition(next == keys.count || precedes(key, keys[next]), "a supplied key that is a field's: \(key)")
            steps.append(.field(field))
        }
        steps += (next..<keys.count).map(Step.supplied)
        self.steps = steps
        suppliedKeys = keys
        self.entries = entries
        self.rawValues = rawValues
    }

    /// Whether `utf8` is a raw value of the enum of the `FieldKind.enumCase` field at `position`: asked of the order
    /// itself, where a copy of its raw values cost a reference count for each record.
    public func isRawValue(_ utf8: Span<UInt8>, at position: Int) -> Bool {
        rawValues[position].contains(utf8: utf8)
    }
}
