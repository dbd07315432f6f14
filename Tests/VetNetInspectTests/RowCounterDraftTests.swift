import Foundation
import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct RowCounterDraftTests {
    @Test(
        "A row counter is passed over for the named ID column even when that repeats, which then drafts repeatedIds, and the comment says why"
    )
    func namedIDOverCounter() throws {
        let draft = try draftOf(
            """
            _id,AnimalID,AnimalName,AnimalType,IntakeDate
            1,A100,Rex,Dog,2024-07-01T00:00:00
            2,A101,Mia,Cat,2024-07-02T00:00:00
            3,A100,Rex,Dog,2024-08-01T00:00:00
            4,A102,Tom,Cat,2024-08-03T00:00:00
            """)
        let id = try #require(draft.field("sourceId", of: "animals"))
        #expect(id.columns == ["AnimalID"])
        #expect(id.reasons.contains("\"_id\" passed over: row numbers 1..4, a counter of the export, not an ID"))
        let source = try #require(draft.sources.last)
        #expect(source.repeatedIds?.keep == "latest")
        #expect(source.repeatedIds?.orderBy == "IntakeDate")
        #expect(source.unmapped.first { $0.column == "_id" }?.note == "row numbers 1..4")
        #expect(try draft.decoded().sources[1].repeatedIds.orderBy == "IntakeDate")
    }

    @Test(
        "When the only ID-like column counts the rows, from any number, the draft maps no sourceId and says how to take it for a one-off migration"
    )
    func onlyACounter() throws {
        let draft = try draftOf(
            """
            No,Name,Species,Intake
            1001,Rex,Dog,2024-07-01
            1002,Mia,Cat,2024-07-02
            1003,Tom,Cat,2024-07-03
            """)
        let source = try #require(draft.sources.last)
        #expect(source.fields.first { $0.key == "sourceId" } == nil)
        #expect(source.lacksSourceID)
        #expect(source.rowCounters.map(\.name) == ["No"])
        #expect(draft.yaml.contains("      # \"No\" holds row numbers 1001..1003: a counter of the export, not an ID."))
        #expect(draft.yaml.contains("this export cannot feed nightly"))
        #expect(draft.yaml.contains("\n      # sourceId: \"No\"\n"))
        #expect(!draft.yaml.contains("# sourceId: COLUMN"))
        #expect(throws: (any Error).self) { try draft.decoded() }
        let uncommented = draft.yaml.replacingOccurrences(
            of: "      # sourceId: \"No\"", with: "      sourceId: \"No\"")
        let config = try PipelineFileDecoder.decode(yaml: uncommented, file: "/tmp/draft/pipeline.yml")
        #expect(config.sources[1].mapping.fields["sourceId"]?.columns == ["No"])
    }

    @Test("A blank column of a data frame's row numbers from 0 is not taken by its values as the ID")
    func blankIndexColumn() throws {
        let draft = try draftOf(
            """
            ,name,species,tag
            0,Rex,Dog,T-77
            1,Mia,Cat,T-12
            2,Tom,Cat,T-40
            """)
        let id = try #require(draft.field("sourceId", of: "animals"))
        #expect(id.columns == ["tag"])
        #expect(id.reasons.contains("\"Column 1\" passed over: row numbers 0..2, a counter of the export, not an ID"))
    }

    @Test(
        "A column named as the animal's own ID is taken even when its numbers run without a gap, with a caution; IDs with gaps are taken as before"
    )
    func ownIDWithoutGaps() throws {
        let draft = try draftOf("PatientID,Name,Species\n1,Rex,Dog\n2,Mia,Cat\n3,Tom,Cat\n")
        let id = try #require(draft.field("sourceId", of: "animals"))
        #expect(id.columns == ["PatientID"])
        #expect(id.reasons.contains { $0.hasPrefix("its values run 1..3 in row order, as row numbers do: check") })
        #expect(try #require(draft.sources.last).rowCounters.isEmpty)

        let gaps = try draftOf("_id,Name,Species\n1,Rex,Dog\n2,Mia,Cat\n4,Tom,Cat\n")
        #expect(gaps.field("sourceId", of: "animals")?.columns == ["_id"])
        #expect(
            gaps.field("sourceId", of: "animals")?.reasons == [
                "\"_id\" by its name: values look like IDs (all different)"
            ])
    }
}
