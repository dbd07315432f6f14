extension SourceDrafter {
    /// Chooses the date an age field's ages count back from: a date column named as the date they were written
    /// down on (an intake or a visit; the outcome for an age at outcome), else the run's `asOf`.
    static func countBackAge(_ field: inout FieldDraft, in profile: FileProfile) {
        let dates = profile.columns.filter { $0.kind == .date || $0.kind == .dateTime }
        let ageName = HeaderVocabulary.key(field.columns.first ?? "")
        let words = (ageName.contains("outcome") ? ["outcome"] : []) + HeaderVocabulary.ageDateWords
        for word in words {
            guard let column = dates.first(where: { HeaderVocabulary.key($0.name).contains(word) }) else { continue }
            field.asOfColumn = column.name
            field.reasons.append("ages count back from \(quoted(column.name)), the date they were recorded on")
            addFormats(&field, column)
            return
        }
        field.reasons.append(
            "no intake or visit date column: ages count back from the run's asOf (the run date unless the pipeline sets `asOf`)"
        )
    }
}
