import VetNetCore
/// A deliberate fault in a generated patient row, so the validate phase measures a run that rejects records.
///
/// Each kind trips a different check, from the reader through mapping to the validation rules, so the measured
/// run pays for the diagnostics of every stage.
enum PatientDefect: CaseIterable {
    /// `13/45/2019`: `map.unparseable-date`.
    case unparseableDate
    /// A birth date after the run's `asOf`: `patient.birth-date-in-future`.
    case futureBirthDate
    /// Letters in the chip number: `patient.microchip-invalid`.
    case badMicrochip
    /// 9,999 lb: `patient.weight-out-of-range`.
    case weightOutOfRange
    /// A client ID no owner has: `patient.owner-not-found`.
    case unknownOwner
    /// The row stops after the sex column: `read.too-few-fields`.
    case tooFewFields

    /// Picks a defect for `percent` % of rows from a stream of its own, so the clean rows stay as they were.
    static func draw(percent: Int, _ random: inout SplitMix64) -> PatientDefect? {
        guard percent > 0, random.below(10_000) < percent * 100 else { return nil }
        return random.pick(allCases)
    }

    /// Changes `row` so that it carries the defect (the row-shape defects are applied by the writer).
    func apply(to row: inout PatientRow) {
        switch self {
        case .futureBirthDate: row.birth.year = 2031
        case .badMicrochip: row.microchip = "9851ABC2233"
        case .weightOutOfRange:
            row.weight = 999_900
            row.weightDecimals = 1
        case .unknownOwner: row.ownerID = 9_999_999
        case .unparseableDate, .tooFewFields: break
        }
        row.defect = self
    }
}
