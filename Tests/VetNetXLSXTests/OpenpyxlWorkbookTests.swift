import Testing
import VetNetCore

/// `openpyxl.xlsx` was written by openpyxl 3.1.5, a real writer: its own styles, dates and shared layout.
@Suite("A workbook written by openpyxl")
struct OpenpyxlWorkbookTests {
    @Test("dates, date-times, numbers, booleans and text come out as written")
    func owners() {
        let outcome = readSheet("openpyxl.xlsx")
        #expect(outcome.thrown == nil)
        #expect(outcome.columns == ["ID", "First", "Last", "Email", "Since", "Updated", "Visits", "Active"])
        #expect(
            outcome.records.map(\.fields) == [
                ["C-1", "Ada", "Moss", "ada.moss@example.org", "2019-04-02", "2024-01-31 09:15:00", "3", "TRUE"],
                ["C-2", "Ben", "Hart", "ben.hart@example.org", "2021-12-24", "2024-02-01", "0", "FALSE"],
            ])
        #expect(outcome.findings.isEmpty)
    }

    @Test("the second sheet by name: a leap day and a whole number as weight")
    func pets() {
        let outcome = readSheet("openpyxl.xlsx", sheet: "Pets")
        #expect(
            outcome.records.map(\.fields) == [
                ["P-1", "C-1", "Pip", "Dog", "Beagle", "2018-06-01", "11.2"],
                ["P-2", "C-2", "Miso", "Cat", "Siamese", "2020-02-29", "4"],
            ])
    }
}
