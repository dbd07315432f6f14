/// One value of a history record, of its field's kind.
public enum HistoryValue: Sendable, Hashable {
    case text(String)
    case date(LocalDate)
    case number(Double)
    case integer(Int)
    case list([String])

    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    public var date: LocalDate? {
        if case .date(let value) = self { return value }
        return nil
    }

    public var number: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}

/// A vaccination, visit, medication or alert, normalized: its values follow its kind's `HistoryTable`.
public struct HistoryRecord: Sendable, Hashable {
    public var kind: HistoryKind
    public var id: String
    /// The animal it belongs to: its canonical ID once animals are merged. Nil only for an alert on an owner.
    public var patientId: String?
    /// The owner an alert is on, when it is not on an animal.
    public var ownerId: String?
    /// One value (or nil) per field of `kind.table`, in its order.
    public var values: [HistoryValue?]
    /// The rows it was read from: one, or more when repeats were merged into it.
    public var sources: [SourceRef]
    /// False once a nightly full export no longer holds it: kept (a clinic's records are never dropped), left
    /// out of summaries and reminders, and written with `"isActive": false`.
    public var isActive = true

    public init(
        kind: HistoryKind, id: String, patientId: String?, ownerId: String? = nil, values: [HistoryValue?],
        sources: [SourceRef]
    ) {
        precondition(values.count == kind.table.fields.count, "one value per field of the table")
        self.kind = kind
        self.id = id
        self.patientId = patientId
        self.ownerId = ownerId
        self.values = values
        self.sources = sources
    }

    /// The value of the field `key`; nil when it has none or the table has no such field.
    public subscript(key: String) -> HistoryValue? {
        get { kind.table.index(of: key).flatMap { values[$0] } }
        set {
            guard let index = kind.table.index(of: key) else { preconditionFailure("no field \(key) in \(kind)") }
            values[index] = newValue
        }
    }

    /// The date the record is ordered by within its animal (`givenOn`, `date`, `startOn`).
    public var date: LocalDate? { kind.table.dateIndex.flatMap { values[$0]?.date } }
}
