import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
@testable import VetNetWrite

/// `reminders.html`, the front desk's list of vaccinations to remind owners of. Re-record the golden pages with
/// `VET_RECORD_GOLDEN=1 swift test --filter RemindersReportHTMLTests`, then review the diff.
@Suite("reminders.html for the front desk")
struct RemindersReportHTMLTests {
    static func count(_ text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }

    @Test("the hand-made report, in English and German, and a report with no reminders match the golden pages")
    func golden() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let empty = RemindersReport(asOf: RemindersFixture.asOf, days: 60)
        let pages = [
            ("reminders.en.html", RemindersFixture.report.html(language: .en)),
            ("reminders.de.html", RemindersFixture.report.html(language: .de)),
            ("reminders-empty.html", empty.html()),
        ]
        for (name, page) in pages {
            try page.write(to: temporary.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let problems = Golden.compare(
            actual: temporary.url,
            expected: packageRoot.appendingPathComponent("Tests/VetNetWriteTests/Golden/reminders"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("overdue reminders come first, then those due, each by due date, each with a box to tick")
    func order() throws {
        let page = RemindersFixture.report.html()
        let overdue = try #require(page.range(of: "<h2>Overdue <small>(3)</small></h2>"))
        let due = try #require(page.range(of: "<h2>Due in the next 60 days <small>(3)</small></h2>"))
        #expect(overdue.upperBound < due.lowerBound)
        let animals = ["Rex (dog)", "Whiskers (cat)", "Luna (cat)", "Biscuit", "Mia (rabbit)", "Bella (dog)"]
        let positions = try animals.map { try #require(page.range(of: "<strong>\($0)</strong>")).lowerBound }
        #expect(positions == positions.sorted())
        #expect(Self.count("<input type=\"checkbox\" aria-label=\"Reminder sent: ", in: page) == 6)
        #expect(page.contains("2 years overdue") && page.contains("3 weeks overdue") && page.contains("1 day overdue"))
        #expect(page.contains(">today<") && page.contains(">tomorrow<") && page.contains(">in 5 weeks<"))
        #expect(!page.contains("PAT-") && !page.contains("OWN-"))
    }

    @Test("the owner's preferred way comes first and is marked; the others follow; a missing one is said")
    func contacts() {
        let page = RemindersFixture.report.html()
        #expect(
            page.contains(
                "<li class=\"preferred\"><span class=\"way\">Email</span> <a href=\"mailto:d.okafor@example.com\">d.okafor<wbr>@example.com</a> <span class=\"pref\">preferred</span></li><li><span class=\"way\">Phone</span> <a href=\"tel:+12175550177\">+12175550177</a></li>"
            ))
        #expect(
            page.contains(
                "<li class=\"preferred\"><span class=\"way\">SMS</span> <a href=\"sms:+12175550142\">+12175550142</a>"))
        #expect(page.contains("<span class=\"muted unmet\">Preferred: letter</span>"))
        #expect(page.contains("<span class=\"muted unmet\">Preferred: Email (none on record)</span>"))
        #expect(
            RemindersFixture.report.html(language: .fr).contains(
                "<span class=\"muted unmet\">Préféré : E-mail (non enregistré)</span>"))
        #expect(page.contains("No phone or email on record."))
    }

    @Test("a catalog name's words in brackets go below the name, smaller; other names stay whole")
    func vaccineNames() {
        #expect(
            RemindersFixture.report.html().contains(
                "<td data-label=\"Vaccine\">FVRCP<span class=\"detail\">feline rhinotracheitis, calicivirus, panleukopenia</span></td>"
            ))
        #expect(RemindersReport.vaccineParts("Rabies") == ("Rabies", nil))
        #expect(RemindersReport.vaccineParts("Lepto (L4") == ("Lepto (L4", nil))
        #expect(RemindersReport.vaccineParts("(L4)") == ("(L4)", nil))
        #expect(RemindersReport.vaccineParts("DHPP ()") == ("DHPP ()", nil))
    }

    @Test("with no reminders the page says so plainly and has no table, boxes or script")
    func empty() {
        let page = RemindersReport(asOf: RemindersFixture.asOf, days: 60).html()
        #expect(
            page.contains(
                "As of 2026-11-20, no vaccination is overdue or due in the next 60 days: there is nobody to remind."))
        #expect(
            page.contains("No reminder was left out because of an inactive or deceased animal or an inactive owner."))
        #expect(!page.contains("<table") && !page.contains("checkbox") && !page.contains("<script"))
    }

    @Test("each part lists at most the limit and says how many more reminders.csv has; the counts stay whole")
    func listsAreCapped() {
        let page = RemindersFixture.report.html(listLimit: 2)
        #expect(Self.count("<tr data-key=", in: page) == 4)
        #expect(
            Self.count("1 more are not shown here; reminders.csv, beside this page, lists every one.", in: page) == 2)
        #expect(page.contains("3 vaccinations are overdue, and 3 are due in the next 60 days."))
    }

    @Test("a tick is kept under a digest of animal, vaccine and due date: stable, and no record ID in the page")
    func tickKeys() {
        let report = RemindersFixture.report
        let keys = report.reminders.map { RemindersReport.tickKey($0) }
        #expect(Set(keys).count == keys.count)
        #expect(keys.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        var later = report
        later.asOf = RemindersFixture.date("2026-11-27")
        #expect(later.reminders.map { RemindersReport.tickKey($0) } == keys)
    }
}
