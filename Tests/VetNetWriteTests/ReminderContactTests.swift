import Testing
import VetNetCore

@testable import VetNetWrite

/// The ways to reach an owner about a reminder: the preferred way first and marked, the number once, and a
/// preference the page cannot meet said as such.
@Suite("Reminder contacts")
struct ReminderContactTests {
    typealias Entry = ReminderContact.Entry

    static func contact(phone: String? = "+12175550142", email: String? = "ann@example.com", prefers: String?)
        -> ReminderContact
    {
        ReminderContact(
            RemindersFixture.reminder(
                "2026-12-01", "Rabies", given: "2025-12-01", animal: "Rex", species: "dog", owner: "Ann Lee",
                phone: phone, email: email, prefers: prefers, id: 1))
    }

    @Test(
        "the preferred way first, a text labelled SMS, the number listed once",
        arguments: [
            (
                "sms",
                [
                    Entry(way: .sms, value: "+12175550142", isPreferred: true),
                    .init(way: .email, value: "ann@example.com", isPreferred: false),
                ]
            ),
            (
                " SMS ",
                [
                    Entry(way: .sms, value: "+12175550142", isPreferred: true),
                    .init(way: .email, value: "ann@example.com", isPreferred: false),
                ]
            ),
            (
                "phone",
                [
                    Entry(way: .phone, value: "+12175550142", isPreferred: true),
                    .init(way: .email, value: "ann@example.com", isPreferred: false),
                ]
            ),
            (
                "email",
                [
                    Entry(way: .email, value: "ann@example.com", isPreferred: true),
                    .init(way: .phone, value: "+12175550142", isPreferred: false),
                ]
            ),
            (
                "E-Mail",
                [
                    Entry(way: .email, value: "ann@example.com", isPreferred: true),
                    .init(way: .phone, value: "+12175550142", isPreferred: false),
                ]
            ),
        ])
    func preferredFirst(_ prefers: String, _ expected: [Entry]) {
        let contact = Self.contact(prefers: prefers)
        #expect(contact.entries == expected)
        #expect(contact.unmetPreference == nil)
    }

    @Test("no preference keeps phone then email, unmarked; an unknown or unmet one is kept to be said")
    func unmet() {
        #expect(Self.contact(prefers: nil).entries.map(\.way) == [.phone, .email])
        #expect(Self.contact(prefers: nil).entries.allSatisfy { !$0.isPreferred })
        #expect(Self.contact(prefers: "").unmetPreference == nil)
        #expect(Self.contact(prefers: "letter").unmetPreference == .unknown("letter"))
        #expect(Self.contact(email: nil, prefers: "email").unmetPreference == .missing(.email))
        #expect(Self.contact(phone: nil, prefers: "sms").unmetPreference == .missing(.sms))
        #expect(Self.contact(phone: "", email: "", prefers: "sms").entries.isEmpty)
    }
}
