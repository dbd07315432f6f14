extension SourceDrafter {
    /// What a value missing from the drafted maps does, as their comments say it.
    static let unlistedValue =
        "a value not listed is a warning (map.unparseable-boolean) and leaves the field unset: add it here"
    /// What a hold or a pending outcome's map entry says.
    static let inCare = "a hold or an outcome still to come: the animal is in care, alive"

    /// Drafts `deceased` and `inactive` from a shelter's outcome column (`OutcomeType`: `ADOPTION`, `RTO`, `EUTH`,
    /// `DIED`), each with a value map listing every value the export holds, so that staff see what was decided.
    ///
    /// A value the map does not list (next month's new word) is not a yes/no value: the run keeps the animal as it
    /// would be without the field and reports the value (`map.unparseable-boolean`, a warning), so it neither
    /// rejects the animal nor passes unseen. An empty outcome (an animal still in care) sets neither field.
    static func draftOutcome(
        _ fields: inout [String: FieldDraft], order: inout [String], in profile: FileProfile, taken: Set<String>
    ) {
        guard let (column, values, byName) = outcomeColumn(in: profile, taken: taken) else { return }
        let name = quoted(column.name)
        let what = byName ? "\(name) by its name: each animal's outcome" : "\(name) by its values: outcome words"
        var inactiveWhy = "\(what); an animal that left the organisation (adopted, returned to its owner, "
        inactiveWhy += "transferred, released, or dead) is no longer its animal: kept, inactive, with no reminders; "
        inactiveWhy +=
            "any other value is no; \(unlistedValue); an empty outcome (still in care) leaves the animal active"
        let saysDeath = values.contains { OutcomeWord($0.value) == .death }
        let isStatus = values.contains { OutcomeWord($0.value) == .inactive }
        // A practice's status column of `Active` and `Inactive` alone says nothing of death.
        if fields["deceased"] == nil, saysDeath || !isStatus {
            var deceased = FieldDraft(
                key: "deceased", columns: [column.name],
                reasons: [
                    what, "a word for death (died, euthanised, disposal, dead on arrival) is yes, every other value no",
                    unlistedValue, "an empty outcome (still in care) is not set",
                ])
            deceased.map = values.map { value in
                switch OutcomeWord(value.value) {
                case .death: (value.value, "yes", "\(value.count)× - a word for death")
                case .departure: (value.value, "no", "\(value.count)× - left alive")
                case .inactive: (value.value, "no", "\(value.count)× - no longer current, no word for death")
                case .inCare: (value.value, "no", "\(value.count)× - \(inCare)")
                case .other:
                    (
                        value.value, "no",
                        OutcomeWord.isCurrent(value.value)
                            ? "\(value.count)× - current"
                            : "\(value.count)× - no word for death; make it yes if it means one"
                    )
                }
            }
            fields["deceased"] = deceased
            order.append("deceased")
        } else {
            fields["deceased"]?.reasons.append("taken before \(name), which says how each animal left")
        }
        guard fields["inactive"] == nil, fields["active"] == nil else { return }
        guard fields["ownerSourceId"] == nil else {
            // An adopted animal with an owner of its own is that owner's patient, and active; a practice's own
            // status (`Inactive`, `Archived`) still says the record is no longer current.
            guard let status = values.first(where: { OutcomeWord($0.value) == .inactive }) else {
                let note = "the export names each animal's owner, so \(name) makes no animal inactive"
                if fields["deceased"]?.columns == [column.name] { fields["deceased"]?.reasons.append(note) }
                return
            }
            fields["inactive"] = statusDraft(column, values, status: status)
            order.append("inactive")
            return
        }
        var inactive = FieldDraft(key: "inactive", columns: [column.name], reasons: [inactiveWhy])
        inactive.map = values.map { value in
            switch OutcomeWord(value.value) {
            case .death: (value.value, "yes", "\(value.count)× - died")
            case .departure: (value.value, "yes", "\(value.count)× - left alive")
            case .inactive: (value.value, "yes", "\(value.count)× - no longer current")
            case .inCare: (value.value, "no", "\(value.count)× - \(inCare)")
            case .other: (value.value, "no", "\(value.count)× - no word for leaving; make it yes if the animal left")
            }
        }
        fields["inactive"] = inactive
        order.append("inactive")
    }

    /// Drafts an owner's `inactive` from a practice's status column (`Status`: `Active`, `Inactive`, `Archived`,
    /// `Deceased`): a client no longer current, or dead, gets no reminders.
    static func draftOwnerStatus(
        _ fields: inout [String: FieldDraft], order: inout [String], in profile: FileProfile, taken: Set<String>
    ) {
        guard fields["inactive"] == nil, fields["active"] == nil,
            let (column, values, _) = outcomeColumn(in: profile, taken: taken),
            let status = values.first(where: { OutcomeWord($0.value) == .inactive })
        else { return }
        fields["inactive"] = statusDraft(column, values, status: status)
        order.append("inactive")
    }

    /// `inactive` from a practice's status column, `status` one of its values that says a record is no longer
    /// current: those and the dead are yes, every other value no, each listed with its count.
    static func statusDraft(_ column: ColumnProfile, _ values: [ValueCount], status: ValueCount) -> FieldDraft {
        var inactive = FieldDraft(
            key: "inactive", columns: [column.name],
            reasons: [
                "\(quoted(column.name)) says which records are no longer current (\(status.value)); those and the dead are inactive, with no reminders; any other value is no; \(unlistedValue); an empty status leaves the record active"
            ])
        inactive.map = values.map { value in
            switch OutcomeWord(value.value) {
            case .death: (value.value, "yes", "\(value.count)× - died")
            case .inactive: (value.value, "yes", "\(value.count)× - no longer current")
            case .departure:
                (
                    value.value, "no",
                    "\(value.count)× - left alive, still its owner's; make it yes if it left the practice"
                )
            case .inCare: (value.value, "no", "\(value.count)× - \(inCare)")
            case .other:
                (
                    value.value, "no",
                    OutcomeWord.isCurrent(value.value)
                        ? "\(value.count)× - current"
                        : "\(value.count)× - make it yes if the record is no longer current"
                )
            }
        }
        return inactive
    }

    /// The column holding each animal's outcome, with every value it holds (different cases counted as one), and
    /// whether its name said so. A named column needs one outcome word among its values; an unnamed one, outcome
    /// words in most of its values and a word for death among them.
    static func outcomeColumn(in profile: FileProfile, taken: Set<String>) -> (ColumnProfile, [ValueCount], Bool)? {
        let candidates = profile.columns.filter { !taken.contains($0.name) }.compactMap { column in
            allValues(column).map { (column, $0) }
        }
        func telling(_ value: ValueCount) -> Bool {
            !OutcomeWord.isAmbiguous(value.value) && ![.other, .inCare].contains(OutcomeWord(value.value))
        }
        if let named = candidates.first(where: {
            HeaderVocabulary.isOutcome($0.0.name) && $0.1.contains(where: telling)
        }) {
            return (named.0, named.1, true)
        }
        let unnamed = candidates.first { _, values in
            let outcomes = values.filter { OutcomeWord($0.value) != .other }.reduce(0) { $0 + $1.count }
            let all = values.reduce(0) { $0 + $1.count }
            return Double(outcomes) >= KindEvidence.majority * Double(all)
                && values.contains { telling($0) && OutcomeWord($0.value) == .death }
        }
        return unnamed.map { ($0.0, $0.1, false) }
    }

    /// Every non-empty value of a column of few values, most frequent first, values that differ only in case as
    /// one (the value map matches without case); nil when the profile does not hold them all.
    static func allValues(_ column: ColumnProfile) -> [ValueCount]? {
        guard
            let values = column.codes
                ?? (column.topValues.count == column.distinct && !column.distinctCapped ? column.topValues : nil),
            !values.isEmpty
        else { return nil }
        var merged: [ValueCount] = []
        var index: [String: Int] = [:]
        for value in values {
            let key = value.value.lowercased()
            if let at = index[key] {
                merged[at].count += value.count
            } else {
                index[key] = merged.count
                merged.append(value)
            }
        }
        return merged
    }
}
