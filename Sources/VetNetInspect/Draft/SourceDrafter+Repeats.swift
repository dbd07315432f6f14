import VetNetMapping

extension SourceDrafter {
    /// What rows that repeat an ID become: the newest by the date column that changes within the most IDs (one
    /// row per event: the newest holds the current state; on a tie, an intake or visit date before an update stamp),
    /// or the first when no date changes (the same rows exported again). When the name (`identity`) differs within
    /// half of the repeated IDs or more, the rows are different records sharing an ID, and are left to be rejected
    /// for staff to look at.
    static func keepRepeats(
        _ repeats: RepeatProfile, candidates: [ColumnProfile], identity: String?, entity: Entity
    ) -> RepeatedIDsDraft {
        let found =
            (repeats.repeatedRows == 1
                ? "1 row repeats the ID of a row before it"
                : "\(repeats.repeatedRows) rows repeat an ID of a row before them")
            + " (\(repeats.repeatedIDs) \(repeats.repeatedIDs == 1 ? "ID" : "IDs"))"
        func within(_ count: Int) -> String {
            count < repeats.repeatedIDs ? "\(count) of them" : count == 1 ? "it" : "each of them"
        }
        if let identity, 2 * repeats.varying[identity, default: 0] >= repeats.repeatedIDs {
            return RepeatedIDsDraft(
                keep: "reject",
                reasons: [
                    "\(found), and \(quoted(identity)) differs within \(within(repeats.varying[identity, default: 0])): different records sharing an ID,",
                    "so each repeat is rejected (map.duplicate-source-id) for staff to look at; `keep: latest, orderBy: COLUMN` would merge them",
                ])
        }
        // A column with a date on at least half the rows first (one that mostly writes `NA` or nothing orders few
        // rows); then most IDs; then the date of an intake or visit over the date a row was last changed (`LastUpdate`:
        // an old intake's row edited after a newer intake is not the current state), the most values read as dates
        // (an empty or `NA` one counts as the oldest), a time of day, the later column.
        let events = candidates.contains { column in
            HeaderVocabulary.ageDateWords.contains { HeaderVocabulary.key(column.name).contains($0) }
        }
        func rank(_ column: ColumnProfile) -> (Int, Int, Int, Int, Int, Int) {
            (
                column.noValueShare <= 0.5 ? 1 : 0, repeats.varying[column.name, default: 0],
                events && HeaderVocabulary.field(for: column.name, entity: entity) == "updatedAt" ? 0 : 1,
                column.dateLayouts.reduce(0) { $0 + $1.values }, column.kind == .dateTime ? 1 : 0, column.position
            )
        }
        let ranked = candidates.filter { repeats.varying[$0.name, default: 0] > 0 }.max { rank($0) < rank($1) }
        guard let column = ranked else {
            return RepeatedIDsDraft(
                keep: "first",
                reasons: [
                    "\(found), and no date column changes within an ID: the first row is kept and the others are merged into it; `keep: reject` rejects them instead"
                ])
        }
        var order = FieldDraft(key: "repeatedIds", columns: [column.name], reasons: [])
        addFormats(&order, column)
        let varying = repeats.varying[column.name, default: 0]
        return RepeatedIDsDraft(
            keep: "latest", orderBy: column.name, formats: order.formats,
            reasons: [
                "\(found); \(quoted(column.name)) changes within \(within(varying)): the newest row by it is kept and the others are merged into it",
                "(a row whose \(quoted(column.name)) is empty or not a date counts as the oldest); "
                    + order.reasons.joined(separator: "; "),
            ])
    }
}
