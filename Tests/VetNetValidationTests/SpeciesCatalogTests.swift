import Testing
import VetNetValidation

@Suite("Species catalog")
struct SpeciesCatalogTests {
    let catalog = SpeciesCatalog.standard

    @Test(
        "legacy codes, age words and foreign names resolve to the canonical species",
        arguments: [
            ("K9", "dog"), ("Canine", "dog"), ("Puppy", "dog"), ("Hund", "dog"), ("chien", "dog"), ("hond", "dog"),
            ("FEL", "cat"), ("Feline", "cat"), ("Kitten", "cat"), ("Katze", "cat"), ("chat", "cat"), ("kat", "cat"),
            ("Avian", "bird"), ("Vogel", "bird"), ("oiseau", "bird"), ("Parrot", "bird"),
            ("Rabbit", "rabbit"), ("Kaninchen", "rabbit"), ("lapin", "rabbit"), ("konijn", "rabbit"),
            ("Guinea Pig", "guinea-pig"), ("guinea-pig", "guinea-pig"), ("Meerschweinchen", "guinea-pig"),
            ("cochon d'inde", "guinea-pig"), ("Reptile", "reptile"), ("Reptil", "reptile"), ("Tortoise", "reptile"),
            ("Schildkröte", "reptile"), ("Ferret", "ferret"), ("Frettchen", "ferret"), ("Hamster", "rodent"),
            ("Exotic", "other"), ("Other", "other"),
        ])
    func synonyms(_ text: String, _ id: String) {
        #expect(catalog.resolve(text)?.id == id)
    }

    @Test(
        "case, accents, punctuation and padding do not matter",
        arguments: [
            "  k9 ", "K-9", "CANINE", "canine.", "HÜNDIN", "Hundin", "Hu\u{308}ndin",
        ])
    func spellingTolerance(_ text: String) {
        #expect(catalog.resolve(text)?.id == "dog")
    }

    @Test("unknown species are nil, not guessed", arguments: ["Axolotl", "", "Dogg", "unicorn"])
    func unknown(_ text: String) {
        #expect(catalog.resolve(text) == nil)
    }

    @Test("every id, name and synonym resolves to its own species, in any case")
    func everySpellingResolves() {
        for species in catalog.all {
            for spelling in [species.id, species.name] + species.synonyms {
                #expect(catalog.resolve(spelling) == species, "\(spelling)")
                #expect(catalog.resolve(spelling.uppercased()) == species, "\(spelling)")
                #expect(catalog.resolve("  \(spelling.lowercased())  ") == species, "\(spelling)")
            }
        }
    }

    @Test("no spelling is claimed by two species")
    func noSharedSynonyms() {
        var owner: [String: String] = [:]
        for species in catalog.all {
            for spelling in [species.id, species.name] + species.synonyms {
                let key = spelling.lowercased()
                #expect(
                    owner[key] == nil || owner[key] == species.id,
                    "\(spelling) is in \(owner[key] ?? "") and \(species.id)")
                owner[key] = species.id
            }
        }
    }

    @Test("the species of DESIGN.md are all there")
    func designSpecies() {
        for id in ["dog", "cat", "bird", "rabbit", "guinea-pig", "reptile", "ferret", "other"] {
            #expect(catalog[id: id] != nil, "\(id)")
        }
        #expect(catalog.other?.id == "other")
    }

    @Test(
        "the seed's weight ranges",
        arguments: [
            ("dog", 0.5, 100.0), ("cat", 0.5, 15.0), ("bird", 0.01, 20.0), ("other", 0.01, 1000.0),
            ("guinea-pig", 0.01, 4.0), ("ferret", 0.01, 4.0), ("rabbit", 0.01, 1000.0),
        ])
    func weightRanges(_ id: String, _ lower: Double, _ upper: Double) throws {
        let species = try #require(catalog[id: id])
        #expect(species.weightRangeKg == lower...upper)
    }

    @Test(
        "one animal of a species takes `an` before a vowel",
        arguments: [("Iguana", "an iguana"), ("Owl", "an owl"), ("Dog", "a dog"), ("Guinea Pig", "a guinea pig")])
    func oneAnimal(_ name: String, _ phrase: String) {
        let species = Species(id: "x", name: name, weightRangeKg: 0.1...10, maxAgeYears: 20, synonyms: [])
        #expect(species.oneAnimal == phrase)
    }

    @Test("thirty years by default, longer for parrots and tortoises")
    func maximumAges() {
        #expect(catalog[id: "dog"]?.maxAgeYears == 30)
        #expect(catalog[id: "cat"]?.maxAgeYears == 30)
        #expect(catalog[id: "other"]?.maxAgeYears == 30)
        #expect(catalog[id: "bird"]?.maxAgeYears == 85)
        #expect(catalog[id: "reptile"]?.maxAgeYears == 100)
    }
}
