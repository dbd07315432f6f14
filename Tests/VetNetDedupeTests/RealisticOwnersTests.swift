import Testing
import VetNetCore
import VetNetDedupe

@Suite struct RealisticOwnersTests {
    private let set = SyntheticOwners.generate(count: 4_000, seed: 5, profile: .realistic)

    /// Each person's first record (record `i` is person `i`).
    private var firstRecords: [Int: Owner] {
        var first: [Int: Owner] = [:]
        for owner in set.owners where first[set.truth[owner.id]!] == nil { first[set.truth[owner.id]!] = owner }
        return first
    }

    @Test(
        "every record has a person and a country, the four countries share the people, and a person keeps one country")
    func groundTruth() {
        #expect(set.owners.count == 4_000)
        #expect(Set(set.owners.map(\.id)) == Set(set.truth.keys))
        #expect(Set(set.truth.keys) == Set(set.countries.keys))
        var countryOfPerson: [Int: SyntheticCountry] = [:]
        for (id, person) in set.truth {
            let country = set.countries[id]!
            #expect(countryOfPerson[person, default: country] == country, "\(id)")
            countryOfPerson[person] = country
        }
        for country in SyntheticCountry.allCases {
            let share = Double(countryOfPerson.values.filter { $0 == country }.count) / Double(countryOfPerson.count)
            #expect((0.2...0.3).contains(share), "\(country)")
        }
        let duplicates = set.owners.count - countryOfPerson.count
        #expect((900...1_300).contains(duplicates))
    }

    @Test("records handed over one by one are generate's, with their persons and countries")
    func streamed() {
        var index = 0
        RealisticOwners.forEachRecord(count: 4_000, seed: 5) { owner, person, country in
            #expect(owner == set.owners[index])
            #expect(set.truth[owner.id] == person)
            #expect(set.countries[owner.id] == country)
            index += 1
        }
        #expect(index == 4_000)
    }

    @Test("phones come in national and international form, and addresses carry their country's shapes")
    func countryFormats() {
        let phones = { (country: SyntheticCountry) in
            set.owners.filter { set.countries[$0.id] == country }.flatMap(\.phones)
        }
        #expect(phones(.au).contains { $0.hasPrefix("04") } && phones(.au).contains { $0.hasPrefix("+61 4") })
        #expect(phones(.gb).contains { $0.hasPrefix("07") } && phones(.gb).contains { $0.hasPrefix("+44 ") })
        #expect(phones(.de).contains { $0.hasPrefix("0") } && phones(.de).contains { $0.hasPrefix("+49 ") })
        #expect(phones(.us).contains { $0.hasPrefix("(") } && phones(.us).contains { $0.hasPrefix("+1 ") })
        let addresses = set.owners.compactMap(\.address)
        #expect(addresses.contains { $0.country == "DE" && $0.line1?.last?.isNumber == true })
        #expect(addresses.contains { $0.country == "GB" && $0.postalCode?.contains(" ") == true })
        #expect(addresses.contains { $0.country == "AU" && $0.postalCode?.count == 4 && $0.region == "NSW" })
    }

    @Test("one person's records disagree the ways real data does: no forename, swapped names, a surname typo")
    func damage() {
        let first = firstRecords
        let duplicates = set.owners.filter { first[set.truth[$0.id]!]!.id != $0.id }
        #expect(duplicates.contains { $0.firstName == nil && $0.lastName?.contains(",") == false })
        #expect(
            duplicates.contains { owner in
                let original = first[set.truth[owner.id]!]!
                return owner.firstName == original.lastName && owner.lastName == original.firstName
            })
        #expect(
            duplicates.contains { owner in
                let original = first[set.truth[owner.id]!]!
                return owner.firstName == original.firstName && owner.lastName != original.lastName
                    && owner.lastName?.lowercased() != original.lastName?.lowercased()
            })
    }

    @Test("households: different people at one address, most with the same phone, some with the same surname")
    func households() {
        var byAddress: [PostalAddress: [Owner]] = [:]
        for owner in firstRecords.values {
            if let address = owner.address { byAddress[address, default: []].append(owner) }
        }
        let households = byAddress.values.filter { $0.count > 1 }
        #expect(households.count >= 150)
        let sharedPhone = households.filter { people in
            people.count == 2 && people[0].phones == people[1].phones && !people[0].phones.isEmpty
                && people[0].firstName != people[1].firstName && people[0].lastName == people[1].lastName
        }
        #expect(sharedPhone.count >= 50)
    }
}
