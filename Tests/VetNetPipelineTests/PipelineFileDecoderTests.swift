import Testing
import VetNetCore
import VetNetCSV
import VetNetDedupe
import VetNetMapping
import VetNetPipeline
import VetNetValidation
import VetNetWrite

@Suite("Pipeline files: decoding and the errors a person can fix")
struct PipelineFileDecoderTests {
    static let valid = """
        version: 1
        name: us-clinic-migration
        asOf: 2026-11-20
        sources:
          - name: clients
            entity: owner
            path: ../samples/us-clinic/clients.csv
            format: csv
            encoding: windows-1252
            delimiter: ";"
            fields:
              sourceId: ClientID
              phone: { columns: [Home Phone, Mobile] }
          - name: patients
            entity: patient
            path: ../samples/us-clinic/patients.csv
            fields:
              sourceId: PatientID
              ownerSourceId: ClientID
              name: Name
              species: { column: Species, map: { K9: dog } }
              birthDate: { column: DOB, formats: [MM/dd/yyyy, yyyy-MM-dd] }
              weight: { column: Weight, unit: lb, decimal: comma }
          - name: eu
            entity: owner
            path: /data/export.xml
            record: Export/Owners/Owner
            fields: { sourceId: "@id" }
        output:
          dir: ../out/us-clinic
        """

    func errors(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try PipelineFileDecoder.decode(yaml: yaml, file: "pipelines/p.yml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("a valid file resolves paths against the pipeline's folder and fills defaults")
    func valid() throws {
        let yaml = Self.valid.replacing(
            "    entity: patient\n", with: "    entity: patient\n    ownerSource: clients\n")
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: "pipelines/p.yml")
        #expect(config.name == "us-clinic-migration")
        #expect(config.asOf == LocalDate(year: 2026, month: 11, day: 20))
        #expect(config.outputDirectory == "out/us-clinic")
        #expect(
            config.sources.map(\.path) == [
                "samples/us-clinic/clients.csv", "samples/us-clinic/patients.csv", "/data/export.xml",
            ])
        let clients = config.sources[0]
        #expect(clients.encoding == .windows1252)
        #expect(clients.delimiter == UInt8(ascii: ";"))
        #expect(clients.mapping.fields["phone"]?.columns == ["Home Phone", "Mobile"])
        let patients = config.sources[1]
        #expect(patients.format == .csv)
        #expect(patients.delimiter == nil)
        #expect(patients.mapping.fields["birthDate"]?.formats.map(\.description) == ["MM/dd/yyyy", "yyyy-MM-dd"])
        #expect(patients.mapping.fields["weight"]?.unit == .lb)
        #expect(patients.mapping.fields["weight"]?.decimal == .comma)
        #expect(patients.mapping.fields["species"]?.valueMap == ["k9": "dog"])
        #expect(config.sources[2].format == .xml)
        #expect(config.sources[2].recordPath == "Export/Owners/Owner")
    }

    @Test("state: true puts the state file beside the output; a path is resolved; export defaults to full")
    func stateAndExport() throws {
        let yaml = Self.valid.replacing(
            "    entity: patient\n", with: "    entity: patient\n    ownerSource: clients\n    export: delta\n")
        let none = try PipelineFileDecoder.decode(yaml: yaml, file: "pipelines/p.yml")
        #expect(none.state == nil)
        #expect(none.sources.map(\.export) == [.full, .delta, .full])
        let beside = try PipelineFileDecoder.decode(yaml: yaml + "\nstate: true", file: "pipelines/p.yml")
        #expect(beside.state?.resolvedPath(outputDirectory: "out/us-clinic/") == "out/us-clinic.state.sqlite")
        let named = try PipelineFileDecoder.decode(
            yaml: yaml + "\nstate: ../state/clinic.sqlite", file: "pipelines/p.yml")
        #expect(named.state?.resolvedPath(outputDirectory: "out/us-clinic") == "state/clinic.sqlite")
        let wrong = errors(yaml.replacing("export: delta", with: "export: nightly"))
        #expect(wrong.map(\.code.rawValue) == ["pipeline.invalid-value"])
        #expect(wrong.first?.message.contains("delta") == true)
    }

    @Test("reportLanguage sets the staff pages' language: English unless given, one of en, de, fr, nl")
    func reportLanguage() throws {
        let yaml = Self.valid.replacing(
            "    entity: patient\n", with: "    entity: patient\n    ownerSource: clients\n")
        #expect(try PipelineFileDecoder.decode(yaml: yaml, file: "pipelines/p.yml").reportLanguage == .en)
        let german = try PipelineFileDecoder.decode(yaml: yaml + "\nreportLanguage: de", file: "pipelines/p.yml")
        #expect(german.reportLanguage == .de)
        let wrong = errors(yaml + "\nreportLanguage: klingon")
        #expect(wrong.map(\.code.rawValue) == ["pipeline.invalid-value"])
        #expect(wrong.first?.message.contains("de, en, fr, nl") == true)
    }

