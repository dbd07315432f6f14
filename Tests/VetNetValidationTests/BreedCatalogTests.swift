import Testing
import VetNetValidation

@Suite("Breed catalog")
struct BreedCatalogTests {
    let catalog = BreedCatalog.standard

    func known(_ canonical: String, _ breeds: [String]? = nil, mix: Bool = false) -> BreedMatch {
        .known(canonical: canonical, breeds: breeds ?? [canonical], isMix: mix)
    }

    @Test(
        "the samples' breeds are known for their species",
        arguments: [
            ("Labrador Retriever", "dog"), ("Golden Retriever", "dog"), ("Beagle", "dog"), ("German Shepherd", "dog"),
            ("French Bulldog", "dog"), ("Persian", "cat"), ("Maine Coon", "cat"), ("Siamese", "cat"),
            ("Domestic Shorthair", "cat"), ("European Shorthair", "cat"), ("Holland Lop", "rabbit"), ("Lop", "rabbit"),
            ("African Grey", "bird"), ("Budgerigar", "bird"), ("Bearded Dragon", "reptile"),
            ("Hermann's Tortoise", "reptile"), ("Abyssinian", "guinea-pig"),
        ])
    func samples(_ breed: String, _ species: String) {
        #expect(catalog.resolve(breed, species: species) == known(breed))
    }

    @Test(
        "aliases and abbreviations give the canonical name",
        arguments: [
            ("DSH", "cat", "Domestic Shorthair"), ("DLH", "cat", "Domestic Longhair"),
            ("DMH", "cat", "Domestic Medium Hair"),
            ("Domestic Short Hair", "cat", "Domestic Shorthair"), ("Lab", "dog", "Labrador Retriever"),
            ("GSD", "dog", "German Shepherd"), ("Alsatian", "dog", "German Shepherd"),
            ("Golden", "dog", "Golden Retriever"),
            ("Yorkie", "dog", "Yorkshire Terrier"), ("Staffie", "dog", "Staffordshire Bull Terrier"),
            ("Westie", "dog", "West Highland White Terrier"), ("Dalmation", "dog", "Dalmatian"),
            ("Cotton De Tulear", "dog", "Coton de Tulear"), ("Deutscher Schäferhund", "dog", "German Shepherd"),
            ("Französische Bulldogge", "dog", "French Bulldog"), ("Europäisch Kurzhaar", "cat", "European Shorthair"),
            ("Siam", "cat", "Siamese"), ("Widder", "rabbit", "Lop"), ("Rosette", "guinea-pig", "Abyssinian"),
            ("Wellensittich", "bird", "Budgerigar"), ("Griechische Landschildkröte", "reptile", "Hermann's Tortoise"),
            ("African Grey Parrot", "bird", "African Grey"), ("Cockatiel", "bird", "Cockatiel"),
            ("Royal Python", "reptile", "Ball Python"), ("Leopard Gecko", "reptile", "Leopard Gecko"),
        ])
    func aliases(_ text: String, _ species: String, _ canonical: String) {
        #expect(catalog.resolve(text, species: species) == known(canonical))
    }

    @Test(
        "case, spacing, punctuation and accents do not matter",
        arguments: [
            "labrador retriever", "LABRADOR RETRIEVER", "  Labrador   Retriever ", "Labrador-Retriever",
            "labrador_retriever",
        ])
    func tolerance(_ text: String) {
        #expect(catalog.resolve(text, species: "dog") == known("Labrador Retriever"))
    }

    @Test(
        "inverted forms with a comma or a spaced hyphen",
        arguments: [
            ("Retriever, Labrador", "Labrador Retriever"), ("Poodle, Miniature", "Miniature Poodle"),
            ("Welsh Corgi, Pembroke", "Pembroke Welsh Corgi"), ("Poodle - Standard", "Standard Poodle"),
            ("Chihuahua, Short Coat", "Chihuahua"), ("Terrier, Yorkshire", "Yorkshire Terrier"),
        ])
    func inverted(_ text: String, _ canonical: String) {
        #expect(catalog.resolve(text, species: "dog") == known(canonical))
    }

