import VetNetCore

/// A field spec bound to the input's column indexes. A class, so looking one up copies a reference, not the spec.
final class ResolvedField: Sendable {
    let key: String
    let spec: FieldSpec
    let indexes: [Int]
    /// The column's index when the field has one column, as most have: read without going through `indexes`.
    let onlyIndex: Int?
    let unitIndex: Int?
    /// The spec's value map, nil when it has none: read for every value, so kept apart from the spec.
    let valueMap: [String: String]?
    /// The value map's entries whose keys are short lower-case ASCII; nil when there is no value map.
    let asciiValueMap: ASCIIValueMap?
    /// `spec.readsFirstColumnOnly`: whether a value is the first non-empty one of the columns.
    let readsFirstColumnOnly: Bool
    /// For an age: the index of the column with the date it was recorded on.
    let asOfIndex: Int?

    init(key: String, spec: FieldSpec, indexes: [Int], unitIndex: Int?, asOfIndex: Int? = nil) {
        self.key = key
        readsFirstColumnOnly = spec.readsFirstColumnOnly
        self.asOfIndex = asOfIndex
        self.spec = spec
        self.indexes = indexes
        onlyIndex = indexes.count == 1 ? indexes[0] : nil
        self.unitIndex = unitIndex
        valueMap = spec.valueMap.isEmpty ? nil : spec.valueMap
        asciiValueMap = valueMap.map(ASCIIValueMap.init)
    }

    /// A trimmed, non-empty value through the value map: the map's text for a code it knows, else the value.
    func mapped(_ value: String) -> String {
        guard let valueMap else { return value }
        return valueMap[value.lowercasedIfNeeded()] ?? value
    }
}

/// Reads the domain fields of one raw record, adding a finding for each value it cannot use.
///
/// Whether a finding rejects the record is decided later, after the pipeline's severity policy; only a
/// record that cannot be built at all (no source ID, no name, no owner reference) is `unbuildable`.
struct FieldReader {
    let raw: RawRecord
    let fields: [String: ResolvedField]
    let pivotYear: Int
    private(set) var findings: [Diagnostic] = []
    var unbuildable = false
    var recordID: String?

    init(raw: RawRecord, fields: [String: ResolvedField], pivotYear: Int) {
        self.raw = raw
        self.fields = fields
        self.pivotYear = pivotYear
    }

    /// The key's field as this source maps it, for the methods below; mappers look their slots up once.
    func slot(_ key: String) -> FieldSlot { FieldSlot(key: key, field: fields[key]) }

    mutating func text(_ key: String) -> String? { text(slot(key)) }

    /// The first non-empty value of the field's columns, value-mapped, or its default.
    mutating func text(_ slot: FieldSlot) -> String? {
        guard let field = slot.field else { return nil }
        if let separator = field.spec.join { return joined(field, separator: separator) }
        // A code the value map knows, found from its bytes: the mapped text is the map's own string.
        if let asciiValueMap = field.asciiValueMap,
            case .read(let mapped?) = raw.firstASCIIValue(
                of: field, { ASCIIKey(lowercasing: $0).flatMap { asciiValueMap[$0] } })
        {
            return mapped
        }
        // Plain ASCII, the usual value, becomes text once, from its trimmed bytes.
        if field.valueMap == nil {
            switch raw.firstASCIIValue(of: field, String.init(readASCII:)) {
            case .absent: return nil
            case .read(let text): return text
            case .needsText: break
            }
        }
        for index in field.indexes {
            if let value = raw.field(at: index)?.trimmingWhitespace(), !value.isEmpty { return field.mapped(value) }
        }
        return field.spec.defaultValue
    }

    /// The non-empty values of every column, each through the value map, joined; the default when all are empty.
    private func joined(_ field: ResolvedField, separator: String) -> String? {
        let values = list(FieldSlot(key: field.key, field: field))
        return values.isEmpty ? nil : values.joined(separator: separator)
    }

    /// Every non-empty value of every column of the field (repeated XML elements too), without repeats; the
    /// default when there is none.
    func list(_ key: String) -> [String] { list(slot(key)) }

