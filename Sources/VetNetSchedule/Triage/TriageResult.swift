/// A request's Veterinary Triage List level and why it has it.
public struct TriageResult: Hashable, Sendable {
    /// Whether the level was recorded at booking or derived here.
    public enum Source: String, Hashable, Sendable {
        case recorded, derived
    }

    /// 1 (red, immediate) … 5 (blue, non-urgent).
    public var vtl: Int
    public var source: Source
    /// The findings behind a derived level, most urgent first; empty for a recorded level.
    public var reasons: [String]

    public init(vtl: Int, source: Source, reasons: [String]) {
        self.vtl = vtl
        self.source = source
        self.reasons = reasons
    }

    /// The objective's weight of a level: `2^(5 − vtl)`, so VTL 1 = 16 … VTL 5 = 1.
    public static func priority(ofVTL vtl: Int) -> Int { 1 << (5 - vtl) }
}
