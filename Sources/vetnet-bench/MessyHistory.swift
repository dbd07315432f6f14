import VetNetCore

/// The findings the messy profile gives history rows, about two rows in five; the code each one should raise
/// is beside it. Unknown patients, unreadable and future dates and missing vaccines are errors (the row is
/// rejected); the repeats are merged into the first row; the rest are warnings.
enum MessyHistory: UInt8, CaseIterable {
    /// `13/45/2019`, `see chart`: `map.unparseable-date` (a required date, so the row is rejected).
    case unreadableDate
    /// A patient ID that is not in patients.csv: `history.patient-not-found`.
    case unknownPatient
    /// After the pipeline's `asOf`: `history.date-in-future`.
    case futureDate
    /// Before the animal's birth: `history.date-before-birth`.
    case beforeBirth
    /// A name no catalog knows: `vaccination.vaccine-unknown`.
    case unknownVaccine
    /// The row entered twice under two IDs: `vaccination.same-day-duplicate`.
    case sameDayDuplicate
    /// A due date before the date given: `vaccination.due-before-given`.
    case dueBeforeGiven
    /// A 3-year rabies vaccine due after 1 year, or the other way round: `vaccination.rabies-interval`.
    case rabiesInterval
    /// A lot that expired before the vaccine was given: `vaccination.lot-expired`.
    case lotExpired
    /// FVRCP given to a dog, DHPP to a cat: `vaccination.species-mismatch`.
    case otherSpecies
    /// An empty vaccine: `map.missing-required`.
    case missingVaccine
    /// The same visit exported twice with its ID: `history.repeated-record`.
    case repeatedRecord
    /// `see notes` for a weight: `map.unparseable-number`.
    case unreadableWeight
    /// `normal` for a temperature: `map.unparseable-number`.
    case unreadableTemperature
    /// `irregular` for a heart rate: `map.unparseable-number`.
    case unreadableHeartRate

    /// Per hundred rows, how many get a finding.
    static let percent = 40

    static let vaccinationWeighted: [(weight: Int, value: MessyHistory)] = [
        (8, .unreadableDate), (6, .unknownPatient), (3, .futureDate), (6, .beforeBirth), (18, .unknownVaccine),
        (12, .sameDayDuplicate), (10, .dueBeforeGiven), (9, .rabiesInterval), (12, .lotExpired), (10, .otherSpecies),
        (3, .missingVaccine),
    ]

    static let visitWeighted: [(weight: Int, value: MessyHistory)] = [
        (8, .unreadableDate), (6, .unknownPatient), (3, .futureDate), (10, .beforeBirth), (12, .repeatedRecord),
        (25, .unreadableWeight), (18, .unreadableTemperature), (18, .unreadableHeartRate),
    ]

    /// The finding of one row, or nil; always draws the same count from `random`.
    static func draw(visit: Bool, _ random: inout SplitMix64) -> MessyHistory? {
        let roll = random.below(100)
        let kind = random.pick(weighted: visit ? visitWeighted : vaccinationWeighted)
        return roll < percent ? kind : nil
    }

    /// The stored form in `HistoryEvent.finding`.
    var code: UInt8 { rawValue + 1 }

    init?(code: UInt8) {
        guard code > 0 else { return nil }
        self.init(rawValue: code - 1)
    }
}
