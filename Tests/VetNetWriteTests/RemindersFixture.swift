import VetNetCore
import VetNetWrite

/// A small hand-made reminders report as of 2026-11-20: overdue by years, weeks and a day; due today, tomorrow
/// and in weeks; owners who prefer a text, a call, an email they have no address for, a letter, or nothing; an
/// animal without a species and an owner without contact details; and reminders not made.
enum RemindersFixture {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    static func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    static func reminder(
        _ due: String, _ vaccine: String, given: String, animal: String, species: String?, owner: String,
        phone: String?, email: String?, prefers: String?, id: Int
    ) -> Reminder {
        Reminder(
            dueOn: date(due), vaccine: vaccine, lastGiven: date(given), patientId: "PAT-\(id)", patientName: animal,
            species: species, ownerId: "OWN-\(id)", ownerName: owner, phone: phone, email: email,
            preferredCommunication: prefers)
    }

    static var report: RemindersReport {
        var report = RemindersReport(
            asOf: asOf, days: 60,
            reminders: [
                reminder(
                    "2024-11-20", "DHPP", given: "2023-11-20", animal: "Rex", species: "dog", owner: "Daniel Okafor",
                    phone: "+12175550177", email: "d.okafor@example.com", prefers: "email", id: 1),
                reminder(
                    "2026-10-30", "FVRCP (feline rhinotracheitis, calicivirus, panleukopenia)", given: "2025-10-30",
                    animal: "Whiskers", species: "cat",
                    owner: "Maria Lopez", phone: "+12175550142", email: "maria.lopez@example.com", prefers: "sms",
                    id: 2),
                reminder(
                    "2026-11-19", "Rabies", given: "2023-11-19", animal: "Luna", species: "cat", owner: "Anna Schmidt",
                    phone: "+4930123456", email: nil, prefers: "phone", id: 3),
                reminder(
                    "2026-11-20", "Rabies", given: "2025-11-20", animal: "Biscuit", species: nil, owner: "Tom Baker",
                    phone: "+441632960961", email: "tom@example.org", prefers: "letter", id: 4),
                reminder(
                    "2026-11-21", "RHDV2", given: "2025-11-21", animal: "Mia", species: "rabbit", owner: "Lea Martin",
                    phone: nil, email: nil, prefers: nil, id: 5),
                reminder(
                    "2026-12-28", "Leptospirosis", given: "2025-12-28", animal: "Bella", species: "dog",
                    owner: "Jan de Vries", phone: "+31201234567", email: nil, prefers: "email", id: 6),
            ])
        report.skippedInactivePatients = 2
        report.skippedInactiveOwners = 1
        return report
    }
}
