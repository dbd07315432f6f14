public import VetNetCore

/// What a pipeline's `validation:` key sets.
public struct ValidationSettings: Sendable, Hashable {
    public var policy: SeverityPolicy
    /// Above this share of rejected records (0…1) in any source, the run exits with "rejects over threshold".
    public var maxRejectRate: Double?
    /// Above this share of a full source's active records deactivated in one run, a run with a state file
    /// changes nothing (unless told to accept it for that run).
    public var maxDeactivateRate: Double
    /// The country of phone numbers and postal codes that do not say theirs.
    public var defaultCountry: Country

    public static let defaultMaxDeactivateRate = 0.2

    public init(
        policy: SeverityPolicy = SeverityPolicy(), maxRejectRate: Double? = nil,
        maxDeactivateRate: Double = ValidationSettings.defaultMaxDeactivateRate, defaultCountry: Country = .us
    ) {
        self.policy = policy
        self.maxRejectRate = maxRejectRate
        self.maxDeactivateRate = maxDeactivateRate
        self.defaultCountry = defaultCountry
    }
}
