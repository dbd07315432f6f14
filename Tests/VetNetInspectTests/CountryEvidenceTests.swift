import Testing
import VetNetCore
import VetNetValidation

@testable import VetNetInspect

/// Synthetic values only: Ofcom's drama numbers (020 7946 0xxx, 07700 900xxx, 0161 496 0xxx) and made-up codes.
@Suite("init proposes the default country from the owners' postal codes, phones and address countries")
struct CountryEvidenceTests {
    func evidence(postalCodes: [String] = [], phones: [String] = [], countries: [String] = []) -> CountryEvidence {
        var evidence = CountryEvidence()
        for code in postalCodes { evidence.addPostalCode(code) }
        for phone in phones { evidence.addPhone(phone) }
        for country in countries { evidence.addCountry(country) }
        evidence.records = max(postalCodes.count, phones.count, countries.count)
        evidence.countryColumns = countries.isEmpty ? [] : ["Country"]
        return evidence
    }

    static let britishPostcodes = ["SW1Y 5AD", "UB8 1LD", "PO3 6LP", "M1 1AE", "EC1A 1BB", "B33 8TH", "LS1 5HD"]
    static let usZIPs = ["62701", "62704", "02139", "60614", "29720", "94103"]

    @Test("British postcodes alone propose GB, the draft's line uncommented with the count")
    func britishPostcodes() {
        let found = evidence(postalCodes: Self.britishPostcodes)
        #expect(found.proposal == .gb)
        #expect(
            found.yamlLines == [
                "  defaultCountry: GB    # 7 of 7 postal codes fit GB: the country of addresses and phones that name none"
            ])
    }

    @Test("British phones alone, national with a trunk 0 and one with +44, propose GB")
    func britishPhones() {
        let found = evidence(phones: [
            "020 7946 0018", "07700 900123", "0161 496 0001", "0113 496 0123", "01632 960102", "+44 161 496 0000",
            "020 7946 0456", "0121 496 0987", "07700 900456", "07700 900789",
        ])
        #expect(found.proposal == .gb)
        #expect(found.phones.count(.gb) == 10)
    }

    @Test("Trunk-0 numbers that several countries write the same way do not propose one")
    func ambiguousTrunkPhones() {
        let found = evidence(phones: Array(repeating: "020 7946 0018", count: 10))
        #expect(found.proposal == nil)
        #expect(found.trunkPhones == 10)
        #expect(found.yamlLines[1].contains("10 with a trunk 0, which no US number has"))
    }

    @Test("A US export's ZIP codes and phones propose nothing: the commented default, US, stands")
    func unitedStates() {
        let found = evidence(
            postalCodes: Self.usZIPs, phones: ["(803) 282-3892", "555-201-4410", "(217) 555-0142", "312.555.0101"])
        #expect(found.proposal == nil)
        #expect(found.yamlLines[0].hasPrefix("  # defaultCountry: US    # "))
        #expect(
            found.yamlLines[1]
                == "  #   init found no clear country: 6 postal codes (6 fit several countries alike, the US among them); 4 phones (none with a country code or a trunk 0)"
        )
    }

    @Test("ZIP+4 codes fit the US alone and propose it")
    func zipPlusFour() {
        #expect(evidence(postalCodes: Self.usZIPs.map { $0 + "-1234" }).proposal == .us)
    }

    @Test("Half British postcodes and half US ZIP+4 codes propose nothing, and the line stays commented")
    func halfAndHalf() {
        let found = evidence(
            postalCodes: Array(Self.britishPostcodes.prefix(6)) + Self.usZIPs.map { $0 + "-1234" })
        #expect(found.proposal == nil)
        #expect(found.yamlLines.allSatisfy { $0.hasPrefix("  #") })
        #expect(found.yamlLines[1].contains("6 fit GB"))
    }

    @Test("Five-digit codes alone fit DE, FR and the US alike, and propose none of them")
    func fiveDigits() {
        let found = evidence(postalCodes: ["10115", "80331", "75001", "13001", "20095", "50667", "69002"])
        #expect(found.proposal == nil)
    }

    @Test("Five-digit codes with +49 and 0049 phones propose DE")
    func germany() {
        let found = evidence(
            postalCodes: ["10115", "80331", "20095", "50667", "60311", "04109"],
            phones: ["+49 30 1234567", "+49 89 1234567", "0049 40 1234567", "+49 221 1234567", "+49 69 1234567"])
        #expect(found.proposal == .de)
        #expect(found.namedPhones == 5)
    }

    @Test("Five-digit codes and a single +49 phone are not enough for DE")
    func germanyBarely() {
        let found = evidence(postalCodes: ["10115", "80331", "20095", "50667", "60311"], phones: ["+49 30 1234567"])
        #expect(found.proposal == nil)
    }

    @Test("Canadian postal codes propose CA")
    func canada() {
        #expect(evidence(postalCodes: ["K1A 0B1", "M5V 3L9", "H2X 1Y4", "V6B 4Y8", "T2P 1J9"]).proposal == .ca)
    }

    @Test("Dutch postcodes propose NL")
    func netherlands() {
        #expect(evidence(postalCodes: ["1012 AB", "3011 CD", "2511 BT", "3512 JE", "9711 LM"]).proposal == .nl)
    }

    @Test("Australian 4-digit postcodes with 04xx mobiles propose AU, not South Africa whose codes are 4 digits too")
    func australia() {
        let found = evidence(
            postalCodes: ["2000", "3000", "4000", "6000", "0800", "2600"],
            phones: ["0412 345 678", "0423 456 789", "0434 567 890", "0401 234 567", "0456 789 012", "0498 765 432"])
        #expect(found.proposal == .au)
    }

    @Test("Four-digit postcodes alone fit AU, AT, DK and others alike, and propose none")
    func fourDigits() {
        #expect(evidence(postalCodes: ["2000", "3000", "4000", "6000", "2600"]).proposal == nil)
    }

    @Test("An address country column decides by its most common country, whatever the postal codes look like")
    func countryColumn() {
        let found = evidence(
            postalCodes: Self.usZIPs, countries: ["United Kingdom", "UK", "GB", "Ireland", "GB", "Great Britain"])
        #expect(found.proposal == .gb)
        #expect(found.yamlLines[0].contains("each record names its country"))
    }

    @Test("With fewer values than the minimum, no country is ever proposed", arguments: 0..<40)
    func tooFewValues(seed: Int) {
        let pool = [
            "SW1Y 5AD", "K1A 0B1", "1012 AB", "+44 161 496 0000", "020 7946 0018", "+49 30 1234567", "0412 345 678",
            "10115", "2000", "62701-1234", "United Kingdom", "GB",
        ]
        var random = SplitMix64(seed: UInt64(seed))
        var found = CountryEvidence()
        for _ in 0..<random.below(CountryEvidence.minimumValues) {
            let value = pool[random.below(pool.count)]
            switch random.below(3) {
            case 0: found.addPostalCode(value)
            case 1: found.addPhone(value)
            default: found.addCountry(value)
            }
        }
        #expect(found.proposal == nil)
    }
}
