import Testing
import VetNetCore
import VetNetMapping

@Suite("Mapping raw records to owners and patients")
struct RecordMapperTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    func raw(_ values: [String?], line: Int = 2) -> RawRecord {
        RawRecord(location: SourceLocation(file: "in.csv", line: line, recordIndex: line - 1), fields: values)
    }

    var patientMapping: SourceMapping {
        SourceMapping(
            source: "patients", entity: .patient, ownerSource: "clients",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"),
                "species": FieldSpec(columns: ["Species"], valueMap: ["k9": "dog"]),
                "sex": FieldSpec(columns: ["Sex"], valueMap: ["MK": "male-neutered"]),
                "birthDate": FieldSpec(
                    columns: ["DOB"], formats: [DatePattern("MM/dd/yyyy")!, DatePattern("yyyy-MM-dd")!]),
                "weight": FieldSpec(columns: ["Weight"], unit: .lb),
                "microchip": FieldSpec(column: "Chip"), "deceased": FieldSpec(column: "Dead"),
            ])
    }
    let patientColumns = ["ID", "Owner", "Name", "Species", "Sex", "DOB", "Weight", "Chip", "Dead"]

    @Test("a patient row is mapped with value maps, date formats, units and IDs")
    func patient() throws {
        let mapper = try RecordMapper(mapping: patientMapping, columns: patientColumns, asOf: asOf, file: "in.csv")
        let collector = RecordingCollector()
        let mapped = try #require(
            mapper.patient(
                raw(["5001", "1001", " Max ", "K9", "mk", "2019-03-14", "65.2", "985 112 003 456 789", "N"]), collector)
        )
        let patient = mapped.patient
        #expect(patient.name == "Max")
        #expect(patient.species == "dog")
        #expect(patient.sex == .male && patient.reproductiveStatus == .neutered)
        #expect(patient.birthDate == LocalDate(year: 2019, month: 3, day: 14))
        #expect(patient.age == PatientAge(years: 7, months: 8))
        #expect(patient.weightKg == 29.5742)
        #expect(patient.microchip == "985 112 003 456 789")  // normalized by validation, which knows chips
        #expect(patient.isActive)
        #expect(patient.ownerId == StableID.owner(source: "clients", sourceId: "1001"))
        #expect(patient.medicalId == MedicalID.make(source: "patients", sourceId: "5001"))
        #expect(patient.sources == [SourceRef(source: "patients", sourceId: "5001", line: 2)])
        #expect(mapped.ownerSourceId == "1001")
        #expect(collector.diagnostics.isEmpty)
    }

    @Test("a deceased animal is kept, inactive")
    func deceased() throws {
        let mapper = try RecordMapper(mapping: patientMapping, columns: patientColumns, asOf: asOf, file: "in.csv")
        let mapped = mapper.patient(
            raw(["5002", "1001", "Duke", "K9", "M", "01/02/2010", nil, nil, "Y"]), RecordingCollector())
        #expect(mapped?.patient.isActive == false)
    }

    @Test("records without a source ID or owner cannot be built; an unreadable birth date is an error finding")
    func rejections() throws {
        let mapper = try RecordMapper(mapping: patientMapping, columns: patientColumns, asOf: asOf, file: "in.csv")
        let collector = RecordingCollector()
        #expect(mapper.patient(raw([nil, "1001", "Max", "K9", "M", "2019-03-14", nil, nil, nil]), collector) == nil)
        let undated = mapper.patient(
            raw(["5003", "1001", "Max", "K9", "M", "31/02/2019", nil, nil, nil], line: 7), collector)
        #expect(undated != nil && undated?.patient.birthDate == nil)
        #expect(mapper.patient(raw(["5004", nil, "Max", "K9", "M", "2019-03-14", nil, nil, nil]), collector) == nil)
        #expect(collector.codes == ["map.missing-source-id", "map.unparseable-date", "map.missing-required"])
        #expect(collector.diagnostics.allSatisfy { $0.severity == .error })
        let dateProblem = collector.diagnostics[1]
        #expect(dateProblem.location?.line == 7)
        #expect(dateProblem.location?.field == "DOB")
        #expect(dateProblem.value == "31/02/2019")
        #expect(dateProblem.recordID == "5003")
        #expect(!dateProblem.description.contains("31/02/2019"))
        #expect(dateProblem.message(showingValue: true).contains("\"31/02/2019\""))
    }

    @Test("unusable optional values are dropped with a warning and the record is kept")
    func warnings() throws {
        let mapper = try RecordMapper(mapping: patientMapping, columns: patientColumns, asOf: asOf, file: "in.csv")
        let collector = RecordingCollector()
        let mapped = mapper.patient(
            raw(["5005", "1001", "Rex", "K9", "XY", "2019-03-14", "heavy", nil, "perhaps"]), collector)
        #expect(mapped != nil)
        #expect(mapped?.patient.weightKg == nil)
        #expect(mapped?.patient.sex == .unknown)
        #expect(collector.codes == ["map.unmapped-value", "map.unparseable-number", "map.unparseable-boolean"])
        #expect(collector.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("a mapped column the input lacks is an error that names the nearest column and lists them all")
    func unknownColumn() {
        var mapping = patientMapping
        mapping.fields["name"] = FieldSpec(column: "Nmae")
        #expect {
            try RecordMapper(mapping: mapping, columns: patientColumns, asOf: asOf, file: "in.csv")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.code == "pipeline.unknown-column" && diagnostic.message.contains("Did you mean \"Name\"?")
                && diagnostic.notes.first?.contains("\"Chip\"") == true
        }
    }

    @Test(
        "a header read as one column because the file uses another delimiter names that delimiter",
        arguments: [(";", ";"), ("\t", "\\t"), ("|", "|")])
    func otherDelimiter(separator: String, shown: String) {
        #expect {
            try RecordMapper(
                mapping: patientMapping, columns: [patientColumns.joined(separator: separator)], asOf: asOf,
                file: "in.csv")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.code == "pipeline.unknown-column"
                && diagnostic.message.contains("set the source's `delimiter: \"\(shown)\"`")
                && !diagnostic.message.contains("Did you mean")
        }
        // A header of several columns was split by the delimiter: a column missing there is no delimiter's fault.
        #expect {
            try RecordMapper(
                mapping: patientMapping, columns: [patientColumns.joined(separator: separator), "Notes"], asOf: asOf,
                file: "in.csv")
        } throws: { error in
            (error as? Diagnostic).map { !$0.message.contains("delimiter") } ?? false
        }
    }

    @Test("an owner takes every phone of several columns, a lower-cased email and a split full name")
    func owner() throws {
        let mapping = SourceMapping(
            source: "clients", entity: .owner,
            fields: [
                "sourceId": FieldSpec(column: "ID"), "fullName": FieldSpec(column: "Name"),
                "email": FieldSpec(column: "Email"), "phone": FieldSpec(columns: ["Home", "Cell"]),
                "address.city": FieldSpec(column: "City"), "inactive": FieldSpec(column: "Inactive"),
                "updatedAt": FieldSpec(columns: ["Modified"], formats: [DatePattern("MM/dd/yyyy hh:mm a")!]),
            ])
        let mapper = try RecordMapper(
            mapping: mapping, columns: ["ID", "Name", "Email", "Home", "Cell", "City", "Inactive", "Modified"],
            asOf: asOf, file: "c.csv")
        let owner = try #require(
            mapper.owner(
                raw([
                    "1001", "SMITH, ROBERT", "Bob.Smith@Example.COM", "555-0101", "555-0101", "Springfield", "Y",
                    "03/14/2025 02:30 PM",
                ]), RecordingCollector()))
        #expect(owner.firstName == "ROBERT" && owner.lastName == "SMITH")
        #expect(owner.email == "bob.smith@example.com")
        #expect(owner.phones == ["555-0101"])
        #expect(owner.address?.city == "Springfield")
        #expect(!owner.isActive)
        #expect(owner.updatedAt == "2025-03-14T14:30:00")
        #expect(owner.id == StableID.owner(source: "clients", sourceId: "1001"))
    }

    @Test("repeated XML values all reach a list field")
    func repeatedValues() throws {
        let mapping = SourceMapping(
            source: "o", entity: .owner,
            fields: ["sourceId": FieldSpec(column: "@id"), "phone": FieldSpec(column: "Phone")])
        let mapper = try RecordMapper(mapping: mapping, columns: ["@id", "Phone"], asOf: asOf, file: "x.xml")
        let record = RawRecord(
            location: SourceLocation(file: "x.xml", line: 3), fields: ["C1", "+49 1"], repeats: [1: ["+49 1", "030 2"]])
        #expect(mapper.owner(record, RecordingCollector())?.phones == ["+49 1", "030 2"])
    }
}

extension RecordMapper {
    /// Maps a patient and hands its findings to a recording collector, for assertions.
    func patient(_ raw: RawRecord, _ collector: RecordingCollector) -> MappedPatient? {
        var findings: [Diagnostic] = []
        defer { findings.forEach(collector.emit) }
        return mapPatient(raw, findings: &findings)
    }

    func owner(_ raw: RawRecord, _ collector: RecordingCollector) -> Owner? {
        var findings: [Diagnostic] = []
        defer { findings.forEach(collector.emit) }
        return mapOwner(raw, findings: &findings)
    }
}
