import Testing
import VetNetValidation

/// The postal code shapes added for owners beyond North America and the EU clinics' region, at their edges.
@Suite("Postal code shapes of more countries, at their boundaries")
struct PostalShapeTests {
    @Test(
        "codes of the right length and first digit are valid, written in the country's form",
        arguments: [
            ("2000", Country.au, "2000"), ("0800", .au, "0800"), ("0610", .nz, "0610"), ("9893", .nz, "9893"),
            ("0150", .no, "0150"), ("0001", .za, "0001"), ("00100", .fi, "00100"), ("99999", .fi, "99999"),
            ("01000", .mx, "01000"), ("110001", .in, "110001"), ("110 001", .in, "110001"), ("11455", .se, "114 55"),
            ("114 55", .se, "114 55"), ("00-950", .pl, "00-950"), ("00950", .pl, "00-950"),
            ("1000-001", .pt, "1000-001"),
            ("1000001", .pt, "1000-001"), ("100-0001", .jp, "100-0001"), ("1000001", .jp, "100-0001"),
            ("01310-100", .br, "01310-100"), ("01310100", .br, "01310-100"),
        ])
    func valid(_ text: String, _ country: Country, _ normalized: String) {
        #expect(PostalCodeCheck(text, country: country) == .valid(normalized))
    }

    @Test(
        "one digit too few or too many, a letter, or a 0 where none starts, is refused with the shape",
        arguments: [
            ("200", Country.au, "4 digits"), ("20000", .au, "4 digits"), ("20A0", .au, "4 digits"),
            ("061", .nz, "4 digits"),
            ("01500", .no, "4 digits"), ("000", .za, "4 digits"), ("0010", .fi, "5 digits"),
            ("010000", .mx, "5 digits"),
            ("11000", .in, "6 digits"), ("1100011", .in, "6 digits"), ("010001", .in, "6 digits"),
            ("01455", .se, "5 digits, such as 111 22"), ("1145", .se, "5 digits, such as 111 22"),
            ("0095", .pl, "5 digits, such as 11-222"), ("0100-001", .pt, "7 digits, such as 1111-222"),
            ("1000", .pt, "7 digits, such as 1111-222"), ("100-00011", .jp, "7 digits, such as 111-2222"),
            ("0131-010", .br, "8 digits, such as 11111-222"), ("01310-10", .br, "8 digits, such as 11111-222"),
        ])
    func invalid(_ text: String, _ country: Country, _ expected: String) {
        #expect(PostalCodeCheck(text, country: country) == .invalid(country: country, expected: expected))
    }

    @Test("a country without a known shape is not checked at all", arguments: ["AR", "CL", "RU", "AQ"])
    func unchecked(_ code: String) throws {
        let country = try #require(Country(code))
        #expect(!PostalCodeCheck.knowsShape(of: country))
        #expect(PostalCodeCheck("C1425BQO", country: country) == nil)
    }

    @Test(
        "the issue's countries all have a shape",
        arguments: ["AU", "NZ", "SE", "NO", "FI", "PL", "PT", "JP", "BR", "ZA", "MX", "IN"])
    func known(_ code: String) throws {
        #expect(PostalCodeCheck.knowsShape(of: try #require(Country(code))))
    }
}
