import VetNetMapping

extension SourceDrafter {
    /// Names of an ID that do not say whose ID it is (`id`, `_id`, `No`, `Key`), as `HeaderVocabulary.key` makes
    /// them: a column of row numbers so named is the export's counter.
    static let genericIDNames: Set<String> = [
        "id", "no", "nr", "number", "num", "key", "code", "recordid", "rowid", "row", "rownumber", "index", "objectid",
        "fid",
    ]

    /// Whether `column` is the export's counter of rows, never drafted as the record's ID: row numbers under any
    /// name but one naming the entity's own ID (`PatientID`, `Client No`), whose numbers a system may well have
    /// given without a gap.
    static func isRowCounter(_ column: ColumnProfile, entity: Entity) -> Bool {
        guard column.rowNumbers != nil else { return false }
        return HeaderVocabulary.field(for: column.name, entity: entity) != "sourceId"
            || genericIDNames.contains(HeaderVocabulary.key(column.name))
    }

    /// `"_id" passed over: row numbers 1..14890, a counter of the export, not an ID`.
    static func passedOver(_ column: ColumnProfile) -> String {
        "\(quoted(column.name)) passed over: \(column.rowNumbers?.label ?? "row numbers"), \(RowNumbers.meaning)"
    }

    /// What the reason of an ID column named as the entity's own adds when its values run as row numbers do.
    static func countsLikeRows(_ column: ColumnProfile) -> String? {
        guard let numbers = column.rowNumbers else { return nil }
        return
            "its values run \(numbers.first)..\(numbers.last) in row order, as row numbers do: check that they are the system's IDs, which stay with each record, not the export's count of its rows"
    }
}

extension SourceDraft {
    /// The export's counters of rows, which the draft does not take as the record's ID.
    public var rowCounters: [ColumnProfile] {
        profile.columns.filter { SourceDrafter.isRowCounter($0, entity: entity) }
    }

    /// Whether no column gives the record's ID (a constant source needs none of its own).
    public var lacksSourceID: Bool { !isConstant && !fields.contains { $0.key == "sourceId" } }

    /// Comment lines, and the line to uncomment, where `sourceId` would be when the export's only ID-like columns
    /// are counters of its rows.
    var refusedCounterLines: [String] {
        guard let counter = rowCounters.first, let numbers = counter.rowNumbers else { return [] }
        let records = entity == .patient ? "animal" : "owner"
        return [
            "      # \(quoted(counter.name)) holds \(numbers.label): \(RowNumbers.meaning). The numbers change as rows are added",
            "      # or removed, so each import would take every \(records) for a new one: this export cannot feed nightly",
            "      # imports. Ask for one with the system's \(records) number; for a one-off migration, uncomment:",
            "      # sourceId: \(yamlScalar(counter.name))",
        ]
    }
}
