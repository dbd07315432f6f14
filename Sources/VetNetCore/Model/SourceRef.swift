/// A pointer from an output record back to the source row it came from.
public struct SourceRef: Hashable, Comparable, Codable, Sendable {
    /// The pipeline's name for the source.
    public var source: String
    public var sourceId: String
    public var line: Int?

    public init(source: String, sourceId: String, line: Int?) {
        self.source = source
        self.sourceId = sourceId
        self.line = line
    }

    public static func < (lhs: SourceRef, rhs: SourceRef) -> Bool {
        (lhs.source, lhs.sourceId, lhs.line ?? 0) < (rhs.source, rhs.sourceId, rhs.line ?? 0)
    }
}
