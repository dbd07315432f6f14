import Testing
import VetNetCore
import VetNetDedupe

@Suite struct ComparatorTests {
    private func nameLevel(_ a: (String?, String?), _ b: (String?, String?)) -> NameLevel {
        OwnerComparator.compare(
            OwnerProfile(Fixtures.owner("OWN-a", a.0, a.1)), OwnerProfile(Fixtures.owner("OWN-b", b.0, b.1))
        ).name
    }

    @Test(
        "name levels from exact to different",
        arguments: [
            (("Robert", "Smith"), ("ROBERT", "SMITH"), NameLevel.exact),
            (("Bob", "Smith"), ("Robert", "Smith"), .nickname),
            (("Smith", "Robert"), ("Robert", "Smith"), .swapped),
            ((nil, "SMITH, BOB"), ("Robert", "Smith"), .nickname),
            (("Robert", "Smiht"), ("Robert", "Smith"), .fuzzyStrong),
            (("R.", "Smith"), ("Robert", "Smith"), .fuzzy),
            (("Rachel", "Smith"), ("Robert", "Smith"), .surnameOnly),
            (("Daniel", "Smith"), ("Danielle", "Smith"), .surnameOnly),
            (("Robert", "Jones"), ("Robert", "Smith"), .forenameOnly),
            (("Alice", "Jones"), ("Robert", "Smith"), .different),
            ((nil, "Smith"), ("Robert", "Smith"), .forenameMissing),
        ] as [((String?, String?), (String?, String?), NameLevel)])
    func nameLevels(a: (String?, String?), b: (String?, String?), level: NameLevel) {
        #expect(nameLevel(a, b) == level)
    }

    @Test("names that show two people veto a merge; agreeing ones do not")
    func veto() {
        #expect(NameLevel.surnameOnly.vetoesMerge)
        #expect(NameLevel.different.vetoesMerge)
        #expect(!NameLevel.nickname.vetoesMerge)
        #expect(!NameLevel.swapped.vetoesMerge)
    }

    @Test(
        "email levels: exact, same user elsewhere, typo, namesakes",
        arguments: [
            ("rex.fan77@gmail.com", "rex.fan77@gmail.com", EmailLevel.exact),
            ("rexfan77@gmail.com", "rex.fan77@yahoo.com", .username),
            ("rexfan177@gmail.com", "rexfan77@gmail.com", .fuzzy),
            ("rexfan78@gmail.com", "rexfan87@gmail.com", .fuzzy),
            ("rsmith123@gmail.com", "rsmith1984@gmail.com", .different),
            ("robert.smith176922@example.org", "robert.smith412427@example.org", .different),
            ("robert.smith@gmail.com", "robert.smith@yahoo.com", .different),
            ("robert.smith@gmail.com", "", .missing),
        ])
    func emailLevels(a: String, b: String, level: EmailLevel) {
        let x = OwnerProfile(Fixtures.owner("OWN-a", "Robert", "Smith", email: a.isEmpty ? nil : a))
        let y = OwnerProfile(Fixtures.owner("OWN-b", "Robert", "Smith", email: b.isEmpty ? nil : b))
        #expect(OwnerComparator.compare(x, y).email == level)
    }

    @Test("address levels: formatting is exact, another unit is the same street, the postal code alone, a move")
    func addressLevels() {
        func level(_ a: (String, String?, String), _ b: (String, String?, String)) -> AddressLevel {
            OwnerComparator.compare(
                OwnerProfile(Fixtures.owner("OWN-a", "A", "B", line1: a.0, line2: a.1, postalCode: a.2)),
                OwnerProfile(Fixtures.owner("OWN-b", "A", "B", line1: b.0, line2: b.1, postalCode: b.2))
            ).address
        }
        #expect(level(("12 Oak Street", "Apt 4", "12345"), ("12 oak st.", "#4", "12345")) == .exact)
        #expect(level(("12 Oak Street", "Apt 4", "12345"), ("12 Oak Street", "Apt 5", "12345")) == .sameStreet)
        #expect(level(("12 Oak Street", nil, "12345"), ("7 Elm Road", nil, "12345")) == .samePostalCode)
        #expect(level(("12 Oak Street", nil, "12345"), ("12 Oak Street", nil, "54321")) == .different)
    }

    @Test("phones agree when any number is shared")
    func phones() {
        let x = OwnerProfile(Fixtures.owner("OWN-a", "A", "B", phones: ["+15551234567", "+15550000000"]))
        let y = OwnerProfile(Fixtures.owner("OWN-b", "A", "B", phones: ["+15550000000"]))
        let z = OwnerProfile(Fixtures.owner("OWN-c", "A", "B"))
        #expect(OwnerComparator.compare(x, y).phone == .exact)
        #expect(
            OwnerComparator.compare(y, OwnerProfile(Fixtures.owner("OWN-d", "A", "B", phones: ["+1555"]))).phone
                == .missing)
        #expect(OwnerComparator.compare(x, z).phone == .missing)
    }
}
