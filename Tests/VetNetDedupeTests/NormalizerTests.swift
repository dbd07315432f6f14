import Testing
import VetNetCore
import VetNetDedupe

@Suite struct NormalizerTests {
    @Test(
        "names are folded, honorifics and suffixes dropped, name order resolved",
        arguments: [
            (String?("Robert"), String?("Smith"), "robert", "smith"),
            ("Dr. Robert J.", "Smith Jr", "robert", "smith"),
            (nil, "SMITH, ROBERT", "robert", "smith"),
            ("SMITH, ROBERT", nil, "robert", "smith"),
            ("Robert Smith", nil, "robert", "smith"),
            ("Mrs Zoë", "O'Brien-Müller", "zoe", "obrienmuller"),
            ("José", "de la Cruz", "jose", "delacruz"),
        ])
    func personName(first: String?, last: String?, forename: String, surname: String) {
        let name = PersonName(first: first, last: last)
        #expect(name.forename == forename)
        #expect(name.surname == surname)
    }

    @Test(
        "nicknames map to the formal name, other names to themselves",
        arguments: [
            ("bob", "robert"), ("liz", "elizabeth"), ("bill", "william"), ("peggy", "margaret"),
            ("robert", "robert"), ("zelda", "zelda"),
        ])
    func nickname(name: String, formal: String) {
        #expect(Nicknames.canonical(name) == formal)
        #expect(PersonName(first: name, last: "x").canonicalForename == formal)
    }

    @Test("street abbreviations expand and unit markers unify")
    func addressAbbreviations() {
        let long = NormalizedAddress(
            PostalAddress(line1: "12 North Main Street", line2: "Apartment 4B", postalCode: "12345"))
        let short = NormalizedAddress(PostalAddress(line1: "12 N. Main St.", line2: "#4b", postalCode: "12345"))
        let unit = NormalizedAddress(PostalAddress(line1: "12 N Main St Unit 4B", postalCode: "12 345"))
        #expect(long == short)
        #expect(short == unit)
        #expect(long.number == "12")
        #expect(long.street == "north main street")
        #expect(long.unit == "4b")
        #expect(NormalizedAddress(PostalAddress(line1: "Main St", postalCode: "sw1a 1aa")).postalCode == "SW1A1AA")
    }

    @Test(
        "Jaro-Winkler matches the published values",
        arguments: [
            ("martha", "marhta", 0.9611), ("dwayne", "duane", 0.84), ("dixon", "dicksonx", 0.8133),
            ("abc", "abc", 1.0), ("abc", "xyz", 0.0), ("", "abc", 0.0),
        ])
    func jaroWinkler(a: String, b: String, expected: Double) {
        #expect(abs(JaroWinkler.similarity(a, b) - expected) < 0.0001)
        #expect(abs(JaroWinkler.similarity(b, a) - expected) < 0.0001)
    }

    @Test(
        "Soundex codes names as the census does",
        arguments: [
            ("robert", "R163"), ("rupert", "R163"), ("ashcraft", "A261"), ("tymczak", "T522"),
            ("pfister", "P236"), ("lee", "L000"), ("", ""),
        ])
    func soundex(name: String, code: String) {
        #expect(Soundex.code(name) == code)
    }

    @Test("an email's user part ignores dots and tags; a name-only user part is marked")
    func emailUser() {
        let owner = Fixtures.owner("OWN-1", "James", "Ramirez", email: "James.Ramirez+vet@Gmail.com")
        let profile = OwnerProfile(owner)
        #expect(profile.email == "james.ramirez+vet@gmail.com")
        #expect(profile.emailUser == "jamesramirez")
        #expect(profile.emailUserIsNameOnly)
        #expect(
            !OwnerProfile(Fixtures.owner("OWN-2", "James", "Ramirez", email: "jr.k9fan@gmail.com")).emailUserIsNameOnly)
    }
}
