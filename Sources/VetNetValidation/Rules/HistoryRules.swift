public import VetNetCore

/// History records on their own: event dates not after `asOf` (a due date excepted), a due date after its given
/// date, a lot not used past its expiry, a dose with its unit, a course that ends after it starts, an alert of a
/// known kind, a vaccine the catalog knows (`VaccinationRules`). What needs the animal (its birth date, its
/// species) or the other records (the animal's presence, a duplicate) is checked by the pipeline.
public enum HistoryRules {
    static func check(_ record: inout HistoryRecord, species: String?, asOf: LocalDate, _ context: inout RuleContext) {
        for field in record.kind.table.fields where isEventDate(field) {
            guard let date = record[field.key]?.date, date > asOf else { continue }
            context.report(
                "history.date-in-future",
                "The date {value} is after the run's date \(Diagnostic.derived(asOf.description)); correct it, or set `asOf` if the export is from a later day.",
                field: field.mappedFrom ?? field.key, value: date.description)
        }
        switch record.kind {
        case .vaccination: VaccinationRules.check(&record, species: species, &context)
        case .medication: checkMedication(record, &context)
        case .alert: checkAlert(&record, &context)
        case .visit: break
        }
    }

    /// Whether the field is a date something happened on, which cannot be after the run's date: not a due date
    /// or a lot's expiry.
    public static func isEventDate(_ field: HistoryField) -> Bool {
        field.kind == .date && field.key != "dueOn" && field.key != "expiresOn"
    }

    /// Whether a medication's course ends before it starts.
    public static func endsBeforeStart(start: LocalDate?, end: LocalDate?) -> Bool {
        guard let start, let end else { return false }
        return end < start
    }

    private static func checkMedication(_ record: HistoryRecord, _ context: inout RuleContext) {
        if record["dose"] != nil, record["doseUnit"] == nil {
            context.report(
                "medication.dose-without-unit",
                "The dose {value} has no unit (mg, mL, tablet…); map the unit's column as `doseUnit`, or enter it.",
                field: "dose", value: record["dose"]?.number.map(shortNumber))
        }
        if let start = record["startOn"]?.date, let end = record["endOn"]?.date,
            endsBeforeStart(start: start, end: end)
        {
            context.report(
                "medication.end-before-start",
                "The course ends on {value}, before it starts on \(Diagnostic.derived(start.description)); check both dates.",
                field: "endOn", value: end.description)
        }
    }

    private static func checkAlert(_ record: inout HistoryRecord, _ context: inout RuleContext) {
        guard let text = record["kind"]?.text else { return }
        if let kind = AlertKind.parse(text) {
            record["kind"] = .text(kind.rawValue)
        } else {
            record["kind"] = nil
            context.report(
                "alert.kind-unknown",
                "The alert kind {value} is not one of allergy, behaviour, medical, financial; the alert was kept without a kind.",
                field: "kind", value: text)
        }
    }

    /// `2`, `2.5`: a number as staff would write it.
    static func shortNumber(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
