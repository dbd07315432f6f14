import Testing

@testable import VetNetInspect

@Suite struct SpeciesMapDraftTests {
    @Test("A species word the catalog knows needs no map: House Rabbit is read as rabbit, Rat as rodent")
    func knownWords() throws {
        let rows = ["Dog", "Cat", "House Rabbit", "House Rabbit", "Rat", "Rat", "Dog", "Cat"].enumerated()
            .map { "A\($0.offset),Rex,\($0.element)" }
        let draft = try draftOf("id,Name,Species\n" + rows.joined(separator: "\n") + "\n")
        let species = try #require(draft.field("species", of: "animals"))
        #expect(species.map.isEmpty)
        #expect(draft.yaml.contains("House Rabbit = rabbit"))
        #expect(draft.yaml.contains("Rat = rodent"))
    }

    @Test("A word that only contains a species word (Rabbit Hound) is not read as that species")
    func containedWord() throws {
        let rows = ["Dog", "Cat", "Rabbit Hound", "Rabbit Hound", "Dog", "Cat"].enumerated()
            .map { "A\($0.offset),Rex,\($0.element)" }
        let draft = try draftOf("id,Name,Species\n" + rows.joined(separator: "\n") + "\n")
        let species = try #require(draft.field("species", of: "animals"))
        #expect(species.map.first { $0.from == "Rabbit Hound" }?.to == "other")
    }
}