    @Test("patients need an owner source when the pipeline has several")
    func ambiguousOwnerSource() {
        let found = errors(Self.valid)
        #expect(found.map(\.code) == ["pipeline.missing-key"])
        #expect(found.first?.message.contains("ownerSource") == true)
    }

    @Test("an unknown key names its line and the nearest valid key")
    func unknownKey() {
        let found = errors(Self.valid.replacing("    encoding: windows-1252", with: "    encodign: windows-1252"))
        let typo = found.first { $0.code == "pipeline.unknown-key" }
        #expect(typo?.location?.line == 9)
        #expect(typo?.message.contains("Did you mean \"encoding\"?") == true)
    }

    @Test("an unknown field key suggests the domain field")
    func unknownFieldKey() {
        let found = errors(Self.valid.replacing("      ownerSourceId: ClientID", with: "      ownerSourceID: ClientID"))
        let typo = found.first { $0.code == "pipeline.unknown-key" }
        #expect(typo?.location?.line == 19)
        #expect(typo?.message.contains("Did you mean \"ownerSourceId\"?") == true)
    }

    @Test(
        "a date format without a year, a month or a day is refused when the pipeline is read, not on every row",
        arguments: ["MM/yyyy", "dd.MM", "MMM yyyy"])
    func partialDateFormat(format: String) {
        let found = errors(Self.valid.replacing("formats: [MM/dd/yyyy, yyyy-MM-dd]", with: "formats: ['\(format)']"))
        let refused = found.filter { $0.code == "pipeline.invalid-value" && $0.value == format }
        #expect(refused.count == 1, "\(found)")
        #expect(refused.first?.message.contains("lacks a year, a month or a day") == true)
        #expect(DatePattern("HH:mm")?.isPartialDate == false)
        #expect(DatePattern("dd/MM/yyyy")?.isPartialDate == false)
    }

    @Test("bad values are named with what would be right")
    func badValues() {
        let yaml = Self.valid.replacing("encoding: windows-1252", with: "encoding: ebcdic")
            .replacing("unit: lb", with: "unit: stone").replacing("format: csv", with: "format: xls")
            .replacing("yyyy-MM-dd]", with: "yyyy-MM-ddd]").replacing("asOf: 2026-11-20", with: "asOf: 20.11.2026")
        let codes = errors(yaml).map(\.code.rawValue)
        #expect(codes.filter { $0 == "pipeline.invalid-value" }.count == 5)
        let lines = errors(yaml).filter { $0.code == "pipeline.invalid-value" }.compactMap(\.location?.line).sorted()
        #expect(lines == [3, 8, 9, 22, 23])
    }

    @Test("missing required keys are each reported")
    func missingKeys() {
        let found = errors("version: 1\nsources:\n  - name: a\n    entity: owner\n")
        #expect(found.map(\.code) == ["pipeline.missing-key", "pipeline.missing-key", "pipeline.missing-key"])
        #expect(found.map(\.message).joined().contains("path"))
        #expect(found.map(\.message).joined().contains("fields"))
        #expect(found.map(\.message).joined().contains("name"))
    }

    @Test("an XML source needs its record path")
    func xmlNeedsRecord() {
        let found = errors(
            "version: 1\nname: x\nsources:\n  - name: a\n    entity: owner\n    path: a.xml\n    fields: { sourceId: \"@id\" }\n"
        )
        #expect(found.map(\.code) == ["pipeline.missing-key"])
        #expect(found.first?.message.contains("record") == true)
    }

    @Test("YAML syntax errors name their line")
    func syntaxError() {
        let found = errors("version: 1\nname: x\nsources:\n  - name: [unclosed\n")
        #expect(found.map(\.code) == ["pipeline.yaml-syntax"])
        #expect(found.first?.location?.line != nil)
    }

