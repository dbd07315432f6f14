import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct ColorDraftTests {
    @Test(
        "A colour column is mapped to color by its name, in English, German, French or Dutch",
        arguments: [
            "Color", "Colour", "Coat", "CoatColor", "coat_colour", "Markings", "Farbe", "couleur", "animal_color",
            "basecolour", "BASECOLOURNAME",
        ])
    func oneColumn(column: String) throws {
        let draft = try draftOf("id,Name,Species,\(column)\nA1,Rex,Dog,Black/White\nA2,Mia,Cat,Calico\n")
        let color = try #require(draft.field("color", of: "animals"))
        #expect(color.columns == [column])
        #expect(color.join == nil)
        #expect(HeaderVocabulary.field(for: column, entity: .owner) == nil)
    }

    @Test("A primary and a secondary colour become one color field joined with \"/\"")
    func twoColumns() throws {
        let draft = try draftOf(
            "AnimalID,AnimalName,AnimalType,PrimaryColor,SecondaryColor\nA1,Daisy,CAT,CALICO,TRI\nA2,Rex,DOG,BLACK,\n")
        let color = try #require(draft.field("color", of: "animals"))
        #expect(color.columns == ["PrimaryColor", "SecondaryColor"])
        #expect(color.join == "/")
        #expect(draft.yaml.contains(#"color: { columns: [PrimaryColor, SecondaryColor], join: "/" }"#))
        #expect(try draft.decoded().sources[1].mapping.fields["color"]?.join == "/")
    }
}
