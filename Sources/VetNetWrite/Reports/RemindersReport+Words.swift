public import VetNetCore

/// The reminders page's words, as plain text (the page escapes them): how long ago a vaccination fell due or how
/// soon it will, how far ahead the list looks, how many reminders there are and how many were not made.
extension RemindersReport {
    /// The time from `start` to `end` (later) in the largest unit that reads well, rounded down: days under two
    /// weeks, weeks under two months, months under a year, then years.
    public static func duration(from start: LocalDate, to end: LocalDate, _ text: PageText) -> String {
        let days = end.dayNumber - start.dayNumber
        let months = start.age(on: end).map { $0.years * 12 + $0.months } ?? 0
        if days < 14 { return text.plain(count: days, .durationDaysOne, .durationDaysOther) }
        if months < 2 { return text.plain(count: days / 7, .durationWeeksOne, .durationWeeksOther) }
        if months < 12 { return text.plain(count: months, .durationMonthsOne, .durationMonthsOther) }
        return text.plain(count: months / 12, .durationYearsOne, .durationYearsOther)
    }

    /// When a vaccination falls due, seen from `asOf`: `3 weeks overdue`, `today`, `tomorrow`, `in 12 days`.
    public static func status(dueOn: LocalDate, asOf: LocalDate, _ text: PageText) -> String {
        if dueOn < asOf { return text.plain(.overdueBy, ["duration": duration(from: dueOn, to: asOf, text)]) }
        switch dueOn.dayNumber - asOf.dayNumber {
        case 0: return text.plain(.dueToday)
        case 1: return text.plain(.dueTomorrow)
        default: return text.plain(.dueIn, ["duration": duration(from: asOf, to: dueOn, text)])
        }
    }

    /// How far ahead the list looks: `today`, `by tomorrow`, `in the next 60 days`.
    public func window(_ text: PageText) -> String {
        switch days {
        case ...0: text.plain(.windowToday)
        case 1: text.plain(.windowTomorrow)
        default: text.plain(.windowDays, ["n": String(days)])
        }
    }

    /// The page's first sentence: as of the date, how many vaccinations are overdue and how many fall due in the
    /// window; or that there is nobody to remind.
    public func summary(_ text: PageText) -> String {
        let date = asOf.description
        let window = window(text)
        let overdue = reminders.count(where: { $0.isOverdue(asOf: asOf) })
        let due = reminders.count - overdue
        guard !reminders.isEmpty else { return text.plain(.remindersNone, ["date": date, "window": window]) }
        let overdueText =
            overdue == 0
            ? text.plain(.remindersOverdueNone)
            : text.plain(count: overdue, .remindersOverdueOne, .remindersOverdueOther)
        let dueText =
            due == 0
            ? text.plain(.remindersDueNone, ["window": window])
            : text.plain(count: due, .remindersDueOne, .remindersDueOther, ["window": window])
        return text.plain(.remindersSummary, ["date": date, "overdue": overdueText, "due": dueText])
    }

    /// The reminders not made, for an inactive or deceased animal or an inactive owner, or that none was left out.
    public func skippedNote(_ text: PageText) -> String {
        var sentences: [String] = []
        if skippedLongOverdue > 0 {
            sentences.append(
                text.plain(
                    count: skippedLongOverdue, .skippedLongOverdueOne, .skippedLongOverdueOther,
                    ["days": String(days)]))
        }
        guard skippedInactivePatients > 0 || skippedInactiveOwners > 0 else {
            return (sentences + [text.plain(.skippedNone)]).joined(separator: " ")
        }
        if skippedInactivePatients > 0 {
            sentences.append(
                text.plain(count: skippedInactivePatients, .skippedPatientsOne, .skippedPatientsOther))
        }
        if skippedInactiveOwners > 0 {
            sentences.append(text.plain(count: skippedInactiveOwners, .skippedOwnersOne, .skippedOwnersOther))
        }
        return sentences.joined(separator: " ")
    }
}
