import Foundation
import Testing
import VetNetCore
import VetNetPipeline
import VetNetSchedule
import VetNetWrite

/// Values from the data land in new places on the staff pages (values as found in the file, names of people,
/// animals and vets, owners' phones and emails, complaints, vaccines): each stays text, with markup escaped and invisible or
/// direction characters shown.
@Suite("Hostile values on the staff pages")
struct StaffPagesHostileValueTests {
    static let hostile = "<script>alert(1)</script>\"'&\u{202E}gpj.exe"
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;‹U+202E›gpj.exe"

    static func expectInert(_ page: String, _ comment: Comment, minimum: Int = 1) {
        #expect(!page.contains("<script>alert"), comment)
        #expect(!page.contains("\u{202E}"), comment)
        #expect(page.components(separatedBy: escaped).count - 1 >= minimum, comment)
    }

    @Test(
        "validation.html: the value found, the value read, source, file, record and column",
        arguments: ReportLanguage.allCases)
    func validationPage(_ language: ReportLanguage) {
        let finding = ValidationReport.Finding(
            source: Self.hostile, file: Self.hostile, line: 3, recordId: Self.hostile, field: Self.hostile,
            code: "patient.name-invalid",
            severity: "error", message: Self.hostile, value: "read " + Self.hostile, found: Self.hostile)
        let totals = ValidationReport.Totals(read: 1, accepted: 0, rejected: 1, merged: 0, warnings: 0, errors: 1)
        let report = ValidationReport(
            pipeline: Self.hostile, asOf: "2026-11-20", totals: totals,
            rules: [.init(code: "patient.name-invalid", title: Self.hostile, severity: "error", count: 1)],
            sources: [
                .init(name: Self.hostile, file: Self.hostile, totals: totals, unlistedFindings: 0, findings: [finding])
            ])
        let page = report.html(language: language)
        Self.expectInert(page, "\(language)", minimum: 9)
        #expect(page.contains("<html lang=\"\(language.rawValue)\">"))
        #expect(page.contains(PageText(language).html(.readAs, ["value": "read " + Self.hostile])))
    }

    @Test("duplicates.html: names from the evidence, the owner's animals, the animals of a chip conflict")
    func duplicatesPage() {
        let member = DuplicatesReport.Member(
            id: "OWN-1", sources: [SourceRef(source: Self.hostile, sourceId: Self.hostile, line: 2)])
        let other = DuplicatesReport.Member(id: "OWN-2", sources: [SourceRef(source: "owners", sourceId: "2", line: 3)])
        let evidence = [
            DuplicatesReport.FieldEvidence(
                field: "name", level: "surnameOnly", weight: 1, firstValue: Self.hostile, secondValue: Self.hostile)
        ]
        let report = DuplicatesReport(
            pipeline: Self.hostile,
            ownerClusters: [
                .init(
                    canonicalId: "OWN-1", members: [member, other],
                    merges: [.init(first: "OWN-1", second: "OWN-2", rule: "score", score: 30, fields: evidence)])
            ],
            patientClusters: [],
            possibleDuplicates: [.init(first: member, second: other, score: 5, reason: Self.hostile, fields: evidence)],
            chipConflicts: [
                .init(microchip: Self.hostile, patients: [.init(id: "PAT-1", sources: [])], reason: Self.hostile)
            ],
            mergedAway: [:])
        let animal = DuplicatesPageNames.Animal(
            name: Self.hostile, species: Self.hostile, sex: Self.hostile, breed: Self.hostile, birthDate: Self.hostile)
        let page = report.html(names: .init(animalsOfOwner: ["OWN-1": [animal]], animals: ["PAT-1": animal]))
        Self.expectInert(page, "duplicates", minimum: 12)
        #expect(page.contains("surname only"))
        #expect(!page.contains("OWN-1") && !page.contains("PAT-1"))
    }

    @Test(
        "reminders.html: owners, animals, species, vaccines, phones and emails, in text, links and labels",
        arguments: ReportLanguage.allCases)
    func remindersPage(_ language: ReportLanguage) throws {
        let reminder = Reminder(
            dueOn: try #require(LocalDate(iso: "2026-11-01")), vaccine: Self.hostile,
            lastGiven: try #require(LocalDate(iso: "2025-11-01")), patientId: "PAT-1", patientName: Self.hostile,
            species: Self.hostile, ownerId: "OWN-1", ownerName: Self.hostile, phone: Self.hostile, email: Self.hostile,
            preferredCommunication: Self.hostile)
        var report = RemindersReport(asOf: try #require(LocalDate(iso: "2026-11-20")), days: 60, reminders: [reminder])
        report.reminders.append(reminder)
        report.reminders[1].preferredCommunication = "sms"
        report.reminders[1].vaccine = "\(Self.hostile) (\(Self.hostile))"
        report.reminders[1].dueOn = try #require(LocalDate(iso: "2026-12-01"))
        let page = report.html(language: language)
        // Per reminder: the animal and its species twice (cell, tick label), the vaccine twice, the owner, the phone
        // and the email in link and text; the first's unknown preference once more, the second's vaccine's words
        // in brackets twice more.
        Self.expectInert(page, "reminders \(language)", minimum: 2 * 11 + 1 + 2)
        #expect(page.contains("href=\"tel:\(Self.escaped)\"") && page.contains("href=\"sms:\(Self.escaped)\""))
        #expect(page.contains("href=\"mailto:\(Self.escaped)\""))
        #expect(
            page.contains(
                "aria-label=\"\(PageText(language).html(.sentLabel, ["animal": "\(Self.hostile) (\(Self.hostile))", "vaccine": Self.hostile]))\""
            ))
        #expect(!page.contains("PAT-1") && !page.contains("OWN-1"))
        #expect(page.contains("<html lang=\"\(language.rawValue)\">"))
    }

    @Test("the day view: vets, patients, owners, phones, complaints and request IDs")
    func dayView() throws {
        let date = try #require(LocalDate(iso: "2026-11-21"))
        let request = ScheduleRequest(
            date: date, slotMinutes: 5,
            specialists: [Specialist(id: "V1", specialties: ["general"], shifts: [TimeRange(start: 480, end: 720)])],
            requests: [
                AppointmentRequest(
                    id: Self.hostile, patientId: "PAT-1", species: "dog", specialty: "general", durationMinutes: 30,
                    vtl: 2, earliest: 480, latest: 720, complaint: Self.hostile),
                AppointmentRequest(
                    id: "A2", patientId: "PAT-1", species: "dog", specialty: "surgery", durationMinutes: 30, vtl: 3,
                    earliest: 480, latest: 720, complaint: Self.hostile),
            ])
        let plan = Scheduler.plan(request, seed: 1, budget: .milliseconds(50))
        let names = DayViewNames(
            vets: ["V1": Self.hostile],
            patients: [
                "PAT-1": .init(
                    name: Self.hostile, species: Self.hostile, ownerName: Self.hostile, ownerPhone: Self.hostile)
            ])
        let page = String(
            decoding: DayViewHTML.render(plan, request: request, names: names, language: .de), as: UTF8.self)
        Self.expectInert(page, "day view", minimum: 8)
        #expect(!page.contains("PAT-1") && !page.contains("no-specialist"))
        #expect(page.contains("Kein diensthabender Tierarzt macht diese Art von Termin."))
        #expect(page.contains("print-color-adjust:exact"))
    }
}
