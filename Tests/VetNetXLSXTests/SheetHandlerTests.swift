import Testing
import VetNetXML

@testable import VetNetXLSX

/// Sheet XML fed straight to the row assembler, for cases no fixture holds.
@Suite("Sheet rows from sheet XML")
struct SheetHandlerTests {
    /// The rows of `rows` (the inside of `<sheetData>`), as (row number, [(column, text)]), and the failure.
    func rows(_ rows: String, formats: [NumberFormat] = []) -> (rows: [(Int, [(Int, String)])], failure: String?) {
        let handler = SheetHandler(strings: SharedStrings(), formats: formats, uses1904: false)
        let parser = XMLEventParser(
            handler: handler, elements: SheetHandler.elements, attributes: SheetHandler.attributes)
        parser.feed(Array("<worksheet><sheetData>\(rows)</sheetData></worksheet>".utf8), last: true)
        var found: [(Int, [(Int, String)])] = []
        while let row = handler.dequeue() {
            found.append(
                (
                    row.number,
                    row.cells.map { cell in
                        switch cell.value {
                        case .text(let text): (cell.column, text)
                        case .error(let text): (cell.column, "error " + text)
                        case .unreadable(let text): (cell.column, "unreadable " + text)
                        }
                    }
                ))
        }
        return (found, handler.failure?.detail ?? parser.failure?.detail)
    }

    @Test("booleans written as true and false read as TRUE and FALSE too")
    func wordBooleans() {
        let found = rows(#"<row r="1"><c r="A1" t="b"><v>true</v></c><c r="B1" t="b"><v>false</v></c></row>"#)
        #expect(found.rows.first?.1.map(\.1) == ["TRUE", "FALSE"])
    }

    @Test("a strict workbook's ISO date cell is written as the serial dates are")
    func isoDateCells() {
        let found = rows(
            #"<row r="1"><c r="A1" t="d"><v>2024-03-01T00:00:00Z</v></c><c r="B1" t="d"><v>2024-03-01T14:30:00.000</v></c></row>"#
        )
        #expect(found.rows.first?.1.map(\.1) == ["2024-03-01", "2024-03-01 14:30:00"])
    }

    @Test("a cell reference past column XFD stops the sheet at its row")
    func referenceOutOfRange() {
        let found = rows(#"<row r="4"><c r="XFE4"><v>1</v></c></row>"#)
        #expect(found.rows.isEmpty)
        #expect(found.failure == "a cell's reference is \"XFE4\"")
    }

    @Test("columns count from A as 1 to XFD as 16384; a cell without a reference follows the one before")
    func columns() {
        let found = rows(#"<row r="2"><c r="Z2"><v>1</v></c><c><v>2</v></c><c r="XFD2"><v>3</v></c></row>"#)
        #expect(found.rows.first?.1.map(\.0) == [26, 27, 16384])
        #expect(found.rows.first?.0 == 2)
    }

    @Test("a formula without a cached value and an empty inline string are empty cells")
    func emptyCells() {
        let found = rows(
            #"<row r="1"><c r="A1"><f>1+1</f></c><c r="B1" t="inlineStr"><is><t></t></is></c><c r="C1"><v>7</v></c></row>"#
        )
        #expect(found.rows.first?.1.map(\.0) == [3])
    }
}
