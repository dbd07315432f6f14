/// A half-open range of minutes since midnight, `[start, end)`.
public struct TimeRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The range's length in minutes.
    public var minutes: Int { end - start }

    /// Whether the two ranges share at least one minute.
    public func overlaps(_ other: TimeRange) -> Bool { start < other.end && other.start < end }

    /// Whether `other` lies entirely inside this range.
    public func contains(_ other: TimeRange) -> Bool { start <= other.start && other.end <= end }
}
