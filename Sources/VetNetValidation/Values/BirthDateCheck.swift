public import VetNetCore

/// Whether a birth date is plausible as of the run date.
public enum BirthDateCheck: Hashable, Sendable {
    /// Plausible; the age as of the run date.
    case valid(PatientAge)
    /// After the run date.
    case inFuture
    /// Further back than `maxAgeYears` (the earliest plausible date is `earliest`).
    case tooOld(maxAgeYears: Int, earliest: LocalDate)

    /// A birth date exactly `maxAgeYears` before `asOf` is still valid; one day earlier is not. From 29 February
    /// the years are counted to 28 February in years that have no 29th.
    public init(birthDate: LocalDate, asOf: LocalDate, maxAgeYears: Int) {
        guard let age = birthDate.age(on: asOf) else {
            self = .inFuture
            return
        }
        let earliest = Self.earliest(asOf: asOf, maxAgeYears: maxAgeYears)
        self = birthDate < earliest ? .tooOld(maxAgeYears: maxAgeYears, earliest: earliest) : .valid(age)
    }

    /// The run date `years` years back, 29 February becoming 28 February when needed.
    static func earliest(asOf: LocalDate, maxAgeYears years: Int) -> LocalDate {
        let year = max(1, asOf.year - years)
        return LocalDate(
            year: year, month: asOf.month, day: min(asOf.day, LocalDate.daysIn(month: asOf.month, year: year)))
            ?? asOf
    }
}
