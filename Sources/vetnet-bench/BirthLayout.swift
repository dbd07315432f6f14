/// How a patient's birth date is written: the clean data's only layout, or one of the messy profile's others.
enum BirthLayout: Sendable {
    /// `03/04/2019`
    case monthFirst
    /// `2019-03-04`
    case iso
    /// `3/4/19`
    case shortYear

    /// The date patterns of the pipeline file, in the order a run tries them.
    static let messyFormats = ["MM/dd/yyyy", "yyyy-MM-dd", "M/d/yy"]
}
