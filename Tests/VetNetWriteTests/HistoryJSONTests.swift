import Foundation
import Testing
import VetNetCore
import VetNetTestSupport
import VetNetWrite

@Suite("History records in JSON: the table's keys, sorted, as the schemas list them")
struct HistoryJSONTests {
    func record(_ kind: HistoryKind) -> HistoryRecord {
        let values: [HistoryValue?] = kind.table.fields.map { field in
            switch field.kind {
            case .text: .text("a \"quoted\"\nline")
            case .date: .date(LocalDate(year: 2026, month: 2, day: 28)!)
            case .number, .weight: .number(12.5)
            case .integer: .integer(3)
            case .list: .list(["x", "y"])
            }
        }
        return HistoryRecord(
            kind: kind, id: kind.idPrefix + "0123456789ab", patientId: "PAT-0123456789ab", ownerId: nil,
            values: values, sources: [SourceRef(source: "s", sourceId: "1", line: 2)])
    }

    @Test(
        "a full record writes every key of its table once, in sorted order, with its value",
        arguments: HistoryKind.allCases)
    func fullRecord(kind: HistoryKind) throws {
        var full = record(kind)
        full.isActive = false
        var writer = JSONWriter()
        writer.write(full)
        let text = String(decoding: writer.bytes, as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        let expected = kind.table.jsonKeys.filter { $0 != "ownerId" }
        #expect(object.keys.sorted() == expected)
        #expect(object["isActive"] as? Bool == false)
        let positions = expected.map { text.range(of: "\"\($0)\"")!.lowerBound }
        #expect(positions == positions.sorted())
        for field in kind.table.fields {
            switch field.kind {
            case .text: #expect(object[field.key] as? String == "a \"quoted\"\nline")
            case .date: #expect(object[field.key] as? String == "2026-02-28")
            case .number, .weight: #expect(object[field.key] as? Double == 12.5)
            case .integer: #expect(object[field.key] as? Int == 3)
            case .list: #expect(object[field.key] as? [String] == ["x", "y"])
            }
        }
    }

    @Test("absent values are left out")
    func absentValues() throws {
        var empty = record(.visit)
        empty.values = empty.values.map { _ in nil }
        var writer = JSONWriter.compact()
        writer.write(empty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        #expect(object.keys.sorted() == ["id", "patientId", "sources"])
    }

    @Test("each kind's schema lists exactly its table's keys", arguments: HistoryKind.allCases)
    func schemaMatchesTable(kind: HistoryKind) throws {
        let url = packageRoot.appendingPathComponent("schemas/\(kind.rawValue).schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let expected = kind.table.jsonKeys.filter { kind == .alert || $0 != "ownerId" }
        #expect(properties.keys.sorted() == expected)
        let required = Set(schema["required"] as? [String] ?? [])
        for field in kind.table.fields where field.required { #expect(required.contains(field.key), "\(field.key)") }
    }
}
