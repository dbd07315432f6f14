/// A record that a `RecordStore` can hold: written in `CompactWriter`'s form, starting with its ID, and read
/// back equal.
public protocol CompactStorable {
    /// Written first, so that a store can read a record's ID without the rest.
    var id: String { get }
    /// Writes every field after the ID.
    func encodeFields(to writer: inout CompactWriter)
    /// Reads the fields `encodeFields` wrote, after the ID.
    static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Self
}
