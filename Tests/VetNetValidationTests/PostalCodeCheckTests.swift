import Testing
import VetNetValidation

@Suite("Owner postal codes and countries")
struct PostalCodeCheckTests {
    @Test(
        "valid codes in their usual form",
        arguments: [
            ("62701", Country.us, "62701"), ("78704-1234", .us, "78704-1234"), ("787041234", .us, "78704-1234"),
            ("05641", .us, "05641"), ("k1a0b1", .ca, "K1A 0B1"), ("K1A 0B1", .ca, "K1A 0B1"), ("10115", .de, "10115"),
            ("01067", .de, "01067"), ("67000", .fr, "67000"), ("1070", .at, "1070"), ("8010", .at, "8010"),
            ("8001", .ch, "8001"),
            ("3581 KD", .nl, "3581 KD"), ("3581kd", .nl, "3581 KD"), ("sw1a 1aa", .gb, "SW1A 1AA"),
            ("M1 1AE", .gb, "M1 1AE"),
            ("B33 8TH", .gb, "B33 8TH"), ("CR2 6XH", .gb, "CR2 6XH"), ("DN55 1PT", .gb, "DN55 1PT"),
            ("W1A 0AX", .gb, "W1A 0AX"),
            ("L-1234", .lu, "1234"), ("1000", .be, "1000"), ("00184", .it, "00184"), ("28013", .es, "28013"),
            ("A65 F4E2", .ie, "A65 F4E2"), ("D6W XY12", .ie, "D6W XY12"), ("2100", .dk, "2100"),
        ])
    func valid(_ text: String, _ country: Country, _ normalized: String) {
        #expect(PostalCodeCheck(text, country: country) == .valid(normalized))
    }

    @Test(
        "wrong shapes are refused with the expected shape",
        arguments: [
            ("62700", Country.at, "4 digits"), ("627011", .us, "5 digits, or 5+4 digits such as 12345-6789"),
            ("1011", .nl, "4 digits and 2 letters, such as 1234 AB"),
            ("1234 SA", .nl, "4 digits and 2 letters, such as 1234 AB"),
            ("0123 AB", .nl, "4 digits and 2 letters, such as 1234 AB"),
            ("D1A 0B1", .ca, "letter digit letter, digit letter digit, such as K1A 0B1"),
            ("W1A 0B1", .ca, "letter digit letter, digit letter digit, such as K1A 0B1"),
            ("123 456", .gb, "a UK postcode such as SW1A 1AA"),
            ("SW1A1A", .gb, "a UK postcode such as SW1A 1AA"), ("0123", .ch, "4 digits"), ("ABCDE", .de, "5 digits"),
            ("101155", .de, "5 digits"),
        ])
    func invalid(_ text: String, _ country: Country, _ expected: String) {
        #expect(PostalCodeCheck(text, country: country) == .invalid(country: country, expected: expected))
    }

    @Test(
        "a 4-digit code where 5 are due has lost its leading zero",
        arguments: [
            ("7302", Country.us, "07302"), ("2446", .us, "02446"), ("1067", .de, "01067"), ("1000", .fr, "01000"),
        ])
    func leadingZero(_ text: String, _ country: Country, _ proposed: String) {
        #expect(PostalCodeCheck(text, country: country) == .leadingZeroLost(proposed: proposed))
    }

    @Test("an empty code is absent")
    func absent() {
        #expect(PostalCodeCheck("  ", country: .us) == .absent)
    }

    @Test(
        "countries by ISO code and English name, and the EU region's in several languages; others are unknown",
        arguments: [
            ("DE", Country?.some(.de)), ("deu", .de), ("Deutschland", .de), ("Allemagne", .de), ("Duitsland", .de),
            ("Österreich", .at),
            ("AT", .at), ("Schweiz", .ch), ("Suisse", .ch), ("NL", .nl), ("Nederland", .nl), ("FR", .fr), ("UK", .gb),
            ("Great Britain", .gb), ("USA", .us), ("United States", .us), ("Canada", .ca), ("België", .be),
            ("AU", .au), ("aus", .au), ("Australia", .au), ("New Zealand", .nz), ("NZL", .nz), ("Japan", .jp),
            ("Brasil", nil),
            ("Brazil", .br), ("India", .in), ("South Africa", .za), ("Viet Nam", Country("VN")),
            ("Vietnam", Country("VN")),
            ("Czech Republic", Country("CZ")), ("Atlantis", nil), ("ZZ", nil), ("", nil),
        ])
    func countries(_ text: String, _ country: Country?) {
        #expect(Country(text) == country)
    }

    @Test("an address without a country uses the default; one ISO 3166 does not know is left unchecked")
    func addressCountry() {
        #expect(Country.of(nil, default: .us) == .us)
        #expect(Country.of("  ", default: .de) == .de)
        #expect(Country.of("FR", default: .us) == .fr)
        #expect(Country.of("Japan", default: .us) == .jp)
        #expect(Country.of("Atlantis", default: .us) == nil)
    }
}

extension PostalCodeCheckTests {
    @Test("every ISO 3166-1 country is known by its codes and its name")
    func everyCountry() {
        #expect(Country.all.count == 249)
        for country in Country.all {
            #expect(Country(country.code) == country)
            #expect(Country(country.code.lowercased()) == country)
        }
    }
}
