/// Which revision of the mapping and checking code a run uses: a digest of the sources of `VetNetMapping` and
/// `VetNetValidation` (rules, rule catalog, value checks, breed data, mapping). A state file remembers the
/// revision each run used (in the pipeline signature); a run with another revision maps and checks every record
/// again, as after an edit of the pipeline file, so a new or corrected rule reaches records that did not change.
///
/// `RulesRevisionTests` recomputes the digest from the sources and fails until this value is updated.
public enum RulesRevision {
    public static let current = "34c10661523cdf87"
}
