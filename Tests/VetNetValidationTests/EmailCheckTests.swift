import Testing
import VetNetValidation

@Suite("Owner email addresses")
struct EmailCheckTests {
    @Test(
        "valid addresses come back trimmed and lower-cased",
        arguments: [
            ("Jose.Ramirez@Example.com", "jose.ramirez@example.com"),
            ("ZOE.WHITFIELD@EXAMPLE.COM", "zoe.whitfield@example.com"),
            (" anna.schaefer@example.org ", "anna.schaefer@example.org"),
            ("a+tag@sub.example.co.uk", "a+tag@sub.example.co.uk"),
            ("o'brien@example.ie", "o'brien@example.ie"), ("mailto:tom@example.com", "tom@example.com"),
            ("jürgen@müller.de", "jürgen@müller.de"), ("x@xn--mller-kva.de", "x@xn--mller-kva.de"),
        ])
    func valid(_ text: String, _ normalized: String) {
        #expect(EmailCheck(text) == .valid(normalized))
        #expect(EmailCheck(text).address == normalized)
    }

    @Test("placeholders mean no address", arguments: ["", " ", "none", "N/A", "-"])
    func absent(_ text: String) {
        #expect(EmailCheck(text) == .absent)
    }

    @Test(
        "broken addresses are refused with the reason",
        arguments: [
            ("jose.example.com", EmailProblem.missingAtSign), ("a@@example.com", .severalAtSigns),
            ("a@example.com; b@example.com", .severalAddresses), ("a@example.com b@example.com", .severalAddresses),
            ("jose ramirez@example.com", .containsSpaces), ("@example.com", .emptyLocalPart),
            (".jose@example.com", .misplacedDot),
            ("jose.@example.com", .misplacedDot), ("jo..se@example.com", .misplacedDot),
            ("jo(se)@example.com", .invalidCharacter),
            ("jose@", .missingDomain), ("jose@localhost", .missingTopLevelDomain),
            ("jose@example.c0m", .missingTopLevelDomain),
            ("jose@example.c", .missingTopLevelDomain), ("jose@-example.com", .invalidDomain),
            ("jose@exa_mple.com", .invalidDomain),
            ("jose@example..com", .invalidDomain),
        ])
    func invalid(_ text: String, _ problem: EmailProblem) {
        #expect(EmailCheck(text) == .invalid(problem))
        #expect(!problem.reason.isEmpty)
    }

    @Test("the local part may have 64 bytes, not 65")
    func localLength() {
        #expect(EmailCheck(String(repeating: "a", count: 64) + "@example.com").address != nil)
        #expect(EmailCheck(String(repeating: "a", count: 65) + "@example.com") == .invalid(.localPartTooLong))
    }
}
