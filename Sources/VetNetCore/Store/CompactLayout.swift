/// The version of the records' field layout in the compact form. A state file keeps records in it from one
/// vetnet to the next, so a record of an earlier layout is still read: each field says in its table which layout
/// added it (`FieldEntry.addedInLayout`), and a record of an earlier one reads it as its default. Layout 2 added
/// `Owner.organization` and `Patient.birthDateEstimated`; layout 3 `Patient.color`; layout 4
/// `Patient.speciesOriginal`.
public enum CompactLayout {
    public static let current = 4
    /// The layout of the first state files.
    @inlinable public static var first: Int { 1 }
    public static let readable = first...current
}
