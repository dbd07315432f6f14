public import VetNetCore

/// What a pipeline's `validation:` key sets.
public struct ValidationSettings: Sendable, Hashable {
    public var policy: SeverityPolicy
    /// Above this share of rejected records (0…1) in any source, the run exits with "rejects over threshold".
    public var maxRejectRate: Double?
    /// The country of phone numbers and postal codes that do not say theirs.
    public var defaultCountry: Country

    public init(policy: SeverityPolicy = SeverityPolicy(), maxRejectRate: Double? = nil, defaultCountry: Country = .us) {
        self.policy = policy
        self.maxRejectRate = maxRejectRate
        self.defaultCountry = defaultCountry
    }
}
