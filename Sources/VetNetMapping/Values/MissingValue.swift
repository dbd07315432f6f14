/// What exports write for "no value" in a cell: R's and pandas' `NA`, spreadsheets' `#N/A`, databases' `NULL`.
/// In a date, number or yes/no field such a word can never be a value, so it reads as empty: a missing value
/// rather than one that cannot be read (which rejects a record where an empty value would not). `vetnet init` counts
/// them so too when it profiles a column, so that a draft reads a column as the run will.
public enum MissingValue {
    /// Whether `value` (trimmed) is one of `placeholders`, in any case.
    public static func isPlaceholder(_ value: String) -> Bool {
        value.utf8.count <= 6 && placeholders.contains(value.lowercased())
    }

    /// The words, lower-cased.
    public static let placeholders: Set<String> = [
        "na", "n/a", "#n/a", "nan", "null", "none", "nil", "-", "--", "?", "unknown", "unk",
    ]
}
