/// Goes through a record's fields in the compact form one by one in its table's order (`RecordField`), each named
/// as it is written, read or skipped: the table says what kind each is and whether a record's layout has it, and in
/// debug builds, so in every test, the cursor stops the program when a field is named out of the table's order or
/// written or read as another kind.
///
/// The code that runs for every record of a run (encoding, decoding, the fields matching compares, JSON from the
/// stored bytes) goes this way rather than in a loop over the table, which cost it a fourteenth (encoding) to a
/// sixth (decoding, JSON) more, by callgrind: where the code names a field, the compiler works its entry out, and
/// the code costs what code written out by hand costs. The methods are small, as the optimizer inlines
/// `@inline(__always)` functions of more than 64 blocks only into short callers.
public struct FieldCursor<Field: RecordField> {
    /// The fields the record has no bytes for, a bit for each position: those added in a later layout than the
    /// record's, and in the state file those it does not keep.
    @usableFromInline let absent: UInt64
    #if DEBUG
        /// The position of the field to come.
        @usableFromInline var next: Int
    #endif

    /// A cursor at `field`, where the reader is, over a record kept in `layout`; in the state file when
    /// `inStateFile`.
    @inlinable public init(at field: Field, layout: Int = CompactLayout.current, inStateFile: Bool = false) {
        absent =
            layout != CompactLayout.current
            ? Field.table.absentFields(layout: layout, inStateFile: inStateFile)
            : inStateFile ? Field.table.absentInStateFile : 0
        #if DEBUG
            next = field.position
        #endif
    }

    /// Whether the record has `field`, the next field of the table, of `kind` (any kind when nil).
    @inlinable @inline(__always) public mutating func has(_ field: Field, _ kind: FieldKind? = nil) -> Bool {
        #if DEBUG
            check(field, kind)
        #endif
        let entry = field.entry
        // Known where the code names the field: every record has a field of the first layout the state file keeps.
        if entry.addedInLayout <= CompactLayout.first && entry.inStateFile { return true }
        return absent & 1 << UInt64(field.position) == 0
    }

    /// Goes past `field`, the next field of the table, of `kind` (any kind when nil), for a reader that reads it
    /// itself; the record has it (a record of the current layout, in a store).
    @inlinable @inline(__always) public mutating func pass(_ field: Field, _ kind: FieldKind? = nil) {
        #if DEBUG
            precondition(absent == 0, "a record of an earlier layout read as one of the current layout")
            check(field, kind)
        #endif
    }

    /// Moves past `field`, the next field of the table.
    @inlinable @inline(__always) public mutating func skip(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) {
        if has(field) { try reader.skip(field.entry.kind) }
    }

    /// Checks that every field of the table was gone through.
    @inlinable public func assertAtEnd() {
        #if DEBUG
            precondition(next == Field.allCases.count, "a record read without its last fields")
        #endif
    }

    #if DEBUG
        @usableFromInline mutating func check(_ field: Field, _ kind: FieldKind?) {
            precondition(field.position == next, "\(field) named out of its table's order")
            precondition(kind.map { $0 == field.entry.kind } ?? true, "\(field) read as another kind than its own")
            next += 1
        }
    #endif
}

/// Reading a field of each kind: the field's default when the record has no bytes for it.
extension FieldCursor {
    @inlinable @inline(__always) public mutating func string(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> String {
        has(field, .string) ? try reader.string() : ""
    }

    @inlinable @inline(__always) public mutating func optional(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> String? {
        has(field, .optionalString) ? try reader.optional() : nil
    }

    @inlinable @inline(__always) public mutating func bool(
        _ field: Field, _ reader: inout CompactReader, default value: Bool = false
    ) throws(CompactReader.Damaged) -> Bool {
        has(field, .bool) ? try reader.bool() : value
    }

    @inlinable @inline(__always) public mutating func date(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> LocalDate? {
        has(field, .date) ? try reader.date() : nil
    }

    @inlinable @inline(__always) public mutating func doubleBits(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> Double? {
        has(field, .doubleBits) ? try reader.doubleBits() : nil
    }

    @inlinable @inline(__always) public mutating func enumCase<Value: StoredEnum>(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> Value {
        has(field, .enumCase(Value.self)) ? try reader.enumCase() : .unknown
    }

    @inlinable @inline(__always) public mutating func strings(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> [String] {
        has(field, .strings) ? try reader.strings() : []
    }

    @inlinable @inline(__always) public mutating func sources(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> [SourceRef] {
        has(field, .sources) ? try reader.sources() : []
    }

    @inlinable @inline(__always) public mutating func address(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> PostalAddress? {
        has(field, .address) ? try reader.address() : nil
    }

    @inlinable @inline(__always) public mutating func addresses(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> [PostalAddress] {
        has(field, .addresses) ? try reader.addresses() : []
    }

    @inlinable @inline(__always) public mutating func contact(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> EmergencyContact? {
        has(field, .contact) ? try reader.contact() : nil
    }

    @inlinable @inline(__always) public mutating func age(
        _ field: Field, _ reader: inout CompactReader
    ) throws(CompactReader.Damaged) -> PatientAge? {
        has(field, .age) ? try reader.age() : nil
    }
}
