public import VetNetCore

/// Owners and patients written from their bytes in a `RecordStore`, byte for byte as `write(_:)` writes the
/// decoded record, without making its strings: the record files hold every record of a run, and decoding each
/// only to write it cost a quarter of the writing.
///
/// The fields are read past in the table's order, noting what each member needs (`StoredMember`), then written in
/// sorted key order, a list read a second time where it is written rather than kept.
extension JSONWriter {
    /// `write(_ patient:)` of the patient whose stored bytes `reader` is at (its ID first).
    public mutating func writeStoredPatient(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        try writeStored(&reader, in: PatientField.table.jsonMembers, supplying: NoWriteTimeMembers())
    }

    /// `write(_ owner:)` of the owner whose stored bytes `reader` is at (its ID first).
    public mutating func writeStoredOwner(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        try writeStored(&reader, in: OwnerField.table.jsonMembers, supplying: NoWriteTimeMembers())
    }

    /// `write(_:supplying:)` of the record of `members`' table whose stored bytes `reader` is at (its ID first).
    public mutating func writeStored<Members: WriteTimeMembers>(
        _ reader: inout CompactReader, supplying members: Members
    ) throws(CompactReader.Damaged) {
        try writeStored(&reader, in: .with(Members.self), supplying: members)
    }

    /// `writeStored(_:supplying:)` with the members' order worked out before, `JSONMemberOrder(supplying:
    /// Members.keys)`: for many records.
    public mutating func writeStored<Members: WriteTimeMembers>(
        _ reader: inout CompactReader, in order: JSONMemberOrder<Members.Field>, supplying members: Members
    ) throws(CompactReader.Damaged) {
        try withUnsafeTemporaryAllocation(of: StoredMember.self, capacity: order.entries.count) {
            values throws(CompactReader.Damaged) in
            for position in values.indices { values[position] = try StoredMember(of: position, in: order, &reader) }
            beginObject()
            for step in order.steps {
                switch step {
                case .field(let field):
                    try write(values[field.position], as: order.entries[field.position], &reader)
                case .supplied(let index): members.writeMember(index, key: order.suppliedKeys[index], to: &self)
                }
            }
            endObject()
        }
    }

    /// The member of a field the reader went past: left out as `entry` says.
    @inline(__always) private mutating func write(
        _ value: StoredMember, as entry: FieldEntry, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) {
        switch value {
        case .absent: break
        case .text(let range): stored(entry.key, range, reader)
        case .unknownCase: member(entry.key, "unknown")
        case .flag(let flag): if flag || entry.omitted != .whenFalse { member(entry.key, flag) }
        case .number(let number): member(entry.key, number)
        case .strings(let position):
            try storedStrings(entry.key, at: position, &reader, evenWhenEmpty: entry.omitted != .whenEmpty)
        case .sources(let position): try storedSources(at: position, &reader, as: entry.key)
        case .address(let position):
            key(entry.key)
            try storedAddress(at: position, &reader)
        case .addresses(let position, let present):
            guard present > 0 || entry.omitted != .whenEmpty else { return }
            key(entry.key)
            beginArray()
            reader.seek(to: position)
            for _ in 0..<max(try reader.count(), 0) {
                let start = reader.position
                if try reader.skipAddress() { try storedAddress(at: start, &reader) }
            }
            endArray()
        case .contact(let position):
            key(entry.key)
            reader.seek(to: position)
            _ = try reader.bool()
            let name = try reader.optionalRange()
            let phone = try reader.optionalRange()
            beginObject()
            stored("name", name, reader)
            stored("phone", phone, reader)
            endObject()
        case .age(let age):
            key(entry.key)
            beginObject()
            member("months", age.months)
            member("years", age.years)
            endObject()
        }
    }

    /// A member whose value is stored text, left out when nil.
    mutating func stored(_ name: StaticString, _ range: Range<Int>?, _ reader: CompactReader) {
        guard let range else { return }
        reader.withBytes(in: range) { member(name, utf8: $0) }
    }

