public import VetNetCore

/// History records written from their compact bytes (`HistoryRecord.encode`), byte for byte as `write(_:)` writes
/// the decoded record, without making its strings, values and sources: the record files hold every record of a
/// run, fifteen million for a million animals, and decoding each only to write it cost as much as the writing.
///
/// The record's fields are found first (their places in the bytes, by the kind's table), then written in sorted
/// key order (`HistoryMembers.sorted`), each read where it is written.
extension JSONWriter {
    /// `write(_ record:)` of the history record whose compact bytes `reader` is at; leaves `reader` after them.
    public mutating func writeStoredHistory(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        let kindIndex = Int(try reader.byte())
        let layouts = StoredHistoryLayout.all
        guard kindIndex < layouts.count else { throw CompactReader.Damaged() }
        let layout = layouts[kindIndex]
        let patientId = try reader.optionalRange()
        let ownerId = try reader.optionalRange()
        if try reader.bool() { _ = try reader.count() }  // the date the sort key orders by, one of the fields
        try reader.skipString()  // the vaccine the sort key orders by
        let id = try reader.stringRange()
        // Where each present field's value starts (after its presence byte; a list at its count), or -1.
        var starts = InlineArray<16, Int>(repeating: -1)
        for index in layout.kinds.indices {
            switch layout.kinds[index] {
            case .text:
                guard try reader.bool() else { continue }
                starts[index] = reader.position
                try reader.skipString()
            case .date, .integer:
                guard try reader.bool() else { continue }
                starts[index] = reader.position
                _ = try reader.count()
            case .number, .weight:
                guard try reader.bool() else { continue }
                starts[index] = reader.position
                guard reader.remaining >= 8 else { throw CompactReader.Damaged() }
                reader.seek(to: reader.position + 8)
            case .list:
                let start = reader.position
                let count = try reader.listCount()
                // An empty list reads back as no value, and is left out.
                if count > 0 { starts[index] = start }
                for _ in 0..<count { try reader.skipString() }
            }
        }
        let sources = reader.position
        try reader.skipSources()
        let isActive = try reader.bool()
        let end = reader.position

        beginObject()
        for member in layout.members {
            switch member {
            case .id: reader.withBytes(in: id) { self.member("id", utf8: $0) }
            case .ownerId: stored("ownerId", ownerId, reader)
            case .patientId: stored("patientId", patientId, reader)
            case .sources: try storedSources(at: sources, &reader)
            case .isActive:
                guard !isActive else { continue }
                key("isActive")
                bool(false)
            case .field(let index):
                let start = starts[index]
                guard start >= 0 else { continue }
                reader.seek(to: start)
                try layout.keys[index].withUnsafeBufferPointer { (key) throws(CompactReader.Damaged) in
                    try storedValue(of: layout.kinds[index], key: key, &reader)
                }
            }
        }
        endObject()
        reader.seek(to: end)
    }

    /// The member `key` of a field of `kind` whose value `reader` is at.
    private mutating func storedValue(
        of kind: HistoryField.Kind, key: UnsafeBufferPointer<UInt8>, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) {
        switch kind {
        case .text:
            let range = try reader.stringRange()
            reader.withBytes(in: range) { member(utf8: key, utf8: $0) }
        case .date:
            guard let text = LocalDate(dayNumber: try reader.count())?.isoText else { throw CompactReader.Damaged() }
            text.withSpan { span in span.withUnsafeBufferPointer { member(utf8: key, utf8: $0) } }
        case .integer:
            self.key(utf8: key)
            integer(try reader.count())
        case .number, .weight:
            self.key(utf8: key)
            number(try reader.double())
        case .list:
            let count = try reader.listCount()
            self.key(utf8: key)
            beginArray()
            for _ in 0..<count {
                let range = try reader.stringRange()
                reader.withBytes(in: range) { string(utf8: $0) }
            }
            endArray()
        }
    }
}

/// A kind's table as the stored writer reads it: each field's kind and key (as UTF-8), and the members in the
/// order they are written.
struct StoredHistoryLayout: Sendable {
    let kinds: [HistoryField.Kind]
    let keys: [[UInt8]]
    let members: [HistoryMembers]

    /// By the kind's index in `HistoryKind.allCases`, as the compact form names it.
    static let all: [StoredHistoryLayout] = HistoryKind.allCases.map { kind in
        let fields = kind.table.fields
        precondition(fields.count <= 16, "a history table has more fields than the stored writer has room for")
        return StoredHistoryLayout(
            kinds: fields.map(\.kind), keys: fields.map { Array($0.key.utf8) }, members: HistoryMembers.sorted(kind))
    }
}
