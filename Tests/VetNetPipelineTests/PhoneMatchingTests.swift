import Testing
import VetNetCore
import VetNetDedupe
import VetNetValidation

/// Validation writes phones in E.164 for dedupe to compare: the same phone written nationally by one record
/// and internationally by another must agree there.
@Suite("Owner matching sees one phone in its national and international forms")
struct PhoneMatchingTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    func checked(_ phone: String, country: String?, defaultCountry: Country) -> OwnerProfile {
        var owner = Owner(
            id: "OWN-\(phone)", firstName: "Chloe", lastName: "Nguyen", phones: [phone],
            address: PostalAddress(line1: "12 Macleay St", city: "Sydney", country: country))
        var findings: [Diagnostic] = []
        RecordValidator(asOf: Self.asOf, defaultCountry: defaultCountry).validate(
            &owner, at: SourceLocation(file: "o.csv"), columns: [:], findings: &findings)
        #expect(findings.isEmpty, "\(phone): \(findings.map(\.message))")
        return OwnerProfile(owner)
    }

    @Test("an Australian mobile written 0414 026 380 and +61 414 026 380 agree, by default country or address")
    func australianForms() {
        for (country, defaultCountry) in [(nil, Country.au), ("Australia", .us), ("AU", .de)] {
            let national = checked("0414 026 380", country: country, defaultCountry: defaultCountry)
            let international = checked("+61 414 026 380", country: country, defaultCountry: defaultCountry)
            #expect(
                OwnerComparator.compare(national, international).phone == .exact,
                "\(country ?? "default") \(defaultCountry)")
        }
    }

    @Test("a different number does not agree")
    func differentNumber() {
        let one = checked("0414 026 380", country: nil, defaultCountry: .au)
        let other = checked("+61 414 026 381", country: nil, defaultCountry: .au)
        #expect(OwnerComparator.compare(one, other).phone == .different)
    }
}
