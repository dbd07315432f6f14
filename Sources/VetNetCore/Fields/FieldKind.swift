/// How a field of a record's table (`RecordField`) is kept in the compact form, and so how it is read, skipped
/// and written as a JSON value. Each kind is the same bytes wherever it is written: `CompactWriter` and
/// `CompactReader` have a method for each.
public enum FieldKind: Sendable, Equatable {
    /// Text: its UTF-8 length, then its bytes. JSON: a string.
    case string
    /// A presence byte, then a `string`. JSON: a string.
    case optionalString
    /// A byte, 1 for true. JSON: a boolean.
    case bool
    /// An `optionalString` holding a day as `LocalDate` writes it; a text that is not one reads as no date.
    /// JSON: the text.
    case date
    /// A presence byte, then the double's bit pattern as a count. JSON: a number.
    case doubleBits
    /// A count, then as many `string`s. JSON: an array of strings.
    case strings
    /// A count, then each `SourceRef`: its source and source ID (`string`s), a presence byte and its line (a
    /// count). JSON: an array of objects.
    case sources
    /// A presence byte, then a `PostalAddress`'s six `optionalString`s: line 1, line 2, city, region, postal code,
    /// country. JSON: an object.
    case address
    /// A count, then as many `address`es; one kept as absent reads as none. JSON: an array of objects.
    case addresses
    /// A presence byte, then an `EmergencyContact`'s name and phone (`optionalString`s). JSON: an object.
    case contact
    /// A `string` holding a raw value of the enum; any other text reads as its `unknown` case. JSON: the raw value.
    case enumCase(any StoredEnum.Type)
    /// A presence byte, then a `PatientAge`'s years and months (counts). JSON: an object.
    case age
}

/// An enum a field keeps as its raw value (`FieldKind.enumCase`).
public protocol StoredEnum: CaseIterable, RawRepresentable<String>, Sendable {
    /// What a stored text that is none of the raw values reads as.
    static var unknown: Self { get }
}

extension StoredEnum {
    /// The case whose raw value is `text`, else `unknown`.
    @inlinable public static func stored(_ text: String) -> Self { Self(rawValue: text) ?? .unknown }
}

extension Sex: StoredEnum {}
extension ReproductiveStatus: StoredEnum {}

extension FieldKind {
    public static func == (first: FieldKind, second: FieldKind) -> Bool {
        switch (first, second) {
        case (.enumCase(let x), .enumCase(let y)): ObjectIdentifier(x) == ObjectIdentifier(y)
        case (.string, .string), (.optionalString, .optionalString), (.bool, .bool), (.date, .date),
            (.doubleBits, .doubleBits), (.strings, .strings), (.sources, .sources), (.address, .address),
            (.addresses, .addresses), (.contact, .contact), (.age, .age):
            true
        default: false
        }
    }

    /// Whether a value of this kind can be left out of JSON for the reason `omission` gives: a string always has
    /// a value, a list can be empty, an optional absent.
    public func allows(_ omission: JSONOmission) -> Bool {
        switch (self, omission) {
        case (_, .never): !isOptional
        case (_, .whenAbsent): isOptional
        case (.strings, .whenEmpty), (.addresses, .whenEmpty), (.bool, .whenFalse): true
        case (_, .whenEmpty), (_, .whenFalse): false
        }
    }

    /// Whether the kind has a presence byte: nil is a value of it.
    var isOptional: Bool {
        switch self {
        case .optionalString, .date, .doubleBits, .address, .contact, .age: true
        case .string, .bool, .strings, .sources, .addresses, .enumCase: false
        }
    }
}
