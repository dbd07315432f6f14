import Testing
import VetNetMapping
import VetNetPipeline

@testable import VetNetInspect

@Suite struct AgeDraftTests {
    @Test("Ages as text map to age, counted back from the intake date in its format")
    func ageFromIntake() throws {
        let draft = try draftOf(
            """
            animal_id,animal_name,animal_type,animal_age,intake_date,outcome_date
            A1,Biscuit,Dog,2 years 3 months,2025-03-02 09:15:00,2025-04-01 10:00:00
            A2,Pepper,Cat,4 yrs,2025-04-11 14:02:00,2025-05-01 10:00:00
            A3,Clover,Rabbit,10 weeks,2025-06-01 10:00:00,2025-07-01 10:00:00
            """)
        let age = try #require(draft.field("age", of: "animals"))
        #expect(age.columns == ["animal_age"])
        #expect(age.asOfColumn == "intake_date")
        #expect(age.formats == ["yyyy-MM-dd HH:mm:ss"])
        #expect(
            draft.yaml.contains(#"age: { column: animal_age, asOfColumn: intake_date, format: "yyyy-MM-dd HH:mm:ss" }"#)
        )
        let config = try draft.decoded()
        #expect(config.sources[1].mapping.fields["age"] != nil)
    }

    @Test("An age at outcome counts back from the outcome date; with no intake or visit date, from the run's asOf")
    func ageDates() throws {
        let outcome = try draftOf(
            "id,Age upon Outcome,Intake Date,Outcome Date\nA1,2 years,2025-01-01,2025-02-01\nA2,3 months,2025-01-05,2025-03-01\n"
        )
        #expect(outcome.field("age", of: "animals")?.asOfColumn == "Outcome Date")
        let none = try draftOf(
            "id,Name,Species,Alter,Geburtsort\nA1,Rex,Hund,2 Jahre,Bern\nA2,Mia,Katze,3 Monate,Basel\n")
        let age = try #require(none.field("age", of: "animals"))
        #expect(age.asOfColumn == nil)
        #expect(age.formats.isEmpty)
        #expect(age.reasons.contains { $0.contains("run's asOf") })
    }

    @Test("A column named as an age maps when it holds ages or bare numbers, not words such as adult")
    func ageByName() throws {
        #expect(
            try draftOf("id,Name,Species,age\nA1,Rex,Dog,11\nA2,Mia,Cat,1.5\nA3,Tom,Cat,3\n").field(
                "age", of: "animals") != nil)
        // Whole numbers all different look like IDs too.
        #expect(
            try draftOf("id,Name,Species,age\nA1,Rex,Dog,11\nA2,Mia,Cat,4\nA3,Tom,Cat,3\n").field("age", of: "animals")
                != nil)
        let words = try draftOf("id,Name,Species,age\nA1,Rex,Dog,adult\nA2,Mia,Cat,young\nA3,Tom,Cat,adult\n")
        #expect(words.field("age", of: "animals") == nil)
        #expect(words.sources.last?.unmapped.map(\.column) == ["age"])
    }

    @Test("Ages without birth dates lower patient.birth-date-missing to a warning, saying why")
    func birthDateSeverity() throws {
        let draft = try draftOf(
            "id,Name,Species,Breed,leeftijd\nA1,Rex,hond,Beagle,4 jaar\nA2,Mia,kat,Siamese,2 jaar\n")
        let severity = try #require(draft.sources.last?.severities.first { $0.code == "patient.birth-date-missing" })
        #expect(severity.level == "warning")
        #expect(severity.reason.contains("has ages, not birth dates"))
    }
}