    func list(_ slot: FieldSlot) -> [String] {
        guard let field = slot.field else { return [] }
        var values: [String] = []
        // A few values (two phone columns) are compared directly; many repeated XML elements are hashed.
        var seen: Set<String>?
        func add(_ value: String) {
            let trimmed = field.mapped(value.trimmingWhitespace())
            guard !trimmed.isEmpty else { return }
            if seen == nil, values.count >= 8 { seen = Set(values) }
            if seen != nil {
                if seen?.insert(trimmed).inserted == true { values.append(trimmed) }
            } else if !values.contains(trimmed) {
                values.append(trimmed)
            }
        }
        for index in field.indexes {
            if let many = raw.repeats[index] {
                for value in many { add(value) }
            } else if let value = raw.field(at: index) {
                add(value)
            }
        }
        if values.isEmpty, let defaultValue = field.spec.defaultValue { values.append(defaultValue) }
        return values
    }

    mutating func requireSourceID() -> String? { requireSourceID(slot("sourceId")) }

    mutating func requireSourceID(_ slot: FieldSlot) -> String? {
        guard let id = text(slot) else {
            unbuildable = true
            emit(
                .error(
                    "map.missing-source-id",
                    "The record has no source ID, so it cannot be traced or kept apart from others; give it the ID it has in the old system.",
                    at: location(slot)))
            return nil
        }
        recordID = id
        return id
    }

    mutating func require(_ key: String, what: String) -> String? { require(slot(key), what: what) }

    mutating func require(_ slot: FieldSlot, what: String) -> String? {
        if let value = text(slot) { return value }
        unbuildable = true
        emit(.error("map.missing-required", "The record has no \(slot.key) (\(what) is required).", at: location(slot)))
        return nil
    }

    /// A date; an unreadable required date is an error, an unreadable optional one a warning.
    mutating func date(_ key: String, required: Bool) -> LocalDate? { date(slot(key), required: required) }

    mutating func date(_ slot: FieldSlot, required: Bool) -> LocalDate? {
        dateTime(slot, required: required)?.date
    }

    mutating func dateTime(_ key: String, required: Bool = false) -> DateTimeValue? {
        dateTime(slot(key), required: required)
    }

    mutating func dateTime(_ slot: FieldSlot, required: Bool = false) -> DateTimeValue? {
        datedIn(slot, required: required)?.value
    }

    /// A birth date, and whether it is an estimate: a year alone (`format: "yyyy"`) is 1 January of that year.
    mutating func birthDate(_ slot: FieldSlot, required: Bool) -> (date: LocalDate, estimated: Bool)? {
        datedIn(slot, required: required).map { ($0.value.date, $0.format.isYearOnly) }
    }

    /// A date (and time) with the format it was read in.
    private mutating func datedIn(_ slot: FieldSlot, required: Bool) -> (value: DateTimeValue, format: DatePattern)? {
        guard let field = slot.field else { return nil }
        let formats = field.spec.formats.isEmpty ? Self.isoFormats : field.spec.formats
        let pivotYear = pivotYear
        let reading = readASCII(slot) { bytes -> (DateTimeValue, DatePattern)? in
            for format in formats {
                if let parsed = format.parse(ascii: bytes, pivotYear: pivotYear) { return (parsed, format) }
            }
            return nil
        }
        switch reading {
        case .absent: return nil
        case .read(let parsed?): return parsed
        case .read(nil), .needsText: break
        }
        guard let value = text(slot) else { return nil }
        if MissingValue.isPlaceholder(value) { return nil }
        for format in formats {
            if let parsed = format.parse(value, pivotYear: pivotYear) { return (parsed, format) }
        }
        let expected = formats.map(\.description).joined(separator: " or ")
        let diagnostic = Diagnostic(
            code: "map.unparseable-date", severity: required ? .error : .warning,
            message: "The value {value} is not a date in the form \(expected)"
                + (required ? "; the record cannot be imported without it." : "; the value was left out."),
            location: location(slot), value: value)
        emit(diagnostic)
        return nil
    }

    static var isoFormats: [DatePattern] { DatePattern.isoDefaults }

    mutating func boolean(_ slot: FieldSlot) -> Bool? {
        if slot.field?.spec.present == true { return text(slot).map { !MissingValue.isPlaceholder($0) } ?? false }
        switch readASCII(slot, parseBoolean(ascii:)) {
        case .absent: return nil
        case .read(let parsed?): return parsed
        case .read(nil), .needsText: break
        }
        guard let value = text(slot) else { return nil }
        if MissingValue.isPlaceholder(value) { return nil }
        if let parsed = parseBoolean(value) { return parsed }
        emit(
            .warning(
                "map.unparseable-boolean",
                "The value {value} is not a yes/no value (Y/N, yes/no, true/false, 1/0); it was ignored.",
                at: location(slot), value: value))
        return nil
    }

