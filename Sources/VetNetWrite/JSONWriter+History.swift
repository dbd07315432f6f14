public import VetNetCore

extension JSONWriter {
    /// A vaccination, visit, medication or alert, members in sorted key order as its kind's table lists them
    /// (`HistoryTable.jsonKeys`); absent values left out, and `isActive` unless false.
    public mutating func write(_ record: HistoryRecord) {
        let table = record.kind.table
        beginObject()
        for member in HistoryMembers.sorted(record.kind) {
            switch member {
            case .id:
                key(text: "id")
                string(record.id)
            case .ownerId:
                guard let ownerId = record.ownerId else { continue }
                key(text: "ownerId")
                string(ownerId)
            case .patientId:
                guard let patientId = record.patientId else { continue }
                key(text: "patientId")
                string(patientId)
            case .sources: write(sources: record.sources)
            case .isActive:
                guard !record.isActive else { continue }
                key(text: "isActive")
                bool(false)
            case .field(let index):
                guard let value = record.values[index] else { continue }
                key(text: table.fields[index].key)
                switch value {
                case .text(let text): string(text)
                case .date(let date): string(date.description)
                case .number(let number): self.number(number)
                case .integer(let number): integer(number)
                case .list(let items):
                    beginArray()
                    for item in items { string(item) }
                    endArray()
                }
            }
        }
        endObject()
    }
}

/// The members of a history record in the order the record files write them: sorted by key.
enum HistoryMembers: Equatable {
    case id, patientId, ownerId, sources, isActive
    case field(Int)

    static func sorted(_ kind: HistoryKind) -> [HistoryMembers] { orders[kind] ?? [] }

    private static let orders: [HistoryKind: [HistoryMembers]] = Dictionary(
        uniqueKeysWithValues: HistoryKind.allCases.map { kind in
            let table = kind.table
            var members: [(String, HistoryMembers)] = [
                ("id", .id), ("patientId", .patientId), ("ownerId", .ownerId), ("sources", .sources),
                ("isActive", .isActive),
            ]
            members += table.fields.indices.map { (table.fields[$0].key, .field($0)) }
            return (kind, members.sorted { $0.0 < $1.0 }.map(\.1))
        })
}
