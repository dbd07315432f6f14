import Foundation
import Testing

@testable import VetNetInspect

@Suite struct OutcomeWordTests {
    /// Outcome values of San José, Austin, Long Beach, Dallas and Sonoma exports, and a few other spellings.
    static let examples: [(String, OutcomeWord)] = [
        ("DIED", .death), ("Died", .death), ("EUTH", .death), ("Euthanasia", .death), ("EUTHANIZED", .death),
        ("euthanised", .death), ("EUTHANIZE", .death), ("REQ EUTH", .death), ("DEAD ON ARRIVAL", .death),
        ("DOA", .death), ("D.O.A.", .death), ("Disposal", .death), ("deceased", .death), ("Expired", .death),
        ("put to sleep", .death), ("PutToSleep", .death), ("PTS", .death), ("P.T.S.", .death),
        ("Died in Foster", .death), ("Euthanasie", .death), ("geeuthanaseerd", .death), ("verstorben", .death),
        ("ADOPTION", .departure), ("Adoption", .departure), ("RTO", .departure), ("Return to Owner", .departure),
        ("RETURNED TO OWNER", .departure), ("ReturnToOwner", .departure), ("Rto-Adopt", .departure),
        ("TRANSFER", .departure), ("Relocate", .departure), ("rescue", .departure), ("RTF", .departure),
        ("return to wild habitat", .departure), ("shelter, neuter, return", .departure), ("transport", .departure),
        ("FOSTER", .other), ("MISSING", .other), ("FOUND ANIM", .other), ("NEUTER", .other), ("LOST EXP", .other),
        ("community cat", .other), ("homefirst", .other), ("Stray Hold", .inCare), ("Disposition pending", .inCare),
        ("Hold - Adoption", .inCare), ("Adoption Pending", .inCare), ("Pending", .inCare), ("On Hold", .inCare),
        ("Awaiting Transfer", .inCare), ("For Adoption", .inCare), ("For Euthanasia", .inCare),
        ("Euthanasia Scheduled", .inCare), ("Scheduled", .inCare), ("Hold", .inCare), ("To be euthanised", .inCare),
        ("Trfd to SPCA", .departure), ("Trfd to Other TA", .departure), ("Trf to Rescue", .departure),
        ("Xfer Out", .departure), ("Transferred", .departure), ("Claimed", .departure), ("Redeemed", .departure),
        ("Died - pending necropsy", .death), ("Euthanised, hold for owner", .death),
        ("Inactive", .inactive), ("INACTIVE - moved away", .inactive), ("Archived", .inactive), ("inaktiv", .inactive),
        ("Active", .other), ("Inactive - deceased", .death),
        // An impound register's other statuses: a stay that goes on leaves the animal in care.
        ("Awaiting Euthanasia", .inCare), ("Bite Quarantine", .inCare), ("Processing", .inCare),
        ("Trfd to Rescue Group", .departure), ("XFER", .departure), ("Released", .departure),
    ]

    /// The same value in other cases, spacings and punctuations, as exports write it.
    static func variants(_ value: String) -> [String] {
        let words = value.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var variants = [
            value, value.uppercased(), value.lowercased(), value.capitalized, "  \(value) ", "\t\(value)\u{00A0}",
            words.joined(separator: "_"), words.joined(separator: "-"), words.joined(separator: "  "),
            words.joined(separator: " / "), "\"\(value)\"", "(\(value))", value + ".",
        ]
        if words.count > 1 { variants.append(words.map(\.capitalized).joined()) }
        return variants
    }

    @Test(
        "An outcome reads the same in any case, spacing or punctuation: death, a departure alive, or neither",
        arguments: examples)
    func anySpelling(value: String, expected: OutcomeWord) {
        for variant in Self.variants(value) {
            #expect(OutcomeWord(variant) == expected, "\(variant.debugDescription)")
        }
    }

    @Test("Letters inside other words say nothing: a word for death must be a word of its own, or start with euth")
    func wholeWords() {
        for value in ["Deadline", "Ruled", "Pitstop", "Adopter interest", "Transferable", "Returnable", "Dispose"] {
            #expect(OutcomeWord(value) == .other, "\(value)")
        }
    }

    @Test("A hold or an outcome still to come is no outcome, even when it names death or a departure")
    func awaited() {
        for value in ["Hold - Adoption", "Adoption Pending", "For Euthanasia", "Pending Transfer", "Euth Pending"] {
            #expect(OutcomeWord(value) == .inCare, "\(value)")
        }
        // Words that merely hold the letters of a hold are no hold.
        for value in ["Holder", "Uphold", "Forage", "Scheduler"] {
            #expect(OutcomeWord(value) == .other, "\(value)")
        }
    }

    @Test("Death wins over a departure in the same value: the animal died, wherever it went")
    func deathFirst() {
        #expect(OutcomeWord("Transfer - died in transit") == .death)
        #expect(OutcomeWord("Adopted, then euthanized") == .death)
    }

    @Test("Expired alone is ambiguous (a licence expires); other words for death are not")
    func ambiguous() {
        #expect(OutcomeWord.isAmbiguous("EXPIRED"))
        #expect(OutcomeWord.isAmbiguous(" expired "))
        #expect(!OutcomeWord.isAmbiguous("DIED"))
        #expect(!OutcomeWord.isAmbiguous("Expired in kennel"))
    }
}
