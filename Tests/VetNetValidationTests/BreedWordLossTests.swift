import Testing

@testable import VetNetValidation

/// A breed is never read with a word of the value lost: a value with a word the catalog cannot place stays as
/// written, never read as its group (`Terrier`) or as a sibling breed.
@Suite("Breed words: no reading loses a word that tells breeds apart")
struct BreedWordLossTests {
    let catalog = BreedCatalog.standard

    /// Each spelling, as written and inverted (`Rest, First`), with one word left out or replaced.
    static func variants(_ spelling: String) -> [(text: String, words: [String], replaced: Bool)] {
        let words = spelling.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return [] }
        var variants: [(text: String, words: [String], replaced: Bool)] = []
        for index in words.indices {
            for replaced in [false, true] {
                var changed = words
                if replaced { changed[index] = "Zorblax" } else { changed.remove(at: index) }
                variants.append((changed.joined(separator: " "), changed, replaced))
                // Inverted: the first word after a comma, as `Terrier, Norwich` for `Norwich Terrier`.
                if changed.count >= 2 {
                    let inverted = changed.dropFirst().joined(separator: " ") + ", " + changed[0]
                    variants.append((inverted, changed, replaced))
                }
            }
        }
        return variants
    }

    @Test(
        "every breed of every species with a word left out, or replaced by one no breed has, is never read as another breed (property)"
    )
    func noWordLost() {
        func words(_ text: String) -> [String] { CatalogKey.make(text).split(separator: " ").map(String.init).sorted() }
        // A text whose words spell some breed of any species names that breed as written.
        var spelled: Set<[String]> = []
        for (_, breeds) in BreedCatalog.table {
            for breed in breeds { spelled.formUnion(([breed.name] + breed.aliases).map(words)) }
        }
        var checked = 0
        for (species, breeds) in BreedCatalog.table {
            for breed in breeds {
                for spelling in [breed.name] + breed.aliases {
                    for variant in Self.variants(spelling) {
                        if !variant.replaced, spelled.contains(words(variant.words.joined(separator: " "))) { continue }
                        checked += 1
                        let match = catalog.resolve(variant.text, species: species)
                        if case .known(_, let named, _) = match, !named.isEmpty {
                            #expect(
                                !variant.replaced && named == [breed.name],
                                "\(species) \(spelling): \(variant.text) → \(match)")
                        }
                    }
                }
            }
        }
        #expect(checked > 1000)
    }
}
