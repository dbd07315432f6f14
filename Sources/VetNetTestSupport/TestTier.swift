import Foundation

/// The slow tier: gigabyte-scale inputs and tests that start and kill many processes. `scripts/test` runs it
/// with the rest, as CI does; `scripts/test --fast` (`VETNET_TESTS=fast`) leaves it out for a quick check.
public enum TestTier {
    public static let runsSlowTests = ProcessInfo.processInfo.environment["VETNET_TESTS"] != "fast"
    public static let slowReason = "in the slow tier, which VETNET_TESTS=fast (scripts/test --fast) leaves out"
}
