/// The version of the records' field layout in the compact form. A state file keeps records in it from one
/// vetnet to the next, so a record of an earlier layout is still read: 1 had no `Owner.organization` and no
/// `Patient.birthDateEstimated`.
public enum CompactLayout {
    public static let current = 2
    public static let readable = 1...current
}
