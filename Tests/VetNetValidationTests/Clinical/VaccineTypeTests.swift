import Testing
@testable import VetNetValidation

@Suite("Vaccine types: species and table")
struct VaccineTypeTests {
    func type(_ code: String) throws -> VaccineType {
        try #require(VaccineCatalog.type(code: code), "\(code)")
    }

    @Test("rabies fits dogs, cats, ferrets and farm animals, not rabbits or birds")
    func rabiesSpecies() throws {
        let rabies = try type("rabies")
        #expect(rabies.isRabies)
        for species in ["dog", "cat", "ferret", "other"] { #expect(rabies.fits(species: species), "\(species)") }
        for species in ["rabbit", "bird", "guinea-pig", "reptile"] { #expect(!rabies.fits(species: species)) }
    }

    @Test("FVRCP and FeLV fit only cats; DHPP only dogs")
    func felineAndCanineCore() throws {
        for code in ["fvrcp", "felv", "fiv", "chlamydia", "fip"] {
            #expect(try type(code).fits(species: "cat"), "\(code)")
            #expect(try !type(code).fits(species: "dog"), "\(code)")
        }
        #expect(try type("dhpp").fits(species: "dog"))
        #expect(try !type("dhpp").fits(species: "cat"))
        #expect(try !type("dhpp").fits(species: "ferret"))
    }

    @Test("the rabbit vaccines fit only rabbits", arguments: ["rhdv1", "rhdv2", "rhd", "myxomatosis"])
    func rabbitOnly(_ code: String) throws {
        let vaccine = try type(code)
        #expect(vaccine.species == ["rabbit"])
        for species in SpeciesCatalog.standard.all.map(\.id) {
            #expect(vaccine.fits(species: species) == (species == "rabbit"), "\(code) for \(species)")
        }
    }

    @Test("an unknown species fits every vaccine; a vaccine for any species fits every species")
    func unknownSpecies() {
        for vaccine in VaccineCatalog.types { #expect(vaccine.fits(species: nil), "\(vaccine.code)") }
        let anySpecies = VaccineType(code: "test", name: "test", species: [])
        #expect(anySpecies.fits(species: "dog"))
        #expect(anySpecies.fits(species: "reptile"))
    }

    @Test("ferret distemper fits ferrets and the avian polyomavirus vaccine birds")
    func exoticSpecies() throws {
        #expect(try type("distemper-ferret").fits(species: "ferret"))
        #expect(try !type("distemper-ferret").fits(species: "dog"))
        #expect(try type("polyomavirus").fits(species: "bird"))
        #expect(try !type("polyomavirus").fits(species: "cat"))
    }

    @Test("every type is for species the species catalog knows, and only rabies is rabies")
    func speciesIDsAreKnown() {
        let known = Set(SpeciesCatalog.standard.all.map(\.id))
        for vaccine in VaccineCatalog.types {
            #expect(!vaccine.species.isEmpty, "\(vaccine.code)")
            #expect(vaccine.species.isSubset(of: known), "\(vaccine.code): \(vaccine.species)")
            #expect(vaccine.isRabies == (vaccine.code == "rabies"), "\(vaccine.code)")
        }
    }

    @Test("codes are unique, lower case and hyphenated; names are unique")
    func codesAndNames() {
        let codes = VaccineCatalog.types.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(Set(VaccineCatalog.types.map(\.name)).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }, "\(code)")
        }
    }

    @Test("every spelling names known types, and no spelling is listed twice")
    func spellingTable() {
        let codes = Set(VaccineCatalog.types.map(\.code))
        var keys: [String: String] = [:]
        for spelling in VaccineCatalog.spellingTable {
            for code in spelling.codes + spelling.bySpecies.values.flatMap({ $0 }) {
                #expect(codes.contains(code), "\(spelling.text): \(code)")
            }
            let key = CatalogKey.make(spelling.text)
            #expect(keys[key] == nil, "\(spelling.text) is also \(keys[key] ?? "")")
            keys[key] = spelling.text
            if let years = spelling.years { #expect((1...3).contains(years), "\(spelling.text)") }
        }
    }

    @Test("a spelling that a letter code would read means the same as the code")
    func spellingsAgreeWithCodes() {
        for spelling in VaccineCatalog.spellingTable {
            let compact = CatalogKey.make(spelling.text).split(separator: " ").joined()
            guard let codes = VaccineCode.read(compact) else { continue }
            #expect(Set(codes) == Set(spelling.codes), "\(spelling.text)")
        }
    }

    @Test("matches describe themselves by code and stated years")
    func descriptions() throws {
        let match = try #require(VaccineCatalog.match("Rabies 3 yr"))
        #expect(match.description == "rabies (3 y)")
        #expect(try type("dhpp").description == "dhpp")
        #expect(VaccineMatch(type: try type("lyme")).description == "lyme")
    }
}
