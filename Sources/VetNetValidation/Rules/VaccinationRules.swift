public import VetNetCore

/// A vaccination on its own: a vaccine the catalog knows (its type is written as `vaccineType`), a due date after
/// the date given, a rabies due date that keeps the 1 or 3 years its product states, a lot used before its expiry.
public enum VaccinationRules {
    static func check(_ record: inout HistoryRecord, species: String?, _ context: inout RuleContext) {
        let given = record["givenOn"]?.date
        var match: VaccineMatch?
        if let vaccine = record["vaccine"]?.text {
            match = VaccineCatalog.match(vaccine, species: species)
            if let match {
                record["vaccineType"] = .text(match.type.code)
            } else {
                var message =
                    Self.namesDoseOnly(vaccine)
                    ? "The vaccine {value} names a dose, not what it protects against; it was kept as written, without a vaccine type, and no reminder is made from it. Map the column that names the vaccine."
                    : "The vaccine {value} is not in the catalog; it was kept as written, without a vaccine type, and no reminder is made from it."
                if let near = VaccineCatalog.suggestion(for: vaccine) {
                    message += " Did you mean \(Diagnostic.derived(near))?"
                }
                context.report("vaccination.vaccine-unknown", message, field: "vaccine", value: vaccine)
            }
        }
        if let given, let due = record["dueOn"]?.date {
            switch dueDateProblem(given: given, due: due, match: match) {
            case .notAfterGiven?:
                context.report(
                    "vaccination.due-before-given",
                    "The due date {value} is not after the date given, \(Diagnostic.derived(given.description)); check whether the two were swapped.",
                    field: "dueOn", value: due.description)
            case .offLabelledInterval(let years)?:
                context.report(
                    "vaccination.rabies-interval",
                    "The rabies vaccine is labelled for \(years) year\(years == 1 ? "" : "s"), but its due date {value} is not \(years) year\(years == 1 ? "" : "s") after \(Diagnostic.derived(given.description)); check the product or the due date.",
                    field: "dueOn", value: due.description)
            case nil: break
            }
        }
        if let given, let expires = record["expiresOn"]?.date, lotExpired(expires, given: given) {
            context.report(
                "vaccination.lot-expired",
                "The lot expired on {value}, before the vaccine was given on \(Diagnostic.derived(given.description)); check the lot or the date, and whether the animal needs revaccination.",
                field: "expiresOn", value: expires.description)
        }
    }

    /// What is wrong with a due date, against the date given and the interval the vaccine is labelled for.
    public enum DueDateProblem: Sendable, Equatable {
        case notAfterGiven
        /// A rabies vaccine labelled for `years` years due at another time.
        case offLabelledInterval(years: Int)
    }

    /// The due date's problem; nil when it has none.
    public static func dueDateProblem(given: LocalDate, due: LocalDate, match: VaccineMatch?) -> DueDateProblem? {
        if due <= given { return .notAfterGiven }
        if let match, match.type.isRabies, let years = match.labelledYears, !isAbout(years: years, from: given, to: due)
        {
            return .offLabelledInterval(years: years)
        }
        return nil
    }

    /// Whether the lot expired before the vaccine was given.
    public static func lotExpired(_ expires: LocalDate, given: LocalDate) -> Bool { expires < given }

    /// Whether a text only says which dose it was (`First Vaccination`, `Booster`, `Puppy shot 2`), as shelter
    /// systems' default vaccination types do (ASM3's `Temporary Vaccination`, `Second Vaccination`).
    static func namesDoseOnly(_ text: String) -> Bool {
        let words = CatalogKey.make(text).split(separator: " ")
        return !words.isEmpty && words.allSatisfy { doseWords.contains(String($0)) || $0.allSatisfy(\.isNumber) }
    }

    private static let doseWords: Set<String> = [
        "first", "second", "third", "fourth", "1st", "2nd", "3rd", "4th", "booster", "boost", "temporary",
        "vaccination", "vaccine", "vaccines", "vacc", "vax", "shot", "shots", "dose", "annual", "yearly", "puppy",
        "kitten", "series", "initial", "final", "core", "noncore", "non", "injection",
    ]

    /// Whether `due` is `years` years after `given`, give or take a month (clinics round to the visit).
    static func isAbout(years: Int, from given: LocalDate, to due: LocalDate) -> Bool {
        guard let target = given.adding(months: 12 * years) else { return false }
        return abs(due.dayNumber - target.dayNumber) <= 31
    }
}
