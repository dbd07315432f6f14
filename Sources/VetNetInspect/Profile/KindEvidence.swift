import VetNetCore
import VetNetMapping
import VetNetValidation

/// Decides what a column looks like from its figures. A kind needs most of the non-empty values to show it
/// (`majority`); an ID needs every value to differ, and digits in most; sex and species columns need few different values, most of
/// which the built-in tables read. A column whose name says it holds coordinates is never microchips.
struct KindEvidence {
    /// The share of non-empty values that must show a kind.
    static let majority = 0.8
    /// At most this many different values for a sex column, and for a species column.
    static let maximumSexCodes = 12
    static let maximumSpeciesWords = 60

    let rows: Int
    let filled: Int
    /// Of `filled`, the values that are a word for "no value" (`NA`): as empty as a date, number or yes/no field
    /// reads them, but codes a sex or species map may name.
    let placeholders: Int
    let profile: ColumnProfile
    let dateValues: Int
    /// Counted values, most frequent first.
    let ranked: [(key: String, value: Int)]
    /// Whether `ranked` holds every different value.
    let countsComplete: Bool
    let shapeCount: (ValueShape) -> Int

    /// `count` as a share of the values, no-value words included: for codes.
    func share(_ count: Int) -> Double { filled == 0 ? 0 : Double(count) / Double(filled) }

    /// `count` as a share of the values that are not a word for "no value": for dates, numbers, yes/no, chips.
    func valueShare(_ count: Int) -> Double {
        filled <= placeholders ? 0 : Double(count) / Double(filled - placeholders)
    }

    func kinds() -> [ColumnKind] {
        guard filled > 0 else { return [.empty] }
        var kinds: [ColumnKind] = []
        if valueShare(shapeCount(.email)) >= Self.majority { kinds.append(.email) }
        if valueShare(dateValues) >= Self.majority, let main = profile.dateLayouts.first {
            kinds.append(main.hasTime ? .dateTime : .date)
        }
        let chips = shapeCount(.chip15)
        if chips > 0, valueShare(chips + shapeCount(.chipHex10) + shapeCount(.chip9)) >= Self.majority,
            !HeaderVocabulary.isCoordinate(profile.name)
        {
            kinds.append(.microchip)
        }
        // One code alone (`MI`, `FS`) is as likely a state or a status as a sex; and a column whose only sex word
        // is `Unknown` (a register's `Classification`: `Unknown`, `Menacing - …`) names no sex at all.
        if ranked.count >= 2, isCodeColumn(maximum: Self.maximumSexCodes),
            share(readCount { SexCode.parse($0) != nil }) >= Self.majority,
            readCount({ SexCode.parse($0).map { $0.sex != .unknown || $0.status != .unknown } ?? false }) > 0
        {
            kinds.append(.sex)
        }
        if isCodeColumn(maximum: Self.maximumSpeciesWords), !kinds.contains(.sex),
            share(readCount { SpeciesCatalog.standard.resolve($0) != nil }) >= 0.5
        {
            kinds.append(.species)
        }
        let booleans = shapeCount(.boolean)
        if valueShare(booleans) >= Self.majority, profile.distinct <= 4, !kinds.contains(.sex) {
            kinds.append(.boolean)
        }
        // Bare numbers of 7 to 15 digits are phone-shaped; one written with a space (a typo in a column of docket
        // numbers) does not make the others phone numbers.
        let phones = shapeCount(.phone)
        let formatted = shapeCount(.formattedDigits)
        if valueShare(phones) >= Self.majority, formatted > 0,
            Double(formatted) >= Self.formattedPhones * Double(phones),
            !kinds.contains(.date), !kinds.contains(.dateTime)
        {
            kinds.append(.phone)
        }
        // A column named as an ID (`Docket #`) is one when its values are all different, a stray space or two
        // among them (`332 10760`), and wins over the phone and chip shapes of its numbers.
        let namedID = HeaderVocabulary.namesID(profile.name)
        let spaced = shapeCount(.hasSpace)
        if profile.unique, share(filled) >= 0.9 || filled == rows, !kinds.contains(.date), !kinds.contains(.dateTime),
            !kinds.contains(.email), spaced == 0 || namedID && Double(spaced) <= Self.strayShare * Double(filled),
            share(shapeCount(.hasDigit)) >= Self.majority, profile.maxLength <= 40,
            profile.decimalPoints + profile.decimalCommas == 0
        {
            kinds.insert(.id, at: (kinds.contains(.microchip) || kinds.contains(.phone)) && !namedID ? kinds.count : 0)
        }
        if kinds.allSatisfy({ $0 == .number || $0 == .id }), isAgeColumn { kinds.append(.age) }
        let numbers = shapeCount(.integer) + profile.decimalPoints + profile.decimalCommas
        if valueShare(numbers) >= Self.majority, !kinds.contains(.boolean), !kinds.contains(.microchip) {
            kinds.append(.number)
        }
        return kinds
    }

    /// Most counted values read as ages, and enough of them with a unit (`3 yrs`, not `3`) that the column is not
    /// just numbers.
    private var isAgeColumn: Bool {
        let counted = ranked.reduce(0) { $0 + $1.value } - readCount(MissingValue.isPlaceholder)
        guard counted > 0 else { return false }
        let ages = readCount { AgeText($0) != nil }
        let worded = readCount { $0.contains(where: \.isLetter) && AgeText($0) != nil }
        return Double(ages) >= Self.majority * Double(counted) && Double(worded) >= Self.wordedAges * Double(counted)
    }

    /// The share of a phone column's numbers that must be written with punctuation (`(555) 201-3344`, `+44 …`).
    static let formattedPhones = 0.01
    /// The share of an ID column's values that may hold a space, a typo, when its name says it holds IDs.
    static let strayShare = 0.001

    /// The share of values of an age column that must carry a unit word.
    static let wordedAges = 0.2

    /// Few different values, all of them counted.
    private func isCodeColumn(maximum: Int) -> Bool {
        countsComplete && !ranked.isEmpty && ranked.count <= maximum
            && (filled >= 2 * ranked.count || ranked.count <= 3)
    }

    /// Non-empty values that `reads` accepts.
    private func readCount(_ reads: (String) -> Bool) -> Int {
        ranked.reduce(0) { $0 + (reads($1.key) ? $1.value : 0) }
    }

    /// The values of a sex or species column the built-in tables do not read.
    func unknownCodes(of kind: ColumnKind) -> [ValueCount] {
        ranked.filter { kind == .sex ? SexCode.parse($0.key) == nil : SpeciesCatalog.standard.resolve($0.key) == nil }
            .map { ValueCount(value: $0.key, count: $0.value) }
    }
}
