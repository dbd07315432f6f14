import Testing
import VetNetCore
@testable import VetNetMapping
import VetNetTestSupport

@Suite("Constant values, joined columns, presence flags, organisations and ages")
struct MappingKeysTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    func raw(_ values: [String?], line: Int = 2) -> RawRecord {
        RawRecord(location: SourceLocation(file: "in.csv", line: line, recordIndex: line - 1), fields: values)
    }

    func patientMapper(_ extra: [String: FieldSpec], columns: [String]) throws -> RecordMapper {
        var fields: [String: FieldSpec] = ["sourceId": FieldSpec(column: "ID"), "name": FieldSpec(column: "Name")]
        fields["ownerSourceId"] = FieldSpec(constant: "SHELTER")
        fields.merge(extra) { _, new in new }
        let mapping = SourceMapping(source: "pets", entity: .patient, ownerSource: "shelter", fields: fields)
        return try RecordMapper(mapping: mapping, columns: ["ID", "Name"] + columns, asOf: asOf, file: "in.csv")
    }

    @Test("a constant value is every record's, with no column behind it")
    func constant() throws {
        let mapper = try patientMapper(["species": FieldSpec(constant: "dog")], columns: [])
        let mapped = try #require(mapper.patient(raw(["7", "Rex"]), RecordingCollector()))
        #expect(mapped.ownerSourceId == "SHELTER")
        #expect(mapped.patient.species == "dog")
        #expect(mapped.patient.ownerId == StableID.owner(source: "shelter", sourceId: "SHELTER"))
    }

    @Test("joined columns keep every non-empty value in column order, and nothing when all are empty")
    func joined() throws {
        var notes = FieldSpec(columns: ["A", "B", "C"])
        notes.join = "; "
        let mapper = try patientMapper(["notes": notes], columns: ["A", "B", "C"])
        let both = try #require(mapper.patient(raw(["7", "Rex", "calm", " ", "adopted"]), RecordingCollector()))
        #expect(both.patient.notes == "calm; adopted")
        let none = try #require(mapper.patient(raw(["8", "Max", "", nil, " "]), RecordingCollector()))
        #expect(none.patient.notes == nil)
    }

    @Test(
        "a presence flag is yes for any value and no for an empty one",
        arguments: [("2024-02-10", false), ("yes", false), ("", true), ("  ", true)])
    func presence(value: String, active: Bool) throws {
        var deceased = FieldSpec(column: "Died")
        deceased.present = true
        let mapper = try patientMapper(["deceased": deceased], columns: ["Died"])
        let collector = RecordingCollector()
        let mapped = try #require(mapper.patient(raw(["7", "Rex", value]), collector))
        #expect(mapped.patient.isActive == active)
        #expect(collector.diagnostics.isEmpty)
    }

    @Test("an age becomes an estimated birth date counted back from its own date column, with a note")
    func ageFromItsDate() throws {
        var age = FieldSpec(columns: ["Age"], formats: [DatePattern("yyyy-MM-dd HH:mm:ss")!])
        age.asOfColumn = "Intake"
        let mapper = try patientMapper(["age": age], columns: ["Age", "Intake"])
        let collector = RecordingCollector()
        let mapped = try #require(
            mapper.patient(raw(["7", "Rex", "9 years 2 months.", "2020-05-10 14:30:00"]), collector))
        #expect(mapped.patient.birthDate == LocalDate(year: 2011, month: 3, day: 10))
        #expect(mapped.patient.birthDateEstimated)
        #expect(collector.codes == ["patient.birth-date-estimated"])
        #expect(collector.diagnostics.first?.severity == .note)
    }

    @Test("a birth year alone (format yyyy) is an estimated birth date on 1 January of that year, with no finding")
    func birthYear() throws {
        let born = FieldSpec(columns: ["Born"], formats: [DatePattern("yyyy")!, DatePattern("dd/MM/yyyy")!])
        let mapper = try patientMapper(["birthDate": born], columns: ["Born"])
        let collector = RecordingCollector()
        let year = try #require(mapper.patient(raw(["7", "Rex", "2020"]), collector))
        #expect(year.patient.birthDate == LocalDate(year: 2020, month: 1, day: 1))
        #expect(year.patient.birthDateEstimated)
        #expect(collector.diagnostics.isEmpty)
        let day = try #require(mapper.patient(raw(["8", "Max", "14/03/2019"]), RecordingCollector()))
        #expect(day.patient.birthDate == LocalDate(year: 2019, month: 3, day: 14))
        #expect(!day.patient.birthDateEstimated)
        let wrong = RecordingCollector()
        _ = mapper.patient(raw(["9", "Bo", "20201"]), wrong)
        #expect(wrong.codes == ["map.unparseable-date"])
    }

    @Test("a birth date the record gives wins over its age; without an age column the run's date is the reference")
    func explicitBirthDateWins() throws {
        let mapper = try patientMapper(
            ["age": FieldSpec(column: "Age"), "birthDate": FieldSpec(column: "DOB")], columns: ["Age", "DOB"])
        let given = try #require(mapper.patient(raw(["7", "Rex", "3", "2019-04-01"]), RecordingCollector()))
        #expect(given.patient.birthDate == LocalDate(year: 2019, month: 4, day: 1))
        #expect(!given.patient.birthDateEstimated)
        let estimated = try #require(mapper.patient(raw(["8", "Max", "3", ""]), RecordingCollector()))
        #expect(estimated.patient.birthDate == LocalDate(year: 2023, month: 11, day: 20))
        #expect(estimated.patient.birthDateEstimated)
    }

    @Test("an age that cannot be read, or whose date cannot, leaves the birth date out with a warning")
    func unreadableAge() throws {
        var age = FieldSpec(column: "Age")
        age.asOfColumn = "Intake"
        let mapper = try patientMapper(["age": age], columns: ["Age", "Intake"])
        for (values, code) in [
            (["adult", "2024-01-01"], "map.unparseable-age"), (["3 years", ""], "map.unparseable-age"),
            (["3 years", "01/02/2024"], "map.unparseable-date"),
        ] {
            let collector = RecordingCollector()
            let mapped = try #require(mapper.patient(raw(["7", "Rex"] + values), collector))
            #expect(mapped.patient.birthDate == nil)
            #expect(collector.codes == [DiagnosticCode(rawValue: code)])
            #expect(collector.diagnostics.allSatisfy { $0.severity == .warning })
        }
    }

    @Test("an organisation keeps its whole name and is not split into a first and last name")
    func organization() throws {
        let mapping = SourceMapping(
            source: "clients", entity: .owner,
            fields: [
                "sourceId": FieldSpec(column: "ID"), "organization": FieldSpec(column: "Org"),
                "fullName": FieldSpec(column: "Name"),
            ])
        let mapper = try RecordMapper(mapping: mapping, columns: ["ID", "Org", "Name"], asOf: asOf, file: "in.csv")
        let agency = try #require(
            mapper.owner(raw(["1", "County Animal Control", "County Animal Control"]), RecordingCollector()))
        #expect(agency.organization == "County Animal Control")
        #expect(agency.firstName == nil && agency.lastName == nil)
        let person = try #require(mapper.owner(raw(["2", "", "Robert Smith"]), RecordingCollector()))
        #expect(person.organization == nil)
        #expect(person.firstName == "Robert" && person.lastName == "Smith")
    }

    @Test("a constant source ID names every record the same, also where a record's ID is looked up alone")
    func constantSourceID() throws {
        let mapping = SourceMapping(
            source: "shelter", entity: .owner, fields: ["sourceId": FieldSpec(constant: "SHELTER")])
        let mapper = try RecordMapper(mapping: mapping, columns: ["Anything"], asOf: asOf, file: "in.csv")
        #expect(mapper.sourceID(of: raw(["x"])) == "SHELTER")
        #expect(mapper.owner(raw(["x"]), RecordingCollector())?.sources.first?.sourceId == "SHELTER")
    }
}

