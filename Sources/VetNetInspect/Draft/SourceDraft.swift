public import VetNetMapping

/// A draft of one pipeline source: which column feeds which field, and why each was chosen.
public struct SourceDraft: Sendable {
    public var name: String
    public var entity: Entity
    /// The input, as the pipeline file names it (relative to the pipeline file).
    public var path: String
    public var profile: FileProfile
    public var fields: [FieldDraft]
    /// What rows that repeat an ID become, when some do and the file could be read again to see how they differ.
    public var repeatedIds: RepeatedIDsDraft?
    /// Columns no field takes, each with what it looked like; none for a source made of constant values.
    public var unmapped: [(column: String, note: String)] {
        guard !isConstant else { return [] }
        let read = fields.flatMap { $0.columns + [$0.unitColumn, $0.asOfColumn].compactMap { $0 } }
        let used = Set(read + (repeatedIds?.orderBy.map { [$0] } ?? []))
        return profile.columns.filter { !used.contains($0.name) }.map { column in
            (
                column.name,
                column.rowNumbers?.label ?? column.kind.map { $0.label }
                    ?? (column.maxLength > 60 ? "long text" : "text")
            )
        }
    }
    /// Findings whose default severity does not suit the export (`patient.birth-date-missing` when it has no birth
    /// dates), with the reason.
    public var severities: [(code: String, level: String, reason: String)] = []
    /// Name of the owner source a patient source takes its owners from.
    public var ownerSource: String?
    /// Why a required field was not drafted, beyond that no column gave it, by its key: for its commented line.
    public var missingNotes: [String: String] = [:]

    /// Where `ownerSourceId` goes among the fields: after the `sourceId`, or first without one.
    var ownerFieldIndex: Int { fields.first?.key == "sourceId" ? 1 : 0 }

    /// Whether every field is a constant (`value`): an owner made up for an export that has none.
    public var isConstant: Bool { !fields.isEmpty && fields.allSatisfy { $0.value != nil } }
}

/// `repeatedIds` of a draft source, with what was found.
public struct RepeatedIDsDraft: Sendable {
    /// `first` or `latest`.
    public var keep: String
    public var orderBy: String?
    public var formats: [String] = []
    /// What was found, for a comment above the key.
    public var reasons: [String]

    public init(keep: String, orderBy: String? = nil, formats: [String] = [], reasons: [String]) {
        self.keep = keep
        self.orderBy = orderBy
        self.formats = formats
        self.reasons = reasons
    }
}

/// One field of a draft source.
public struct FieldDraft: Sendable {
    public var key: String
    public var columns: [String]
    /// Value map entries, in the order written, each with a comment (empty for none).
    public var map: [(from: String, to: String, comment: String)] = []
    /// Values found that the draft does not know how to map, for a comment.
    public var unmappedValues: [ValueCount] = []
    public var formats: [String] = []
    public var unit: String?
    public var unitColumn: String?
    public var decimalComma = false
    /// A constant written on every record instead of a column's value.
    public var value: String?
    /// Joins the values of several columns (`notes`).
    public var join: String?
    /// The value taken when the column's is empty (`default`).
    public var defaultValue: String?
    /// Any value reads as yes (a date or reason in a yes/no field).
    public var present = false
    /// The column with the date an age was recorded on.
    public var asOfColumn: String?
    /// Why the column was chosen, and anything the user should check.
    public var reasons: [String]

    public init(key: String, columns: [String], reasons: [String]) {
        self.key = key
        self.columns = columns
        self.reasons = reasons
    }

    /// A field with the same value on every record.
    public init(key: String, value: String, reasons: [String]) {
        self.init(key: key, columns: [], reasons: reasons)
        self.value = value
    }
}
