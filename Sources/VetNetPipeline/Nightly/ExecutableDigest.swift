import VetNetCore

/// The SHA-256 of the running vetnet's executable: which build wrote a run's outputs. Every part of vetnet that
/// shapes an output file (readers, rules, merging, writers, reports) is in it, so two runs of one build over the
/// same exports, pipeline file and date write the same bytes. Read once per process, in tens of milliseconds; nil
/// where the executable cannot be read, and then no night is taken for a repeat of another.
enum ExecutableDigest {
    static let current: String? = NightlyRun.sha256(ofFile: "/proc/self/exe")
}
