import VetNetCore

/// The findings the messy profile gives patient rows, drawn from a stream of their own.
///
/// Three rows in five are changed: one finding, or two in a fifth of them. About two thirds of the findings are
/// warnings (the record is kept), the rest errors (it is rejected). Every row also gets one of three birth-date
/// layouts, which is no finding once the pipeline lists them.
enum MessyPatient: CaseIterable {
    /// A sex word the built-in tables do not know: `map.unmapped-value`.
    case unknownSex
    /// A breed not in the catalog: `patient.breed-unknown`.
    case unknownBreed
    /// A 9-digit AVID or 10-character FDX-A chip: `patient.microchip-legacy`.
    case legacyChip
    /// Letters or a wrong length in the chip: `patient.microchip-invalid`.
    case invalidChip
    /// A species nobody maps: `patient.species-unknown`.
    case unknownSpecies
    /// `13/45/2019`, `unknown`: `map.unparseable-date`.
    case unreadableBirthDate
    /// After the pipeline's `asOf`: `patient.birth-date-in-future`.
    case futureBirthDate
    /// Beyond the species' range: `patient.weight-out-of-range`.
    case weightOutOfRange
    /// An empty name: `map.missing-required`.
    case missingName

    /// Relative frequency of each kind among the findings.
    var weight: Int {
        switch self {
        case .unknownSex: 26
        case .unknownBreed: 22
        case .legacyChip: 16
        case .invalidChip: 7
        case .unknownSpecies: 6
        case .unreadableBirthDate: 7
        case .futureBirthDate: 5
        case .weightOutOfRange: 6
        case .missingName: 5
        }
    }

    static let weighted = allCases.map { (weight: $0.weight, value: $0) }

    static let sexWords = ["X", "Sx", "?", "Herm", "Not checked", "MF", "Z"]
    static let breeds = ["Labradoodle Deluxe", "Teddy Bear", "Farm Cat", "Designer", "Pocket Bully", "Barn Mouser"]
    static let species = ["Exotic", "Misc", "SPX", "Critter", "Other Pet"]
    static let invalidChips = ["9851ABC2233", "98510223344", "985-1O2-233-445-566", "12345678901234567"]
    static let unreadableDates = ["13/45/2019", "unknown", "00/00/0000", "31.31.2020", "2019-02-30"]

    /// Changes `row` into a messy one, or leaves it as it is; always draws the same count from `random` per row.
    static func apply(to row: inout PatientRow, _ random: inout SplitMix64) {
        let layout = random.below(100)
        row.birthLayout = layout < 25 ? .iso : layout < 40 ? .shortYear : .monthFirst
        let findings = random.below(100)
        let first = random.pick(weighted: weighted)
        let second = random.pick(weighted: weighted)
        let detail = random.next()
        guard findings < 60 else { return }
        first.apply(to: &row, detail)
        if findings < 12, second != first { second.apply(to: &row, detail >> 16) }
    }

    private func apply(to row: inout PatientRow, _ detail: UInt64) {
        func pick<T>(_ choices: [T]) -> T { choices[Int(detail % UInt64(choices.count))] }
        switch self {
        case .unknownSex: row.sex = pick(Self.sexWords)
        case .unknownBreed: row.breed = pick(Self.breeds)
        case .legacyChip:
            let number = (detail >> 8) % 900_000_000
            row.microchip =
                detail & 1 == 0
                ? String(100_000_000 + number) : "0A" + String(0x1000_0000 + number, radix: 16, uppercase: true)
        case .invalidChip: row.microchip = pick(Self.invalidChips)
        case .unknownSpecies: row.species.code = pick(Self.species)
        case .unreadableBirthDate: row.birthText = pick(Self.unreadableDates)
        case .futureBirthDate: row.birth.year = 2027 + Int(detail % 4)
        case .weightOutOfRange:
            row.weight = row.species.hundredthsOfPound.upperBound * 20
            row.weightDecimals = 1
        case .missingName: row.name = ""
        }
    }
}
