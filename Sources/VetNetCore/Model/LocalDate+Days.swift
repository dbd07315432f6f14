extension LocalDate {
    /// Days since 0000-03-01 of the proleptic Gregorian calendar: the difference of two is the days between them.
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    }

    /// The date `dayNumber` days after 0000-03-01 (years 0 and later).
    public init?(dayNumber: Int) {
        guard dayNumber >= 0 else { return nil }
        let era = dayNumber / 146_097
        let dayOfEra = dayNumber - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate? { LocalDate(dayNumber: dayNumber + count) }

    /// The date `count` months later (earlier when negative), on the same day or the month's last.
    public func adding(months count: Int) -> LocalDate? {
        let index = year * 12 + (month - 1) + count
        guard index >= 0 else { return nil }
        let (newYear, newMonth) = (index / 12, index % 12 + 1)
        return LocalDate(year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
    }
}
