import Foundation
import Testing
import VetNetMapping
import VetNetValidation
import VetNetTestSupport

@testable import VetNetCore
@testable import VetNetPipeline

/// A history row prepared from its bytes (`CleanHistoryEncoder`) gives exactly what the mapper, the validator and
/// the reference checks give: the same records byte for byte, the same findings, rejected rows and stored forms.
/// Rows are drawn from clean values with a few faulty ones among them, so that every way out of the clean path is
/// taken.
@Suite("Clean history rows encoded from their bytes")
struct CleanHistoryRowTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!

    static let pipeline = """
        version: 1
        name: history
        sources:
          - { name: clients, entity: owner, path: owners.csv, fields: { sourceId: ID, lastName: Last } }
          - { name: pets, entity: patient, path: patients.csv, fields: { sourceId: ID, ownerSourceId: Owner, name: Name } }
          - { name: vets, entity: vet, path: vets.csv, fields: { sourceId: ID, name: Name } }
          - name: vax
            entity: vaccination
            path: vax.csv
            fields:
              sourceId: ID
              patientSourceId: Pet
              vaccine: Vaccine
              givenOn: { column: Given, format: MM/dd/yyyy }
              dueOn: { column: Due, format: MM/dd/yyyy }
              lot: Lot
              manufacturer: Maker
              expiresOn: { column: Expires, format: MM/dd/yyyy }
              vetSourceId: Vet
              rabiesTag: Tag
              route: Route
          - name: visits
            entity: visit
            path: visits.csv
            fields:
              sourceId: ID
              patientSourceId: Pet
              date: Date
              vetSourceId: Vet
              reason: Reason
              diagnosis: Diagnosis
              notes: Notes
              weight: { column: Weight, unit: lb }
              temperature: Temp
              heartRate: HR
          - name: meds
            entity: medication
            path: meds.csv
            fields:
              sourceId: ID
              patientSourceId: Pet
              drug: Drug
              dose: Dose
              doseUnit: Unit
              startOn: { column: Start, format: MM/dd/yyyy }
              endOn: { column: End, format: MM/dd/yyyy }
              refills: Refills
              prescribedBy: By
          - { name: alerts, entity: alert, path: alerts.csv, fields: { sourceId: ID, patientSourceId: Pet, ownerSourceId: Owner, kind: Kind, text: Text } }
        """

    /// A history source's columns, and per column the values of clean rows and faulty ones.
    struct Columns {
        let source: String
        let names: [String]
        let clean: [[String?]]
        let dirty: [[String?]]
    }

    static let ids: ([String?], [String?]) = (["VX1", " 77 ", "A-9"], ["", nil, "Zoë"])
    /// P1 to P4 were accepted (P4 without a species), P8 is not in the patient source and P9 was rejected.
    static let pets: ([String?], [String?]) = (["P1", "P2", " P3", "P4"], ["P8", "P9", "", "Pé"])
    static let vets: ([String?], [String?]) = (["V1", "V2", "", nil], ["V9", "Vé"])
    static let texts: ([String?], [String?]) = (["DX-5886", "Zoetis", "SC", "", nil], ["Ñandú", "a\rb"])

    static let vaccinations = Columns(
        source: "vax",
        names: ["ID", "Pet", "Vaccine", "Given", "Due", "Lot", "Maker", "Expires", "Vet", "Tag", "Route"],
        clean: [
            ids.0, pets.0,
            ["Rabies 3 yr", "DHPP", "FVRCP", "Bordetella", "Lepto 4", "Distemper", "Imrab 3", "rabies", "Parvo"],
            ["01/02/2024", " 03/15/2023"], ["01/02/2025", "01/02/2027", "", nil], texts.0, texts.0,
            ["06/01/2025", "", nil], vets.0, texts.0, texts.0,
        ],
        dirty: [
            ids.1, pets.1, ["", "Booster", "Rabis", "Tollwut ä", "FeLV/FIV test"],
            ["13/45/2024", "11/21/2026", "N/A", "", "tomorrow"], ["01/01/2020", "soon"], texts.1, texts.1,
            ["01/01/2000", "bad"], vets.1, texts.1, texts.1,
        ])

    static let visits = Columns(
        source: "visits",
        names: ["ID", "Pet", "Date", "Vet", "Reason", "Diagnosis", "Notes", "Weight", "Temp", "HR"],
        clean: [
            ids.0, pets.0, ["2024-01-02", "2026-11-20"], vets.0, ["Limping, left fore", "Recheck", ""],
            ["Otitis externa", "Otitis, dermatitis; otitis|Otitis", " , ;", "", nil],
            [
                "S: Owner says \"not himself\".\nO: T 38.7 C.\nA: Otitis.\nP: Recheck in 2 weeks.",
                String(repeating: "Discussed weight management. ", count: 40), "", nil,
            ],
            ["3.2 kg", "18.7 lb", "12", "0.5 oz", "", nil], ["39.8", "38", "", nil], ["120", "96.5", "", nil],
        ],
        dirty: [
            ids.1, pets.1, ["2026-11-21", "02/01/2024", "", "N/A"], vets.1, texts.1, ["Otitis é"],
            ["Notes é", "x\r\ny"],
            ["4,2 kg", "heavy", "12 stone", "-3"], ["hot", "39,5", "1e3"], ["fast", "1234567890123456789"],
        ])

    static let medications = Columns(
        source: "meds",
        names: ["ID", "Pet", "Drug", "Dose", "Unit", "Start", "End", "Refills", "By"],
        clean: [
            ids.0, pets.0, ["Carprofen", "Amoxicillin 250 mg"], ["5 mg", "1/2 tablet", "2.5", "N/A", "", nil],
            ["mg", "mL", "", nil], ["01/02/2024", "", nil], ["01/20/2024", "", nil], ["2", "0", "", nil],
            ["V1", "Dr. Okafor", ""],
        ],
        dirty: [
            ids.1, pets.1, ["", nil, "Metacam ®"], ["lots", "1-2 tablets"], ["mgé"], ["12/31/2026", "x"],
            ["01/01/2020", "y"], ["2.5", "x", "1e12"], texts.1,
        ])

    static let alerts = Columns(
        source: "alerts",
        names: ["ID", "Pet", "Owner", "Kind", "Text"],
        clean: [
            ids.0, pets.0, ["", nil], ["Allergy", "Bites", "Cash only", "Caution", "", nil],
            ["Allergic to penicillin", "Muzzle before exams"],
        ],
        dirty: [ids.1, pets.1 + [nil], ["C1", "C9"], ["Purple", "é"], ["", nil, "Beißt"]])

    static func references(of config: PipelineConfig) -> HistoryReferences {
        var patients: [IDKey: UInt8] = [:]
        for (index, id) in ["P1", "P2", "P3", "P4"].enumerated() {
            patients[IDKey(StableID.patient(source: "pets", sourceId: id))] = UInt8((index + 1) % 4)
        }
        return HistoryReferences(
            patients: patients, speciesNames: [nil, "dog", "cat", "ferret"],
            rejectedPatients: [StableID.patient(source: "pets", sourceId: "P9"): (file: "patients.csv", line: 10)],
            owners: [IDKey(StableID.owner(source: "clients", sourceId: "C1"))], storedOwners: nil,
            rejectedOwners: [:],
            vets: [StableID.vet(source: "vets", sourceId: "V1"), StableID.vet(source: "vets", sourceId: "V2")])
    }

    func preparers(_ columns: Columns, tracksChanges: Bool) throws -> (
        clean: HistoryRowPreparer, reference: HistoryRowPreparer
    ) {
        let config = try PipelineFileDecoder.decode(yaml: Self.pipeline, file: "/tmp/p.yml")
        let source = try #require(config.sources.first { $0.name == columns.source })
        let mapper = try RecordMapper(mapping: source.mapping, columns: columns.names, asOf: Self.asOf, file: "in.csv")
        let validator = RecordValidator(asOf: Self.asOf)
        let references = Self.references(of: config)
        let encoder = try #require(
            CleanHistoryEncoder(
                mapper: mapper, validator: validator, patients: references.patients,
                speciesNames: references.speciesNames, vets: references.vets))
        func preparer(_ clean: CleanHistoryEncoder?) -> HistoryRowPreparer {
            HistoryRowPreparer(
                source: source, mapper: mapper, validator: validator, references: references,
                tracksChanges: tracksChanges, clean: clean)
        }
        return (preparer(encoder), preparer(nil))
    }

    @Test(
        "a history row prepared from its bytes gives the reference's records, findings, rejected rows and stored forms",
        arguments: ["vax", "visits", "meds", "alerts"], [false, true])
    func agreesWithTheReference(source: String, tracksChanges: Bool) throws {
        let columns = try #require(
            [Self.vaccinations, Self.visits, Self.medications, Self.alerts].first { $0.source == source })
        let (clean, reference) = try preparers(columns, tracksChanges: tracksChanges)
        let encoder = try #require(clean.clean)
        var random = SplitMix64(seed: 0x4157 + UInt64(columns.names.count) + (tracksChanges ? 1 : 0))
        var writer = CompactWriter()
        var encoded = 0
        var found = 0
        for line in 2..<4_000 {
            let fields = zip(columns.clean, columns.dirty).map { clean, dirty in
                random.pick(random.chance(0.03) ? dirty : clean)
            }
            let raw = packedRecord(fields, line: line)
            let expected = reference.prepare(raw, using: &writer)
            let made = clean.prepare(raw, using: &writer)
            #expect(made.read == expected.read, "\(fields)")
            #expect(made.records == expected.records, "\(fields)")
            #expect(made.findings == expected.findings, "\(fields)")
            #expect(made.rejected == expected.rejected, "\(fields)")
            #expect(made.tracked.map(\.bytes) == expected.tracked.map(\.bytes), "\(fields)")
            #expect(made.tracked.map(\.recordId) == expected.tracked.map(\.recordId), "\(fields)")
            #expect(made.rejectedKeys == expected.rejectedKeys, "\(fields)")
            if encoder.encode(raw, into: &writer) {
                encoded += 1
                #expect(expected.findings.isEmpty, "the clean path took a row with findings: \(fields)")
            }
            if !expected.findings.isEmpty { found += 1 }
        }
        // Both ways are compared many times: most rows are clean, and many have something to report.
        #expect(encoded > 1_000)
        #expect(found > 200)
    }

    @Test("a source whose vaccine names go through a value map is left to the mapper whole")
    func mappingsLeftToTheMapper() throws {
        let config = try PipelineFileDecoder.decode(
            yaml: Self.pipeline.replacingOccurrences(
                of: "vaccine: Vaccine", with: "vaccine: { column: Vaccine, map: { R3: Rabies 3 yr } }"),
            file: "/tmp/p.yml")
        let source = try #require(config.sources.first { $0.name == "vax" })
        let mapper = try RecordMapper(
            mapping: source.mapping, columns: Self.vaccinations.names, asOf: Self.asOf, file: "in.csv")
        let references = Self.references(of: config)
        #expect(
            CleanHistoryEncoder(
                mapper: mapper, validator: RecordValidator(asOf: Self.asOf), patients: references.patients,
                speciesNames: references.speciesNames, vets: references.vets) == nil)
    }
}