    /// A list of stored strings at `position`, as `member(_:strings:)` writes it; left out when empty unless
    /// `evenWhenEmpty`. Leaves `reader` after the list.
    private mutating func storedStrings(
        _ name: StaticString, at position: Int, _ reader: inout CompactReader, evenWhenEmpty: Bool
    ) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        let count = try reader.count()
        guard count > 0 || evenWhenEmpty else { return }
        key(name)
        beginArray()
        for _ in 0..<max(count, 0) {
            let range = try reader.stringRange()
            reader.withBytes(in: range) { string(utf8: $0) }
        }
        endArray()
    }

    /// The stored address at `position`, present, as `write(_ address:)` writes it. Leaves `reader` after it.
    private mutating func storedAddress(at position: Int, _ reader: inout CompactReader) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        _ = try reader.bool()
        let line1 = try reader.optionalRange()
        let line2 = try reader.optionalRange()
        let city = try reader.optionalRange()
        let region = try reader.optionalRange()
        let postalCode = try reader.optionalRange()
        let country = try reader.optionalRange()
        beginObject()
        stored("city", city, reader)
        stored("country", country, reader)
        stored("line1", line1, reader)
        stored("line2", line2, reader)
        stored("postalCode", postalCode, reader)
        stored("region", region, reader)
        endObject()
    }

    /// The stored sources at `position`, as `write(sources:as:)` writes them. Leaves `reader` after them.
    mutating func storedSources(
        at position: Int, _ reader: inout CompactReader, as name: StaticString = "sources"
    ) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        let count = try reader.count()
        guard count >= 0 else { throw CompactReader.Damaged() }
        key(name)
        beginArray()
        for _ in 0..<count {
            let source = try reader.stringRange()
            let sourceId = try reader.stringRange()
            let line = try reader.bool() ? try reader.count() : nil
            beginObject()
            member("line", line)
            stored("source", source, reader)
            stored("sourceId", sourceId, reader)
            endObject()
        }
        endArray()
    }
}

/// What writing a stored field's member needs, found by reading past the field: where its text lies, its flag or
/// number, or where to come back to for a list or an object. A value decoding would not give back is already
/// what decoding gives: a date that is not one absent, a text that is no case of its enum `unknown`.
private enum StoredMember {
    case absent
    case text(Range<Int>)
    case unknownCase
    case flag(Bool)
    case number(Double)
    case strings(at: Int)
    case sources(at: Int)
    case address(at: Int)
    /// The list's count at `at`, and how many of its addresses are present.
    case addresses(at: Int, present: Int)
    case contact(at: Int)
    case age(PatientAge)

    /// Reads past the field at `position` of the table.
    @inline(__always) init<Field>(of position: Int, in order: JSONMemberOrder<Field>, _ reader: inout CompactReader)
        throws(CompactReader.Damaged)
    {
        let start = reader.position
        switch order.entries[position].kind {
        case .string: self = .text(try reader.stringRange())
        case .optionalString: self = try reader.optionalRange().map(StoredMember.text) ?? .absent
        case .bool: self = .flag(try reader.bool())
        case .date:
            // Decoding reads the date and writes it again: a stored text that is a date is written as stored,
            // which is what `LocalDate.description` gives back.
            if let range = try reader.optionalRange(), reader.withSpan(in: range, { LocalDate(iso: $0) != nil }) {
                self = .text(range)
            } else {
                self = .absent
            }
        case .doubleBits: self = try reader.doubleBits().map(StoredMember.number) ?? .absent
        case .strings:
            try reader.skipStrings()
            self = .strings(at: start)
        case .sources:
            try reader.skipSources()
            self = .sources(at: start)
        case .address: self = try reader.skipAddress() ? .address(at: start) : .absent
        case .addresses:
            var present = 0
            for _ in 0..<max(try reader.count(), 0) where try reader.skipAddress() { present += 1 }
            self = .addresses(at: start, present: present)
        case .contact:
            guard try reader.bool() else {
                self = .absent
                return
            }
            try reader.skipOptional()
            try reader.skipOptional()
            self = .contact(at: start)
        case .enumCase:
            let range = try reader.stringRange()
            let isCase = reader.withSpan(in: range) { order.rawValues[position].contains(utf8: $0) }
            self = isCase ? .text(range) : .unknownCase
        case .age: self = try reader.age().map(StoredMember.age) ?? .absent
        }
    }
}
