import Testing
import VetNetCore
import VetNetDedupe

/// A missing value is never evidence: leaving a field out of either record never makes two owners merge.
@Suite struct BlankingPropertyTests {
    enum Field: String, CaseIterable {
        case firstName, lastName, email, phones, address
    }

    static func blanked(_ owner: Owner, _ field: Field) -> Owner {
        var owner = owner
        switch field {
        case .firstName: owner.firstName = nil
        case .lastName: owner.lastName = nil
        case .email: owner.email = nil
        case .phones: owner.phones = []
        case .address: owner.address = nil
        }
        return owner
    }

    static func merges(_ a: Owner, _ b: Owner) -> Bool {
        Deduplicator.run(owners: [a, b], patients: []).owners.count == 1
    }

    /// Pairs worth blanking: one person's records, and people sharing an address or a phone (households).
    static let pairs: [(Owner, Owner)] = {
        let set = SyntheticOwners.generate(count: 1_200, seed: 13, profile: .realistic)
        var byKey: [String: [Owner]] = [:]
        for owner in set.owners {
            byKey["person \(set.truth[owner.id]!)", default: []].append(owner)
            if let line = owner.address?.line1 { byKey["address \(line)", default: []].append(owner) }
            for phone in owner.phones {
                byKey["phone \(phone.filter(\.isNumber).suffix(8))", default: []].append(owner)
            }
        }
        var pairs: [(Owner, Owner)] = []
        for key in byKey.keys.sorted() {
            let owners = byKey[key]!
            for (position, a) in owners.enumerated() { for b in owners[(position + 1)...] { pairs.append((a, b)) } }
        }
        return Array(pairs.prefix(400))
    }()

    @Test("blanking a field of either record of a generated pair never makes a merge", arguments: Field.allCases)
    func generatedPairs(field: Field) {
        var checked = 0
        for (a, b) in Self.pairs where !Self.merges(a, b) {
            checked += 1
            #expect(!Self.merges(Self.blanked(a, field), b), "\(a) \(b)")
            #expect(!Self.merges(a, Self.blanked(b, field)), "\(a) \(b)")
        }
        #expect(checked >= 50)
    }

    @Test("a pair held apart by a phone that disagrees stays apart when the phone is left out")
    func disagreeingPhoneLeftOut() {
        // Name exact, the street one letter apart at one number, emails and phones disagreeing: just below a merge.
        let a = Fixtures.owner(
            "OWN-1", "Maria", "Lopez", email: "maria.l@example.com", phones: ["+15551230001"], line1: "12 Maine Street",
            postalCode: "12345")
        let b = Fixtures.owner(
            "OWN-2", "Maria", "Lopez", email: "mlopez77@example.org", phones: ["+15559870002"], line1: "12 Main Street",
            postalCode: "12345")
        #expect(!Self.merges(a, b))
        #expect(!Self.merges(Self.blanked(a, .phones), b))
        #expect(!Self.merges(a, Self.blanked(b, .email)))
        let listed = Deduplicator.run(owners: [Self.blanked(a, .phones), b], patients: []).possibleDuplicates
        #expect(listed.count == 1)
    }
}
