import Testing
import VetNetCore

/// The hand-made workbook `handmade.xlsx` (see `make_fixtures.py`): each row holds boundary cases of one kind.
@Suite("Workbook cells become the texts a CSV export would hold")
struct WorkbookValueTests {
    let outcome = readSheet("handmade.xlsx")

    @Test("the first row is the header, from shared and inline strings alike")
    func header() {
        #expect(outcome.thrown == nil, "\(String(describing: outcome.thrown))")
        #expect(outcome.columns == ["ID", "Name", "Born", "Notes", "Weight", "Active", "Visit"])
    }

    @Test("each record is located at the sheet's own row number: skipped rows, rows without numbers, empty rows")
    func rowNumbers() {
        #expect(outcome.records.map(\.location.line) == [2, 3, 5, 6, 8])
        #expect(outcome.records.map(\.location.recordIndex) == [1, 2, 3, 4, 5])
        #expect(outcome.records.allSatisfy { $0.location.file == "handmade.xlsx" })
    }

    @Test("numbers are written in their shortest form: integers whole, Excel's 17 digits of 0.1 as 0.1")
    func numbers() {
        #expect(outcome.value("ID", atRow: 2) == "101")
        #expect(outcome.value("Weight", atRow: 2) == "12.5")
        #expect(outcome.value("Weight", atRow: 3) == "0.1")
    }

    @Test("a custom format with date letters only inside quotes keeps the number a number")
    func quotedLettersAreNoDate() {
        #expect(outcome.value("Weight", atRow: 2) == "12.5")
    }

    @Test("shared strings, rich text runs joined without their phonetic guide, and inline rich text")
    func strings() {
        #expect(outcome.value("Name", atRow: 2) == "Bella")
        #expect(outcome.value("Notes", atRow: 2) == "Good dog")
        #expect(outcome.value("Name", atRow: 3) == "Max")
        #expect(outcome.value("Name", atRow: 5) == "Luna")
    }

    @Test("an _x000D_ escape becomes a carriage return and &amp; an ampersand")
    func escapes() {
        #expect(outcome.value("Notes", atRow: 3) == "A\rB & C")
    }

    @Test("booleans read TRUE and FALSE")
    func booleans() {
        #expect(outcome.value("Active", atRow: 2) == "TRUE")
        #expect(outcome.value("Active", atRow: 3) == "FALSE")
    }

    @Test("1900 dates: day 59 is 1900-02-28, day 60 is Excel's 1900-02-29, day 61 is 1900-03-01")
    func leapYearBug() {
        #expect(outcome.value("Born", atRow: 2) == "1900-02-28")
        #expect(outcome.value("Born", atRow: 3) == "1900-02-29")
        #expect(outcome.value("Born", atRow: 5) == "1900-03-01")
    }

    @Test("a serial with a fraction is a date and time, under a built-in or a custom format")
    func dateTimes() {
        #expect(outcome.value("Visit", atRow: 2) == "2023-03-15 18:00:00")
        #expect(outcome.value("Visit", atRow: 5) == "2023-03-15 12:00:00")
    }

    @Test("a custom date format with a locale prefix and a text section is a date")
    func customDate() {
        #expect(outcome.value("Born", atRow: 6) == "2023-01-01")
    }

    @Test("a time format on a serial below one gives the time of day alone")
    func timeOfDay() {
        #expect(outcome.value("Born", atRow: 8) == "12:00")
    }

    @Test("missing cells, trailing empty cells and cells without references leave the right columns empty")
    func missingCells() {
        #expect(
            outcome.record(atRow: 5)?.fields == ["103", "Luna", "1900-03-01", nil, nil, nil, "2023-03-15 12:00:00"])
        #expect(outcome.record(atRow: 6)?.fields == ["104", "REX", "2023-01-01", nil, nil, nil, nil])
    }

    @Test("an error value is read as empty with a warning at its row and column")
    func errorValue() {
        #expect(outcome.value("Visit", atRow: 3) == nil)
        let warning = outcome.findings.first { $0.code == "read.xlsx-error-value" }
        #expect(warning?.location == SourceLocation(file: "handmade.xlsx", line: 3, recordIndex: 2, field: "Visit"))
        #expect(warning?.value == "#N/A")
    }

    @Test("a shared string that does not exist makes its record a reject, the rest of the row still read")
    func unreadableCell() {
        let record = outcome.record(atRow: 8)
        #expect(record?.problem?.code == "read.xlsx-unreadable-cell")
        #expect(record?.problem?.location?.field == "Name")
        #expect(record?.fields.first == "105")
    }

    @Test("a value in a column without a header is left out with one warning")
    func valueOutsideHeader() {
        let warnings = outcome.findings.filter { $0.code == "read.xlsx-value-outside-header" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 8)
        #expect(outcome.record(atRow: 8)?.fieldCount == 7)
    }

    @Test("another sheet is read by its name (an ampersand in it), its header on the row where it starts")
    func namedSheet() {
        let vets = readSheet("handmade.xlsx", sheet: "Vets & Staff")
        #expect(vets.thrown == nil)
        #expect(vets.columns == ["Vet"])
        #expect(vets.records.map(\.fields) == [["Dr Okafor"]])
        #expect(vets.records.map(\.location.line) == [4])
    }

    @Test("a sheet name differing only in case still finds the sheet")
    func sheetNameCase() {
        #expect(readSheet("handmade.xlsx", sheet: "vets & staff").columns == ["Vet"])
    }
}
