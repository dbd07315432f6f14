import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct SexMapDraftTests {
    /// A patient export whose sex column holds `values`, one per row, and the draft's sex field.
    func sexField(_ values: [String]) throws -> (FieldDraft, PipelineDraft) {
        let rows = values.enumerated().map { "A\($0.offset),Pet\($0.offset),Dog,\($0.element)" }
        let draft = try draftOf((["ID,Name,Species,Sex"] + rows).joined(separator: "\n") + "\n")
        return (try #require(draft.field("sex", of: "animals")), draft)
    }

    @Test("Beside SPAYED, a bare NEUTERED is mapped to male-neutered, and the run reads it so")
    func neuteredBesideSpayed() throws {
        let (sex, draft) = try sexField(["NEUTERED", "SPAYED", "MALE", "FEMALE", "UNKNOWN", "NEUTERED", "SPAYED"])
        #expect(sex.map.map(\.from) == ["NEUTERED"])
        #expect(sex.map.map(\.to) == ["male-neutered"])
        #expect(sex.map[0].comment.hasPrefix("2× - beside SPAYED, the word for neutered males"))
        #expect(
            sex.reasons.last
                == "read without a map: SPAYED = female-spayed, FEMALE = female, MALE = male, UNKNOWN = unknown")
        #expect(try draft.decoded().sources[1].mapping.fields["sex"]?.valueMap == ["neutered": "male-neutered"])
    }

    @Test("Any case of the words does: Spayed and Neutered")
    func mixedCase() throws {
        let (sex, _) = try sexField(["Spayed", "Neutered", "Male", "Female", "Neutered"])
        #expect(sex.map.map(\.from) == ["Neutered"])
        #expect(sex.map.map(\.to) == ["male-neutered"])
    }

    @Test("NEUTERED without SPAYED, or beside a word of its own for neutered males, is read without a map as before")
    func neuteredAlone() throws {
        let (alone, _) = try sexField(["NEUTERED", "MALE", "FEMALE", "NEUTERED"])
        #expect(alone.map.isEmpty)
        #expect(alone.reasons.last?.contains("NEUTERED = unknown") == true)
        let (withMales, _) = try sexField(["NEUTERED", "SPAYED", "MN", "FEMALE", "NEUTERED", "SPAYED"])
        #expect(withMales.map.isEmpty)
        #expect(withMales.reasons.last?.contains("NEUTERED = unknown") == true)
    }
}
