import Testing
@testable import VetNetValidation

@Suite("Catalog tables and keys")
struct CatalogTableTests {
    @Test(
        "keys fold case, accents, apostrophes, punctuation and spaces",
        arguments: [
            ("  RETRIEVER,  labrador ", "retriever labrador"), ("Deutscher Schäferhund", "deutscher schaferhund"),
            ("Hermann's Tortoise", "hermanns tortoise"), ("Hermann’s  Tortoise", "hermanns tortoise"),
            ("Zoe\u{308}", "zoe"), ("Straße", "strasse"), ("Bichon Frisé", "bichon frise"), ("K-9", "k 9"), ("", ""),
            ("--", ""),
        ])
    func keys(_ text: String, _ key: String) {
        #expect(CatalogKey.make(text) == key)
    }

    @Test("no alias is claimed by two breeds of one species")
    func noClashes() {
        for (species, breeds) in BreedCatalog.table {
            var owner: [String: String] = [:]
            for breed in breeds {
                for spelling in [breed.name] + breed.aliases {
                    let key = CatalogKey.make(spelling)
                    #expect(
                        owner[key] == nil || owner[key] == breed.name,
                        "\(species): \(spelling) → \(owner[key] ?? "") and \(breed.name)")
                    owner[key] = breed.name
                }
            }
        }
    }

    @Test("no breed name or alias is a placeholder or generic mix word")
    func noVocabularyClashes() {
        for (species, breeds) in BreedCatalog.table {
            for breed in breeds {
                for spelling in [breed.name] + breed.aliases {
                    let key = CatalogKey.make(spelling)
                    #expect(!BreedVocabulary.placeholders.contains(key), "\(species): \(spelling)")
                    #expect(!BreedVocabulary.genericMixes.contains(key), "\(species): \(spelling)")
                }
            }
        }
    }

    @Test("every species of the breed table is in the species catalog")
    func speciesExist() {
        for (species, _) in BreedCatalog.table {
            #expect(SpeciesCatalog.standard[id: species] != nil, "\(species)")
        }
    }

    @Test("the country code table holds the samples' prefixes and no manufacturer range")
    func countryCodes() {
        for (code, alpha2) in [
            (40, "AT"), (250, "FR"), (276, "DE"), (528, "NL"), (826, "GB"), (840, "US"), (124, "CA"),
        ] {
            #expect(MicrochipCheck.countryCodes[code] == alpha2)
        }
        #expect(MicrochipCheck.countryCodes.keys.allSatisfy { (1...899).contains($0) })
        #expect(MicrochipCheck.countryCodes.count >= 249)
    }
}
