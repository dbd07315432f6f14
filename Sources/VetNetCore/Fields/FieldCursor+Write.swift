/// Writing a field of each kind, the kind picked by the value's type and checked, in debug builds, against the
/// table's: a record's fields written by name in the table's order, as `FieldCursor` reads them. Records are
/// written in the current layout, every field of it.
extension FieldCursor {
    @inlinable @inline(__always) public mutating func write(
        _ value: String, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .string)
        writer.string(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: String?, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .optionalString)
        writer.optional(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: Bool, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .bool)
        writer.bool(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: LocalDate?, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .date)
        writer.date(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: Double?, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .doubleBits)
        writer.doubleBits(value)
    }

    @inlinable @inline(__always) public mutating func write<Value: StoredEnum>(
        _ value: Value, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .enumCase(Value.self))
        writer.enumCase(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: [String], as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .strings)
        writer.strings(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: [SourceRef], as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .sources)
        writer.sources(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: PostalAddress?, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .address)
        writer.address(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: [PostalAddress], as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .addresses)
        writer.addresses(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: EmergencyContact?, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .contact)
        writer.contact(value)
    }

    @inlinable @inline(__always) public mutating func write(
        _ value: PatientAge?, as field: Field, to writer: inout CompactWriter
    ) {
        pass(field, .age)
        writer.age(value)
    }
}
