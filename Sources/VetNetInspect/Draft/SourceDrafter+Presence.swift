extension SourceDrafter {
    /// A yes/no field whose column holds a date or a reason where it applies (`deceased_date`) reads any value as
    /// yes, unless some values are not dates: such a value would then read as yes too. A word for "no value"
    /// (`NA`, `NULL`: `MissingValue`) reads as no, as empty does.
    static func readPresence(_ field: inout FieldDraft, _ column: ColumnProfile, records: Int) {
        if column.kind == .date || column.kind == .dateTime {
            let others =
                records - column.empty - column.placeholders - column.dateLayouts.reduce(0) { $0 + $1.values }
            guard others <= 0 else {
                let what = others == 1 ? "1 value is not a date" : "\(others) values are not dates"
                field.reasons.append(
                    "\(what), and present: true would read it as yes too: clear such values, then set `present: true`")
                return
            }
        } else if column.kind != nil || column.noValueShare < mostlyEmpty {
            return
        }
        field.present = true
        field.reasons.append("a value where it applies, empty elsewhere: any value reads as yes (present: true)")
    }
}
