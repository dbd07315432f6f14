import Testing
import VetNetCSV
import VetNetCore

@Suite("CSV delimiter detection")
struct CSVDelimiterTests {
    @Test(
        "the delimiter is detected among comma, semicolon, tab and pipe",
        arguments: [(",", UInt8(ascii: ",")), (";", UInt8(ascii: ";")), ("\t", 0x09), ("|", UInt8(ascii: "|"))])
    func detects(_ separator: String, _ byte: UInt8) {
        let text =
            ["id", "name", "note"].joined(separator: separator) + "\n"
            + ["1", "Rex", "\"a, b; c | d\""].joined(separator: separator) + "\n"
        let result = readCSV(text)
        #expect(result.columns == ["id", "name", "note"])
        #expect(result.values == [["1", "Rex", "a, b; c | d"]])
    }

    @Test("commas inside values do not outvote the real semicolon delimiter")
    func decimalCommas() {
        let sample = Array("id;weight;note\n1;4,5;a,b,c\n2;3,2;x\n".utf8)
        #expect(DelimiterSniffer.sniff(sample) == UInt8(ascii: ";"))
    }

    @Test("a single-column file falls back to comma")
    func singleColumn() {
        #expect(DelimiterSniffer.sniff(Array("name\nRex\n".utf8)) == UInt8(ascii: ","))
    }

    @Test("a declared delimiter is used as given")
    func declared() {
        let result = readCSV("a;b\n1,2;3\n", delimiter: UInt8(ascii: ";"))
        #expect(result.values == [["1,2", "3"]])
    }

    @Test("a leading tab in a tab-delimited file is an empty field, not padding")
    func tabIsNotPadding() {
        let result = readCSV("a\tb\n\ty\n", delimiter: 0x09)
        #expect(result.values == [[nil, "y"]])
    }
}
