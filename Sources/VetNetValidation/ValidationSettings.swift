public import VetNetCore

/// What a pipeline's `validation:` key sets.
public struct ValidationSettings: Sendable, Hashable {
    public var policy: SeverityPolicy
    /// Above this share of rejected records (0…1) in any source, the run exits with "rejects over threshold".
    public var maxRejectRate: Double?
    /// ISO 3166 alpha-2 country for phone numbers and postal codes that do not say theirs.
    public var defaultCountry: String

    public init(policy: SeverityPolicy = SeverityPolicy(), maxRejectRate: Double? = nil, defaultCountry: String = "US") {
        self.policy = policy
        self.maxRejectRate = maxRejectRate
        self.defaultCountry = defaultCountry
    }
}
