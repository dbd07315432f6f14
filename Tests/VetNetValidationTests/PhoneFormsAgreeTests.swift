import Testing
import VetNetValidation

/// The same phone written as a national number of its country and in international form must give one E.164
/// number, so that owner matching sees one number.
@Suite("A phone's national and international forms agree in every country")
struct PhoneFormsAgreeTests {
    static let numbers: [(country: Country, national: String, international: String, e164: String)] = [
        (.us, "(202) 555-0143", "+1 202 555 0143", "+12025550143"),
        (.ca, "(613) 555-0199", "+1 613 555 0199", "+16135550199"),
        (.gb, "020 7946 0018", "+44 20 7946 0018", "+442079460018"),
        (.de, "030 1234567", "+49 30 1234567", "+49301234567"),
        (.au, "0414 026 380", "+61 414 026 380", "+61414026380"),
        (.nz, "021 123 4567", "+64 21 123 4567", "+64211234567"),
        (.fr, "06 12 34 56 78", "+33 6 12 34 56 78", "+33612345678"),
        (.jp, "03-1234-5678", "+81 3-1234-5678", "+81312345678"),
        (.br, "(11) 91234-5678", "+55 11 91234-5678", "+5511912345678"),
        (.in, "098765 43210", "+91 98765 43210", "+919876543210"),
        (.za, "082 123 4567", "+27 82 123 4567", "+27821234567"),
        (.it, "06 1234 5678", "+39 06 1234 5678", "+390612345678"),
        (.es, "612 34 56 78", "+34 612 34 56 78", "+34612345678"),
        (.nl, "06 12345678", "+31 6 12345678", "+31612345678"),
        (.at, "0664 1234567", "+43 664 1234567", "+436641234567"),
        (.ch, "044 668 18 00", "+41 44 668 18 00", "+41446681800"),
        (.ie, "085 123 4567", "+353 85 123 4567", "+353851234567"),
        (.se, "070-123 45 67", "+46 70 123 45 67", "+46701234567"),
        (.no, "412 34 567", "+47 412 34 567", "+4741234567"),
        (.fi, "040 123 4567", "+358 40 123 4567", "+358401234567"),
        (.pl, "512 345 678", "+48 512 345 678", "+48512345678"),
        (.pt, "912 345 678", "+351 912 345 678", "+351912345678"),
        (.mx, "55 1234 5678", "+52 55 1234 5678", "+525512345678"),
        (.be, "0470 12 34 56", "+32 470 12 34 56", "+32470123456"),
        (.dk, "20 12 34 56", "+45 20 12 34 56", "+4520123456"),
        (Country("AR")!, "011 15-2345-6789", "+54 9 11 2345-6789", "+5491123456789"),
        (Country("SG")!, "9123 4567", "+65 9123 4567", "+6591234567"),
        (Country("KR")!, "010-1234-5678", "+82 10-1234-5678", "+821012345678"),
        (Country("CN")!, "139 1234 5678", "+86 139 1234 5678", "+8613912345678"),
        (Country("HK")!, "5123 4567", "+852 5123 4567", "+85251234567"),
    ]

    @Test("national form, read for its country, and international form give the same E.164", arguments: numbers)
    func sameNumber(_ entry: (country: Country, national: String, international: String, e164: String)) {
        let national = PhoneCheck(entry.national, country: entry.country).number?.e164
        #expect(national == entry.e164, "\(entry.national) in \(entry.country)")
        // The international form is read the same whatever the owner's country, and with none.
        for country in [entry.country, .us, .de, nil] {
            #expect(
                PhoneCheck(entry.international, country: country).number?.e164 == entry.e164,
                "\(entry.international) in \(country?.code ?? "no country")")
        }
    }

    @Test("the table covers the countries the pipelines are used in")
    func coverage() {
        let countries = Set(Self.numbers.map(\.country))
        #expect(countries.count >= 20)
        for country in [Country.us, .gb, .de, .au, .nz, .fr, .jp, .br, .in, .za] {
            #expect(countries.contains(country), "\(country)")
        }
    }
}
