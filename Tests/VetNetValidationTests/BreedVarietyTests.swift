import Testing
@testable import VetNetValidation

/// Inverted names (`Collie, Smooth`, Shelter Manager's form) and group names: a value is read as the breed or
/// variety it names, or kept as written, never as another variety.
@Suite("Breed varieties and group names")
struct BreedVarietyTests {
    let catalog = BreedCatalog.standard

    func known(_ canonical: String, _ breeds: [String]? = nil, mix: Bool = false) -> BreedMatch {
        .known(canonical: canonical, breeds: breeds ?? [canonical], isMix: mix)
    }

    @Test(
        "an inverted name is read qualifier first when the catalog has that breed or synonym",
        arguments: [
            ("Collie, Smooth", "Smooth Collie"), ("Collie, Rough", "Rough Collie"),
            ("Fox Terrier, Toy", "Toy Fox Terrier"),
            ("Schnauzer, Giant", "Giant Schnauzer"), ("Lop, Dwarf", "Dwarf Lop"),
            // Miniature Dachshund is a synonym: FCI and AKC register one Dachshund with size varieties.
            ("Dachshund, miniature", "Dachshund"),
        ])
    func invertedVariety(_ text: String, _ canonical: String) {
        let species = text.hasPrefix("Lop") ? "rabbit" : "dog"
        #expect(catalog.resolve(text, species: species) == known(canonical))
    }

    @Test(
        "a licence register's forms: a coat after the size, three inverted parts, breeds of their own",
        arguments: [
            ("Dachshund, Miniature Smooth Haired", "Dachshund"), ("Dachshund, Standard Wire Haired", "Dachshund"),
            ("Dachshund, Long Haired", "Dachshund"), ("Chihuahua, Long Coat", "Chihuahua"),
            ("Terrier, Fox, Wire", "Wire Fox Terrier"), ("Terrier, Fox, Toy", "Toy Fox Terrier"),
            ("Spaniel, Welsh Springer", "Welsh Springer Spaniel"),
            ("Australian Shepherd, Miniature", "Miniature American Shepherd"),
            ("Retriever, Flat Coated", "Flat-Coated Retriever"), ("Collie, Smooth", "Smooth Collie"),
            ("Retriever, Curly Coated", "Curly-Coated Retriever"), ("Terrier, Russell", "Jack Russell Terrier"),
            ("Spaniel, American Water", "American Water Spaniel"),
            ("Terrier, Miniature Bull", "Miniature Bull Terrier"),
            ("Bull Terrier, Miniature", "Miniature Bull Terrier"),
        ])
    func licenceRegisterForms(_ text: String, _ canonical: String) {
        #expect(catalog.resolve(text, species: "dog") == known(canonical))
    }

    @Test(
        "a shelter's names: bully breed and shepherd mixes, labs by colour, cattle dogs, walker and other coonhounds",
        arguments: [
            ("Bully Breed Mix", "Bully Breed Mix", ["Bully Breed"], true),
            ("Shep Mix", "Shepherd Mix", ["Shepherd"], true),
            ("Black Labrador Retriever", "Labrador Retriever", ["Labrador Retriever"], false),
            ("Cattle Dog/Mix", "Australian Cattle Dog Mix", ["Australian Cattle Dog"], true),
            ("Beagle/Walker Hound", "Beagle / Treeing Walker Coonhound", ["Beagle", "Treeing Walker Coonhound"], true),
            ("Redbone Coonhound", "Redbone Coonhound", ["Redbone Coonhound"], false),
            ("Boxer/Unknown", "Boxer Mix", ["Boxer"], true),
            (
                "Labrador Retriever/Bully Breed Mix", "Labrador Retriever / Bully Breed",
                ["Labrador Retriever", "Bully Breed"], true
            ),
        ])
    func shelterNames(_ text: String, _ canonical: String, _ breeds: [String], _ mix: Bool) {
        #expect(catalog.resolve(text, species: "dog") == .known(canonical: canonical, breeds: breeds, isMix: mix))
    }

