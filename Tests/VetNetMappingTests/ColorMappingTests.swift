import Testing
import VetNetCore
import VetNetMapping

/// An animal's colour is read as written, whitespace collapsed: from one column, or joined from two with `/`.
@Suite("Colour mapping")
struct ColorMappingTests {
    let asOf = LocalDate(year: 2026, month: 11, day: 20)!
    let columns = ["ID", "Owner", "Name", "Color", "PrimaryColor", "SecondaryColor"]

    func mapper(color: FieldSpec) throws -> RecordMapper {
        let mapping = SourceMapping(
            source: "animals", entity: .patient, ownerSource: "owners",
            fields: [
                "sourceId": FieldSpec(column: "ID"), "ownerSourceId": FieldSpec(column: "Owner"),
                "name": FieldSpec(column: "Name"), "color": color,
            ])
        return try RecordMapper(mapping: mapping, columns: columns, asOf: asOf, file: "animals.csv")
    }

    func color(_ mapper: RecordMapper, _ values: [String?]) -> String? {
        let raw = RawRecord(
            location: SourceLocation(file: "animals.csv", line: 2, recordIndex: 1),
            fields: ["A1", "O1", "Daisy"] + values)
        return mapper.patient(raw, RecordingCollector())?.patient.color
    }

    @Test(
        "one column's colour is kept as written, trimmed and with each run of whitespace made one space",
        arguments: [
            ("Brown Tabby/White", "Brown Tabby/White"),
            ("  TABBY-BRN ", "TABBY-BRN"),
            ("Brown   Tabby\t/ White", "Brown Tabby / White"),
            ("schwarz\u{00A0}weiß", "schwarz weiß"),
            ("Unknown", "Unknown"),
        ])
    func oneColumn(written: String, mapped: String) throws {
        let mapper = try mapper(color: FieldSpec(column: "Color"))
        #expect(color(mapper, [written, nil, nil]) == mapped)
    }

    @Test("an empty colour is no colour")
    func empty() throws {
        let mapper = try mapper(color: FieldSpec(column: "Color"))
        #expect(color(mapper, ["  ", nil, nil]) == nil)
        #expect(color(mapper, [nil, nil, nil]) == nil)
    }

    @Test(
        "two columns are joined with a slash, an empty one left out",
        arguments: [
            ("BUFF", "WHITE", "BUFF/WHITE"),
            ("CALICO", "", "CALICO"),
            ("", "WHITE", "WHITE"),
            (" TABBY  BRN ", "WHITE", "TABBY BRN/WHITE"),
        ] as [(String, String, String)])
    func twoColumns(primary: String, secondary: String, mapped: String) throws {
        var spec = FieldSpec(columns: ["PrimaryColor", "SecondaryColor"])
        spec.join = "/"
        #expect(color(try mapper(color: spec), [nil, primary, secondary]) == mapped)
    }

    @Test("two empty columns give no colour")
    func twoEmptyColumns() throws {
        var spec = FieldSpec(columns: ["PrimaryColor", "SecondaryColor"])
        spec.join = "/"
        #expect(color(try mapper(color: spec), [nil, "", " "]) == nil)
    }
}
