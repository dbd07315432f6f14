import Testing
import VetNetCSV
import VetNetCore

@Suite("CSV structure: quoting, line ends, lines of records")
struct CSVStructureTests {
    @Test("a quoted field keeps embedded delimiters, newlines and doubled quotes")
    func quotedFields() {
        let result = readCSV("id,address,note\n1,\"Apt 4, Rear\",\"The \"\"Barn\"\"\nHouse\"\n2,Main St,x\n")
        #expect(result.columns == ["id", "address", "note"])
        #expect(result.values == [["1", "Apt 4, Rear", "The \"Barn\"\nHouse"], ["2", "Main St", "x"]])
        #expect(result.lines == [2, 4])
    }

    @Test("records know the physical line they start on", arguments: ["\n", "\r\n", "\r"])
    func lineEnds(_ end: String) {
        let text = ["a,b", "1,\"x\(end)y\"", "", "2,z", "3,w"].joined(separator: end) + end
        let result = readCSV(text)
        #expect(result.values == [["1", "x\(end)y"], ["2", "z"], ["3", "w"]])
        #expect(result.lines == [2, 5, 6])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a line end or NUL byte is found at every position of a value, across and after its 8-byte words")
    func controlBytesAtEveryPosition() {
        for length in [1, 7, 8, 9, 15, 16, 17, 31] {
            for position in 0..<length {
                var value = Array(repeating: UInt8(ascii: "x"), count: length)
                value[position] = 0x0A
                let quoted = readCSV(Array("a,b\n1,\"".utf8) + value + Array("\"\n2,y\n".utf8))
                #expect(quoted.lines == [2, 4], "line feed at \(position) of \(length)")
                value[position] = 0x00
                let nul = readCSV(Array("a,b\n1,".utf8) + value + Array("\n2,y\n".utf8))
                #expect(nul.codes == ["read.nul-byte"], "NUL at \(position) of \(length)")
                #expect(nul.lines == [3])
            }
        }
    }

    @Test("mixed line ends in one file count one line each")
    func mixedLineEnds() {
        let result = readCSV("a,b\r\n1,x\n2,y\r3,z\r\n")
        #expect(result.lines == [2, 3, 4])
    }

    @Test("blank lines are skipped and do not shift line numbers")
    func blankLines() {
        let result = readCSV("a,b\n\n\n1,x\n   \n2,y\n\n")
        #expect(result.values == [["1", "x"], ["2", "y"]])
        #expect(result.lines == [4, 6])
        #expect(result.readCount == 2)
    }

    @Test("the last record needs no line end")
    func noFinalNewline() {
        let result = readCSV("a,b\n1,x\n2,y")
        #expect(result.values == [["1", "x"], ["2", "y"]])
    }

    @Test("an empty unquoted field is nil, a quoted empty field is an empty string")
    func emptyFields() {
        let result = readCSV("a,b,c\n,\"\",x\n")
        #expect(result.values == [[nil, "", "x"]])
    }

    @Test("a UTF-8 byte order mark is stripped from the first header name")
    func byteOrderMark() {
        let result = readCSV([0xEF, 0xBB, 0xBF] + Array("id,name\n1,Rex\n".utf8))
        #expect(result.columns == ["id", "name"])
        #expect(result.values == [["1", "Rex"]])
    }

    @Test("a UTF-16 file is refused with a clear error")
    func utf16() {
        let result = readCSV([0xFF, 0xFE, 0x61, 0x00])
        #expect(result.failure?.code == "read.unsupported-encoding")
        #expect(result.failure?.location?.line == 1)
    }

    @Test(
        "a ZIP archive (an Excel workbook, an export zipped) is refused as not CSV, naming line 1",
        arguments: [
            [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + Array("[Content_Types].xml".utf8),
            [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18),
        ] as [[UInt8]])
    func zipIsRefused(bytes: [UInt8]) {
        let result = readCSV(bytes)
        #expect(result.failure?.code == "read.not-csv")
        #expect(result.failure?.location?.line == 1)
        #expect(result.columns.isEmpty && result.values.isEmpty)
    }

    @Test("an empty file gives no records and a warning")
    func emptyFile() {
        let result = readCSV("")
        #expect(result.records.isEmpty)
        #expect(result.readCount == 0)
        #expect(result.codes == ["read.empty-file"])
        #expect(result.failure == nil)
    }

    @Test("a header-only file gives the columns and no records")
    func headerOnly() {
        let result = readCSV("id,name\r\n")
        #expect(result.columns == ["id", "name"])
        #expect(result.records.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("blank and duplicate header names are renamed with a warning")
    func headerNames() {
        let result = readCSV("id,,Name,Name,Name\n1,2,3,4,5\n")
        #expect(result.columns == ["id", "Column 2", "Name", "Name (2)", "Name (3)"])
        #expect(result.codes == ["read.blank-header", "read.duplicate-header", "read.duplicate-header"])
        #expect(result.diagnostics.map(\.location?.column) == [2, 4, 5])
    }

    @Test("a line of only padding between a CR and an LF is a line of its own", arguments: [true, false])
    func paddingBetweenCRAndLF(splits: Bool) {
        let result = readCSV(Array("id,n\r\t\n2,x\r \n3,y\n".utf8), splitsSingleLineRecords: splits)
        #expect(result.values == [["2", "x"], ["3", "y"]])
        #expect(result.lines == [3, 5])
        #expect(result.lineReached == 6)
    }
}
