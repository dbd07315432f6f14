import Testing

@testable import VetNetDedupe

@Suite("Breed keys")
struct BreedKeyTests {
    @Test(
        "two breeds compare as one animal's could: a mix matches its parts, two pure breeds or unrelated mixes differ",
        arguments: [
            ("Labrador Retriever", "Labrador Retriever", "exact"),
            ("Labrador Retriever", "labrador  retriever", "exact"),
            ("Labrador Retriever Mix", "Labrador Retriever", "compatible"),
            ("Border Collie Mix", "German Shorthaired Pointer", "different"),
            ("Poodle / Bichon Frise", "Bichon Frise", "compatible"),
            ("Lab x Poodle", "Poodle Mix", "compatible"),
            ("Lab Cross", "Collie Cross", "different"),
            ("Beagle", "Basset Hound", "different"),
            ("Mixed Breed", "Beagle", "missing"),
            ("Unknown", "Beagle", "missing"),
            ("Domestic Shorthair", "Domestic Shorthair", "exact"),
            ("Domestic Shorthair", "Domestic Longhair", "different"),
            ("Domestic Shorthair Mix", "Domestic Shorthair", "compatible"),
            ("", "Beagle", "missing"),
        ] as [(String, String, String)])
    func compare(first: String, second: String, verdict: String) {
        #expect(BreedKey(first).compare(BreedKey(second)).rawValue == verdict)
        #expect(BreedKey(second).compare(BreedKey(first)).rawValue == verdict)
    }

    @Test("no breed at all is missing, never a breed of its own")
    func nilIsMissing() {
        #expect(BreedKey(nil).isMissing)
        #expect(BreedKey(nil).compare(BreedKey(nil)) == .missing)
    }
}
