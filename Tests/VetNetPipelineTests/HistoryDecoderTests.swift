import Testing
import VetNetCore
import VetNetMapping
import VetNetPipeline

@Suite("Pipeline files with clinical history: keys, references and the errors a person can fix")
struct HistoryDecoderTests {
    static func yaml(_ history: String, top: String = "") -> String {
        """
        version: 1
        name: h
        \(top)
        sources:
          - { name: owners, entity: owner, path: o.csv, fields: { sourceId: ID } }
          - { name: pets, entity: patient, path: p.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name } }
        \(history)
        """
    }

    func errors(_ yaml: String) -> [String] {
        do {
            _ = try PipelineFileDecoder.decode(yaml: yaml, file: "/tmp/p.yml")
            return []
        } catch {
            return error.diagnostics.map { "\($0.code): \($0.message)" }
        }
    }

    @Test("a history source needs no sourceId, and finds its single patient source by itself")
    func minimalSource() throws {
        let config = try PipelineFileDecoder.decode(
            yaml: Self.yaml(
                "  - { name: vax, entity: vaccination, path: v.csv, fields: { patientSourceId: Pet, vaccine: V, givenOn: G } }"
            ), file: "/tmp/p.yml")
        let source = try #require(config.sources.last)
        #expect(source.entity == .vaccination && source.mapping.patientSource == "pets")
    }

    @Test("a vaccination, visit or medication source needs patientSourceId; an alert the animal's or owner's ID")
    func references() {
        for entity in ["vaccination", "visit", "medication"] {
            let found = errors(Self.yaml("  - { name: h, entity: \(entity), path: v.csv, fields: { sourceId: X } }"))
            #expect(found.contains { $0.contains("need `patientSourceId`") }, "\(entity): \(found)")
        }
        let alert = errors(Self.yaml("  - { name: a, entity: alert, path: a.csv, fields: { text: T } }"))
        #expect(alert.contains { $0.contains("`patientSourceId` or `ownerSourceId`") })
        let ownerAlert = errors(
            Self.yaml("  - { name: a, entity: alert, path: a.csv, fields: { ownerSourceId: C, text: T } }"))
        #expect(ownerAlert.isEmpty, "\(ownerAlert)")
    }

    @Test("wide: maps vaccines to columns, short or with a due column; it applies to vaccinations only")
    func wide() throws {
        let config = try PipelineFileDecoder.decode(
            yaml: Self.yaml(
                """
                  - name: plan
                    entity: vaccination
                    path: w.csv
                    wide: { Rabies: { givenOn: R, dueOn: RD }, DHPP: D }
                    fields: { patientSourceId: Pet, givenOn: { format: MM/dd/yyyy } }
                """), file: "/tmp/p.yml")
        let wide = try #require(config.sources.last?.mapping.wide)
        #expect(wide == [.init(vaccine: "Rabies", givenOn: "R", dueOn: "RD"), .init(vaccine: "DHPP", givenOn: "D")])
        let columns = Set(config.sources.last?.readColumns ?? [])
        #expect(columns.isSuperset(of: ["R", "RD", "D", "Pet"]))
        let onVisits = errors(
            Self.yaml(
                "  - { name: v, entity: visit, path: v.csv, wide: { Rabies: R }, fields: { patientSourceId: P, date: D } }"
            ))
        #expect(onVisits.contains { $0.contains("wide applies to vaccination sources only") })
        let noGiven = errors(
            Self.yaml(
                "  - { name: v, entity: vaccination, path: v.csv, wide: { Rabies: { dueOn: RD } }, fields: { patientSourceId: P } }"
            ))
        #expect(noGiven.contains { $0.contains("needs `givenOn`") })
    }

    @Test("a date spec without a column is for wide sources only")
    func columnlessDateNeedsWide() {
        let found = errors(
            Self.yaml(
                "  - { name: v, entity: vaccination, path: v.csv, fields: { patientSourceId: P, vaccine: V, givenOn: { format: MM/dd/yyyy } } }"
            ))
        #expect(found.contains { $0.contains("only a source with `wide:`") }, "\(found)")
    }

    @Test(
        "reminders.days is read, and a value that is not a number of days is refused",
        arguments: [
            ("30", true), ("0", true), ("3660", true), ("-1", false), ("soon", false), ("3661", false),
        ])
    func reminderDays(days: String, valid: Bool) throws {
        let yaml = Self.yaml("", top: "reminders: { days: \(days) }")
        if valid {
            #expect(try PipelineFileDecoder.decode(yaml: yaml, file: "/tmp/p.yml").reminderDays == Int(days))
        } else {
            #expect(errors(yaml).contains { $0.contains("reminders.days") })
        }
    }
}
