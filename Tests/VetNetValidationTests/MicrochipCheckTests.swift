import Testing
import VetNetValidation

@Suite("Microchips")
struct MicrochipCheckTests {
    @Test(
        "15-digit ISO numbers with a country or manufacturer code are valid",
        arguments: [
            ("985112003456789", "985112003456789"), ("985 112 003 456 789", "985112003456789"),
            ("985-141-000-123-456", "985141000123456"), ("276098100123456", "276098100123456"),
            ("040098100012345", "040098100012345"), ("900215000123456", "900215000123456"),
            (" 250.269.801.234.567 ", "250269801234567"), ("=\"981020012345678\"", "981020012345678"),
            ("'956000012345678", "956000012345678"), ("998274877906943", "998274877906943"),
        ])
    func valid(_ text: String, _ normalized: String) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .valid)
        #expect(check.normalized == normalized)
        #expect(check.finding == nil && check.reason == nil)
    }

    @Test("the first three digits name the issuer")
    func issuers() {
        #expect(MicrochipCheck("276098100123456").issuer == .country(numeric: 276, alpha2: "DE"))
        #expect(MicrochipCheck("040098100012345").issuer == .country(numeric: 40, alpha2: "AT"))
        #expect(MicrochipCheck("985112003456789").issuer == .manufacturer(code: 985))
        #expect(MicrochipCheck("900215000123456").issuer == .sharedManufacturerCode)
    }

    @Test("placeholders mean no chip", arguments: ["", "  ", "N/A", "NA", "none", "unknown", "**", "0", "VOID", "-"])
    func absent(_ text: String) {
        #expect(MicrochipCheck(text).outcome == .absent)
        #expect(MicrochipCheck(text).normalized == nil)
    }

    @Test(
        "14 digits with a lost leading zero are named and repaired, not silently",
        arguments: [
            ("40098100012345", "040098100012345"), ("56012345678901", "056012345678901"),
        ])
    func leadingZeroLost(_ text: String, _ repaired: String) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .repairable)
        #expect(check.normalized == repaired)
        #expect(check.finding == .leadingZeroLost)
        #expect(check.isSpreadsheetDamage)
    }

    @Test(
        "14 digits starting with 9 are a manufacturer's number that lost a digit, not a zero to put back before them",
        arguments: ["90010800164061", "90014100020000", "92000012345678", "96012345678901"])
    func manufacturerNumberMissingADigit(_ text: String) {
        #expect(MicrochipCheck("0" + text).outcome == .valid)
        let check = MicrochipCheck(text)
        #expect(check.outcome == .invalid)
        #expect(check.finding == .wrongLength(14))
        #expect(check.normalized == text)
    }

    @Test(
        "scientific notation that lost digits is spreadsheet damage and cannot be used",
        arguments: [
            ("9.85E+14", 3), ("9,85112E+14", 6), ("9.85141E+14", 6), ("9.8514100012345E+14", 14),
        ])
    func scientificTruncated(_ text: String, _ digits: Int) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .invalid)
        #expect(check.finding == .scientificNotationTruncated(significantDigits: digits))
        #expect(check.isSpreadsheetDamage)
        #expect(check.reason?.contains("scientific notation") == true)
    }

    @Test("scientific notation with all fifteen digits is expanded exactly")
    func scientificExact() {
        let check = MicrochipCheck("9.85141000123456E+14")
        #expect(check.outcome == .repairable)
        #expect(check.normalized == "985141000123456")
        #expect(check.finding == .scientificNotationExpanded)
    }

    @Test(
        "legacy chips are recognized and kept",
        arguments: [
            ("123456789", "123456789", MicrochipFinding.legacyAVID9), ("AVID*012*345*678", "012345678", .legacyAVID9),
            ("012-345-678", "012345678", .legacyAVID9), ("0A1B2C3D4E", "0A1B2C3D4E", .legacyHex10),
            ("0a1b2c3d4e", "0A1B2C3D4E", .legacyHex10), ("4001234567", "4001234567", .legacyHex10),
            // Ten hex digits with one E read as a number with an exponent, but no spreadsheet writes one so.
            ("4907086E50", "4907086E50", .legacyHex10), ("4907086e50", "4907086E50", .legacyHex10),
            ("FDX-A 0A1B2C3D4E", "0A1B2C3D4E", .legacyHex10),
        ])
    func legacy(_ text: String, _ normalized: String, _ finding: MicrochipFinding) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .legacy)
        #expect(check.normalized == normalized)
        #expect(check.finding == finding)
    }

    @Test("a reader's dot-hex notation becomes the decimal number")
    func dotHex() {
        // 3D9 hex = 985, 0000BC614E hex = 12345678.
        let check = MicrochipCheck("3D9.0000BC614E")
        #expect(check.outcome == .repairable)
        #expect(check.normalized == "985000012345678")
        #expect(check.finding == .readerHexNotation)
    }

    @Test(
        "a chip type before the number, or the letter O for a zero, is taken away and the number proposed",
        arguments: [
            ("FDX-B 985112003456789", "985112003456789", MicrochipFinding.chipTypePrefix),
            ("FDXB985112003456789", "985112003456789", .chipTypePrefix),
            ("ISO: 985 112 003 456 789", "985112003456789", .chipTypePrefix),
            ("985112OO3456789", "985112003456789", .letterOForZero),
            ("98511200345678o", "985112003456780", .letterOForZero),
            ("OA10624935", "0A10624935", .letterOForZero), ("0a1157od3a", "0A11570D3A", .letterOForZero),
        ])
    func typedHints(_ text: String, _ proposed: String, _ finding: MicrochipFinding) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .repairable)
        #expect(check.normalized == proposed)
        #expect(check.finding == finding)
        #expect(!check.isSpreadsheetDamage)
    }

    @Test(
        "an exponent with a sign or a decimal mark is still a spreadsheet's, and a prefix or O that leaves no valid number is not a hint",
        arguments: [
            "9.85E+14", "4907086E+50", "FDX-B 12345", "O85112003456789", "ISO 000112003456789",
        ])
    func notHints(_ text: String) {
        let check = MicrochipCheck(text)
        #expect(check.finding != .chipTypePrefix && check.finding != .letterOForZero && check.finding != .legacyHex10)
    }

    @Test(
        "wrong lengths, letters and impossible codes are invalid with the reason",
        arguments: [
            ("9851120034567890", MicrochipFinding.wrongLength(16)), ("98511200345678", .wrongLength(14)),
            ("12345678", .wrongLength(8)), ("98511200345678A", .lettersInISONumber),
            ("985112003456_89", .unexpectedCharacters),
            ("000123456789012", .zeroCode), ("999123456789012", .testTransponder),
            ("123456789012345", .unassignedCountryCode(123)),
            ("985274877906944", .nationalNumberTooLarge), ("985999999999999", .nationalNumberTooLarge),
            ("0G1B2C3D4E", .unexpectedCharacters),
        ])
    func invalid(_ text: String, _ finding: MicrochipFinding) {
        let check = MicrochipCheck(text)
        #expect(check.outcome == .invalid)
        #expect(check.finding == finding)
        #expect(check.reason?.isEmpty == false)
    }

    @Test("reasons never repeat the number itself")
    func reasonsHideValues() {
        for text in ["98511200345678", "9.85E+14", "123456789012345", "40098100012345", "123456789"] {
            let check = MicrochipCheck(text)
            #expect(check.reason.map { !$0.contains(text) && !$0.contains(check.normalized ?? "-") } == true, "\(text)")
        }
    }

    @Test(
        "every assigned country prefix with any national number in range is valid",
        arguments: [40, 124, 250, 276, 528, 756, 826, 840])
    func countryPrefixes(_ code: Int) {
        let prefix = code < 100 ? "0\(code)" : "\(code)"
        for national in ["000000000001", "123456789012", "274877906943"] {
            #expect(MicrochipCheck(prefix + national).outcome == .valid, "\(prefix)\(national)")
        }
    }
}
