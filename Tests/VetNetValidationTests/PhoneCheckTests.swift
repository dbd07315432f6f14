import Testing
import VetNetValidation

@Suite("Owner phone numbers")
struct PhoneCheckTests {
    @Test("the samples' numbers become E.164", arguments: [
        ("(555) 201-3344", Country.us, "+15552013344"), ("555.201.9988", .us, "+15552019988"),
        ("+1 555 201 7733", .us, "+15552017733"), ("5552017788", .us, "+15552017788"), ("1-555-201-7788", .us, "+15552017788"),
        ("+49 151 2345 6789", .de, "+4915123456789"), ("030 1234567", .de, "+49301234567"),
        ("+33 6 12 34 56 78", .fr, "+33612345678"), ("03 88 12 34 56", .fr, "+33388123456"),
        ("04 72 00 11 22", .fr, "+33472001122"), ("+31 6 12345678", .nl, "+31612345678"),
        ("+43 664 1234567", .at, "+436641234567"), ("01 5234567", .at, "+4315234567"), ("+43 676 7654321", .at, "+436767654321"),
    ])
    func samples(_ text: String, _ country: Country, _ e164: String) {
        #expect(PhoneCheck(text, defaultCountry: country).number?.e164 == e164)
    }

    @Test("international prefixes and a trunk zero written after the country code", arguments: [
        ("0049 30 1234567", Country.us, "+49301234567"), ("+49 (0)30 1234567", .us, "+49301234567"),
        ("+44 (0)20 7946 0018", .de, "+442079460018"), ("011 44 20 7946 0018", .us, "+442079460018"),
        ("+41 044 668 18 00", .de, "+41446681800"), ("+39 06 1234 5678", .de, "+390612345678"),
        ("+420 601 123 456", .de, "+420601123456"),
    ])
    func international(_ text: String, _ country: Country, _ e164: String) {
        #expect(PhoneCheck(text, defaultCountry: country).number?.e164 == e164)
    }

    @Test("national numbers of each supported country", arguments: [
        ("044 668 18 00", Country.ch, "+41446681800"), ("020 7946 0018", .gb, "+442079460018"),
        ("07700 900123", .gb, "+447700900123"), ("02 123 45 67", .be, "+3221234567"), ("06 1234 5678", .it, "+390612345678"),
        ("612 34 56 78", .es, "+34612345678"), ("91 123 45 67", .es, "+34911234567"), ("(613) 555-0199", .ca, "+16135550199"),
        ("12345678", .dk, "+4512345678"),
    ])
    func national(_ text: String, _ country: Country, _ e164: String) {
        #expect(PhoneCheck(text, defaultCountry: country).number?.e164 == e164)
    }

    @Test("extensions are kept apart")
    func extensions() {
        for text in ["555-201-3344 x12", "555-201-3344 ext. 12", "555-201-3344 Ext 12", "555-201-3344 extension 12", "555-201-3344 #12"] {
            let number = PhoneCheck(text, defaultCountry: .us).number
            #expect(number?.e164 == "+15552013344", "\(text)")
            #expect(number?.extensionNumber == "12", "\(text)")
        }
        #expect(PhoneCheck("555-201-3344 x12", defaultCountry: .us).number?.description == "+15552013344;ext=12")
        #expect(PhoneCheck("555-201-3344", defaultCountry: .us).number?.extensionNumber == nil)
    }

    @Test("placeholders mean no number", arguments: ["", "n/a", "none", "-"])
    func absent(_ text: String) {
        #expect(PhoneCheck(text, defaultCountry: .us) == .absent)
    }

    @Test("bad numbers are refused with the reason", arguments: [
        ("555-201-334", Country.us, PhoneProblem.wrongLength(country: .us, digits: 9)),
        ("555-201-33445", .us, .wrongLength(country: .us, digits: 11)),
        ("155-201-3344", .us, .invalidNorthAmericanNumber), ("555-101-3344", .us, .invalidNorthAmericanNumber),
        ("1-800-FLOWERS", .us, .letters), ("555*201*3344", .us, .invalidCharacters),
        ("30 1234567", .de, .missingTrunkPrefix(.de)), ("6 12 34 56 78", .fr, .missingTrunkPrefix(.fr)),
        ("06 12 34 56 7", .fr, .wrongLength(country: .fr, digits: 8)), ("+33 6 12 34 56 789", .fr, .wrongLength(country: .fr, digits: 10)),
        ("+0 123 456 789", .us, .invalidCountryCode), ("+999 12", .us, .wrongLength(country: nil, digits: 5)),
        ("( ) -", .us, .noDigits),
    ])
    func invalid(_ text: String, _ country: Country, _ problem: PhoneProblem) {
        #expect(PhoneCheck(text, defaultCountry: country) == .invalid(problem))
        #expect(!problem.reason.isEmpty)
    }

    @Test("a US number's formatting never changes its E.164 form")
    func formattingInvariance() {
        let digits = "6135550199"
        let forms = [digits, "(613) 555-0199", "613.555.0199", "613-555-0199", "+1 613 555 0199", "1 613 555 0199", "613 / 555 0199"]
        for form in forms {
            #expect(PhoneCheck(form, defaultCountry: .us).number?.e164 == "+1" + digits, "\(form)")
        }
    }
}
