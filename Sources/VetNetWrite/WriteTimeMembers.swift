public import VetNetCore

/// Members of a record's JSON object that the record does not keep, supplied for each record as it is written:
/// `patients.json` is to carry a summary of each patient's clinical history (`lastVisit`, `nextDue`,
/// `weightHistory`), worked out from the history when the file is written rather than stored in the patient.
///
/// Both JSON writers (`write(_:supplying:)` from a record, `writeStoredPatient(_:supplying:)` and
/// `writeStoredOwner(_:supplying:)` from its stored bytes) and `RecordFileWriter` take them, and write each member
/// where its key sorts among the table's members: the places are worked out once for a file
/// (`JSONMemberOrder(supplying: keys)`), not for each record. Writing without them costs nothing: the writers then
/// follow `FieldTable.jsonMembers`, which has no supplied member, and `isEmpty` leaves out the code that places
/// them.
///
/// A new member's key goes in `keys`, its value in `writeMember`, and the key in the record's schema and in
/// `FieldTableSchemaTests`' list of supplied keys, which holds the schema's keys to the table's and those:
///
/// ```swift
/// struct HistorySummary: WriteTimeMembers {
///     typealias Field = PatientField
///     static let keys: [StaticString] = ["lastVisit", "nextDue"]
///     var lastVisit: LocalDate?
///     var nextDue: (dueOn: LocalDate, vaccine: String)?
///
///     func writeMember(_ index: Int, key: StaticString, to writer: inout JSONWriter) {
///         if index == 0 { writer.member(key, lastVisit?.description) }  // "lastVisit"
///         guard index == 1, let nextDue else { return }  // "nextDue"
///         writer.key(key)
///         writer.beginObject()
///         writer.member("dueOn", nextDue.dueOn.description)
///         writer.member("vaccine", nextDue.vaccine)
///         writer.endObject()
///     }
/// }
/// let summaries: [HistorySummary] = …  // by the patients' positions in the store
/// try RecordFileWriter.write(patients, to: path) { position in summaries[position] }
/// ```
///
/// Records are written on several threads, each making the members of its own records: the type (not its values)
/// is shared, hence `SendableMetatype`.
public protocol WriteTimeMembers<Field>: SendableMetatype {
    /// The table of the records the members are written into.
    associatedtype Field: RecordField
    /// The members' keys, in any order: the same for every record.
    static var keys: [StaticString] { get }
    /// Whether there are no members (`keys.isEmpty`): a constant of the type, so that a writer given none leaves
    /// out the code that would place them.
    static var isEmpty: Bool { get }
    /// Writes the member `key` (number `index` of `keys` in ascending order, as `JSONMemberOrder.suppliedKeys`
    /// has them) for this record: `writer.key(key)` then its value, or `writer.member(key, …)`; or nothing, to
    /// leave it out of this record.
    func writeMember(_ index: Int, key: StaticString, to writer: inout JSONWriter)
}

extension WriteTimeMembers {
    public static var isEmpty: Bool { keys.isEmpty }
}

/// No write-time members: what the writers supply when given none.
public struct NoWriteTimeMembers<Field: RecordField>: WriteTimeMembers {
    public init() {}

    public static var keys: [StaticString] { [] }
    public static var isEmpty: Bool { true }

    public func writeMember(_ index: Int, key: StaticString, to writer: inout JSONWriter) {}
}

extension JSONMemberOrder {
    /// The order of the table's members with those of `Members`: the table's own when it has none, or worked out.
    static func with<Members: WriteTimeMembers<Field>>(_: Members.Type) -> Self {
        Members.isEmpty ? Field.table.jsonMembers : Self(supplying: Members.keys)
    }
}
