/// A record in the form a `RecordStore` keeps it, made apart from any store: a record is encoded on the thread
/// that mapped it, and the store then takes its bytes as they are.
public struct EncodedRecord<Record: CompactStorable>: Sendable {
    /// The ID, then the fields, as `RecordStore` writes them, are `arena`'s bytes in `range`.
    let arena: EncodingArena
    let range: Range<Int>

    /// Encodes the record after those already in `arena`.
    public init(_ record: borrowing Record, into arena: EncodingArena) {
        let start = arena.writer.count
        Self.encode(record, to: &arena.writer)
        self.init(in: arena, range: start..<arena.writer.count)
    }

    /// The record that `arena`'s writer holds in `range`, written as `encode` writes one: its ID, then its fields.
    package init(in arena: EncodingArena, range: Range<Int>) {
        self.arena = arena
        self.range = range
    }

    static func encode(_ record: borrowing Record, to writer: inout CompactWriter) {
        writer.string(record.id)
        record.encodeFields(to: &writer)
    }

    /// The record's bytes.
    public var bytes: [UInt8] { withBytes { Array($0) } }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        arena.writer.withBytes { body(UnsafeBufferPointer(rebasing: $0[range])) }
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

/// Where records are encoded one after another (`EncodedRecord`), in one buffer. The records of a batch are
/// encoded on one thread and taken on another, and glibc's allocator serializes frees of memory that another
/// thread allocated: a buffer per record had the two threads waiting on each other's allocator lock for every
/// record, one buffer for many records frees once.
///
/// Unchecked: the thread that encodes the records is the only one to write, and it hands them over (through a
/// lock) only once it has written them; from then on they are only read.
public final class EncodingArena: @unchecked Sendable {
    public var writer: CompactWriter

    /// An arena with room for `capacity` bytes before it grows.
    public init(capacity: Int = 0) {
        writer = CompactWriter(capacity: capacity)
    }
}
