import Testing
import VetNetCore
@testable import VetNetValidation

/// The standard catalog, which remembers the values it took apart, against a catalog that remembers nothing.
@Suite("Breed values taken apart once")
struct BreedAnswerMemoTests {
    static let pieces = [
        "Lab", "Labrador", " Retriever", "Retriever, Labrador", "Poodle", " - Standard", " Mix", " X ", " Cross", "/",
        " & ", "+", "×", ";", " (black)", "(", ")", "Persian", "Siamese", " and ", "Tan", " x ", "Doberman Pinsch",
        "Unknown", "Mixed Breed", "Mongrel", "Bichon", "Holland Lop", ", ", " ", "é", "Teddy Bear", "Abyssinian",
    ]
    static let species = ["dog", "cat", "rabbit", "guinea-pig", "bird", "reptile", "other"]

    @Test("a remembered answer is the answer worked out anew, asked once and asked again, for random values")
    func rememberedMatchesWorkedOut() {
        let reference = BreedCatalog(BreedCatalog.table, answersKept: 0)
        let catalog = BreedCatalog(BreedCatalog.table)
        var random = SplitMix64(seed: 0xB8EE)
        let values = (0..<600).map { _ in random.text(from: Self.pieces, maxPieces: 4) }
        for _ in 0..<2 {
            for value in values {
                let species = random.pick(Self.species)
                #expect(
                    catalog.resolve(value, species: species) == reference.resolve(value, species: species),
                    "\(value.debugDescription) (\(species))")
            }
        }
    }

    @Test("past its capacity the memo keeps no more and still answers")
    func pastCapacity() {
        let memo = AnswerMemo<BreedMatch>(capacity: 2)
        for value in ["a", "b", "c", "a", "c"] {
            #expect(memo.answer(for: value, scope: "dog") { .unknown } == .unknown)
        }
        #expect(memo.count == 2)
    }
}
