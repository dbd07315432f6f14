/// The compact form of history records: what the run spools to disk and sorts. The key records are sorted by
/// comes first (`HistorySortKey`: kind, animal, owner, date, vaccine), so that sorting reads only it; then the
/// ID, the table's fields in order, the sources, and whether it is active. A date is kept as its day number, a number as its bit
/// pattern.
extension HistoryRecord {
    public func encode(to writer: inout CompactWriter) {
        writer.byte(UInt8(HistoryKind.allCases.firstIndex(of: kind)!))
        writer.optional(patientId)
        writer.optional(ownerId)
        writer.bool(date != nil)
        if let date { writer.count(date.dayNumber) }
        writer.string(kind == .vaccination ? vaccineKey : "")
        writer.string(id)
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
        writer.bool(isActive)
    }

    /// Reads what `encode` wrote.
    public static func decode(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> HistoryRecord {
        try decode(&reader, only: nil)
    }

    /// Reads what `encode` wrote, the fields `wanted` marks (by position in the kind's table) and none of the
    /// others, which read as nil, nor the sources, which read as none (whether it is active is always read): what the history's last stage needs of
    /// most records, without making the other values' strings. Nil `wanted` reads it all.
    public static func decode(_ reader: inout CompactReader, only wanted: [Bool]?) throws(CompactReader.Damaged)
        -> HistoryRecord
    {
        let kindIndex = Int(try reader.byte())
        guard kindIndex < HistoryKind.allCases.count else { throw CompactReader.Damaged() }
        let kind = HistoryKind.allCases[kindIndex]
        let patientId = try reader.optional()
        let ownerId = try reader.optional()
        if try reader.bool() { _ = try reader.count() }  // the date the key orders by, one of the fields
        try reader.skipString()  // the vaccine the key orders by, worked out from the fields
        let id = try reader.string()
        var values: [HistoryValue?] = []
        values.reserveCapacity(kind.table.fields.count)
        for (index, field) in kind.table.fields.enumerated() {
            if let wanted, index >= wanted.count || !wanted[index] {
                try skip(field.kind, &reader)
                values.append(nil)
                continue
            }
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
        let sources: [SourceRef]
        if wanted == nil {
            sources = try reader.sources()
        } else {
            try reader.skipSources()
            sources = []
        }
        var record = HistoryRecord(
            kind: kind, id: id, patientId: patientId, ownerId: ownerId, values: values, sources: sources)
        record.isActive = try reader.bool()
        return record
    }
}

extension HistoryRecord {
    /// Moves past a value of `kind` as `encode` writes it, without making it.
    private static func skip(_ kind: HistoryField.Kind, _ reader: inout CompactReader) throws(CompactReader.Damaged) {
        switch kind {
        case .text: try reader.skipOptional()
        case .date, .integer: if try reader.bool() { _ = try reader.count() }
        case .number, .weight: _ = try reader.optionalDouble()
        case .list: try reader.skipStrings()
        }
    }

    /// What makes two vaccinations of one animal on one day the same: the vaccine type, else the text as given.
    public var vaccineKey: String {
        guard kind == .vaccination else {
            return self["vaccineType"]?.text ?? self["vaccine"]?.text?.lowercased() ?? ""
        }
        return values[Self.vaccineTypeIndex]?.text ?? values[Self.vaccineIndex]?.text?.lowercased() ?? ""
    }

    private static let vaccineTypeIndex = HistoryTable.vaccination.index(of: "vaccineType")!
    private static let vaccineIndex = HistoryTable.vaccination.index(of: "vaccine")!
}

/// The order of the history's record files: by animal (canonical ID), then owner (an alert on an owner), date,
/// vaccine, and the order read. Read from the front of a record's compact form without decoding the rest.
public struct HistorySortKey: Comparable, Sendable {
    public var patient: String {
        didSet { packedPatient = Self.pack(patient) }
    }
    /// The animal's ID as its bytes, big-endian in two words and zero-padded, and its length, when it is ASCII of
    /// at most 16 bytes (`PAT-` and twelve hex digits): compared so, two IDs are in `String`'s order without a
    /// string comparison, most of what sorting the history cost. Nil for any other ID, compared as a string.
    private var packedPatient: (high: UInt64, low: UInt64, length: Int)?
    public var owner: String
    public var day: Int
    public var vaccine: String
    public var sequence: Int
    /// Where the animal's ID lies in the bytes read (after the kind byte), to put the canonical one in its place.
    public var patientRange: Range<Int>

    /// Reads the key at the start of `bytes`, a record as `HistoryRecord.encode` wrote it.
    public init(_ bytes: [UInt8], sequence: Int) throws(CompactReader.Damaged) {
        var reader = CompactReader(bytes)
        _ = try reader.byte()
        let start = reader.position
        patient = try reader.optional() ?? ""
        packedPatient = Self.pack(patient)
        patientRange = start..<reader.position
        owner = try reader.optional() ?? ""
        day = try reader.bool() ? try reader.count() : Int.min
        vaccine = try reader.string()
        self.sequence = sequence
    }

    private static func pack(_ id: String) -> (high: UInt64, low: UInt64, length: Int)? {
        let bytes = id.utf8.span
        guard bytes.count <= 16 else { return nil }
        var words: (high: UInt64, low: UInt64) = (0, 0)
        for index in 0..<16 {
            let byte = index < bytes.count ? bytes[index] : 0
            guard byte < 0x80 else { return nil }
            if index < 8 {
                words.high = words.high << 8 | UInt64(byte)
            } else {
                words.low = words.low << 8 | UInt64(byte)
            }
        }
        return (words.high, words.low, bytes.count)
    }

    public static func < (a: HistorySortKey, b: HistorySortKey) -> Bool {
        if let x = a.packedPatient, let y = b.packedPatient {
            if x.high != y.high { return x.high < y.high }
            if x.low != y.low { return x.low < y.low }
            if x.length != y.length { return x.length < y.length }
        } else if a.patient != b.patient {
            return a.patient < b.patient
        }
        if a.owner != b.owner { return a.owner < b.owner }
        if a.day != b.day { return a.day < b.day }
        if a.vaccine != b.vaccine { return a.vaccine < b.vaccine }
        return a.sequence < b.sequence
    }

    public static func == (a: HistorySortKey, b: HistorySortKey) -> Bool {
        (a.patient, a.owner, a.day, a.vaccine, a.sequence) == (b.patient, b.owner, b.day, b.vaccine, b.sequence)
    }
}
