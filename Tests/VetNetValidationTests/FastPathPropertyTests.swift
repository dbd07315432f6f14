import Testing
import VetNetCore
@testable import VetNetValidation

/// The byte-wise fast paths of the value checks against the general, character-wise code they shortcut.
@Suite("Fast paths of the value checks agree with the general checks")
struct FastPathPropertyTests {
    static let runs = 20_000

    @Test("microchips: 15 digits pass the byte check exactly when the full check finds them valid as they are")
    func microchipDigits() {
        var random = SplitMix64(seed: 0xC41B)
        // Country codes assigned and not, manufacturer codes, the zero and test codes, national parts near the limit.
        let prefixes = ["985", "900", "956", "250", "276", "840", "001", "000", "999", "111", "941", "998", "3", "98"]
        let digits = ["0", "1", "2", "7", "9", "27", "2748", "77906943", "99999999", " ", "-", "a", "E"]
        var valid = 0
        for _ in 0..<Self.runs {
            // Half are a code and twelve digits, the national part below or above its limit.
            let rest =
                random.chance(0.5)
                ? String(random.below(4)) + (0..<11).map { _ in String(random.below(10)) }.joined()
                : random.text(from: digits, maxPieces: 8)
            let text = random.pick(prefixes) + rest
            let check = MicrochipCheck(text)
            let bytes = Array(text.utf8)
            let passes = MicrochipCheck.isValidISO(digits: bytes.span)
            #expect(
                passes == (check.outcome == .valid && check.normalized == text && bytes.count == 15),
                "\(text.debugDescription)")
            if passes { valid += 1 }
        }
        #expect(valid > 200, "valid chips are drawn, so both answers are compared")
    }

    @Test("email addresses: the byte check passes exactly those the full check finds valid as written")
    func emailsAsWritten() {
        var random = SplitMix64(seed: 0xE3A2)
        let pieces = [
            "a", "Z", "x", "0", ".", "..", "@", "@", "-", "_", "+", "com", "de", "example", "mailto:", "MAILTO:", " ",
            "\t",
            "none", "n/a", ",", "\"", "xn--", "-x",
        ]
        var valid = 0
        let locals = ["ann", "a.b", "A", "x_y+z", "", "-", "mailto:ann", "ann..b", " ann"]
        let domains = ["example", "mail.example", "EXAMPLE", "ex-ample", "-x", "", "xn--bcher-kva"]
        for _ in 0..<Self.runs {
            // Half shaped like an address, so that valid ones are drawn; half any text of the pieces.
            let text =
                random.chance(0.5)
                ? random.pick(locals) + "@" + random.pick(domains)
                    + random.pick([".org", ".de", ".c", "", ".COM", ". de"])
                    + random.pick(["", "", " ", ","])
                : random.text(from: pieces, maxPieces: 7)
            let passes = EmailCheck.isValidAsWritten(ascii: Array(text.utf8).span)
            #expect(passes == (EmailCheck(text) == .valid(text)), "\(text.debugDescription)")
            if passes { valid += 1 }
        }
        #expect(valid > 200, "valid addresses are drawn, so both answers are compared")
    }

    @Test("postal codes: one the byte check passes is one the full check finds valid as written")
    func postalCodesAsWritten() {
        var random = SplitMix64(seed: 0x9057)
        let pieces = ["0", "1", "2", "5", "9", "12", "345", " ", "-", "A", "L", "SW1A", "1AA", "é"]
        var valid = 0
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 5)
            for country in PostalShape.checkedCountries
            where PostalCodeCheck.isValidAsWritten(utf8: Array(text.utf8).span, country: country) {
                #expect(
                    PostalCodeCheck(text, country: country) == .valid(text), "\(text.debugDescription) in \(country)")
                valid += 1
            }
        }
        #expect(valid > 1_000, "valid codes are drawn, so both answers are compared")
    }

    @Test("email syntax: bytes and scalars give the same problem for ASCII text")
    func email() {
        var random = SplitMix64(seed: 0xE3A1)
        let pieces = [
            "a", "Z", "x", "0", "9", ".", "..", "@", "@", "-", "_", "+", "!", "~", ",", ";", " ", "\t", "\r\n",
            "\u{0B}",
            "com", "de", "xn--", "example", "-x", "x-", "\"", "(", "[", "1", String(repeating: "a", count: 64),
            String(repeating: "b", count: 63),
        ]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 9)
            #expect(
                EmailCheck.asciiProblem(in: text.utf8) == EmailCheck.generalProblem(in: text),
                "\(text.debugDescription)")
        }
    }

    @Test("phone digits: bytes and characters give the same digits or problem for ASCII text")
    func phoneDigits() {
        var random = SplitMix64(seed: 0x9404E)
        let pieces = [
            "0", "1", "5", "9", "(", ")", " ", "-", ".", "/", "+", "x", "E", "#", ";", "\r\n", "\t", "_", "*",
        ]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 14)
            #expect(PhoneCheck.asciiDigits(text.utf8) == PhoneCheck.generalDigits(text), "\(text.debugDescription)")
        }
    }

    @Test("phone numbers: the byte path gives what libphonenumber gives, for pieces of numbers in many countries")
    func typedPhones() {
        var random = SplitMix64(seed: 0x7E1E)
        let pieces = [
            "0", "00", "011", "1", "2", "3", "4", "5", "9", "39", "44", "49", "61", "352", "555", "201", "3344", "(0)",
            "(",
            ")", " ", "-", "--", ".", "/", "+", "\t", " x12", "#", "ext", "é",
        ]
        var typed = 0
        for _ in 0..<Self.runs / 10 {
            let text = random.text(from: pieces, maxPieces: 9)
            for country in [Country.us, .de, .au, .gb, .it, .br, .jp, nil] {
                let general = PhoneCheck(general: text, country: country)
                #expect(
                    PhoneCheck(text, country: country) == general,
                    "\(text.debugDescription) in \(country?.code ?? "no country")")
                if let fast = PhoneCheck(typed: text, country: country) {
                    typed += 1
                    #expect(fast == general, "\(text.debugDescription) in \(country?.code ?? "no country")")
                }
            }
        }
        // Most drawn texts are typed numbers, so the byte path is what was compared.
        #expect(typed > Self.runs / 10 * 8 / 4)
    }

    @Test("catalog keys: ASCII text gives byte by byte the key the scalar path gives")
    func catalogKeys() {
        var random = SplitMix64(seed: 0xCA7A)
        let pieces = [
            "a", "Z", "lab", "Retriever", "0", "9", " ", "  ", ",", "'", "`", "-", "/", "\t", "(", "x", "DSH", "é",
        ]
        for _ in 0..<Self.runs {
            // Up to 12 pieces: keys made in the inline buffer (up to 32 bytes of text) and in an array (longer).
            let text = random.text(from: pieces, maxPieces: 12)
            #expect(CatalogKey.make(text) == CatalogKey.generalKey(text), "\(text.debugDescription)")
        }
    }

    @Test("microchips typed as digits, spaces and dashes classify as the general path does")
    func microchip() {
        var random = SplitMix64(seed: 0xC41B)
        let pieces = ["0", "1", "9", "985", "900", "999", "250", "000", "123456", " ", "-", "--", "  ", "0 "]
        let others = pieces + [".", "E+14", "e", "A", "=\"", "\"", "'", "\t", "ü", "*", "/"]
        for _ in 0..<Self.runs {
            for text in [random.text(from: pieces, maxPieces: 8), random.text(from: others, maxPieces: 8)] {
                #expect(MicrochipCheck(text) == MicrochipCheck(general: text), "\(text.debugDescription)")
            }
        }
    }

    @Test("postal codes read byte by byte as the character-wise reference does, for every country")
    func postalCode() {
        var random = SplitMix64(seed: 0x2019)
        let pieces = [
            "0", "1", "2", "9", "12345", "1234", "A", "a", "L", "D6W", "SW1A", "1AA", "K1A", "0B1", "W", "Z", "D", "SA",
            " ", "-", "\t", "\r\n", "é", "ß", "Ü", "\u{301}", ".",
        ]
        for _ in 0..<Self.runs {
            let text = random.text(from: pieces, maxPieces: 6)
            for country in Country.all {
                #expect(
                    PostalCodeCheck(text, country: country) == PostalCodeReference.check(text, country: country),
                    "\(text.debugDescription) in \(country)")
            }
        }
    }
}
