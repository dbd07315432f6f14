/// Expands a two-digit year in a birth date.
///
/// The rule matches `DatePattern.twoDigitYear` in VetNetMapping (the parser that reads dates), restated here
/// so validation messages can explain it without depending on mapping: with `pivotYear` the run's `asOf` year,
/// two-digit years up to its last two digits are in its century, later ones in the century before. In 2026,
/// `19` is 2019, `26` is 2026 and `27` is 1927. A two-digit year is therefore never read as a future year, and it
/// always lands in the 100 years up to `asOf`, which covers every species' age limit (30; birds 85, reptiles
/// 100: see `SpeciesCatalog.table`).
public func expandTwoDigitYear(_ value: Int, pivotYear: Int) -> Int {
    let century = pivotYear / 100 * 100
    return value <= pivotYear % 100 ? century + value : century - 100 + value
}