    @Test("an unsupported version is refused")
    func version() {
        #expect(
            errors(Self.valid.replacing("version: 1", with: "version: 2")).map(\.code).contains(
                "pipeline.unsupported-version"))
    }

    @Test("a missing pipeline file is reported as such")
    func missingFile() {
        #expect(throws: PipelineFileError.self) { try PipelineFileDecoder.load(path: "/nonexistent/pipeline.yml") }
        do {
            _ = try PipelineFileDecoder.load(path: "/nonexistent/pipeline.yml")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["pipeline.file-missing"])
        }
    }

    @Test("paths normalize lexically")
    func paths() {
        #expect(normalizePath("../samples/a.csv", relativeTo: "pipelines") == "samples/a.csv")
        #expect(normalizePath("a.csv", relativeTo: ".") == "a.csv")
        #expect(normalizePath("../../a.csv", relativeTo: "p") == "../a.csv")
        #expect(normalizePath("/abs/./x/../a.csv", relativeTo: "p") == "/abs/a.csv")
        #expect(directoryOf("pipelines/us.yml") == "pipelines")
        #expect(directoryOf("us.yml") == ".")
    }

    @Test("validation settings: severities, threshold and country are read and checked")
    func validationSettings() throws {
        let yaml =
            "version: 1\nname: x\nsources: []\nvalidation:\n  maxRejectRate: 0.05\n  defaultCountry: de\n  severity:\n    patient.breed-unknown: off\n    owner.email-invalid: error\n"
        let config = try PipelineFileDecoder.decode(yaml: yaml, file: "p.yml")
        #expect(config.validation.maxRejectRate == 0.05)
        #expect(config.validation.defaultCountry == .de)
        #expect(config.validation.policy.overrides == ["patient.breed-unknown": .off, "owner.email-invalid": .error])
        let bad = errors(
            "version: 1\nname: x\nsources: []\nvalidation:\n  maxRejectRate: 5\n  severity:\n    patient.breed-unkown: off\n    map.missing-source-id: off\n"
        )
        #expect(bad.map(\.code) == ["pipeline.invalid-value", "pipeline.unknown-key", "pipeline.invalid-value"])
        #expect(bad[1].message.contains("Did you mean \"patient.breed-unknown\"?"))
        #expect(bad[2].message.contains("cannot be lowered"))
    }

    @Test("validation.maxDeactivateRate is read (0.2 when absent) and must be a share")
    func maxDeactivateRate() throws {
        let base = "version: 1\nname: x\nsources: []\n"
        #expect(try PipelineFileDecoder.decode(yaml: base, file: "p.yml").validation.maxDeactivateRate == 0.2)
        let set = try PipelineFileDecoder.decode(yaml: base + "validation:\n  maxDeactivateRate: 0.5\n", file: "p.yml")
        #expect(set.validation.maxDeactivateRate == 0.5)
        #expect(errors(base + "validation:\n  maxDeactivateRate: 50\n").map(\.code) == ["pipeline.invalid-value"])
    }

    @Test(
        "defaultCountry takes any ISO 3166 code or English name; an unknown one is refused naming the field",
        arguments: [
            ("AU", "AU"), ("aus", "AU"), ("Australia", "AU"), ("New Zealand", "NZ"), ("JPN", "JP"),
            ("Deutschland", "DE"),
            ("South Korea", "KR"), ("Atlantis", nil), ("XX", nil), ("", nil),
        ])
    func defaultCountry(_ text: String, _ code: String?) throws {
        let yaml = "version: 1\nname: x\nsources: []\nvalidation:\n  defaultCountry: \"\(text)\"\n"
        if let code {
            #expect(try PipelineFileDecoder.decode(yaml: yaml, file: "p.yml").validation.defaultCountry.code == code)
        } else {
            let found = errors(yaml)
            #expect(found.map(\.code) == ["pipeline.invalid-value"])
            #expect(found.first?.message.contains("validation.defaultCountry") == true)
        }
    }

    @Test("dedupe settings: thresholds move, the stage can be turned off, nonsense is refused")
    func dedupeSettings() throws {
        let base = "version: 1\nname: x\nsources: []\n"
        let tuned = try PipelineFileDecoder.decode(
            yaml: base + "dedupe: { mergeThreshold: 20, reviewThreshold: 10 }\n", file: "p.yml")
        #expect(tuned.dedupe?.mergeThreshold == 20)
        #expect(tuned.dedupe?.reviewThreshold == 10)
        #expect(
            try PipelineFileDecoder.decode(yaml: base + "dedupe: { enabled: false }\n", file: "p.yml").dedupe == nil)
        #expect(try PipelineFileDecoder.decode(yaml: base, file: "p.yml").dedupe != nil)
        let bad = errors(base + "dedupe: { mergeThreshold: high, reviewThreshold: 30, enabeld: true }\n")
        #expect(
            bad.map(\.code).sorted() == ["pipeline.invalid-value", "pipeline.invalid-value", "pipeline.unknown-key"])
    }

    @Test("output.format chooses JSON arrays or NDJSON for the record files; JSON by default, nonsense refused")
    func recordFormat() throws {
        let base = "version: 1\nname: x\nsources: []\n"
        #expect(try PipelineFileDecoder.decode(yaml: base, file: "p.yml").recordFormat == .json)
        #expect(
            try PipelineFileDecoder.decode(yaml: base + "output: { dir: out, format: ndjson }\n", file: "p.yml")
                .recordFormat == .ndjson)
        #expect(
            try PipelineFileDecoder.decode(yaml: base + "output: { format: json }\n", file: "p.yml").recordFormat
                == .json)
        let bad = errors(base + "output:\n  dir: out\n  format: jsonl\n")
        #expect(bad.map(\.code) == ["pipeline.invalid-value"])
        #expect(bad.first?.location?.line == 6)
        #expect(bad.first?.message.contains("json, ndjson") == true)
    }
}

