/// Where a finding or a record comes from. Lines, columns and record indexes are 1-based.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file as the user named it (relative to the pipeline file where it was given that way).
    public var file: String
    /// The physical line where the record starts (CSV) or the element's line (XML).
    public var line: Int?
    /// The position of the record among the file's data records, header excluded.
    public var recordIndex: Int?
    public var column: Int?
    /// The source column or XML path the finding is about.
    public var field: String?

    public init(file: String, line: Int? = nil, recordIndex: Int? = nil, column: Int? = nil, field: String? = nil) {
        self.file = file
        self.line = line
        self.recordIndex = recordIndex
        self.column = column
        self.field = field
    }

    /// The same location, narrowed to one field.
    public func with(field: String?) -> SourceLocation {
        var copy = self
        copy.field = field
        return copy
    }

    /// `file:line` or `file:line:column`, the form editors and terminals link to.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
