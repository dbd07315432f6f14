import Testing
import VetNetCSV
import VetNetCore

@Suite("CSV encodings")
struct CSVEncodingTests {
    // "Müller,Zoë,€5" in Windows-1252.
    let windows1252: [UInt8] =
        Array("name,other,price\n".utf8) + [
            0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x2C, 0x5A, 0x6F, 0xEB, 0x2C, 0x80, 0x35, 0x0A,
        ]

    @Test("a Windows-1252 file declared as such decodes its special characters")
    func windows1252Declared() {
        let result = readCSV(windows1252, encoding: .windows1252)
        #expect(result.values == [["Müller", "Zoë", "€5"]])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a UTF-8 byte order mark makes the file UTF-8 whatever encoding was declared")
    func byteOrderMarkWins() {
        let result = readCSV([0xEF, 0xBB, 0xBF] + Array("name\nMüller\n".utf8), encoding: .windows1252)
        #expect(result.values == [["Müller"]])
    }

    @Test("ISO-8859-1 maps every byte to the same code point")
    func latin1() {
        let result = readCSV(Array("n\n".utf8) + [0xE9, 0x80, 0x0A], encoding: .iso88591)
        #expect(result.values == [["é\u{80}"]])
    }

    @Test("auto keeps valid UTF-8 as UTF-8 without a warning")
    func autoUTF8() {
        let result = readCSV("name\nMüller\n", encoding: .auto)
        #expect(result.values == [["Müller"]])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("auto reads invalid UTF-8 as Windows-1252 and warns once, at the first line")
    func autoFallback() {
        let bytes = windows1252 + [0x4D, 0xFC, 0x2C, 0x78, 0x2C, 0x79, 0x0A]
        let result = readCSV(bytes, encoding: .auto)
        #expect(result.values == [["Müller", "Zoë", "€5"], ["Mü", "x", "y"]])
        #expect(result.codes == ["read.invalid-encoding"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test("invalid bytes in a file declared UTF-8 are replaced and reported")
    func invalidUTF8() {
        let result = readCSV(Array("a\n".utf8) + [0x41, 0xFF, 0x0A], encoding: .utf8)
        #expect(result.values == [["A\u{FFFD}"]])
        #expect(result.codes == ["read.invalid-encoding"])
    }

    @Test("encoding names are accepted in their usual spellings")
    func encodingNames() {
        #expect(TextEncoding(name: "CP1252") == .windows1252)
        #expect(TextEncoding(name: "latin1") == .iso88591)
        #expect(TextEncoding(name: "UTF8") == .utf8)
        #expect(TextEncoding(name: "ebcdic") == nil)
    }
}
