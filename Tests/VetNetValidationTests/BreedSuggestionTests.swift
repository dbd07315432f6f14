import Testing
import VetNetCore
@testable import VetNetValidation

/// The catalog's remembered suggestions against `closestMatch` over the species' breeds, the reference path.
@Suite("Breed suggestions")
struct BreedSuggestionTests {
    static let values = [
        "Labradoodle Deluxe", "Labrador Retreiver", "Teddy Bear", "Farm Cat", "Siamse", "Mainecoon", "Beagel",
        "Pocket Bully", "Barn Mouser", "", "X", "Holand Lop", "Bearded Dragn", "Golden Retriever", "labrador retreiver",
    ]
    static let species = ["dog", "cat", "rabbit", "reptile", "bird", "guinea-pig", "ferret", "unknown-species"]

    func reference(_ text: String, _ species: String) -> String? {
        closestMatch(to: text, in: BreedCatalog.standard.breedsBySpecies[species] ?? [])
    }

    @Test("a suggestion is the reference's, asked once and asked again", arguments: species)
    func sameAsReference(_ species: String) {
        let catalog = BreedCatalog.standard
        for _ in 0..<2 {
            for value in Self.values {
                #expect(
                    catalog.suggestion(for: value, species: species) == reference(value, species),
                    "\(value) (\(species))")
            }
        }
    }

    @Test("past its capacity the memo keeps no more and still answers as the reference does")
    func pastCapacity() {
        let memo = SuggestionMemo(capacity: 3)
        let breeds = BreedCatalog.standard.breedsBySpecies["dog"] ?? []
        for _ in 0..<2 {
            for value in Self.values {
                let answer = memo.suggestion(for: value, species: "dog") { closestMatch(to: value, in: breeds) }
                #expect(answer == reference(value, "dog"), "\(value)")
            }
        }
        #expect(memo.count == 3)
    }

    @Test("a kept answer is given without working it out again")
    func keptAnswer() {
        let memo = SuggestionMemo()
        #expect(memo.suggestion(for: "Beagel", species: "dog") { "Beagle" } == "Beagle")
        #expect(
            memo.suggestion(for: "Beagel", species: "dog") {
                Issue.record("worked out again"); return nil
            } == "Beagle")
        #expect(memo.suggestion(for: "Teddy Bear", species: "dog") { nil } == nil)
        #expect(
            memo.suggestion(for: "Teddy Bear", species: "dog") {
                Issue.record("worked out again"); return "Boxer"
            } == nil)
    }
}
