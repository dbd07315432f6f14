import Testing
import VetNetCore
import VetNetTestSupport
import VetNetXLSX
import VetNetZip

@Suite("Workbooks that cannot be read say why, naming the file and the row")
struct WorkbookFailureTests {
    @Test("a sheet the workbook does not have is a pipeline error listing the sheets it has")
    func missingSheet() {
        let outcome = readSheet("handmade.xlsx", sheet: "Patients")
        #expect(outcome.thrown?.code == "pipeline.unknown-sheet")
        #expect(outcome.thrown?.message.contains("its sheets are: \"Owners\", \"Vets & Staff\", \"Chart\"") == true)
        #expect(outcome.thrown?.location?.file == "handmade.xlsx")
        #expect(outcome.records.isEmpty)
    }

    @Test("a chart sheet is refused: it has no rows")
    func chartSheet() {
        #expect(readSheet("handmade.xlsx", sheet: "Chart").thrown?.code == "read.xlsx-not-a-worksheet")
    }

    @Test("a sheet without a row of values has no header and says so")
    func noHeader() {
        let outcome = readSheet("empty-sheet.xlsx")
        #expect(outcome.thrown?.code == "read.xlsx-no-header")
        #expect(outcome.thrown?.message.contains("\"Empty\"") == true)
    }

    @Test("malformed sheet XML stops the sheet after the rows before it, naming the part and the last row read")
    func brokenSheet() {
        let outcome = readSheet("broken-sheet.xlsx")
        #expect(outcome.records.map(\.location.line) == [2, 3])
        #expect(outcome.thrown?.code == "read.xlsx-corrupt")
        #expect(outcome.thrown?.location?.line == 3)
        #expect(outcome.thrown?.message.contains("xl/worksheets/sheet1.xml") == true)
    }

    @Test("a workbook cut in half has no ZIP directory")
    func truncatedArchive() {
        let outcome = readSheet("truncated.zip")
        #expect(outcome.thrown?.code == "read.zip-corrupt")
        #expect(outcome.thrown?.location?.file == "truncated.zip")
    }

    @Test("a ZIP archive that is not a workbook lacks the workbook part")
    func notAWorkbook() {
        let outcome = readSheet("exports.zip")
        #expect(outcome.thrown?.code == "read.xlsx-corrupt")
        #expect(outcome.thrown?.message.contains("xl/workbook.xml") == true)
    }
}

@Suite("A sheet with a title above its table")
struct HeaderRowTests {
    func read(headerRow: Int) throws -> (columns: [String], lines: [Int?]) {
        let archive = try ZipArchive(path: fixture("titled.xlsx"), name: "titled.xlsx")
        let reader = WorkbookReader(
            archive: archive, file: "titled.xlsx", sheet: nil, headerRow: headerRow, diagnostics: RecordingCollector())
        var lines: [Int?] = []
        while let record = try reader.next() { lines.append(record.location.line) }
        return (reader.columns, lines)
    }

    @Test("without headerRow the title is taken for the header, as the first row with a value")
    func titleAsHeader() throws {
        let sheet = try read(headerRow: 1)
        #expect(sheet.columns == ["Intakes by month, 2024"])
        #expect(sheet.lines == [3, 4, 5])
    }

    @Test(
        "with headerRow the rows above it are not read and the table's own header names the columns", arguments: [2, 3])
    func fromHeaderRow(row: Int) throws {
        let sheet = try read(headerRow: row)
        #expect(sheet.columns == ["Month", "Dogs"])
        #expect(sheet.lines == [4, 5])
    }
}
