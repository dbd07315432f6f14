/// Which revision of the code that decides what a record becomes a run uses: a digest of the sources of `modules`
/// (readers, mapping, rules, rule catalog, value checks, breed data, duplicate matching). A state file remembers
/// the revision each run used (in the pipeline signature); a run with another revision reads, maps, checks and
/// matches every record again, as after an edit of the pipeline file, so a new or corrected rule reaches records
/// that did not change, and a merge made under an older matching rule is made again under the new one.
///
/// `RulesRevisionTests` recomputes the digest from the sources and fails until this value is updated.
public enum RulesRevision {
    /// The modules whose sources the revision is the digest of.
    public static let modules = [
        "VetNetCSV", "VetNetXML", "VetNetZip", "VetNetXLSX", "VetNetMapping", "VetNetValidation", "VetNetDedupe",
    ]

    public static let current = "2371aa9eb85f7b00"
}
