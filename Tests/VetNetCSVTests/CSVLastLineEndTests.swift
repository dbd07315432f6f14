import Testing
import VetNetCSV
import VetNetCore

@Suite("A file's last record tells whether a line end follows it")
struct CSVLastLineEndTests {
    /// Every record the reader returns, problems included, in order.
    static func records(_ bytes: [UInt8], chunkSize: Int) throws -> [RawRecord] {
        let reader = CSVRecordReader(
            source: MemoryByteSource(bytes, chunkSize: chunkSize), file: "test.csv",
            options: CSVOptions(delimiter: UInt8(ascii: ","), chunkSize: min(chunkSize, 1 << 16)),
            diagnostics: RecordingCollector())
        var records: [RawRecord] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    @Test(
        "only the last record of a file that ends without a line end is marked, however the bytes arrive",
        arguments: [
            ("id,name\n1,Rex\n2,Labrado", [false, true]),
            ("id,name\n1,Rex\n2,Labrador\n", [false, false]),
            ("id,name\r\n1,Rex\r\n2,Labrador\r\n", [false, false]),
            ("id,name\r1,Rex\r2,Labrador\r", [false, false]),
            ("id,name\n1,Rex\n2,\"Lab\nrador\"", [false, true]),
            ("id,name\n1,Rex\n2", [false, true]),
            ("id,name\n1,Rex", [true]),
            ("id,name", []),
        ])
    func marked(text: String, expected: [Bool]) throws {
        for size in [1, 2, 3, 7, 64, 1 << 16] {
            let records = try Self.records(Array(text.utf8), chunkSize: size)
            #expect(records.map(\.endsFileWithoutLineEnd) == expected, "chunks of \(size)")
        }
    }

    @Test(
        "random CSV text: a record is marked exactly when it is the last and no line end ends the file",
        arguments: 0..<40)
    func randomText(_ seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let alphabet: [String] = ["a", "b", ",", "\"", "\n", "\r", "\r\n", " ", "é"]
        var text = "h1,h2\n"
        for _ in 0..<(1 + Int(rng.next() % 120)) { text += alphabet[Int(rng.next() % UInt64(alphabet.count))] }
        let bytes = Array(text.utf8)
        let records = try Self.records(bytes, chunkSize: 1 + Int(rng.next() % 13))
        let endsWithLineEnd = bytes.last == 0x0A || bytes.last == 0x0D
        #expect(records.dropLast().allSatisfy { !$0.endsFileWithoutLineEnd })
        if let last = records.last {
            #expect(last.endsFileWithoutLineEnd == !endsWithLineEnd, "\(text.debugDescription)")
        }
    }
}
