import VetNetCore

/// A vaccination on its own: a vaccine the catalog knows (its type is written as `vaccineType`), a due date after
/// the date given, a rabies due date that keeps the 1 or 3 years its product states, a lot used before its expiry.
enum VaccinationRules {
    static func check(_ record: inout HistoryRecord, _ context: inout RuleContext) {
        let given = record["givenOn"]?.date
        var match: VaccineMatch?
        if let vaccine = record["vaccine"]?.text {
            match = VaccineCatalog.match(vaccine)
            if let match {
                record["vaccineType"] = .text(match.type.code)
            } else {
                var message =
                    "The vaccine {value} is not in the catalog; it was kept as written, without a vaccine type, and no reminder is made from it."
                if let near = VaccineCatalog.suggestion(for: vaccine) {
                    message += " Did you mean \(Diagnostic.derived(near))?"
                }
                context.report("vaccination.vaccine-unknown", message, field: "vaccine", value: vaccine)
            }
        }
        if let given, let due = record["dueOn"]?.date {
            if due <= given {
                context.report(
                    "vaccination.due-before-given",
                    "The due date {value} is not after the date given, \(Diagnostic.derived(given.description)); check whether the two were swapped.",
                    field: "dueOn", value: due.description)
            } else if let match, match.type.isRabies, let years = match.labelledYears,
                !isAbout(years: years, from: given, to: due)
            {
                context.report(
                    "vaccination.rabies-interval",
                    "The rabies vaccine is labelled for \(years) year\(years == 1 ? "" : "s"), but its due date {value} is not \(years) year\(years == 1 ? "" : "s") after \(Diagnostic.derived(given.description)); check the product or the due date.",
                    field: "dueOn", value: due.description)
            }
        }
        if let given, let expires = record["expiresOn"]?.date, expires < given {
            context.report(
                "vaccination.lot-expired",
                "The lot expired on {value}, before the vaccine was given on \(Diagnostic.derived(given.description)); check the lot or the date, and whether the animal needs revaccination.",
                field: "expiresOn", value: expires.description)
        }
    }

    /// Whether `due` is `years` years after `given`, give or take a month (clinics round to the visit).
    static func isAbout(years: Int, from given: LocalDate, to due: LocalDate) -> Bool {
        guard let target = given.adding(months: 12 * years) else { return false }
        return abs(due.dayNumber - target.dayNumber) <= 31
    }
}
