import VetNetCore
import VetNetMapping
import VetNetValidation

/// Gathers one column's figures as its values stream past, in memory bounded whatever the file's length:
/// values are counted one by one up to `countedValues` different ones; beyond, only their hashes are kept
/// (up to `hashedValues`), to tell how many differ and whether any repeats.
struct ColumnProfiler {
    static let countedValues = 2_000
    static let hashedValues = 100_000

    let name: String
    let position: Int
    private(set) var rows = 0
    private(set) var empty = 0
    /// Values that are a word for "no value" (`NA`): counted among the values, but not as dates or shapes.
    private(set) var placeholders = 0
    private var counts: [String: Int] = [:]
    private var hashes: Set<Int> = []
    private var hashesFull = false
    private var repeats = false
    private var maxLength = 0
    private var dates = DateLayoutTally()
    private var shapes: [UInt16: Int] = [:]
    private var rowNumbers = RowNumbers.Tally()

    init(name: String, position: Int) {
        self.name = name
        self.position = position
    }

    mutating func observe(_ raw: String?) {
        rows += 1
        guard let raw else {
            empty += 1
            rowNumbers.observe(nil)
            return
        }
        let value = raw.trimmingWhitespace()
        guard !value.isEmpty else {
            empty += 1
            rowNumbers.observe(nil)
            return
        }
        rowNumbers.observe(value)
        maxLength = max(maxLength, value.count)
        if let count = counts[value] {
            counts[value] = count + 1
            repeats = true
        } else if counts.count < Self.countedValues {
            counts[value] = 1
        } else if !hashesFull {
            if !hashes.insert(value.hashValue).inserted { repeats = true }
            hashesFull = hashes.count >= Self.hashedValues
        }
        if MissingValue.isPlaceholder(value) {
            placeholders += 1
            return
        }
        dates.observe(value)
        shapes[ValueShape(of: value).rawValue, default: 0] += 1
    }

    /// Non-empty values with each shape.
    private func count(_ shape: ValueShape) -> Int {
        shapes.reduce(0) { $0 + (ValueShape(rawValue: $1.key).isSuperset(of: shape) ? $1.value : 0) }
    }

    func profile(topCount: Int = 5) -> ColumnProfile {
        let filled = rows - empty
        let ranked = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let decimalPoints = count(.decimalPoint)
        let decimalCommas = count(.decimalComma)
        var profile = ColumnProfile(
            name: name, position: position, empty: empty, emptyShare: rows == 0 ? 0 : Double(empty) / Double(rows),
            placeholders: placeholders,
            noValueShare: rows == 0 ? 0 : Double(empty + placeholders) / Double(rows),
            distinct: counts.count + hashes.count, distinctCapped: hashesFull, unique: !repeats && filled > 0,
            topValues: ranked.prefix(topCount).map { ValueCount(value: $0.key, count: $0.value) },
            codes: hashes.isEmpty && ranked.count <= ColumnProfile.maximumCodes && filled >= 2 * ranked.count
                ? ranked.map { ValueCount(value: $0.key, count: $0.value) } : nil,
            maxLength: maxLength,
            dateLayouts: dates.summary, decimalPoints: decimalPoints, decimalCommas: decimalCommas, kinds: [],
            unknownCodes: [], rowNumbers: rowNumbers.found)
        let evidence = KindEvidence(
            rows: rows, filled: filled, placeholders: placeholders, profile: profile, dateValues: dates.values,
            ranked: ranked,
            countsComplete: hashes.isEmpty, shapeCount: count)
        profile.kinds = evidence.kinds()
        if profile.kind == .sex || profile.kind == .species {
            profile.unknownCodes = evidence.unknownCodes(of: profile.kind ?? .sex)
        }
        switch HeaderVocabulary.field(for: name, entity: .patient) {
        case "breed": profile.breedSpecies = Self.breedSpecies(ranked)
        case "name": profile.invalidNames = Self.invalidNames(ranked, more: !hashes.isEmpty)
        default: break
        }
        return profile
    }

    /// The counted names that a run rejects; nil when none is.
    static func invalidNames(_ values: [(key: String, value: Int)], more: Bool) -> InvalidNames? {
        let invalid = values.filter {
            !MissingValue.isPlaceholder($0.key) && PatientRules.NameReading($0.key).isInvalid
        }
        guard !invalid.isEmpty else { return nil }
        return InvalidNames(
            rows: invalid.reduce(0) { $0 + $1.value },
            examples: invalid.prefix(3).map { ValueCount(value: $0.key, count: $0.value) }, more: more)
    }

    /// The species the counted breed values belong to, as the breed catalog knows them.
    static func breedSpecies(_ values: [(key: String, value: Int)]) -> BreedSpecies {
        let catalog = BreedCatalog.standard
        let ids = catalog.breedsBySpecies.keys.sorted()
        var known = 0
        var rows: [String: Int] = [:]
        for (value, count) in values where !MissingValue.isPlaceholder(value) {
            let species = ids.filter { id in
                if case .known(_, let breeds, _) = catalog.resolve(value, species: id) {
                    !breeds.isEmpty
                } else {
                    false
                }
            }
            guard !species.isEmpty else { continue }
            known += count
            if species.count == 1 { rows[species[0], default: 0] += count }
        }
        let ranked = rows.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return BreedSpecies(known: known, species: ranked.map { ValueCount(value: $0.key, count: $0.value) })
    }
}
