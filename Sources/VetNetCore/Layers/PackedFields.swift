/// The fields of a batch of records as one byte buffer, decoded to text on demand.
///
/// Immutable once built, so records from one batch share it across tasks.
public final class PackedFields: Sendable {
    /// Turns one field's bytes into text; `fallback` is set for records whose bytes failed validation.
    public typealias Decoder = @Sendable (_ bytes: ArraySlice<UInt8>, _ fallback: Bool) -> String

    @usableFromInline let bytes: [UInt8]
    /// Per field: the end offset in `bytes`, with `nullBit` set for an absent (empty, unquoted) field.
    @usableFromInline let fieldEnds: [UInt32]
    /// Per record: the index of its first field in `fieldEnds`; one extra entry closes the last record.
    @usableFromInline let recordStarts: [Int]
    @usableFromInline let fallbackRecords: Set<Int>
    private let decode: Decoder
    /// Whether the text is UTF-8: a field that validates as UTF-8 is then its own text, made without `decode`.
    @usableFromInline let isUTF8: Bool

    public static let nullBit: UInt32 = 1 << 31

    public init(
        bytes: [UInt8], fieldEnds: [UInt32], recordStarts: [Int], fallbackRecords: Set<Int>, isUTF8: Bool = false,
        decode: @escaping Decoder
    ) {
        self.bytes = bytes
        self.fieldEnds = fieldEnds
        self.recordStarts = recordStarts
        self.fallbackRecords = fallbackRecords
        self.isUTF8 = isUTF8
        self.decode = decode
    }

    public var recordCount: Int { recordStarts.count - 1 }

    public func fieldCount(of record: Int) -> Int { recordStarts[record + 1] - recordStarts[record] }

    public func field(_ index: Int, of record: Int) -> String? {
        guard let range = byteRange(index, of: record) else { return nil }
        let fallback = !fallbackRecords.isEmpty && fallbackRecords.contains(record)
        if isUTF8, !fallback {
            let all = bytes
            if let text = Self.validText(all.span.extracting(range)) { return text }
        }
        return decode(bytes[range], fallback)
    }

    private static func validText(_ bytes: Span<UInt8>) -> String? {
        do {
            return String(copying: try UTF8Span(validating: bytes))
        } catch {
            return nil
        }
    }

    /// Hands `body` one field's bytes as read (nil for an absent field) when the source is UTF-8 and the record's
    /// bytes are taken as they are, so that ASCII bytes are the field's text; nil, without calling `body`, when
    /// only `field` can tell the text (another encoding, a record read with the fallback decoding).
    @inlinable
    public func withUTF8Bytes<Result>(_ index: Int, of record: Int, _ body: (Span<UInt8>?) -> Result) -> Result? {
        guard isUTF8, fallbackRecords.isEmpty || !fallbackRecords.contains(record) else { return nil }
        guard let range = byteRange(index, of: record) else { return body(nil) }
        let all = bytes
        return body(all.span.extracting(range))
    }

    /// One field's bytes as read, before decoding; nil for an absent field.
    public func fieldBytes(_ index: Int, of record: Int) -> ArraySlice<UInt8>? {
        byteRange(index, of: record).map { bytes[$0] }
    }

    /// Where one field's bytes lie in `bytes`; nil for an absent field or one past the record's last.
    @inlinable
    func byteRange(_ index: Int, of record: Int) -> Range<Int>? {
        let position = recordStarts[record] + index
        guard index >= 0, position < recordStarts[record + 1] else { return nil }
        let end = fieldEnds[position]
        if end & Self.nullBit != 0 { return nil }
        let start = position == 0 ? 0 : Int(fieldEnds[position - 1] & ~Self.nullBit)
        return start..<Int(end)
    }
}