    /// Active unless marked inactive or deceased; an explicit `active` column is read first.
    mutating func isActive(_ slots: ActivitySlots) -> Bool {
        var active = boolean(slots.active) ?? true
        if boolean(slots.inactive) == true { active = false }
        if boolean(slots.deceased) == true { active = false }
        return active
    }

    mutating func sex(_ sex: FieldSlot, neutered: FieldSlot) -> (Sex, ReproductiveStatus) {
        var result: (Sex, ReproductiveStatus) = (.unknown, .unknown)
        if let value = text(sex) {
            if let parsed = SexCode.parse(value) {
                result = parsed
            } else {
                emit(
                    .warning(
                        "map.unmapped-value",
                        "The sex code {value} is not known; add it to the source's `sex` map. It was read as unknown.",
                        at: location(sex), value: value))
            }
        }
        if let neutered = boolean(neutered) { result.1 = neutered ? .neutered : .intact }
        return result
    }

    /// The weight in kilograms, rounded to 0.1 g. The unit comes from the value (`12 lb`), else the unit
    /// column, else the spec's `unit`, else kilograms.
    mutating func weightInKilograms(_ slot: FieldSlot) -> Double? {
        guard let field = slot.field else { return nil }
        // A plain number with the unit from the spec or a common unit after it (`12.5 lb`), the usual cases, read
        // from its bytes.
        if field.spec.decimal != .comma, field.unitIndex == nil,
            case .read(let weight?) = readASCII(slot, Self.plainWeight)
        {
            return Self.kilograms(weight.amount, in: weight.unit ?? field.spec.unit ?? .kg)
        }
        guard let value = text(slot) else { return nil }
        if MissingValue.isPlaceholder(value) { return nil }
        guard let (number, cellUnit) = splitQuantity(value),
            let amount = parseDecimal(number, separator: field.spec.decimal)
        else {
            emit(
                .warning(
                    "map.unparseable-number", "The value {value} is not a weight; the value was left out.",
                    at: location(slot), value: value))
            return nil
        }
        var unit = cellUnit ?? field.spec.unit ?? .kg
        if cellUnit == nil, let unitIndex = field.unitIndex,
            let unitText = raw.field(at: unitIndex)?.trimmingWhitespace(), !unitText.isEmpty
        {
            if let parsed = WeightUnit(name: unitText) {
                unit = parsed
            } else {
                emit(
                    .warning(
                        "map.unknown-unit",
                        "The unit {value} is not a weight unit (kg, g, lb, oz); the weight was left out.",
                        at: location(slot), value: unitText))
                return nil
            }
        }
        return Self.kilograms(amount, in: unit)
    }

    /// A plain decimal (`exactPlainDecimal`), alone or followed by spaces and a unit written `kg`, `kgs`, `g`, `lb`,
    /// `lbs` or `oz`: what the general path reads of such a value. Nil for any other value, left to that path.
    static func plainWeight(_ bytes: Span<UInt8>) -> (amount: Double, unit: WeightUnit?)? {
        var unitStart = bytes.count
        while unitStart > 0, bytes[unitStart - 1] >= UInt8(ascii: "a"), bytes[unitStart - 1] <= UInt8(ascii: "z") {
            unitStart -= 1
        }
        var numberEnd = unitStart
        while numberEnd > 0, bytes[numberEnd - 1] == 0x20 { numberEnd -= 1 }
        guard numberEnd > 0, let amount = exactPlainDecimal(bytes.extracting(0..<numberEnd)) else { return nil }
        guard unitStart < bytes.count else { return (amount, nil) }
        let unit = bytes.extracting(unitStart..<bytes.count)
        func isUnit(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == unit.count
                && unit.indices.allSatisfy { unit[$0] == name.utf8Start[$0] }
        }
        if isUnit("lb") || isUnit("lbs") { return (amount, .lb) }
        if isUnit("kg") || isUnit("kgs") { return (amount, .kg) }
        if isUnit("g") { return (amount, .g) }
        if isUnit("oz") { return (amount, .oz) }
        return nil
    }

    /// `amount` of `unit` in kilograms, rounded to 0.1 g.
    static func kilograms(_ amount: Double, in unit: WeightUnit) -> Double {
        (amount * unit.kilograms * 10_000).rounded() / 10_000
    }

    func location(_ key: String) -> SourceLocation { location(slot(key)) }

    func location(_ slot: FieldSlot) -> SourceLocation {
        raw.location.with(field: slot.field?.spec.columns.first ?? slot.key)
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.recordID = recordID
        findings.append(diagnostic)
    }
}