    @Test(
        "a coat is not dropped where it goes with the name in another breed's: the value stays unknown",
        arguments: ["Terrier, Jack Russell, Smooth", "Collie, Long Haired"])
    func coatNotDropped(_ text: String) {
        #expect(catalog.resolve(text, species: "dog") == .unknown)
    }

    @Test(
        "a qualifier that names a size or another variety is not dropped: the value stays unknown",
        arguments: [
            "Australian Shepherd, Toy", "Labrador Retriever, Standard", "Corgi, Welsh", "Manchester Terrier, Toy",
        ])
    func varietyNotDropped(_ text: String) {
        #expect(catalog.resolve(text, species: "dog") == .unknown)
    }

    @Test(
        "a register's inverted breeds the catalog has are read as themselves, not as their group or a sibling",
        arguments: [
            ("Pointer, German Wire Haired", "German Wirehaired Pointer"),
            ("Pointer, German Short Haired", "German Shorthaired Pointer"),
            ("Terrier, Australian Silky", "Silky Terrier"), ("Terrier, Norwich", "Norwich Terrier"),
            ("Terrier, Irish", "Irish Terrier"), ("Terrier, Lakeland", "Lakeland Terrier"),
            ("Spaniel, Tibetan", "Tibetan Spaniel"), ("Mastiff, Neapolitan", "Neapolitan Mastiff"),
            ("Spitz, Japanese", "Japanese Spitz"), ("Shepherd, Belgian (Malinois)", "Belgian Malinois"),
            ("Terrier, Fox (Wire)", "Wire Fox Terrier"), ("Terrier, Fox (Smooth)", "Smooth Fox Terrier"),
            ("Wire Fox Terrier", "Wire Fox Terrier"), ("Terrier, Fox", "Fox Terrier"),
            ("Labrador Retriever (Yellow)", "Labrador Retriever"), ("Cattle, Australian", "Australian Cattle Dog"),
            ("Bernese Mountain", "Bernese Mountain Dog"), ("Doberman Pinsch", "Doberman Pinscher"),
            // A coat written long, as breed names do not write it.
            ("Collie, Rough Coat", "Rough Collie"), ("Collie, Smooth-haired", "Smooth Collie"),
            ("Collie, Rough-Coated", "Rough Collie"),
        ])
    func registerBreeds(_ text: String, _ canonical: String) {
        #expect(catalog.resolve(text, species: "dog") == known(canonical))
    }

    @Test(
        "a word the catalog cannot place keeps the value unknown, never read as the group or breed before the comma",
        arguments: [
            "Terrier, Zzqx", "Spaniel, Zzqx", "Mastiff, Zzqx", "Spitz, Zzqx", "Pointer, Zzqx Wire Haired",
            "Pointer, Wire Haired", "Terrier, Fox (Zzqx)", "Shepherd, Zzqx (Malinois)",
            // Whole words an alias goes on from: not names cut short; a coat is a whole word.
            "Spaniel, English", "Russell", "Kurzhaar",
            // A coat no collie is registered by.
            "Collie, Wire Coat",
        ])
    func unplacedWordKeepsUnknown(_ text: String) {
        #expect(catalog.resolve(text, species: "dog") == .unknown)
    }

