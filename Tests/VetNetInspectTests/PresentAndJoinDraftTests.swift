import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct PresentAndJoinDraftTests {
    @Test(
        "A yes/no field whose column holds dates reads any value as yes; a yes/no column stays plain",
        arguments: [
            ("deceased_date", "2025-09-12", true), ("date_of_death", "12.09.2025", true),
            ("outcome_is_dead", "TRUE", false),
            ("Deceased", "Y", false),
        ])
    func deceased(column: String, value: String, present: Bool) throws {
        let other = value == "TRUE" ? "FALSE" : value == "Y" ? "N" : ""
        let draft = try draftOf(
            "id,Name,Species,\(column)\nA1,Rex,Dog,\(value)\nA2,Mia,Cat,\(other)\nA3,Tom,Cat,\(other)\n")
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(deceased.columns == [column])
        #expect(deceased.present == present)
        #expect(draft.yaml.contains("deceased: { column: \(column), present: true }") == present)
    }

    @Test(
        "A date column with a value that is not a date among its dates is not read as present: it would read as yes")
    func notADate() throws {
        let dates = (1...9).map { "A\($0),Rex,Dog,2025-01-0\($0)" }.joined(separator: "\n")
        let draft = try draftOf("id,Name,Species,date_of_death\n" + dates + "\nA10,Mia,Cat,see notes\n")
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(!deceased.present)
        #expect(deceased.reasons.last?.hasPrefix("1 value is not a date") == true)
    }

    @Test(
        "A death date column that writes NA or NULL for no date is read as present, as the run reads those words as no",
        arguments: ["NA", "NULL", "#N/A", "n/a"])
    func noDateWord(word: String) throws {
        let dates = (1...3).map { "A\($0),Rex,Dog,2018-02-1\($0)" }
        let none = (4...12).map { "A\($0),Mia,Cat,\(word)" }
        let draft = try draftOf("id,Name,Species,deceaseddate\n" + (dates + none).joined(separator: "\n") + "\n")
        let deceased = try #require(draft.field("deceased", of: "animals"))
        #expect(deceased.present)
        #expect(draft.yaml.contains("deceased: { column: deceaseddate, present: true }"))
    }

    @Test(
        "Free text in a yes/no field is read as present when most rows are empty, and left plain when most are filled")
    func freeText() throws {
        let rare = try draftOf("id,Name,Species,died\nA1,Rex,Dog,hit by car\nA2,Mia,Cat,\nA3,Tom,Cat,\n")
        #expect(rare.field("deceased", of: "animals")?.present == true)
        let common = try draftOf("id,Name,Species,died\nA1,Rex,Dog,hit by car\nA2,Mia,Cat,old age\nA3,Tom,Cat,\n")
        #expect(common.field("deceased", of: "animals")?.present == false)
    }

    @Test("Several note columns become one notes field joined with \"; \"; one alone is read plainly")
    func notes() throws {
        let draft = try draftOf(
            "id,Name,Species,behaviour_note,medical_note,Bemerkung\nA1,Rex,Dog,Shy,Dental,ok\nA2,Mia,Cat,,,\n")
        let notes = try #require(draft.field("notes", of: "animals"))
        #expect(notes.columns == ["behaviour_note", "medical_note", "Bemerkung"])
        #expect(notes.join == "; ")
        #expect(draft.yaml.contains(#"notes: { columns: [behaviour_note, medical_note, Bemerkung], join: "; " }"#))
        #expect(try draft.decoded().sources[1].mapping.fields["notes"]?.join == "; ")
        let single = try draftOf("id,Name,Species,comments\nA1,Rex,Dog,Shy\nA2,Mia,Cat,\n")
        #expect(single.field("notes", of: "animals")?.join == nil)
        #expect(single.yaml.contains("      notes: comments\n"))
    }
}
