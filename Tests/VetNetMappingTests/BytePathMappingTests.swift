import Testing
import VetNetCore
import VetNetTestSupport
@testable import VetNetMapping

/// Mapping reads plain text, dates, yes/no codes, plain weights and value-mapped codes from a field's bytes when they are
/// ASCII; the same record from a source whose bytes are not UTF-8 is read through its text. Both must agree.
@Suite("Mapping from bytes agrees with mapping from text")
struct BytePathMappingTests {
    static let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    static let columns = [
        "ID", "Owner", "Name", "Species", "Sex", "DOB", "Weight", "Dead", "Active", "Created", "Kilos", "Unit",
    ]

    static func mapping(decimal: DecimalSeparator) -> SourceMapping {
        SourceMapping(
            source: "patients", entity: .patient, ownerSource: "clients",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"),
                "species": FieldSpec(
                    columns: ["Species"],
                    valueMap: ["K9": "dog", "fel": "cat", "Zoë": "bird", "a long code of twenty": "x"]),
                "sex": FieldSpec(
                    columns: ["Sex"], valueMap: ["MK": "male-neutered", "f": "female"], defaultValue: "unknown"),
                "birthDate": FieldSpec(
                    columns: ["DOB"], formats: [DatePattern("MM/dd/yyyy")!, DatePattern("yyyy-MM-dd")!]),
                "weight": decimal == .comma
                    ? FieldSpec(columns: ["Kilos"], unitColumn: "Unit", decimal: .comma)
                    : FieldSpec(columns: ["Weight", "Kilos"], unit: .lb, decimal: decimal),
                "deceased": FieldSpec(column: "Dead"), "active": FieldSpec(columns: ["Active"], defaultValue: "Y"),
                "createdAt": FieldSpec(column: "Created"),
            ])
    }

    static let values: [[String?]] = [
        ["5001", " 77 ", "", "PAT-2019-000001", "PAT-2019-00000é"], ["1001", "", nil, " OWN-2019-0000001\t"],
        [
            "Max", "Zoë", " Bella ", "Sir Reginald Pickles", " Luna-Mae O'Malley ", "Mr. Pickles the Third\r",
            "Bartholomew Zoë", "\u{A0}Pickles",
        ],
        ["K9", "k9", " K9 ", "Dog", "FEL", "Zoë", "zoë", "k9\r", "", "\t", "\u{212A}9", "a long code of twenty", nil],
        ["MK", "mk", " M ", "F", "FS", "female-spayed", "Male/Neutered", "male_intact", "é", "", nil],
        ["03/14/2019", " 2019-03-14 ", "14/03/2019", "2019-3-4", "03/14/2019\r\n", "", "x", nil, "2019-03-14\u{A0}"],
        ["65.2", " 12 ", "12 lb", "4,2", "1234567890123456.5", "-3", "", "abc", "12.5.1", ".5", "5.", "0", nil],
        ["Y", "n", " yes ", "JA", "maybe", "", "✓", nil, "off"],
        ["Y", "N", "", nil, "wahr", "1 "],
        ["2024-01-02T03:04:05", "2024-01-02 03:04", "", "2024-13-01", "2024-01-02T03:04:05\r", nil],
        ["29,5", "12", "", nil, "1.234,5"], ["kg", "lb", "", "stone", nil],
    ]

    @Test("patients map the same from bytes as from text", arguments: [DecimalSeparator.auto, .point, .comma])
    func patients(_ decimal: DecimalSeparator) throws {
        let mapper = try RecordMapper(
            mapping: Self.mapping(decimal: decimal), columns: Self.columns, asOf: Self.asOf, file: "in.csv")
        var random = SplitMix64(seed: 0xB17E + UInt64(DecimalSeparator.allCases.firstIndex(of: decimal) ?? 0))
        var built = 0
        for _ in 0..<3_000 {
            let fields = Self.values.map { random.pick($0) }
            var fromBytes: [Diagnostic] = []
            var fromText: [Diagnostic] = []
            let viaBytes = mapper.mapPatient(packedRecord(fields, isUTF8: true), findings: &fromBytes)
            let viaText = mapper.mapPatient(packedRecord(fields, isUTF8: false), findings: &fromText)
            #expect(viaBytes == viaText, "\(fields)")
            #expect(fromBytes == fromText, "\(fields)")
            if viaBytes != nil { built += 1 }
        }
        #expect(built > 500, "most generated records can be built, so the fields are compared")
    }
}
