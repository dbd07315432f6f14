/// One record as a reader found it: text values aligned with the reader's `columns`, and where it came from.
public struct RawRecord: Sendable, Hashable {
    public var location: SourceLocation
    /// One value per column; `nil` where the field is absent or empty and unquoted.
    public var fields: [String?]
    /// For XML: every value of a path that occurred more than once, keyed by column index.
    /// `fields` then holds the first of them.
    public var repeats: [Int: [String]]

    public init(location: SourceLocation, fields: [String?], repeats: [Int: [String]] = [:]) {
        self.location = location
        self.fields = fields
        self.repeats = repeats
    }

    /// All values of a column: the repeated ones for XML, else the single value if present.
    public func values(at index: Int) -> [String] {
        if let many = repeats[index] { return many }
        if index < fields.count, let one = fields[index] { return [one] }
        return []
    }
}