    /// Every dog breed of two or more words, written inverted with its first word replaced by one no breed has
    /// (`Terrier, Zzqx` for Norwich Terrier), and with that word after it in parentheses: the value names no
    /// breed the catalog has, so it must stay unknown, never become the group or a sibling with fewer words.
    @Test("no breed is read from a value with a word the catalog cannot place, over the whole dog catalog (property)")
    func unplacedWordOverTheCatalog() {
        let dogs = BreedCatalog.table.first { $0.species == "dog" }?.breeds ?? []
        #expect(dogs.count > 200)
        var checked = 0
        for breed in dogs {
            let words = breed.name.split(separator: " ").map(String.init)
            guard words.count >= 2 else { continue }
            let rest = words.dropFirst().dropLast().joined(separator: " ")
            let qualifier = rest.isEmpty ? "Zzqx" : "Zzqx " + rest
            for text in ["\(words.last!), \(qualifier)", "\(words.last!) (\(qualifier))"] {
                let match = catalog.resolve(text, species: "dog")
                #expect(match == .unknown, "\(text) read as \(match)")
            }
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test(
        "a qualifier that cannot change the breed is still dropped",
        arguments: [
            ("Chihuahua, Tan", "Chihuahua"), ("Pit Bull, Blue Nose", "American Pit Bull Terrier"),
            ("Beagle, Tri-colour", "Beagle"),
        ])
    func harmlessQualifier(_ text: String, _ canonical: String) {
        #expect(catalog.resolve(text, species: "dog") == known(canonical))
    }

    @Test(
        "an inverted variety is read the same inside a mix",
        arguments: [
            ("Australian Shepherd/Collie, Smooth", ["Australian Shepherd", "Smooth Collie"]),
            ("Hound/Collie, Smooth", ["Hound", "Smooth Collie"]),
            ("Labrador Retriever/Collie, Smooth", ["Labrador Retriever", "Smooth Collie"]),
            ("Chihuahua/Fox Terrier, Toy", ["Chihuahua", "Toy Fox Terrier"]),
        ])
    func varietyInMix(_ text: String, _ breeds: [String]) {
        let canonical = breeds.joined(separator: " / ")
        #expect(catalog.resolve(text, species: "dog") == .known(canonical: canonical, breeds: breeds, isMix: true))
        #expect(
            catalog.resolve("Collie, Smooth/Mix", species: "dog")
                == known("Smooth Collie Mix", ["Smooth Collie"], mix: true))
    }

    @Test(
        "a name several breeds share stays the group, not one of its breeds",
        arguments: [
            ("Coonhound", "Coonhound", false), ("Coonhound Mix", "Coonhound", true), ("Spitz", "Spitz", false),
            ("Spitz/Mix", "Spitz", true),
        ])
    func groupNames(_ text: String, _ group: String, _ mix: Bool) {
        #expect(catalog.resolve(text, species: "dog") == known(mix ? group + " Mix" : group, [group], mix: mix))
    }

    @Test("the named coonhounds and spitzes are still their breeds")
    func namedGroupMembers() {
        #expect(catalog.resolve("Black and Tan Coonhound", species: "dog") == known("Black and Tan Coonhound"))
        #expect(catalog.resolve("Walker Coonhound", species: "dog") == known("Treeing Walker Coonhound"))
        #expect(catalog.resolve("Kleinspitz", species: "dog") == known("German Spitz"))
        #expect(catalog.resolve("Spitz, Finnish", species: "dog") == known("Finnish Spitz"))
    }

    @Test("every breed written `Name, Size` is unknown or a breed with that size in a name (property)")
    func sizeNeverDropped() {
        let spellings = Dictionary(
            BreedCatalog.table.flatMap(\.breeds).map { ($0.name, [$0.name] + $0.aliases) }, uniquingKeysWith: +)
        for (species, _) in BreedCatalogTests.speciesIDs {
            for breed in catalog.breedsBySpecies[species] ?? [] {
                for size in ["Toy", "Miniature", "Mini", "Standard", "Giant", "Teacup", "Dwarf"] {
                    let text = "\(breed), \(size)"
                    let canonical: String
                    switch catalog.resolve(text, species: species) {
                    case .unknown: continue
                    case .known(let name, _, _), .otherSpecies(let name, _): canonical = name
                    case .unspecified:
                        Issue.record("\(species): \(text) is unspecified")
                        continue
                    }
                    // `Mini` may be `Miniature` cut short.
                    let hasSize = (spellings[canonical] ?? [canonical]).contains {
                        $0.lowercased().split(separator: " ").contains { $0.hasPrefix(size.lowercased()) }
                    }
                    #expect(hasSize, "\(species): \(text) → \(canonical)")
                }
            }
        }
    }

    @Test("every breed of two or more words reads back from its inverted form `Rest, First` (property)")
    func invertedSpellings() {
        for (species, breeds) in BreedCatalog.table {
            for breed in breeds {
                let words = breed.name.split(separator: " ")
                guard words.count >= 2 else { continue }
                let inverted = words.dropFirst().joined(separator: " ") + ", " + words[0]
                #expect(catalog.resolve(inverted, species: species) == known(breed.name), "\(species): \(inverted)")
            }
        }
    }
}
