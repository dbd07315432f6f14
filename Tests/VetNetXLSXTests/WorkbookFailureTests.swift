import Testing
import VetNetCore

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
