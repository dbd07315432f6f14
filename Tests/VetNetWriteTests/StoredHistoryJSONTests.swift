import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

/// The history record files are written from the records' compact bytes without decoding them; the bytes must be
/// those `write(_:)` gives for the decoded record, whatever the record holds.
@Suite("History records written as JSON from their compact bytes")
struct StoredHistoryJSONTests {
    static var writers: [JSONWriter] { [JSONWriter(), JSONWriter.compact(), JSONWriter(indentLevel: 1)] }

    @Test(
        "records of every kind and shape give the bytes their decoded records give, and the reader ends after them",
        arguments: 0..<40)
    func randomRecords(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        for kind in HistoryKind.allCases {
            for _ in 0..<10 {
                let record = records.history(kind)
                var encoder = CompactWriter()
                record.encode(to: &encoder)
                // A second record after it: the writer must stop at the first one's end.
                let bytes = encoder.bytes + [0xFF]
                var again = CompactReader(bytes)
                let decoded = try HistoryRecord.decode(&again)
                for writer in Self.writers {
                    var fromBytes = writer
                    var reader = CompactReader(bytes)
                    try fromBytes.writeStoredHistory(&reader)
                    #expect(reader.position == encoder.count)
                    var fromRecord = writer
                    fromRecord.write(decoded)
                    #expect(
                        String(decoding: fromBytes.bytes, as: UTF8.self)
                            == String(decoding: fromRecord.bytes, as: UTF8.self))
                }
            }
        }
    }

    @Test("bytes cut short anywhere are reported damaged, not written past")
    func damaged() throws {
        var records = RandomRecords(seed: 7)
        var encoder = CompactWriter()
        records.history(.visit).encode(to: &encoder)
        let bytes = encoder.bytes
        for length in 0..<bytes.count {
            var reader = CompactReader(Array(bytes[..<length]))
            var writer = JSONWriter()
            #expect(throws: CompactReader.Damaged.self) { try writer.writeStoredHistory(&reader) }
        }
    }
}
