import Testing
import VetNetCore
import VetNetWrite

/// The reminders page's words: how long overdue or how soon due, in the unit that reads well and the right plural
/// form in each language, and the sentences at the top.
@Suite("reminders.html words")
struct RemindersReportWordsTests {
    static let asOf = RemindersFixture.asOf

    static func status(_ due: String, _ language: ReportLanguage = .en) -> String {
        RemindersReport.status(dueOn: RemindersFixture.date(due), asOf: asOf, PageText(language))
    }

    @Test(
        "overdue in days under two weeks, weeks under two months, months under a year, then years (rounded down)",
        arguments: [
            ("2026-11-19", "1 day overdue"), ("2026-11-18", "2 days overdue"), ("2026-11-07", "13 days overdue"),
            ("2026-11-06", "2 weeks overdue"), ("2026-10-10", "5 weeks overdue"), ("2026-09-21", "8 weeks overdue"),
            ("2026-09-20", "2 months overdue"), ("2025-11-21", "11 months overdue"), ("2025-11-20", "1 year overdue"),
            ("2023-11-21", "2 years overdue"), ("2016-02-29", "10 years overdue"),
        ])
    func overdue(_ due: String, _ expected: String) {
        #expect(Self.status(due) == expected)
    }

    @Test(
        "due today, tomorrow, or in so long",
        arguments: [
            ("2026-11-20", "today"), ("2026-11-21", "tomorrow"), ("2026-11-22", "in 2 days"),
            ("2026-12-04", "in 2 weeks"), ("2027-01-19", "in 8 weeks"), ("2027-01-20", "in 2 months"),
            ("2027-11-20", "in 1 year"),
        ])
    func dueSoon(_ due: String, _ expected: String) {
        #expect(Self.status(due) == expected)
    }

    @Test(
        "each language's singular and plural forms, German's in the dative",
        arguments: [
            (ReportLanguage.de, "2026-11-19", "seit 1 Tag überfällig"), (.de, "2026-11-17", "seit 3 Tagen überfällig"),
            (.de, "2026-10-30", "seit 3 Wochen überfällig"), (.de, "2026-09-20", "seit 2 Monaten überfällig"),
            (.de, "2025-11-20", "seit 1 Jahr überfällig"), (.de, "2026-11-21", "morgen"),
            (.de, "2026-12-01", "in 11 Tagen"),
            (.fr, "2026-11-19", "en retard de 1 jour"), (.fr, "2026-10-20", "en retard de 4 semaines"),
            (.fr, "2026-08-20", "en retard de 3 mois"), (.fr, "2024-11-20", "en retard de 2 ans"),
            (.fr, "2026-11-20", "aujourd’hui"), (.fr, "2026-12-04", "dans 2 semaines"),
            (.nl, "2026-11-19", "1 dag te laat"), (.nl, "2026-10-30", "3 weken te laat"),
            (.nl, "2026-08-20", "3 maanden te laat"), (.nl, "2023-11-20", "3 jaar te laat"),
            (.nl, "2026-11-22", "over 2 dagen"), (.nl, "2026-11-21", "morgen"),
        ])
    func languages(_ language: ReportLanguage, _ due: String, _ expected: String) {
        #expect(Self.status(due, language) == expected)
    }

    static func report(overdue: Int, due: Int, days: Int = 60) -> RemindersReport {
        let reminders = (0..<(overdue + due)).map { index in
            RemindersFixture.reminder(
                index < overdue ? "2026-11-01" : "2026-12-01", "Rabies", given: "2025-11-01", animal: "Rex",
                species: "dog", owner: "Ann Lee", phone: nil, email: nil, prefers: nil, id: index)
        }
        return RemindersReport(asOf: asOf, days: days, reminders: reminders)
    }

    @Test(
        "the first sentence counts the overdue and the due, with none, one and many",
        arguments: [
            (
                ReportLanguage.en, 2, 3,
                "As of 2026-11-20, 2 vaccinations are overdue, and 3 are due in the next 60 days."
            ),
            (.en, 1, 1, "As of 2026-11-20, 1 vaccination is overdue, and 1 is due in the next 60 days."),
            (.en, 0, 4, "As of 2026-11-20, no vaccination is overdue, and 4 are due in the next 60 days."),
            (.en, 5, 0, "As of 2026-11-20, 5 vaccinations are overdue, and none is due in the next 60 days."),
            (.de, 1, 2, "Stand 2026-11-20: 1 Impfung ist überfällig und 2 sind in den nächsten 60 Tagen fällig."),
            (.de, 0, 1, "Stand 2026-11-20: keine Impfung ist überfällig und 1 ist in den nächsten 60 Tagen fällig."),
            (.fr, 3, 1, "Au 2026-11-20, 3 vaccinations sont en retard et 1 est à faire dans les 60 prochains jours."),
            (
                .fr, 1, 0,
                "Au 2026-11-20, 1 vaccination est en retard et aucune n’est à faire dans les 60 prochains jours."
            ),
            (
                .nl, 2, 1,
                "Stand per 2026-11-20: 2 vaccinaties zijn achterstallig en 1 is in de komende 60 dagen aan de beurt."
            ),
            (
                .nl, 0, 3,
                "Stand per 2026-11-20: geen vaccinatie is achterstallig en 3 zijn in de komende 60 dagen aan de beurt."
            ),
        ])
    func summary(_ language: ReportLanguage, _ overdue: Int, _ due: Int, _ expected: String) {
        #expect(Self.report(overdue: overdue, due: due).summary(PageText(language)) == expected)
    }

    @Test("the window in words: today, by tomorrow, or the next days")
    func window() {
        #expect(Self.report(overdue: 0, due: 0, days: 0).window(PageText(.en)) == "today")
        #expect(Self.report(overdue: 0, due: 0, days: 1).window(PageText(.en)) == "by tomorrow")
        #expect(Self.report(overdue: 0, due: 0, days: 90).window(PageText(.de)) == "in den nächsten 90 Tagen")
        #expect(
            Self.report(overdue: 0, due: 0, days: 0).summary(PageText(.en))
                == "As of 2026-11-20, no vaccination is overdue or due today: there is nobody to remind.")
        #expect(
            Self.report(overdue: 0, due: 2, days: 1).summary(PageText(.fr))
                == "Au 2026-11-20, aucune vaccination n’est en retard et 2 sont à faire d’ici demain.")
    }

    @Test("reminders not made: for animals, for owners, one or many, or none left out")
    func skipped() {
        var report = Self.report(overdue: 1, due: 0)
        #expect(
            report.skippedNote(PageText(.en))
                == "No reminder was left out because of an inactive or deceased animal or an inactive owner.")
        report.skippedInactivePatients = 1
        #expect(
            report.skippedNote(PageText(.en))
                == "1 reminder was not made because the animal is inactive or deceased.")
        report.skippedInactivePatients = 3
        report.skippedInactiveOwners = 1
        #expect(
            report.skippedNote(PageText(.en))
                == "3 reminders were not made because the animals are inactive or deceased. 1 reminder was not made because the owner is inactive."
        )
        report.skippedInactivePatients = 0
        report.skippedInactiveOwners = 2
        #expect(
            report.skippedNote(PageText(.de))
                == "2 Erinnerungen wurden nicht erstellt, weil die Halter inaktiv sind.")
    }
}
