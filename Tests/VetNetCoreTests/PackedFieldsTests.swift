import Testing
import VetNetCore

@Suite("Packed fields")
struct PackedFieldsTests {
    /// Two records: `a`, absent, `ça` / `x`, `yz`; the second was read with the fallback decoding.
    static func batch(isUTF8: Bool) -> PackedFields {
        let bytes = Array("a".utf8) + Array("ça".utf8) + Array("x".utf8) + Array("yz".utf8)
        return PackedFields(
            bytes: bytes, fieldEnds: [1, 1 | PackedFields.nullBit, 4, 5, 7], recordStarts: [0, 3, 5],
            fallbackRecords: [1],
            isUTF8: isUTF8, decode: { bytes, _ in String(decoding: bytes, as: UTF8.self) })
    }

    static func text(_ bytes: Span<UInt8>?) -> String? {
        guard let bytes else { return nil }
        var copy: [UInt8] = []
        for index in bytes.indices { copy.append(bytes[index]) }
        return String(decoding: copy, as: UTF8.self)
    }

    @Test("a UTF-8 batch hands over each field's bytes as read, and nil for an absent field")
    func utf8Bytes() {
        let batch = Self.batch(isUTF8: true)
        #expect(batch.withUTF8Bytes(0, of: 0, Self.text) == .some("a"))
        #expect(batch.withUTF8Bytes(1, of: 0, Self.text) == .some(nil))
        #expect(batch.withUTF8Bytes(2, of: 0, Self.text) == .some("ça"))
        #expect(batch.withUTF8Bytes(3, of: 0, Self.text) == .some(nil), "past the record's last field")
        let record = RawRecord(location: SourceLocation(file: "f.csv", line: 2), packed: batch, record: 0)
        #expect(record.withUTF8Field(at: 2, Self.text) == .some(record.field(at: 2)))
    }

    @Test("bytes of another encoding, or of a record read with the fallback, are not handed over")
    func otherEncodings() {
        #expect(Self.batch(isUTF8: false).withUTF8Bytes(0, of: 0, Self.text) == nil)
        #expect(Self.batch(isUTF8: true).withUTF8Bytes(0, of: 1, Self.text) == nil)
        #expect(Self.batch(isUTF8: true).field(1, of: 1) == "yz", "the text is still there")
    }

    @Test("records held as strings hand over their UTF-8")
    func strings() {
        let record = RawRecord(location: SourceLocation(file: "f.xml"), fields: ["Zoë", nil])
        #expect(record.withUTF8Field(at: 0, Self.text) == .some("Zoë"))
        #expect(record.withUTF8Field(at: 1, Self.text) == .some(nil))
        #expect(record.withUTF8Field(at: 5, Self.text) == .some(nil))
    }
}