@Suite("Pipeline files: constant values, presence flags, ages and repeated IDs")
struct MappingKeyDecodingTests {
    func decode(_ fields: String, entity: String = "patient", source: String = "") throws -> PipelineConfig {
        try PipelineFileDecoder.decode(
            yaml: """
                version: 1
                name: t
                sources:
                  - { name: o, entity: owner, path: o.csv, fields: { sourceId: ID } }
                  - { name: p, entity: \(entity), path: p.csv, \(source) fields: { sourceId: ID, \(fields) } }
                """, file: "/tmp/p.yml")
    }

    func errors(_ fields: String, entity: String = "patient", source: String = "") -> [String] {
        do {
            _ = try decode(fields, entity: entity, source: source)
            return []
        } catch let error as PipelineFileError {
            return error.diagnostics.map(\.message)
        } catch {
            return ["\(error)"]
        }
    }

    @Test("the new keys decode into the field specs and the source")
    func decodes() throws {
        let config = try decode(
            "ownerSourceId: { value: SHELTER }, deceased: { column: Died, present: true }, notes: { columns: [A, B], join: '; ' }, age: { column: Age, asOfColumn: Intake, format: 'yyyy-MM-dd' }",
            source: "repeatedIds: { keep: latest, orderBy: Moved, format: 'MM/dd/yyyy' },")
        let source = config.sources[1]
        #expect(source.mapping.fields["ownerSourceId"] == FieldSpec(constant: "SHELTER"))
        #expect(source.mapping.fields["deceased"]?.present == true)
        #expect(source.mapping.fields["notes"]?.join == "; ")
        #expect(source.mapping.fields["age"]?.asOfColumn == "Intake")
        #expect(
            source.repeatedIds.keep == .latest && source.repeatedIds.orderBy == "Moved"
                && source.repeatedIds.formats.count == 1)
        #expect(source.readColumns.contains("Moved") && source.readColumns.contains("Intake"))
    }

    @Test("a patient's birthDate takes a year alone as its format")
    func birthYear() throws {
        let config = try decode("name: Name, birthDate: { column: Born, formats: ['yyyy', 'dd/MM/yyyy'] }")
        #expect(config.sources[1].mapping.fields["birthDate"]?.formats.map(\.isYearOnly) == [true, false])
    }

    @Test(
        "misplaced keys are errors a person can fix",
        arguments: [
            ("name: { value: Rex, column: Name }", "", "patient", "takes no column"),
            ("name: { column: Name, present: true }", "", "patient", "present applies to yes/no fields"),
            ("name: { column: Name, asOfColumn: X }", "", "patient", "asOfColumn applies to an age only"),
            ("name: { join: ', ' }", "", "patient", "needs `column` (or `columns`), or a `value`"),
            (
                "name: Name", "repeatedIds: { keep: first, orderBy: Moved },", "patient",
                "with keep: first it does nothing"
            ),
            ("name: Name", "repeatedIds: { keep: sometimes },", "patient", "repeatedIds.keep"),
            ("name: Name", "repeatedIds: { keep: first },", "vet", "applies to owner and patient sources"),
            ("name: Name", "headerRow: 3,", "patient", "headerRow applies to Excel workbooks"),
            (
                "name: Name, createdAt: { column: Registered, format: 'yyyy' }", "", "patient",
                "The date format \"yyyy\" holds a year alone, which only a patient's birthDate reads"
            ),
            (
                "name: Name, age: { column: Age, asOfColumn: Year, format: 'yyyy' }", "", "patient",
                "age needs a month and a day"
            ),
            (
                "name: Name", "repeatedIds: { keep: latest, orderBy: Year, format: 'yyyy' },", "patient",
                "repeatedIds needs a month and a day"
            ),
        ])
    func misplaced(fields: String, source: String, entity: String, message: String) {
        let messages = errors(fields, entity: entity, source: source)
        #expect(messages.contains { $0.contains(message) }, "\(messages)")
    }
}
