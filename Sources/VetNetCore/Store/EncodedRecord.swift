/// A record in the form a `RecordStore` keeps it, made apart from any store: a record is encoded on the thread
/// that mapped it, and the store then takes its bytes as they are.
public struct EncodedRecord<Record: CompactStorable>: Sendable {
    /// The ID, then the fields, as `RecordStore` writes them.
    let bytes: [UInt8]

    /// - Parameter writer: written in first, and left holding the record: a writer kept for many records has
    ///   room for the next one, and the record takes only the bytes it needs.
    public init(_ record: borrowing Record, using writer: inout CompactWriter) {
        writer.removeAll()
        Self.encode(record, to: &writer)
        bytes = writer.bytes
    }

    /// The record `writer` holds, written as `encode` writes one: its ID, then its fields.
    package init(writtenBy writer: borrowing CompactWriter) {
        bytes = writer.bytes
    }

    static func encode(_ record: borrowing Record, to writer: inout CompactWriter) {
        writer.string(record.id)
        record.encodeFields(to: &writer)
    }

    /// The record back, as `RecordStore` reads it.
    public var record: Record {
        var reader = CompactReader(bytes)
        do {
            return try Record.decode(id: try reader.string(), fields: &reader)
        } catch {
            preconditionFailure("an encoded record cannot be read back")
        }
    }
}
