import Testing
import VetNetValidation

@Suite("Owner phone numbers")
struct PhoneCheckTests {
    @Test(
        "the samples' numbers become E.164",
        arguments: [
            ("(312) 555-0101", Country.us, "+13125550101"), ("555.201.9988", .us, "+15552019988"),
            ("+1 555 201 7733", .us, "+15552017733"), ("5552017788", .us, "+15552017788"),
            ("1-555-201-7788", .us, "+15552017788"),
            ("+49 151 2345 6789", .de, "+4915123456789"), ("030 1234567", .de, "+49301234567"),
            ("+33 6 12 34 56 78", .fr, "+33612345678"), ("03 88 12 34 56", .fr, "+33388123456"),
            ("04 72 00 11 22", .fr, "+33472001122"), ("+31 6 12345678", .nl, "+31612345678"),
            ("+43 664 1234567", .at, "+436641234567"), ("01 5234567", .at, "+4315234567"),
            ("+43 676 7654321", .at, "+436767654321"),
        ])
    func samples(_ text: String, _ country: Country, _ e164: String) {
        #expect(PhoneCheck(text, country: country).number?.e164 == e164)
    }

    @Test(
        "international prefixes and a trunk zero written after the country code",
        arguments: [
            ("0049 30 1234567", Country.us, "+49301234567"), ("+49 (0)30 1234567", .us, "+49301234567"),
            ("+44 (0)20 7946 0018", .de, "+442079460018"), ("011 44 20 7946 0018", .us, "+442079460018"),
            ("+41 044 668 18 00", .de, "+41446681800"), ("+39 06 1234 5678", .de, "+390612345678"),
            ("+420 601 123 456", .de, "+420601123456"), ("0011 49 30 1234567", .au, "+49301234567"),
            ("0049 30 1234567", .au, "+49301234567"),
        ])
    func international(_ text: String, _ country: Country, _ e164: String) {
        #expect(PhoneCheck(text, country: country).number?.e164 == e164)
    }

    @Test(
        "a number written with + is read without any country",
        arguments: [
            ("+61 414 026 380", "+61414026380"), ("+44 20 7946 0018", "+442079460018"),
            ("+1 (202) 555-0143", "+12025550143"),
        ])
    func withoutCountry(_ text: String, _ e164: String) {
        #expect(PhoneCheck(text, country: nil).number?.e164 == e164)
    }

    @Test(
        "a national number with no country to read it by is left unchecked",
        arguments: ["0414 026 380", "(202) 555-0143"])
    func unchecked(_ text: String) {
        #expect(PhoneCheck(text, country: nil) == .unchecked)
        #expect(PhoneCheck(text, country: Country("Antarctica")) == .unchecked, "libphonenumber has no numbers for AQ")
    }

    @Test("extensions are kept apart")
    func extensions() {
        for text in [
            "555-201-3344 x12", "555-201-3344 ext. 12", "555-201-3344 Ext 12", "555-201-3344 extension 12",
            "555-201-3344 #12",
        ] {
            let number = PhoneCheck(text, country: .us).number
            #expect(number?.e164 == "+15552013344", "\(text)")
            #expect(number?.extensionNumber == "12", "\(text)")
        }
        #expect(PhoneCheck("555-201-3344 x12", country: .us).number?.description == "+15552013344;ext=12")
        #expect(PhoneCheck("555-201-3344", country: .us).number?.extensionNumber == nil)
        #expect(PhoneCheck("0414 026 380 ext. 7", country: .au).number?.description == "+61414026380;ext=7")
    }

    @Test("placeholders mean no number", arguments: ["", "n/a", "none", "-"])
    func absent(_ text: String) {
        #expect(PhoneCheck(text, country: .us) == .absent)
    }

    @Test(
        "bad numbers are refused with the reason",
        arguments: [
            ("555-201-334", Country.us, PhoneProblem.tooShort(callingCode: 1)),
            ("555-201-33445", .us, .tooLong(callingCode: 1)), ("201-3344", .us, .missingAreaCode(callingCode: 1)),
            ("155-201-3344", .us, .notInService(callingCode: 1)),
            ("06 12 34 56 7", .fr, .notInService(callingCode: 33)),
            ("1-800-FLOWERS", .us, .letters), ("555*201*3344", .us, .invalidCharacters),
            ("+33 6 12 34 56 789", .fr, .tooLong(callingCode: 33)), ("+0 123 456 789", .us, .invalidCountryCode),
            ("+999 12", .us, .invalidCountryCode), ("( ) -", .us, .noDigits), ("12", .us, .tooShort(callingCode: 1)),
        ])
    func invalid(_ text: String, _ country: Country, _ problem: PhoneProblem) {
        #expect(PhoneCheck(text, country: country) == .invalid(problem))
        #expect(!problem.reason.isEmpty)
    }

    @Test("a US number's formatting never changes its E.164 form")
    func formattingInvariance() {
        let digits = "6135550199"
        let forms = [
            digits, "(613) 555-0199", "613.555.0199", "613-555-0199", "+1 613 555 0199", "1 613 555 0199",
            "613 / 555 0199",
        ]
        for form in forms {
            #expect(PhoneCheck(form, country: .us).number?.e164 == "+1" + digits, "\(form)")
        }
    }

    @Test(
        "libphonenumber tells the kind of line",
        arguments: [
            ("+61414026380", PhoneNumber.Kind.mobile), ("+442079460018", .fixedLine), ("+18005550199", .tollFree),
            ("+15552013344", .unknown),
        ])
    func kind(_ e164: String, _ kind: PhoneNumber.Kind) {
        #expect(PhoneNumber(e164: e164).kind == kind)
    }
}
