import Testing
import VetNetCSV
import VetNetCore

@Suite("CSV malformed rows: rejected with their line, the file goes on")
struct CSVMalformedRowTests {
    @Test("a row with too many fields is rejected and names its line")
    func tooManyFields() {
        let result = readCSV("id,city\n1,Berlin\n2,12 Main St, Springfield\n3,Paris\n")
        #expect(result.values == [["1", "Berlin"], ["3", "Paris"]])
        #expect(result.codes == ["read.too-many-fields"])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.diagnostics.first?.location?.recordIndex == 2)
        #expect(result.readCount == 3)
        #expect(result.rejectedCount == 1)
    }

    @Test(
        "a NUL byte rejects its record with its line, also inside a quoted value over several lines",
        arguments: [1, 3, Int.max])
    func nulByte(chunkSize: Int) {
        let bytes =
            Array("id,name\n1,Rex\n2,Sm".utf8) + [0] + Array("udge\n3,\"Bel\nla".utf8) + [0] + Array("\"\n4,Max\n".utf8)
        let result = readCSV(bytes, chunkSize: chunkSize)
        #expect(result.values == [["1", "Rex"], ["4", "Max"]])
        #expect(result.codes == ["read.nul-byte", "read.nul-byte"])
        #expect(result.diagnostics.map(\.location?.line) == [3, 4])
        #expect(result.readCount == 4)
    }

    @Test("a row with too few fields is rejected and names its line")
    func tooFewFields() {
        let result = readCSV("id,name,species\n1,Rex\n2,Bella,dog\n")
        #expect(result.values == [["2", "Bella", "dog"]])
        #expect(result.codes == ["read.too-few-fields"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test("an unterminated quote at the end names the line where it opened")
    func unterminatedQuote() {
        let result = readCSV("id,note\n1,ok\n2,\"never\nclosed\nat all\n")
        #expect(result.values == [["1", "ok"]])
        #expect(result.codes == ["read.unterminated-quote"])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.readCount == 2)
        #expect(result.rejectedCount == 1)
    }

    @Test("a quote inside an unquoted value rejects that row and keeps the next")
    func strayQuote() {
        let result = readCSV("id,name\n1,Rex\n2,Bel\"la\n3,Max\n")
        #expect(result.values == [["1", "Rex"], ["3", "Max"]])
        #expect(result.codes == ["read.malformed-quote"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test("text after a closing quote spanning lines rejects the record at its first line")
    func textAfterClosingQuote() {
        let result = readCSV("id,note\n1,\"two\nlines\"oops\n2,fine\n")
        #expect(result.values == [["2", "fine"]])
        #expect(result.diagnostics.first?.location?.line == 2)
        #expect(result.lines == [4])
    }

    @Test("a value over the size limit rejects its record and the next records are read", arguments: [1, 7, 4096])
    func fieldTooLarge(_ chunkSize: Int) {
        let text = "id,note\n1,short\n2,\(String(repeating: "x", count: 300))\n3,fine\n"
        let result = readCSV(Array(text.utf8), chunkSize: chunkSize, maxFieldBytes: 100)
        #expect(result.values == [["1", "short"], ["3", "fine"]])
        #expect(result.codes == ["read.field-too-large"])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.readCount == 3)
    }

    @Test("a line that never ends keeps memory bounded: the record is rejected, nothing else is held")
    func endlessLine() {
        let bytes = Array("id,note\n1,".utf8) + [UInt8](repeating: UInt8(ascii: "y"), count: 3_000_000)
        let result = readCSV(bytes, chunkSize: 65_536, maxFieldBytes: 1 << 20)
        #expect(result.records.isEmpty)
        #expect(result.codes == ["read.field-too-large"])
        #expect(result.readCount == 1)
    }
}
