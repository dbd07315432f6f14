public import VetNetMapping

/// A draft of one pipeline source: which column feeds which field, and why each was chosen.
public struct SourceDraft: Sendable {
    public var name: String
    public var entity: Entity
    /// The input, as the pipeline file names it (relative to the pipeline file).
    public var path: String
    public var profile: FileProfile
    public var fields: [FieldDraft]
    /// Columns no field takes, each with what it looked like.
    public var unmapped: [(column: String, note: String)] {
        let used = Set(fields.flatMap { $0.columns + ($0.unitColumn.map { [$0] } ?? []) })
        return profile.columns.filter { !used.contains($0.name) }.map { column in
            (column.name, column.kind.map { $0.label } ?? (column.maxLength > 60 ? "long text" : "text"))
        }
    }
    /// Findings whose default severity does not suit the export (`patient.birth-date-missing` when it has no birth
    /// dates), with the reason.
    public var severities: [(code: String, level: String, reason: String)] = []
    /// Name of the owner source a patient source takes its owners from.
    public var ownerSource: String?
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
    /// Why the column was chosen, and anything the user should check.
    public var reasons: [String]

    public init(key: String, columns: [String], reasons: [String]) {
        self.key = key
        self.columns = columns
        self.reasons = reasons
    }
}
