import Testing
import VetNetCore

@testable import VetNetCSV

/// The reader splits records that lie on one line itself and leaves the rest to libcsv. Whatever the bytes, the
/// result must be what libcsv alone gives: the same values (absent or present), lines, problems and counts.
@Suite("Records split without libcsv read exactly as libcsv reads them")
struct SingleLineSplitTests {
    /// Pieces that exercise every rule of the split: padding, quotes in and around values, doubled quotes, line
    /// ends of each kind inside and outside quotes, NUL, a tab inside a value, bytes that are not UTF-8.
    static let pieces: [[UInt8]] =
        [
            "a", "bc", "Zoë", " ", "  ", "\t", ",", ",", ";", "|", "\"", "\"\"", "\n", "\n", "\r\n", "\r", "\0", "x y",
            "\" ", " \"", "\"a,b\"", "\"\"\"", "1.5",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3]]

    static func randomCSV(seed: Int, delimiter: UInt8, length: Int) -> (bytes: [UInt8], rng: SplitMix64) {
        var rng = SplitMix64(seed: UInt64(seed))
        let separator = String(UnicodeScalar(delimiter))
        var bytes = Array("id\(separator)name\(separator)note\n".utf8)
        for _ in 0..<length {
            var piece = pieces[Int(rng.next() % UInt64(pieces.count))]
            if piece == [UInt8(ascii: ",")] { piece = [delimiter] }
            bytes += piece
        }
        return (bytes, rng)
    }

    @Test("random bytes read the same with and without the split, whole and in random chunks", arguments: 0..<600)
    func randomBytes(_ seed: Int) {
        let delimiter: UInt8 = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09][seed % 3]
        var (bytes, rng) = Self.randomCSV(seed: seed, delimiter: delimiter, length: 40 + seed)
        let maxFieldBytes = seed % 5 == 0 ? 3 : 1 << 20
        let chunkSize = seed % 4 == 0 ? Int.max : 1 + Int(rng.next() % 40)
        let encoding: TextEncoding = seed % 7 == 0 ? .windows1252 : .utf8
        let reference = readCSV(
            bytes, chunkSize: chunkSize, delimiter: delimiter, encoding: encoding, maxFieldBytes: maxFieldBytes,
            splitsSingleLineRecords: false)
        let split = readCSV(
            bytes, chunkSize: chunkSize, delimiter: delimiter, encoding: encoding, maxFieldBytes: maxFieldBytes)
        #expect(split == reference, "seed \(seed): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        #expect(reference.linesSplitInSwift == 0)
        #expect(split.lineReached == Self.lineCount(bytes), "every line end is counted once, CRLF as one")
        #expect(reference.lineReached == split.lineReached)
    }

    /// Lines as a text editor shows them: LF, CRLF and a lone CR each end one.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D { count += 1 }
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            index += 1
        }
        return count
    }

    @Test("an export's plain lines are all split without libcsv, and quoted values on one line too")
    func plainLinesTakeTheSplit() {
        let text = "id,name,note\n1, Rex ,\"likes \"\"walks\"\", a lot\"\n2,Bella,\n3,,\"\"\r\n\n4,Max,x\n"
        let result = readCSV(text)
        #expect(
            result.values == [
                ["1", "Rex", "likes \"walks\", a lot"], ["2", "Bella", nil], ["3", nil, ""], ["4", "Max", "x"],
            ])
        #expect(result.lines == [2, 3, 4, 6])
        #expect(result.linesSplitInSwift == 7, "the header, four records and the LF of the CRLF and the blank line")
    }

    @Test("records whose quoted notes run over lines ending LF, CRLF or CR are split without libcsv, lines counted")
    func multiLineNotesTakeTheSplit() {
        let text =
            "id,notes,kg\n1,\"S: eats well.\nO: T 39.1 C.\r\nA: \"\"fine\"\".\rP: none\",3.2\r\n2,\"\n\",4\n3,x,5\n"
        let result = readCSV(text)
        #expect(
            result.values == [
                ["1", "S: eats well.\nO: T 39.1 C.\r\nA: \"fine\".\rP: none", "3.2"], ["2", "\n", "4"],
                ["3", "x", "5"],
            ])
        #expect(result.lines == [2, 6, 8])
        #expect(result.linesSplitInSwift == 5, "the header, the three records and the LF of the CRLF")
        #expect(result == readCSV(Array(text.utf8), splitsSingleLineRecords: false))
    }

    @Test(
        "a quoted value over two lines is split too, a misplaced quote goes to libcsv, and the lines after it are split again"
    )
    func linesLeftToLibcsv() {
        let text = "id,note\n1,\"two\nlines\"\n2,O\"Brien\n3,ok\n4,\"a\" b\n5,fine\n"
        let result = readCSV(text)
        #expect(result.values == [["1", "two\nlines"], ["3", "ok"], ["5", "fine"]])
        #expect(result.lines == [2, 5, 7])
        #expect(result.codes == ["read.malformed-quote", "read.malformed-quote"])
        #expect(result.diagnostics.map(\.location?.line) == [4, 6])
        #expect(result.linesSplitInSwift == 4, "the header and records 1, 3 and 5")
        #expect(result == readCSV(Array(text.utf8), splitsSingleLineRecords: false))
    }
}
