/// The compact form of history records, the table's fields in order: what the run spools to disk and sorts.
/// A date is kept as its day number, a number as its bit pattern.
extension HistoryRecord {
    public func encode(to writer: inout CompactWriter) {
        writer.byte(UInt8(HistoryKind.allCases.firstIndex(of: kind)!))
        writer.string(id)
        writer.optional(patientId)
        writer.optional(ownerId)
        for (field, value) in zip(kind.table.fields, values) {
            switch field.kind {
            case .text: writer.optional(value?.text)
            case .date:
                writer.bool(value?.date != nil)
                if let date = value?.date { writer.count(date.dayNumber) }
            case .number, .weight: writer.optionalDouble(value?.number)
            case .integer:
                if case .integer(let number)? = value {
                    writer.bool(true)
                    writer.count(number)
                } else {
                    writer.bool(false)
                }
            case .list:
                if case .list(let items)? = value { writer.strings(items) } else { writer.strings([]) }
            }
        }
        writer.sources(sources)
    }

    /// Reads what `encode` wrote.
    public static func decode(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> HistoryRecord {
        let kindIndex = Int(try reader.byte())
        guard kindIndex < HistoryKind.allCases.count else { throw CompactReader.Damaged() }
        let kind = HistoryKind.allCases[kindIndex]
        let id = try reader.string()
        let patientId = try reader.optional()
        let ownerId = try reader.optional()
        var values: [HistoryValue?] = []
        values.reserveCapacity(kind.table.fields.count)
        for field in kind.table.fields {
            switch field.kind {
            case .text: values.append(try reader.optional().map(HistoryValue.text))
            case .date:
                if try reader.bool() {
                    guard let date = LocalDate(dayNumber: try reader.count()) else { throw CompactReader.Damaged() }
                    values.append(.date(date))
                } else {
                    values.append(nil)
                }
            case .number, .weight: values.append(try reader.optionalDouble().map(HistoryValue.number))
            case .integer: values.append(try reader.bool() ? .integer(try reader.count()) : nil)
            case .list:
                let items = try reader.strings()
                values.append(items.isEmpty ? nil : .list(items))
            }
        }
        let sources = try reader.sources()
        return HistoryRecord(
            kind: kind, id: id, patientId: patientId, ownerId: ownerId, values: values, sources: sources)
    }
}
