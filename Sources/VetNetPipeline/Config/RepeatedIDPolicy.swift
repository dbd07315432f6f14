public import VetNetMapping

/// What a source does with rows that repeat a source ID (`repeatedIds:`): exports with one row per event
/// (movements, repeated pulls) hold the same animal many times.
public struct RepeatedIDPolicy: Sendable, Hashable {
    public enum Keep: String, Sendable, Hashable, CaseIterable {
        /// Every row after the first is rejected: two records must not share an ID.
        case reject
        /// The first row is kept; the later ones are merged into it.
        case first
        /// The newest row by `orderBy` (ties and no `orderBy`: the later line) is kept; the others are merged into it.
        case latest
    }

    public var keep: Keep = .reject
    /// The column (or XML path) whose newest value picks the row `latest` keeps.
    public var orderBy: String?
    /// Date layouts of `orderBy`; empty: ISO dates and times, then plain numbers.
    public var formats: [DatePattern] = []

    public init(keep: Keep = .reject, orderBy: String? = nil, formats: [DatePattern] = []) {
        self.keep = keep
        self.orderBy = orderBy
        self.formats = formats
    }
}
