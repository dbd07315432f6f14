import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

@Suite("The JSON writer")
struct JSONWriterTests {
    struct Document: Codable, Equatable {
        var count: Int
        var names: [String]
        var note: String
        var nested: [String: [Int]]
    }

    static func write(_ document: Document, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("count")
        writer.integer(document.count)
        writer.key("names")
        writer.beginArray()
        for name in document.names { writer.string(name) }
        writer.endArray()
        writer.key("nested")
        writer.beginObject()
        for key in document.nested.keys.sorted() {
            writer.key(text: key)
            writer.beginArray()
            for value in document.nested[key] ?? [] { writer.integer(value) }
            writer.endArray()
        }
        writer.endObject()
        writer.key("note")
        writer.string(document.note)
        writer.endObject()
    }

    static func randomDocument(_ records: inout RandomRecords) -> Document {
        let specials = [
            "say \"hi\"", "back\\slash", "a/b", "tab\there", "\u{1}\u{1F}", "bell\u{8}form\u{C}", "cr\r\nlf",
        ]
        func text() -> String { records.random.chance(0.3) ? records.random.pick(specials) : records.text() }
        func integer() -> Int {
            records.random.pick([0, -1, 9, 10, -10, .max, .min, Int(truncatingIfNeeded: records.random.next())])
        }
        return Document(
            count: integer(), names: (0..<records.random.int(in: 1...4)).map { _ in text() }, note: text(),
            nested: Dictionary(
                (0..<records.random.int(in: 1...3)).map { _ in
                    (text(), (0..<records.random.int(in: 1...3)).map { _ in integer() })
                }
            ) { first, _ in first })
    }

    @Test("what it writes, pretty, compact or compact below a depth, decodes to what it was given", arguments: 0..<40)
    func decodesBack(seed: UInt64) throws {
        var records = RandomRecords(seed: seed)
        let document = Self.randomDocument(&records)
        let writers = [
            JSONWriter(), JSONWriter.compact(), JSONWriter(indentLevel: 2), JSONWriter(lineDepth: 1),
            JSONWriter(lineDepth: 2),
        ]
        for var writer in writers {
            Self.write(document, into: &writer)
            #expect(writer.byteCount == writer.bytes.count)
            #expect(try JSONDecoder().decode(Document.self, from: Data(writer.bytes)) == document)
        }
    }

    @Test("integers are written as String writes them, the extremes too")
    func integers() {
        var random = SplitMix64(seed: 11)
        let values =
            [0, 1, -1, 9, 10, 99, 100, -100, .max, .min]
            + (0..<200).map { _ in Int(truncatingIfNeeded: random.next() >> random.below(64)) }
        for value in values {
            var writer = JSONWriter.compact()
            writer.integer(value)
            #expect(writer.bytes == Array(String(value).utf8))
        }
    }

    @Test("fractions are written as their description writes them: decimals of weights and scores, and any double")
    func fractions() {
        var random = SplitMix64(seed: 64)
        var values: [Double] = [
            0.001, -0.001, 0.0015, 0.0009, 0.0001, 0.5, -0.5, 999_999_999.9999, 1e9 + 0.5, 12.882, 2.3587, 42.63,
        ]
        for decimals in 1...5 {
            let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
            for _ in 0..<2_000 {
                let units = Double(random.below(2_000_000_000_000) - 1_000_000_000_000) / Double(1 << random.below(40))
                values.append(units.rounded() / scale)
            }
        }
        for _ in 0..<2_000 { values.append(Double(bitPattern: random.next())) }
        for value in values where value.isFinite && value.rounded() != value {
            var writer = JSONWriter.compact()
            writer.number(value)
            #expect(writer.bytes == Array(value.description.utf8), "\(value)")
        }
    }

    @Test("pretty output is laid out as JSONEncoder lays it out")
    func layout() throws {
        let document = Document(count: 3, names: ["Bella", "Zoë"], note: "a/b", nested: ["k": [1, 2]])
        var writer = JSONWriter()
        Self.write(document, into: &writer)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == String(decoding: try encoder.encode(document), as: UTF8.self))
    }
}
