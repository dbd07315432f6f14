/// The fields of one kind of history record, in stored order. Mapping, the stored form, the record files and
/// the schemas all follow this table: a new field is an entry here plus its rules.
///
/// Every record also has an `id`, the animal it belongs to (`patientId`; an alert may name an owner instead,
/// `ownerId`) and its `sources`; those are not in the table.
///
/// A class, each kind's table made once: a record asks its kind for the table for every value it looks up, and
/// a copy of a struct would count a reference to each of its arrays.
public final class HistoryTable: Sendable {
    public let kind: HistoryKind
    public let fields: [HistoryField]
    /// The date field records are ordered by within an animal (nil: alerts, kept in file order).
    public let dateKey: String?
    /// Pipeline field keys that are references rather than values.
    public let references: [String]

    /// The position of `dateKey`'s field.
    public let dateIndex: Int?
    private let positions: [String: Int]

    public init(kind: HistoryKind, fields: [HistoryField], dateKey: String?, references: [String]) {
        self.kind = kind
        self.fields = fields
        self.dateKey = dateKey
        self.references = references
        let positions = Dictionary(fields.indices.map { (fields[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        self.positions = positions
        dateIndex = dateKey.flatMap { positions[$0] }
    }

    /// The position of the field with this key.
    public func index(of key: String) -> Int? { positions[key] }

    /// Pipeline field keys a source of this kind may map.
    public var mappableKeys: [String] { ["sourceId"] + references + fields.compactMap(\.mappedFrom) }

    /// Pipeline field keys of dates, which take `format`.
    public var dateKeys: Set<String> { Set(fields.filter { $0.kind == .date }.compactMap(\.mappedFrom)) }

    /// Every JSON key of a record, sorted: the order the record files write them in.
    public var jsonKeys: [String] {
        (["id", "patientId", "ownerId", "sources", "isActive"] + fields.map(\.key)).sorted()
    }

    public static let vaccination = HistoryTable(
        kind: .vaccination,
        fields: [
            .mapped("vaccine", .text, required: true),
            .derived("vaccineType", .text),
            .mapped("givenOn", .date, required: true),
            .mapped("dueOn", .date),
            .mapped("lot", .text),
            .mapped("manufacturer", .text),
            .mapped("expiresOn", .date),
            HistoryField("vet", .text, mappedFrom: "vetSourceId"),
            .derived("vetId", .text),
            .mapped("rabiesTag", .text),
            .mapped("certificate", .text),
            .mapped("route", .text),
            .mapped("site", .text),
        ],
        dateKey: "givenOn", references: ["patientSourceId"])

    public static let visit = HistoryTable(
        kind: .visit,
        fields: [
            .mapped("date", .date, required: true),
            HistoryField("vet", .text, mappedFrom: "vetSourceId"),
            .derived("vetId", .text),
            .mapped("reason", .text),
            .mapped("diagnosis", .list),
            .mapped("notes", .text),
            HistoryField("weightKg", .weight, mappedFrom: "weight"),
            HistoryField("temperatureC", .number, mappedFrom: "temperature"),
            .mapped("heartRate", .number),
            .mapped("respiratoryRate", .number),
        ],
        dateKey: "date", references: ["patientSourceId"])

    public static let medication = HistoryTable(
        kind: .medication,
        fields: [
            .mapped("drug", .text, required: true),
            .mapped("dose", .number),
            .mapped("doseUnit", .text),
            .mapped("frequency", .text),
            .mapped("route", .text),
            .mapped("startOn", .date),
            .mapped("endOn", .date),
            .mapped("refills", .integer),
            .mapped("prescribedBy", .text),
        ],
        dateKey: "startOn", references: ["patientSourceId"])

    public static let alert = HistoryTable(
        kind: .alert,
        fields: [
            .mapped("kind", .text),
            .mapped("text", .text, required: true),
        ],
        dateKey: nil, references: ["patientSourceId", "ownerSourceId"])
}
