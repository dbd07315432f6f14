/// One field of a history record: its JSON key, the kind of value, and the pipeline field that feeds it.
public struct HistoryField: Sendable, Hashable {
    /// What a field holds, which decides how it is read, stored and written.
    public enum Kind: Sendable, Hashable {
        /// Text as the export gives it (through the source's value map).
        case text
        /// A calendar date, written `yyyy-MM-dd`.
        case date
        /// A decimal number (point or comma).
        case number
        /// A whole number.
        case integer
        /// A list of texts: several columns, or one column split on `,` `;` `|`.
        case list
        /// A weight, read with its unit and written in kilograms.
        case weight
    }

    /// The member's key in the record files.
    public let key: String
    public let kind: Kind
    /// The pipeline field key that feeds it; nil for a value the run works out (`vaccineType`).
    public let mappedFrom: String?
    /// Whether a record cannot be built without it.
    public let required: Bool

    public init(_ key: String, _ kind: Kind, mappedFrom: String? = nil, required: Bool = false) {
        self.key = key
        self.kind = kind
        self.mappedFrom = mappedFrom
        self.required = required
    }

    /// A field fed by the pipeline field of the same key.
    public static func mapped(_ key: String, _ kind: Kind, required: Bool = false) -> HistoryField {
        HistoryField(key, kind, mappedFrom: key, required: required)
    }

    /// A field the run works out from the others.
    public static func derived(_ key: String, _ kind: Kind) -> HistoryField { HistoryField(key, kind) }
}
