import Testing
import VetNetCore
import VetNetXML

/// For random nestings, every field path reads what a document tree says a streaming reader can know.
@Suite struct XMLAncestorPropertyTests {
    static let paths = [
        "@id", "N", "A/N", "R/@id", "../@id", "../N", "../../N", "../A/N", "../A/@id", "../../A/B/@id", "../R/@id",
        "../R/N", "../../P/N", "../../../N", "../B", "../../../../@id",
    ]

    @Test("values equal those of a document tree, and the late-value warning comes exactly when due")
    func matchesReferenceTree() {
        for seed in UInt64(1)...400 {
            let document = ReferenceDocument(seed: seed)
            let outcome = readXML(document.xml, record: "R", fields: Self.paths)
            #expect(outcome.thrown == nil, "seed \(seed)")
            let records = document.records(named: "R")
            #expect(outcome.records.count == records.count, "seed \(seed)")
            guard outcome.records.count == records.count else { continue }
            var late: Set<String> = []
            for (read, record) in zip(outcome.records, records) {
                var fields: [String?] = []
                var repeats: [Int: [String]] = [:]
                for (column, text) in Self.paths.enumerated() {
                    let path = ReferencePath(text)
                    let values = document.values(of: path, record: record)
                    fields.append(values.first)
                    if values.count > 1 { repeats[column] = values }
                    if path.level > 0, values.isEmpty, document.ancestorEverHasValue(path, record: record) {
                        late.insert("\(document.elements[record].line) \(text)")
                    }
                }
                #expect(read.fields == fields, "seed \(seed), record at line \(read.location.line)")
                #expect(read.repeats == repeats, "seed \(seed), record at line \(read.location.line)")
                #expect(read.location.line == document.elements[record].line, "seed \(seed)")
            }
            let warnings = outcome.diagnostics.filter { $0.code == "read.xml-ancestor-after-record" }
            #expect(warnings.count == (late.isEmpty ? 0 : 1), "seed \(seed)")
            if let warning = warnings.first, let line = warning.location?.line, let field = warning.location?.field {
                #expect(late.contains("\(line) \(field)"), "seed \(seed)")
            }
        }
    }

    @Test("random documents read the same with the parser's chunk boundary anywhere in them")
    func chunkBoundaries() {
        for seed in UInt64(1)...40 {
            let document = ReferenceDocument(seed: seed)
            let whole = readXML(document.xml, record: "R", fields: Self.paths)
            let body = Array(document.xml.utf8)
            var random = SplitMix64(seed: seed)
            for _ in 0..<8 {
                // A comment before the root, without line ends, puts the 64 KiB boundary at `offset`.
                let offset = random.int(in: 0...body.count)
                let padding = 64 * 1024 - offset - "<!---->".utf8.count
                let padded = Array("<!--\(String(repeating: "x", count: padding))-->".utf8) + body
                #expect(readXML(padded, record: "R", fields: Self.paths) == whole, "seed \(seed), offset \(offset)")
            }
        }
    }
}
