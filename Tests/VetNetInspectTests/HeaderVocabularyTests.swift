import Testing
import VetNetInspect
import VetNetMapping

@Suite struct HeaderVocabularyTests {
    @Test(
        "Owner column names of several vendors and languages",
        arguments: [
            ("Client ID", "sourceId"), ("OwnerID", "sourceId"), ("Kundennummer", "sourceId"), ("Acct", "sourceId"),
            ("Nachname", "lastName"), ("Vorname", "firstName"), ("Prénom", "firstName"), ("surname", "lastName"),
            ("E-Mail", "email"), ("Home Phone", "phone"), ("Phone (2)", "phone"), ("Straße", "address.line1"),
            ("PLZ", "address.postalCode"), ("Zip", "address.postalCode"), ("Geändert", "updatedAt"),
            ("Client Since", "createdAt"), ("Owner Email", "email"), ("client_first_name", "firstName"),
        ])
    func ownerNames(header: String, field: String) {
        #expect(HeaderVocabulary.field(for: header, entity: .owner) == field)
    }

    @Test(
        "Patient column names of several vendors and languages",
        arguments: [
            ("animal_name", "name"), ("Pet Name", "name"), ("AnimalID", "sourceId"), ("OwnerID", "ownerSourceId"),
            ("Client ID", "ownerSourceId"), ("DOB", "birthDate"), ("Geburtsdatum", "birthDate"), ("Sex", "sex"),
            ("Geschlecht", "sex"), ("Breed", "breed"), ("Rasse", "breed"), ("Chip", "microchip"),
            ("Chip No", "microchip"),
            ("Tierart", "species"), ("Animal Type", "species"), ("WeightLb", "weight"), ("Pet Sex", "sex"),
            // An impound register's: a docket per impound, the dog's name.
            ("Docket #", "sourceId"), ("Docket Number", "sourceId"), ("Dog Name", "name"), ("Cat Name", "name"),
        ])
    func patientNames(header: String, field: String) {
        #expect(HeaderVocabulary.field(for: header, entity: .patient) == field)
    }

    @Test(
        "Registers' and impound exports' column names: the dog's or cat's name and ID, docket numbers, breed and gender descriptions, birth years",
        arguments: [
            ("Dog Name", "name"), ("Cat Name", "name"), ("Pet Name", "name"), ("Animal Name", "name"),
            ("AnimalName", "name"), ("Dog ID", "sourceId"), ("Animal ID", "sourceId"), ("Pet ID", "sourceId"),
            ("Cat ID", "sourceId"), ("Docket #", "sourceId"), ("Docket Number", "sourceId"),
            ("Animal Breed2 Description", "breed"), ("Animal Breed1 Description", "breed"), ("Breed2", "breed"),
            ("Secondary Breed", "breed"), ("Dog Breed", "breed"), ("Animal Gender Description", "sex"),
            ("AnimalGender", "sex"), ("AnimalBirthYear", "birthDate"), ("Birth Year", "birthDate"),
            ("Year of Birth", "birthDate"),
        ])
    func registerNames(header: String, field: String) {
        #expect(HeaderVocabulary.field(for: header, entity: .patient) == field)
    }

    @Test("A birth year is told from a birth date by its name; an ID by its name, for either entity")
    func birthYearAndID() {
        for header in ["AnimalBirthYear", "Birth Year", "Year of Birth", "YOB", "Geburtsjahr"] {
            #expect(HeaderVocabulary.isBirthYear(header), "\(header)")
        }
        for header in ["DOB", "Birth Date", "Year", "Category"] {
            #expect(!HeaderVocabulary.isBirthYear(header), "\(header)")
        }
        #expect(HeaderVocabulary.namesID("Docket #") && HeaderVocabulary.namesID("Client ID"))
        #expect(!HeaderVocabulary.namesID("Dog Name") && !HeaderVocabulary.namesID("Phone"))
    }

    @Test(
        "Ages, dates of death and notes of any kind by their names",
        arguments: [
            ("age", "age"), ("animal_age", "age"), ("Alter", "age"), ("âge", "age"), ("leeftijd", "age"),
            ("Age upon Outcome", "age"), ("deceased_date", "deceased"), ("date_of_death", "deceased"),
            ("outcome_is_dead", "deceased"), ("Sterbedatum", "deceased"), ("behaviour_note", "notes"),
            ("Medical Notes", "notes"), ("Kennel Comments", "notes"), ("Bemerkung", "notes"), ("comments", "notes"),
        ])
    func patientEventNames(header: String, field: String) {
        #expect(HeaderVocabulary.field(for: header, entity: .patient) == field)
    }

    @Test(
        "An owner column naming an organisation is the organization, never a person's name",
        arguments: [
            "organization", "Organisation", "Company", "business_name", "Firma", "Agency",
        ])
    func organizationNames(header: String) {
        #expect(HeaderVocabulary.field(for: header, entity: .owner) == "organization")
    }

    @Test("Notes are an animal's: an owner column ending in note maps to nothing; altered is not an age")
    func notesOfAnimalsOnly() {
        #expect(HeaderVocabulary.field(for: "client_notes", entity: .owner) == nil)
        #expect(HeaderVocabulary.field(for: "Altered", entity: .patient) == "neutered")
        #expect(HeaderVocabulary.field(for: "Agent", entity: .owner) == nil)
    }

    @Test("Names of no field are left alone", arguments: ["Salutation", "Intake", "Kennel", "license_issue_date", ""])
    func unknownNames(header: String) {
        #expect(HeaderVocabulary.field(for: header, entity: .owner) == nil)
        #expect(HeaderVocabulary.field(for: header, entity: .patient) == nil)
    }

    @Test("Weight units from the column name; a unit column by its name")
    func weightUnits() {
        #expect(HeaderVocabulary.weightUnit(in: "WeightLb") == "lb")
        #expect(HeaderVocabulary.weightUnit(in: "Weight (lbs)") == "lb")
        #expect(HeaderVocabulary.weightUnit(in: "Gewicht kg") == "kg")
        #expect(HeaderVocabulary.weightUnit(in: "Weight") == nil)
        #expect(HeaderVocabulary.isWeightUnitColumn("Wt Unit"))
        #expect(!HeaderVocabulary.isWeightUnitColumn("Weight"))
    }
}
