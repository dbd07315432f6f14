import Testing
import VetNetCore

@testable import VetNetCSV

/// A value over the size limit loses its bytes, never its lines: the records after it keep their line numbers.
@Suite("A value over the size limit does not shift the lines of the records after it")
struct CSVFieldLimitLineTests {
    @Test("a quoted value over two lines and over the limit is rejected at its line, and the next record keeps its own")
    func quotedValueOverLines() {
        let text = "id,note\n1,\"a long\nvalue\"\n2,ok\n"
        for splits in [true, false] {
            let result = readCSV(Array(text.utf8), maxFieldBytes: 4, splitsSingleLineRecords: splits)
            #expect(result.values == [["2", "ok"]])
            #expect(result.lines == [4])
            #expect(result.codes == ["read.field-too-large"])
            #expect(result.diagnostics.first?.location?.line == 2)
            #expect(result.lineReached == 5)
        }
    }

    /// Past the first 64 KiB (read whole to choose the delimiter), one-byte chunks make the limit bite on the CR
    /// of a CRLF inside a quoted value; the LF that arrives next is the same line end.
    @Test("a value cut off at the CR of a CRLF inside its quotes does not count the LF as another line")
    func cutOffAtCarriageReturn() {
        // Every name within the limit of three bytes.
        let header = "id,n\n"
        let paddingCount = (65_536 - header.utf8.count) / 4 + 1
        let text = header + String(repeating: "p,x\n", count: paddingCount) + "2,\"abc\r\ndef\"\r\n3,ok\r\n"
        let recordLine = paddingCount + 2
        for splits in [true, false] {
            let result = readCSV(Array(text.utf8), chunkSize: 1, maxFieldBytes: 3, splitsSingleLineRecords: splits)
            #expect(result.values.last == ["3", "ok"])
            #expect(result.lines.last == recordLine + 2)
            #expect(result.codes == ["read.field-too-large", "read.malformed-quote"])
            #expect(result.diagnostics.map(\.location?.line) == [recordLine, recordLine + 1])
            #expect(result.lineReached == recordLine + 3)
        }
    }
}
