import Testing
import VetNetCore

@Suite("History records: the field tables and the compact form")
struct HistoryRecordTests {
    static func randomRecord(_ kind: HistoryKind, _ random: inout SplitMix64) -> HistoryRecord {
        func pick() -> Bool { random.next() % 3 != 0 }
        let values: [HistoryValue?] = kind.table.fields.map { field in
            guard pick() else { return nil }
            switch field.kind {
            case .text: return .text(["Rabies", "é ü ✓", "", "line\nbreak", "\"quoted\""][Int(random.next() % 5)])
            case .date: return .date(LocalDate(dayNumber: 700_000 + Int(random.next() % 50_000))!)
            case .number, .weight: return .number(Double(Int(random.next() % 100_000)) / 100)
            case .integer: return .integer(Int(random.next() % 20) - 5)
            case .list: return .list((0..<(1 + Int(random.next() % 3))).map { "d\($0)" })
            }
        }
        return HistoryRecord(
            kind: kind, id: kind.idPrefix + String(random.next() % 1000), patientId: pick() ? "PAT-x" : nil,
            ownerId: pick() ? "OWN-y" : nil, values: values,
            sources: [SourceRef(source: "s", sourceId: pick() ? "7" : "", line: pick() ? 3 : nil)])
    }

    @Test("every record of every kind reads back from its compact form as it was")
    func compactRoundTrip() throws {
        var random = SplitMix64(seed: 38)
        for _ in 0..<500 {
            for kind in HistoryKind.allCases {
                let record = Self.randomRecord(kind, &random)
                var writer = CompactWriter()
                record.encode(to: &writer)
                var reader = CompactReader(writer.bytes)
                #expect(try HistoryRecord.decode(&reader) == record)
                #expect(reader.isAtEnd)
            }
        }
    }

    @Test("a record read in part has the fields asked for, nil for the others and no sources, and ends where it ends")
    func partialRead() throws {
        var random = SplitMix64(seed: 39)
        for _ in 0..<200 {
            for kind in HistoryKind.allCases {
                let record = Self.randomRecord(kind, &random)
                let wanted = kind.table.fields.map { _ in random.next() % 2 == 0 }
                var writer = CompactWriter()
                record.encode(to: &writer)
                var reader = CompactReader(writer.bytes)
                let part = try HistoryRecord.decode(&reader, only: wanted)
                #expect(reader.isAtEnd)
                #expect((part.id, part.patientId, part.ownerId) == (record.id, record.patientId, record.ownerId))
                #expect(part.sources.isEmpty)
                for index in wanted.indices {
                    #expect(part.values[index] == (wanted[index] ? record.values[index] : nil))
                }
            }
        }
    }

    @Test("sort keys order records by animal, owner, day, vaccine and sequence as the strings and numbers do")
    func sortKeyOrder() throws {
        var random = SplitMix64(seed: 40)
        let ids = [
            "", "PAT-0123456789ab", "PAT-0123456789ac", "PAT-0123456789a", "PAT-0123456789abc", "PAT-1", "A", "A\u{0}",
            "a", "Zoë", "PAT-é", "PAT-0123456789ab\u{301}", "B",
        ]
        func key() throws -> HistorySortKey {
            var record = Self.randomRecord(.vaccination, &random)
            record.patientId = ids[Int(random.next() % UInt64(ids.count))]
            record.ownerId = random.next() % 4 == 0 ? "OWN-1" : nil
            var writer = CompactWriter()
            record.encode(to: &writer)
            return try HistorySortKey(writer.bytes, sequence: Int(random.next() % 3))
        }
        for _ in 0..<3000 {
            var (a, b) = (try key(), try key())
            if random.next() % 3 == 0 { a.patient = b.patient }
            let expected =
                (a.patient, a.owner, a.day, a.vaccine, a.sequence) < (b.patient, b.owner, b.day, b.vaccine, b.sequence)
            #expect((a < b) == expected, "\(a.patient.debugDescription) \(b.patient.debugDescription)")
        }
    }

    @Test("each table's keys are unique, its mapped keys are what a pipeline may map, and a date field is its order")
    func tables() {
        for kind in HistoryKind.allCases {
            let table = kind.table
            #expect(Set(table.fields.map(\.key)).count == table.fields.count)
            #expect(Set(table.jsonKeys).count == table.jsonKeys.count)
            #expect(table.jsonKeys == table.jsonKeys.sorted())
            #expect(Set(table.mappableKeys).isSuperset(of: table.fields.compactMap(\.mappedFrom)))
            if let dateKey = table.dateKey { #expect(table.fields.first { $0.key == dateKey }?.kind == .date) }
            #expect(table.fields.contains { $0.required })
        }
    }
}
