import Testing
import VetNetCore
import VetNetDedupe

@Suite("Phones and emails that many owner records carry are no evidence")
struct SharedContactTests {
    /// `count` owners named differently but alike enough to be compared (one surname, similar forenames), all
    /// with the placeholder phone and email an export typed for clients without one, and their own streets.
    func placeholderOwners(_ count: Int) -> [Owner] {
        let forenames = ["Walter", "Walker", "Wally", "Walt", "Walther", "Waldo", "Wade", "Warren", "Wayne", "Wes"]
        return (0..<count).map { index in
            Fixtures.owner(
                "OWN-\(index)", forenames[index % forenames.count], "Phillips", email: "none@none.com",
                phones: ["(000) 000-0000"], line1: "\(index + 1) Elm St", postalCode: "1234\(index % 10)")
        }
    }

    @Test("a phone and an email on more records than the limit merge none of them", arguments: [6, 12, 40])
    func placeholdersMergeNothing(count: Int) {
        let result = Deduplicator.run(owners: placeholderOwners(count), patients: [])
        #expect(result.owners.count == count)
        #expect(result.ownerClusters.isEmpty)
        // Taken as evidence, the placeholders merge people who are not one.
        var trusting = DedupeSettings.standard
        trusting.sharedContactLimit = .max
        #expect(
            Deduplicator.run(owners: placeholderOwners(count), patients: [], settings: trusting).owners.count < count)
    }

    @Test("the same phone and email on a few records, a household's, still count as evidence")
    func householdStillCounts() {
        var owners = placeholderOwners(2)
        owners[1].firstName = owners[0].firstName
        owners[1].address = owners[0].address
        owners[0].email = "w.phillips@example.com"
        owners[1].email = "w.phillips@example.com"
        owners[0].phones = ["+15551230001"]
        owners[1].phones = ["+15551230001"]
        #expect(Deduplicator.run(owners: owners, patients: []).owners.count == 1)
    }

    @Test("two records of one person keep their own evidence when a placeholder phone is beside theirs")
    func ownEvidenceKept() {
        var owners = placeholderOwners(10)
        owners[0].phones = ["(000) 000-0000", "+15551230001"]
        owners[1] = owners[0]
        owners[1].id = "OWN-1"
        owners[1].sources = [SourceRef(source: "b", sourceId: "OWN-1", line: 3)]
        let result = Deduplicator.run(owners: owners, patients: [])
        #expect(result.owners.count == 9)
        #expect(result.ownerClusters.first?.members.map(\.id) == ["OWN-0", "OWN-1"])
    }
}
