import VetNetCore

/// Where the stored writers find a field's value: its text's bytes, or where it starts, to be read again where it is
/// written. Records in a store are of the current layout: every field has its bytes.
extension FieldCursor {
    /// The bytes of a `.string` field's text, or of an `.enumCase` field's.
    @inline(__always) mutating func text(_ field: Field, _ reader: inout CompactReader) throws(CompactReader.Damaged)
        -> Range<Int>
    {
        pass(field)
        return try reader.stringRange()
    }

    /// The bytes of an `.optionalString` field's text, nil without one.
    @inline(__always) mutating func optionalText(_ field: Field, _ reader: inout CompactReader)
        throws(CompactReader.Damaged) -> Range<Int>?
    {
        pass(field, .optionalString)
        return try reader.optionalRange()
    }

    /// The bytes of a `.date` field's text when it is a date. Decoding reads the date and writes it again: a text
    /// that is not one is left out, as there, and one that is is written as stored, which is what
    /// `LocalDate.description` gives back.
    @inline(__always) mutating func dateText(_ field: Field, _ reader: inout CompactReader)
        throws(CompactReader.Damaged) -> Range<Int>?
    {
        pass(field, .date)
        guard let range = try reader.optionalRange(), reader.withSpan(in: range, { LocalDate(iso: $0) != nil }) else {
            return nil
        }
        return range
    }

    /// Where a field starts, the reader left after it: a list or an object, written from there.
    @inline(__always) mutating func start(of field: Field, _ reader: inout CompactReader) throws(CompactReader.Damaged)
        -> Int
    {
        pass(field)
        let start = reader.position
        try reader.skip(field.entry.kind)
        return start
    }
}
