import ArgumentParser

/// How tidy the generated export is.
///
/// `clean` is the data the benchmark has always made (the same bytes for the same seed). `messy` is shaped like
/// a legacy export: more than half of the patient and owner rows carry one or more findings (`MessyPatient`,
/// `MessyOwner`), and birth dates come in three layouts in one column, which the pipeline then lists in `formats:`.
enum DataProfile: String, CaseIterable, ExpressibleByArgument, Sendable {
    case clean, messy
}