@Suite("A single name column holding an organisation")
struct OrganizationNameTests {
    @Test(
        "names with an organisation's words are organisations",
        arguments: [
            "County Animal Control", "Happy Paws Rescue Inc.", "Tierheim Berlin e.V.", "Stichting Dierenhulp",
            "SMITH FARMS", "Long Beach Animal Care Services", "Humane Society of Tulsa", "Acme Co.",
        ])
    func organizations(name: String) {
        #expect(OrganizationName.isOrganization(name))
    }

    @Test(
        "people's names are not",
        arguments: [
            "Robert Smith", "SMITH, ROBERT", "Anne-Marie O'Neil", "Jan de Vries", "Zoë Müller", "Co Bui", "Inca Lee",
        ])
    func people(name: String) {
        #expect(!OrganizationName.isOrganization(name))
    }

    @Test("an owner whose one name column holds an organisation keeps it whole as the organisation")
    func mapped() throws {
        let mapping = SourceMapping(
            source: "clients", entity: .owner,
            fields: ["sourceId": FieldSpec(column: "ID"), "fullName": FieldSpec(column: "Name")])
        let mapper = try RecordMapper(
            mapping: mapping, columns: ["ID", "Name"], asOf: LocalDate(year: 2026, month: 1, day: 1)!, file: "in.csv")
        let raw = RawRecord(
            location: SourceLocation(file: "in.csv", line: 2, recordIndex: 1), fields: ["1", "County Animal Control"])
        let owner = try #require(mapper.owner(raw, RecordingCollector()))
        #expect(owner.organization == "County Animal Control")
        #expect(owner.firstName == nil && owner.lastName == nil)
    }
}

