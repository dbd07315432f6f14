import VetNetCore

/// A value the clean path read, or word that the record is to be left to the mapper and the validator.
enum CleanValue<Value> {
    case clean(Value)
    case unclean
}

/// A text the clean path writes: none, the record's bytes as they are, or the text the checks made of them.
enum CleanText {
    case none
    case bytes(Range<Int>)
    case text(String)

    var isPresent: Bool {
        if case .none = self { return false }
        return true
    }
}

/// Reading a record's fields as the clean encoders do: as ranges of its batch's bytes (`bytes`), each the value
/// `FieldReader` would read, for fields without a value map or default; anything that is not plain ASCII is
/// unclean.
extension PackedRecord {
    /// Where the field's text lies, as `FieldReader.text` reads it.
    func text(_ slot: FieldSlot, in bytes: Span<UInt8>) -> ASCIIReading<Range<Int>> {
        if let index = slot.onlyIndex { return columnRange(index, hasDefault: slot.hasDefault, in: bytes) }
        guard let field = slot.field else { return .absent }
        return firstASCIIRange(of: field, in: bytes)
    }

    /// Where an optional field's text lies, nil when it is absent.
    func optionalText(_ slot: FieldSlot, in bytes: Span<UInt8>) -> CleanValue<Range<Int>?> {
        switch text(slot, in: bytes) {
        case .absent: .clean(nil)
        case .read(let range): .clean(range)
        case .needsText: .unclean
        }
    }

    /// A yes/no flag, nil when the record leaves it empty; unclean when it cannot be read.
    func flag(_ slot: FieldSlot, in bytes: Span<UInt8>) -> CleanValue<Bool?> {
        switch text(slot, in: bytes) {
        case .absent: return .clean(nil)
        case .read(let range):
            guard let parsed = parseBoolean(ascii: bytes.extracting(range)) else { return .unclean }
            return .clean(parsed)
        case .needsText: return .unclean
        }
    }

    /// Active unless marked inactive or deceased, as `FieldReader.isActive` reads it; nil when a flag cannot be read.
    func isActive(_ slots: ActivitySlots, in bytes: Span<UInt8>) -> Bool? {
        guard case .clean(let active) = flag(slots.active, in: bytes),
            case .clean(let inactive) = flag(slots.inactive, in: bytes),
            case .clean(let deceased) = flag(slots.deceased, in: bytes)
        else { return nil }
        return (active ?? true) && inactive != true && deceased != true
    }

    /// An optional date read in the first of `formats` that fits, nil when absent; unclean when none fits.
    func dateTime(_ slot: FieldSlot, _ formats: [DatePattern], pivotYear: Int, in bytes: Span<UInt8>) -> CleanValue<
        DateTimeValue?
    > {
        switch text(slot, in: bytes) {
        case .absent: return .clean(nil)
        case .read(let range):
            guard let parsed = parseDateTime(bytes.extracting(range), formats, pivotYear: pivotYear) else {
                return .unclean
            }
            return .clean(parsed)
        case .needsText: return .unclean
        }
    }
}

/// The value in the first of `formats` that fits the text.
func parseDateTime(_ text: Span<UInt8>, _ formats: [DatePattern], pivotYear: Int) -> DateTimeValue? {
    for format in formats {
        if let parsed = format.parse(ascii: text, pivotYear: pivotYear) { return parsed }
    }
    return nil
}

extension FieldSlot {
    /// The date formats the field is read in: its own, or ISO 8601's.
    var dateFormats: [DatePattern] {
        guard let spec = field?.spec, !spec.formats.isEmpty else { return FieldReader.isoFormats }
        return spec.formats
    }
}

extension CompactWriter {
    /// A date or timestamp as `optional(value?.description)` writes it.
    mutating func optional(_ value: DateTimeValue?) {
        bool(value != nil)
        guard let value else { return }
        if let text = value.hour == nil ? value.date.isoText : value.timestampText {
            string(ascii: text)
        } else {
            string(value.description)
        }
    }

    /// The text, or nothing, as `optional` writes a string.
    mutating func optional(_ text: CleanText, of bytes: Span<UInt8>) {
        switch text {
        case .none: bool(false)
        case .bytes(let range): optional(range, of: bytes)
        case .text(let text): optional(text)
        }
    }

    /// The bytes at `range`, or nothing, as `optional` writes a string.
    mutating func optional(_ range: Range<Int>?, of bytes: Span<UInt8>) {
        bool(range != nil)
        if let range { string(utf8: bytes.extracting(range)) }
    }
}

/// `body` with a writer held by reference, in one access to it rather than one per value written.
func writing<Result>(into writer: inout CompactWriter, _ body: (inout CompactWriter) -> Result) -> Result {
    body(&writer)
}