    @Test(
        "one named parent and a mix marker",
        arguments: [
            "Labrador Retriever Mix", "Lab X", "Lab Cross", "Lab mix", "Labrador Crossbreed", "Mixed Labrador",
            "Labrador Retriever Cross Breed", "Retriever, Labrador Mix", "Lab/Mix",
        ])
    func singleParentMix(_ text: String) {
        #expect(
            catalog.resolve(text, species: "dog") == known("Labrador Retriever Mix", ["Labrador Retriever"], mix: true))
    }

    @Test(
        "two named parents",
        arguments: [
            ("Poodle/Bichon", "Poodle / Bichon Frise", ["Poodle", "Bichon Frise"]),
            ("Labrador x Poodle", "Labrador Retriever / Poodle", ["Labrador Retriever", "Poodle"]),
            (
                "Pit/Lab", "American Pit Bull Terrier / Labrador Retriever",
                ["American Pit Bull Terrier", "Labrador Retriever"]
            ),
            ("German Shepherd/Chow Chow", "German Shepherd / Chow Chow", ["German Shepherd", "Chow Chow"]),
            ("Beagle & Jack Russell Mix", "Beagle / Jack Russell Terrier", ["Beagle", "Jack Russell Terrier"]),
        ])
    func twoParents(_ text: String, _ canonical: String, _ breeds: [String]) {
        #expect(catalog.resolve(text, species: "dog") == .known(canonical: canonical, breeds: breeds, isMix: true))
    }

    @Test(
        "generic mixes name no parent", arguments: ["Mixed Breed", "Mongrel", "Crossbreed", "Mix", "mutt", "Mischling"])
    func genericMix(_ text: String) {
        #expect(catalog.resolve(text, species: "dog") == .known(canonical: "Mixed Breed", breeds: [], isMix: true))
    }

    @Test(
        "a name with `and` in it is not split", arguments: ["Black and Tan Coonhound", "Black and Tan Coonhound Mix"])
    func andInName(_ text: String) {
        let match = catalog.resolve(text, species: "dog")
        #expect(match.canonical?.hasPrefix("Black and Tan Coonhound") == true)
    }

    @Test(
        "names cut short by a field limit, and colour notes, still match",
        arguments: [
            ("Doberman Pinsch", "Doberman Pinscher"), ("BOSTON TERR   X", "Boston Terrier Mix"),
            ("Anatol Shepherd", "Anatolian Shepherd"),
        ])
    func truncated(_ text: String, _ canonical: String) {
        #expect(catalog.resolve(text, species: "dog").canonical == canonical)
    }

    @Test("colour notes in parentheses are ignored")
    func parentheses() {
        #expect(catalog.resolve("Domestic Short Hair (Black & White)", species: "cat") == known("Domestic Shorthair"))
    }

    @Test(
        "a breed of another species is named as such",
        arguments: [
            ("Persian", "dog", "Persian", "cat"), ("Labrador", "cat", "Labrador Retriever", "dog"),
            ("Holland Lop", "guinea-pig", "Holland Lop", "rabbit"), ("Budgie", "cat", "Budgerigar", "bird"),
            ("Lab/Persian", "dog", "Persian", "cat"), ("Beagle", "other", "Beagle", "dog"),
        ])
    func otherSpecies(_ text: String, _ species: String, _ canonical: String, _ other: String) {
        #expect(catalog.resolve(text, species: species) == .otherSpecies(canonical: canonical, species: other))
    }

    @Test("a name two species share goes to the patient's species")
    func sharedNames() {
        #expect(catalog.resolve("Abyssinian", species: "cat") == known("Abyssinian"))
        #expect(catalog.resolve("Abyssinian", species: "guinea-pig") == known("Abyssinian"))
        #expect(catalog.resolve("Himalayan", species: "rabbit") == known("Himalayan"))
        #expect(catalog.resolve("Sheltie", species: "guinea-pig") == known("Silkie"))
        #expect(catalog.resolve("Sheltie", species: "dog") == known("Shetland Sheepdog"))
    }

    @Test("unknown breeds are unknown, placeholders unspecified")
    func unknownAndPlaceholders() {
        #expect(catalog.resolve("Wolfdog Supreme", species: "dog") == .unknown)
        #expect(catalog.resolve("Lab x Wolfdog Supreme", species: "dog") == .unknown)
        #expect(catalog.resolve("Terrier mix", species: "dog") == known("Terrier Mix", ["Terrier"], mix: true))
        for placeholder in ["", "  ", "Unknown", "Not Provided", "N/A", "-", "?", "Unknown Dog", "unbekannt"] {
            #expect(catalog.resolve(placeholder, species: "dog") == .unspecified, "\(placeholder)")
        }
    }

    @Test("a suggestion for a misspelled breed")
    func suggestion() {
        #expect(catalog.suggestion(for: "Labrdor Retriever", species: "dog") == "Labrador Retriever")
        #expect(catalog.suggestion(for: "Zzzzzz", species: "dog") == nil)
    }

    @Test("every breed and alias resolves to its breed, in any case and with extra spaces")
    func everySpellingResolves() {
        for (species, _) in BreedCatalogTests.speciesIDs {
            for name in catalog.breedsBySpecies[species] ?? [] {
                for text in [name, name.uppercased(), name.lowercased(), "  \(name.replacing(" ", with: "   "))  "] {
                    #expect(catalog.resolve(text, species: species) == known(name), "\(species): \(text)")
                }
            }
        }
    }

    @Test("the catalog is large enough: dogs and cats have at least 60 breeds each")
    func sizes() {
        #expect((catalog.breedsBySpecies["dog"]?.count ?? 0) >= 60)
        #expect((catalog.breedsBySpecies["cat"]?.count ?? 0) >= 60)
        for (species, minimum) in BreedCatalogTests.speciesIDs {
            #expect((catalog.breedsBySpecies[species]?.count ?? 0) >= minimum, "\(species)")
        }
    }

    static let speciesIDs = [
        ("dog", 60), ("cat", 60), ("rabbit", 20), ("guinea-pig", 10), ("bird", 20), ("reptile", 20), ("ferret", 1),
        ("rodent", 5),
    ]
}
