/// A stable, machine-readable name for one kind of finding, such as `read.too-many-fields`.
///
/// Codes are API: reports, tests and cron alerts key on them. The prefix names the stage
/// (`read.`, `map.`, `owner.`, `patient.`, `pipeline.`, `report.`).
public struct DiagnosticCode: RawRepresentable, Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