@Suite("Words exports write for no value")
struct MissingValueTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    @Test(
        "NA, #N/A, NULL and the like in a date, weight, yes/no or age field read as empty, with no finding",
        arguments: ["NA", "n/a", "#N/A", "NULL", "None", "-"])
    func placeholders(word: String) throws {
        var died = FieldSpec(column: "Died")
        died.present = true
        let mapping = SourceMapping(
            source: "pets", entity: .patient, ownerSource: "o",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"),
                "birthDate": FieldSpec(column: "DOB"), "weight": FieldSpec(column: "Kg"),
                "inactive": FieldSpec(column: "Gone"),
                "deceased": died,
            ])
        let mapper = try RecordMapper(
            mapping: mapping, columns: ["ID", "Owner", "Name", "DOB", "Kg", "Gone", "Died"], asOf: asOf, file: "in.csv")
        let collector = RecordingCollector()
        let raw = RawRecord(
            location: SourceLocation(file: "in.csv", line: 2, recordIndex: 1),
            fields: ["1", "O", "Rex", word, word, word, word])
        let patient = try #require(mapper.patient(raw, collector)).patient
        #expect(patient.birthDate == nil && patient.weightKg == nil && patient.isActive)
        #expect(collector.diagnostics.isEmpty)
    }

    @Test("a value that only starts like one is still reported as unreadable")
    func notPlaceholders() throws {
        let mapping = SourceMapping(
            source: "pets", entity: .patient, ownerSource: "o",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"), "birthDate": FieldSpec(column: "DOB"),
            ])
        let mapper = try RecordMapper(
            mapping: mapping, columns: ["ID", "Owner", "Name", "DOB"], asOf: asOf, file: "in.csv")
        for word in ["NAN-2019", "nah", "N.A.B."] {
            let collector = RecordingCollector()
            _ = mapper.patient(
                RawRecord(
                    location: SourceLocation(file: "in.csv", line: 2, recordIndex: 1), fields: ["1", "O", "Rex", word]),
                collector)
            #expect(collector.codes == ["map.unparseable-date"], "\(word)")
        }
    }
}
