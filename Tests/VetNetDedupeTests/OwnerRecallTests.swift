import Testing
import VetNetCore
@testable import VetNetDedupe

/// Plainly one person written with the damage of real exports merges; a household does not.
@Suite struct OwnerRecallTests {
    private static func merged(_ owners: [Owner]) -> Bool {
        Deduplicator.run(owners: owners, patients: []).owners.count == 1
    }

    private static func owner(
        _ id: String, _ first: String?, _ last: String?, email: String? = nil, phone: String? = "+61414026380",
        line1: String? = "12 Lake View Road", city: String = "Parramatta", postalCode: String? = "2150",
        country: String = "AU"
    ) -> Owner {
        Owner(
            id: id, firstName: first, lastName: last, email: email, phones: phone.map { [$0] } ?? [],
            address: PostalAddress(line1: line1, city: city, postalCode: postalCode, country: country))
    }

    @Test("a one-letter surname typo with the same address and phone merges")
    func surnameTypo() {
        #expect(Self.merged([Self.owner("OWN-1", "Maria", "Nguyen"), Self.owner("OWN-2", "Maria", "Ngyuen")]))
        #expect(Self.merged([Self.owner("OWN-1", "Maria", "Nguyen"), Self.owner("OWN-2", "Maria", "Nguyenn")]))
    }

    @Test("first and last name swapped, with a typo besides, merges")
    func swappedWithTypo() {
        #expect(OwnerComparator.name(Self.profile("Heike", "Meyer"), Self.profile("Meyeer", "Hetke")) == .fuzzy)
        #expect(OwnerComparator.name(Self.profile("James", "Gonzalez"), Self.profile("Goznalez", "Jim")) == .fuzzy)
        #expect(Self.merged([Self.owner("OWN-1", "Heike", "Meyer"), Self.owner("OWN-2", "Meyeer", "Hetke")]))
    }

    @Test("a swapped-looking pair of two people stays apart: the households' surname")
    func swappedHousehold() {
        #expect(OwnerComparator.name(Self.profile("Smith", "Anna"), Self.profile("Paul", "Smith")).vetoesMerge)
        #expect(OwnerComparator.name(Self.profile("Smith", "Daniel"), Self.profile("Danielle", "Smith")).vetoesMerge)
        #expect(!Self.merged([Self.owner("OWN-1", "Smith", "Daniel"), Self.owner("OWN-2", "Danielle", "Smith")]))
    }

    @Test("a surname of several words alone in its field is a surname, not a forename and a surname")
    func surnameWithParticle() {
        #expect(PersonName(first: nil, last: "Van Der Berg") == PersonName(forename: "", surname: "vanderberg"))
        #expect(PersonName(first: nil, last: "St John") == PersonName(forename: "", surname: "stjohn"))
        #expect(PersonName(first: "Von Der Heide", last: nil) == PersonName(forename: "", surname: "vonderheide"))
        #expect(PersonName(first: nil, last: "Robert Smith") == PersonName(forename: "robert", surname: "smith"))
        #expect(PersonName(general: nil, last: "Van Der Berg") == PersonName(forename: "", surname: "vanderberg"))
        #expect(PersonName(general: "Von Der Heide", last: nil) == PersonName(forename: "", surname: "vonderheide"))
    }

    @Test("street words run together agree exactly")
    func streetRunTogether() {
        let a = Self.profile("Maria", "Nguyen", line1: "12 Lakeview Road")
        let b = Self.profile("Maria", "Nguyen", line1: "12 Lake View Rd")
        #expect(OwnerComparator.address(a, b) == .exact)
    }

    @Test("a misspelt or run-together town agrees where a postal code is missing")
    func townMisspelt() {
        let a = Self.profile("Maria", "Nguyen", city: "Parramatta", postalCode: nil)
        #expect(OwnerComparator.address(a, Self.profile("Maria", "Nguyen", city: "Paramatta")) == .exact)
        let b = Self.profile("Maria", "Nguyen", city: "Box Hill", postalCode: nil)
        #expect(OwnerComparator.address(b, Self.profile("Maria", "Nguyen", city: "Boxhill")) == .exact)
        #expect(OwnerComparator.address(b, Self.profile("Maria", "Nguyen", city: "Fitzroy")) != .exact)
    }

    @Test("a house number after the street is the house number: other numbers in one street are other houses")
    func numberAfterStreet() {
        let address = NormalizedAddress(PostalAddress(line1: "Hauptstraße 12a", postalCode: "10115"))
        #expect(address.number == "12a" && address.street == "hauptstrasse")
        let a = Self.profile("Anna", "Müller", line1: "Hauptstraße 12", postalCode: "10115")
        let b = Self.profile("Anna", "Müller", line1: "Hauptstraße 21", postalCode: "10115")
        #expect(OwnerComparator.address(a, b) == .samePostalCode)
        #expect(
            OwnerComparator.address(a, Self.profile("Anna", "Müller", line1: "Hauptstraße 12", postalCode: "10115"))
                == .exact)
    }

    @Test("a household (two forenames, one surname, address and phone) does not merge, and is listed for staff")
    func household() {
        let result = Deduplicator.run(
            owners: [Self.owner("OWN-1", "Anna", "Nguyen"), Self.owner("OWN-2", "Paul", "Nguyen")], patients: [])
        #expect(result.owners.count == 2)
        #expect(result.possibleDuplicates.count == 1)
    }

    @Test("a record without forename at a household's address merges with neither person")
    func missingForename() {
        let result = Deduplicator.run(
            owners: [
                Self.owner("OWN-1", "Anna", "Nguyen"), Self.owner("OWN-2", "Paul", "Nguyen"),
                Self.owner("OWN-3", nil, "Nguyen"),
            ], patients: [])
        #expect(result.owners.count == 3)
    }

    private static func profile(
        _ first: String, _ last: String, line1: String = "12 Lake View Road", city: String = "Parramatta",
        postalCode: String? = "2150"
    ) -> OwnerProfile {
        let owner = owner("OWN", first, last, line1: line1, city: city, postalCode: postalCode)
        return OwnerProfile(
            Owner.MatchingFields(
                firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phones: owner.phones,
                address: owner.address))
    }
}
