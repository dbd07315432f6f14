import VetNetCore

/// A history source's fields as its mapper reads them, looked up once per mapper (and per vaccine of a wide
/// source), not by name for each row.
struct HistorySlots: Sendable {
    let sourceId: FieldSlot
    let patientSourceId: FieldSlot
    let ownerSourceId: FieldSlot
    let vetSourceId: FieldSlot
    /// One per field of the kind's table, in its order; nil for the fields the run works out.
    let values: [FieldSlot?]

    init(kind: HistoryKind, fields: [String: ResolvedField]) {
        func slot(_ key: String) -> FieldSlot { FieldSlot(key: key, field: fields[key]) }
        sourceId = slot("sourceId")
        patientSourceId = slot("patientSourceId")
        ownerSourceId = slot("ownerSourceId")
        vetSourceId = slot("vetSourceId")
        values = kind.table.fields.map { field in field.mappedFrom.map(slot) }
    }
}
