/// One record as a reader found it: text values aligned with the reader's `columns`, and where it came from.
///
/// A reader may hand over its values already as strings, or packed as bytes (`PackedFields`) that become
/// strings only when a stage asks for them: most of a CSV reader's cost would otherwise be making strings.
public struct RawRecord: Sendable, Hashable {
    public var location: SourceLocation
    /// For XML: every value of a path that occurred more than once, keyed by column index.
    /// `field(at:)` then gives the first of them.
    public var repeats: [Int: [String]]
    /// Set when the reader could not read the record properly (a ragged row, a misplaced quote); its fields
    /// are what was read, for the rejected-records file. The record is to be rejected with this reason.
    public var problem: Diagnostic? {
        get { problemBox?.diagnostic }
        set { problemBox = newValue.map(ProblemBox.init) }
    }
    /// Whether the record is the file's last and no line end follows it: what an export cut short inside its last
    /// row looks like, and also what some exporters always write.
    public var endsFileWithoutLineEnd = false
    /// Whether the record has a `problem`, found without copying it out.
    public var hasProblem: Bool { problemBox != nil }
    /// Boxed: a `Diagnostic` inline would make every record several times larger to move around.
    private var problemBox: ProblemBox?
    // Two optionals rather than an enum with payloads: reading a field bound the batch out of the enum,
    // retaining and releasing it for every field read, while both cores read the records of one batch.
    /// The values, when the reader made strings of them; nil when they are packed.
    @usableFromInline let strings: [String?]?
    /// The batch holding the values, when they are packed, and the record's place in it.
    @usableFromInline let packed: PackedFields?
    @usableFromInline let record: Int

    public init(location: SourceLocation, fields: [String?], repeats: [Int: [String]] = [:]) {
        self.location = location
        self.repeats = repeats
        strings = fields
        packed = nil
        record = 0
    }

    /// A record whose values stay packed in `batch` until asked for.
    public init(location: SourceLocation, packed batch: PackedFields, record: Int) {
        self.location = location
        repeats = [:]
        strings = nil
        packed = batch
        self.record = record
    }

    // `packed?.` rather than `if let packed`: a name bound to the batch is a retain.
    public var fieldCount: Int { packed?.fieldCount(of: record) ?? strings?.count ?? 0 }

    /// The value of one column; `nil` where the field is absent, or empty and unquoted.
    public func field(at index: Int) -> String? {
        if packed != nil { return packed?.field(index, of: record) }
        guard let strings, index < strings.count else { return nil }
        return strings[index]
    }

    /// Hands `body` one value's UTF-8 (nil where the field is absent) without making text of it, when the bytes
    /// as read are the text's: values held as strings, and packed values of a UTF-8 source. Packed bytes may
    /// still be invalid UTF-8, so only their ASCII is to be trusted. Nil, without calling `body`, when only
    /// `field(at:)` can tell the text.
    @inlinable
    public func withUTF8Field<Result>(at index: Int, _ body: (Span<UInt8>?) -> Result) -> Result? {
        if packed != nil { return packed?.withUTF8Bytes(index, of: record, body) }
        guard let strings, index < strings.count, let value = strings[index] else { return body(nil) }
        return body(value.utf8.span)
    }

    /// The record's place in its batch, when its values are packed bytes of a UTF-8 source taken as they are:
    /// then ASCII bytes of a field are its text.
    package var packedUTF8: PackedRecord? {
        guard let packed, packed.isUTF8, packed.fallbackRecords.isEmpty || !packed.fallbackRecords.contains(record)
        else {
            return nil
        }
        return PackedRecord(batch: packed, record: record)
    }

    /// Every value, one per column.
    public var fields: [String?] { (0..<fieldCount).map(field(at:)) }

    /// One value's bytes as the reader found them (before decoding, for packed records; UTF-8 otherwise), for
    /// comparing records without making text of them; nil where the field is absent.
    public func fieldBytes(at index: Int) -> ArraySlice<UInt8>? {
        if packed != nil { return packed?.fieldBytes(index, of: record) }
        guard let strings, index < strings.count else { return nil }
        return strings[index].map { ArraySlice($0.utf8) }
    }

    /// All values of a column: the repeated ones for XML, else the single value if present.
    public func values(at index: Int) -> [String] {
        if let many = repeats[index] { return many }
        return field(at: index).map { [$0] } ?? []
    }

    private final class ProblemBox: Sendable {
        let diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    public static func == (lhs: RawRecord, rhs: RawRecord) -> Bool {
        lhs.location == rhs.location && lhs.repeats == rhs.repeats && lhs.problem == rhs.problem
            && lhs.fields == rhs.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(fields)
    }
}
