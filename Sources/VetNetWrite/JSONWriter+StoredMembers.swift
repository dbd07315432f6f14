import VetNetCore

/// The members of the stored writers, each named by its field: the key, and when it is left out, are the table's.
extension JSONWriter {
    @inline(__always) mutating func stored<Members>(
        _ field: Members.Field, _ range: Range<Int>?, _ reader: CompactReader, _ walk: inout MemberWalk<Members>
    ) {
        stored(reach(field, &walk).key, range, reader)
    }

    /// A `.enumCase` field's text when it is a raw value of its enum, else `unknown`, as decoding gives for any other
    /// text. Raw values are plain ASCII, written as they are stored.
    @inline(__always) mutating func storedCase<Members>(
        _ field: Members.Field, _ range: Range<Int>, _ reader: CompactReader, in order: JSONMemberOrder<Members.Field>,
        _ walk: inout MemberWalk<Members>
    ) {
        let key = reach(field, &walk).key
        if reader.withSpan(in: range, { order.isRawValue($0, at: field.position) }) {
            stored(key, range, reader)
        } else {
            member(key, "unknown")
        }
    }

    @inline(__always) mutating func member<Members>(
        _ field: Members.Field, _ value: Bool, _ walk: inout MemberWalk<Members>
    ) {
        let entry = reach(field, &walk)
        if value || entry.omitted != .whenFalse { member(entry.key, value) }
    }

    @inline(__always) mutating func member<Members>(
        _ field: Members.Field, _ value: Double?, _ walk: inout MemberWalk<Members>
    ) {
        member(reach(field, &walk).key, value)
    }

    @inline(__always) mutating func member<Members>(
        _ field: Members.Field, age: PatientAge?, _ walk: inout MemberWalk<Members>
    ) {
        let key = reach(field, &walk).key
        guard let age else { return }
        self.key(key)
        beginObject()
        member("months", age.months)
        member("years", age.years)
        endObject()
    }

    // The members of lists and objects: each reached where the code names its field, so that the field's entry is
    // known there, and written by a call, as a field given to a call is not known in it.

    /// A stored list of strings, as `member(_:strings:)` writes it.
    @inline(__always) mutating func storedStrings<Members>(
        _ field: Members.Field, at position: Int, _ reader: inout CompactReader, _ walk: inout MemberWalk<Members>
    ) throws(CompactReader.Damaged) {
        let entry = reach(field, &walk)
        try storedStrings(entry.key, at: position, &reader, evenWhenEmpty: entry.omitted != .whenEmpty)
    }

    @inline(__always) mutating func storedSources<Members>(
        _ field: Members.Field, at position: Int, _ reader: inout CompactReader, _ walk: inout MemberWalk<Members>
    ) throws(CompactReader.Damaged) {
        try storedSources(at: position, &reader, as: reach(field, &walk).key)
    }

    @inline(__always) mutating func storedAddress<Members>(
        _ field: Members.Field, at position: Int, _ reader: inout CompactReader, _ walk: inout MemberWalk<Members>
    ) throws(CompactReader.Damaged) {
        try storedAddressMember(reach(field, &walk).key, at: position, &reader)
    }

    /// Decoding drops an alternate address stored as absent; the member is left out when none is present.
    @inline(__always) mutating func storedAddresses<Members>(
        _ field: Members.Field, at position: Int, _ reader: inout CompactReader, _ walk: inout MemberWalk<Members>
    ) throws(CompactReader.Damaged) {
        let entry = reach(field, &walk)
        try storedAddresses(entry.key, at: position, &reader, evenWhenEmpty: entry.omitted != .whenEmpty)
    }

    @inline(__always) mutating func storedContact<Members>(
        _ field: Members.Field, at position: Int, _ reader: inout CompactReader, _ walk: inout MemberWalk<Members>
    ) throws(CompactReader.Damaged) {
        try storedContact(reach(field, &walk).key, at: position, &reader)
    }

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

    private mutating func storedAddressMember(_ name: StaticString, at position: Int, _ reader: inout CompactReader)
        throws(CompactReader.Damaged)
    {
        reader.seek(to: position)
        guard try reader.bool() else { return }
        key(name)
        try storedAddress(at: position, &reader)
    }

    private mutating func storedAddresses(
        _ name: StaticString, at position: Int, _ reader: inout CompactReader, evenWhenEmpty: Bool
    ) throws(CompactReader.Damaged) {
        reader.seek(to: position)
        let count = max(try reader.count(), 0)
        let first = reader.position
        var present = 0
        for _ in 0..<count where try reader.skipAddress() { present += 1 }
        guard present > 0 || evenWhenEmpty else { return }
        key(name)
        beginArray()
        reader.seek(to: first)
        for _ in 0..<count {
            let start = reader.position
            if try reader.skipAddress() { try storedAddress(at: start, &reader) }
        }
        endArray()
    }

    private mutating func storedContact(_ name: StaticString, at position: Int, _ reader: inout CompactReader)
        throws(CompactReader.Damaged)
    {
        reader.seek(to: position)
        guard try reader.bool() else { return }
        let contactName = try reader.optionalRange()
        let phone = try reader.optionalRange()
        key(name)
        beginObject()
        stored("name", contactName, reader)
        stored("phone", phone, reader)
        endObject()
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
}
