import Testing
import VetNetCSV
import VetNetCore

@Suite("CSV reading does not depend on how the bytes arrive")
struct CSVChunkingTests {
    static let awkward: [UInt8] =
        [0xEF, 0xBB, 0xBF]
        + Array(
            ("id;name;note\r\n1;Rex;\"multi\r\nline; with \"\"quotes\"\"\"\r\n\r\n2;Bel\"la;x\r\n3;Max\r\n"
                + "4;Luna;\"ok\"\r5;Polly;\"a\nb\"\n6;Spike;\"never closed\n").utf8)

    @Test(
        "one byte at a time, prime-sized chunks and whole give identical records and diagnostics",
        arguments: [1, 2, 3, 7, 13, 101, 4096])
    func chunkSizes(_ size: Int) {
        let whole = readCSV(Self.awkward)
        let chunked = readCSV(Self.awkward, chunkSize: size)
        #expect(chunked == whole)
    }

    @Test("the awkward sample reads as expected")
    func awkwardSample() {
        let result = readCSV(Self.awkward)
        #expect(result.columns == ["id", "name", "note"])
        #expect(
            result.values == [
                ["1", "Rex", "multi\r\nline; with \"quotes\""], ["4", "Luna", "ok"], ["5", "Polly", "a\nb"],
            ])
        #expect(result.lines == [2, 7, 8])
        #expect(result.codes == ["read.malformed-quote", "read.too-few-fields", "read.unterminated-quote"])
        #expect(result.diagnostics.map(\.location?.line) == [5, 6, 10])
        #expect(result.readCount == 6)
        #expect(result.rejectedCount == 3)
    }

    @Test("random CSV text reads the same in random chunk sizes", arguments: 0..<25)
    func randomText(_ seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let alphabet: [String] = ["a", "b", ",", ";", "\"", "\n", "\r", "\r\n", " ", "é", "x"]
        var text = "h1,h2,h3\n"
        for _ in 0..<200 { text += alphabet[Int(rng.next() % UInt64(alphabet.count))] }
        let bytes = Array(text.utf8)
        let whole = readCSV(bytes, delimiter: UInt8(ascii: ","))
        let size = 1 + Int(rng.next() % 17)
        #expect(readCSV(bytes, chunkSize: size, delimiter: UInt8(ascii: ",")) == whole)
        #expect(whole.readCount == whole.records.count + whole.rejectedCount)
    }
}
