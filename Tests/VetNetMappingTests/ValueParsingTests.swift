import Testing
import VetNetCore
import VetNetMapping

@Suite("Numbers, units, booleans, sex codes and species")
struct ValueParsingTests {
    @Test(
        "decimal points and decimal commas",
        arguments: [
            ("65.2", 65.2), ("4,2", 4.2), ("1.234,5", 1234.5), ("1,234.5", 1234.5), ("1,234,567", 1_234_567),
            ("-3", -3), (" 0,038 ", 0.038),
        ])
    func decimals(_ text: String, _ value: Double) {
        #expect(parseDecimal(text) == value)
    }

    @Test("declared separators win over guessing")
    func declaredSeparator() {
        #expect(parseDecimal("1,234", separator: .point) == 1234)
        #expect(parseDecimal("1,234", separator: .auto) == 1.234)
        #expect(parseDecimal("4.500", separator: .comma) == 4500)
        #expect(parseDecimal("4.5", separator: .comma) == nil)
    }

    @Test("text that is not a number is refused", arguments: ["", "abc", "1.2.3,4,5", "4,2,", "1-2", "12kg"])
    func refusals(_ text: String) {
        #expect(parseDecimal(text) == nil)
    }

    @Test("any number written with a decimal comma reads back", arguments: 0..<20)
    func commaRoundTrip(_ seed: Int) {
        let whole = seed * 37 % 500
        let fraction = seed * 13 % 100
        let text = "\(whole),\(fraction < 10 ? "0" : "")\(fraction)"
        #expect(parseDecimal(text) == Double("\(whole).\(fraction < 10 ? "0" : "")\(fraction)"))
    }

    @Test("weights carry their unit in the value or beside it")
    func quantities() throws {
        let pounds = try #require(splitQuantity("12.5 lb"))
        #expect(pounds.number == "12.5" && pounds.unit == .lb)
        #expect(splitQuantity("300g")?.unit == .g)
        #expect(splitQuantity("4,2")?.unit == nil)
        #expect(splitQuantity("5 stone") == nil)
        #expect(WeightUnit(name: "Pounds") == .lb)
        #expect(WeightUnit(name: "KGS") == .kg)
        #expect(abs(WeightUnit.lb.kilograms * 65.2 - 29.574) < 0.001)
        #expect(WeightUnit.oz.kilograms * 16 == WeightUnit.lb.kilograms)
    }

    @Test("yes/no spellings of several languages")
    func booleans() {
        for yes in ["Y", "yes", "TRUE", "1", "x", "ja", "oui"] { #expect(parseBoolean(yes) == true, "\(yes)") }
        for no in ["N", "no", "false", "0", "nein", "non"] { #expect(parseBoolean(no) == false, "\(no)") }
        #expect(parseBoolean("maybe") == nil)
    }

    @Test("sex codes split into sex and reproductive status")
    func sexCodes() {
        #expect(SexCode.parse("MN")! == (Sex.male, ReproductiveStatus.neutered))
        #expect(SexCode.parse("female-spayed")! == (Sex.female, ReproductiveStatus.neutered))
        #expect(SexCode.parse("Intact Female")! == (Sex.female, ReproductiveStatus.intact))
        #expect(SexCode.parse("M")! == (Sex.male, ReproductiveStatus.unknown))
        #expect(SexCode.parse("M/N")! == (Sex.male, ReproductiveStatus.neutered))
        #expect(SexCode.parse("hermaphrodite") == nil)
    }

    @Test(
        "sex words in any order and in English, German, French and Dutch",
        arguments: [
            ("Male Neutered", "male", "neutered"), ("Neutered Male", "male", "neutered"),
            ("Female Spayed", "female", "neutered"),
            ("Castrated", "male", "neutered"), ("Spayed", "female", "neutered"), ("Neutered", "unknown", "neutered"),
            ("Intact Female", "female", "intact"), ("männlich kastriert", "male", "neutered"),
            ("mâle castré", "male", "neutered"), ("reu gecastreerd", "male", "neutered"),
            ("Weiblich, kastriert", "female", "neutered"), ("female (intact)", "female", "intact"),
            ("M N", "male", "neutered"),
        ] as [(String, String, String)])
    func sexWords(text: String, sex: String, status: String) {
        let parsed = SexCode.parse(text)
        #expect(parsed?.sex.rawValue == sex && parsed?.status.rawValue == status, "\(text)")
    }

    @Test(
        "sex words that contradict each other, or a word no table knows, are not read",
        arguments: [
            "Male Female", "Spayed Male", "Castrated Female", "intact neutered", "male hermaphrodite", "Neutered Mule",
            "", "N",
            "C",
        ])
    func sexWordsRefused(text: String) {
        #expect(SexCode.parse(text) == nil, "\(text)")
    }

    @Test("the canonical words read as their padded or capitalized spellings do")
    func canonicalSexWords() {
        for word in ["male", "female", "male-neutered", "female-spayed", "male-intact", "female-intact", "unknown"] {
            let padded = SexCode.parse(" " + word.uppercased() + " ")
            #expect(padded != nil, "\(word)")
            #expect(
                SexCode.parse(word).map { [$0.sex.rawValue, $0.status.rawValue] }
                    == padded.map { [$0.sex.rawValue, $0.status.rawValue] }, "\(word)")
        }
    }

    @Test("species synonyms become the catalog's IDs; unknown ones are kept lower-cased")
    func species() {
        #expect(SpeciesName.normalize("K9") == "dog")
        #expect(SpeciesName.normalize("Feline") == "cat")
        #expect(SpeciesName.normalize("Meerschweinchen") == "guinea-pig")
        #expect(SpeciesName.normalize("Axolotl") == "axolotl")
    }
}
