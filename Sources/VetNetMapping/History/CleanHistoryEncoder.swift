public import VetNetCore
public import VetNetValidation

/// Maps, checks and encodes the usual history row in one pass over its bytes: every value it reads is plain ASCII,
/// its animal was accepted, and neither the mapping nor a rule has anything to say about it. It writes, byte for
/// byte, what `RecordMapper.mapHistory`, `RecordValidator` and `HistoryRecord.encode` make of such a row, without
/// the record, its strings and the checks' findings in between. Any other row gives false and is left to them:
/// they are the reference, and the tests compare the two.
///
/// A vaccine's reading and a vet's ID repeat from row to row, so each distinct one is worked out the reference's
/// way once and remembered by its bytes, for every thread that prepares the source's rows.
public final class CleanHistoryEncoder: Sendable {
    /// A value read from the row, before it is written: plain values without references, so that a row's values
    /// are copied and dropped without counting any.
    private enum Value {
        case none
        case bytes(Range<Int>)
        /// A text the run works out (`Derived`).
        case derived(Derived.Text)
        case date(LocalDate)
        case number(Double)
        case integer(Int)
        /// A list's cell, split when it is written.
        case list(Range<Int>)

        var date: LocalDate? {
            if case .date(let date) = self { return date }
            return nil
        }

        var isPresent: Bool {
            if case .none = self { return false }
            return true
        }
    }

    /// The texts the run works out for a record, rather than reading them from the row.
    private struct Derived {
        enum Text { case vaccineType, vetId, doseUnit, alertKind }

        var vaccineType, vetId, doseUnit, alertKind: String?

        subscript(text: Text) -> String? {
            switch text {
            case .vaccineType: vaccineType
            case .vetId: vetId
            case .doseUnit: doseUnit
            case .alertKind: alertKind
            }
        }
    }

    /// The places in the kind's table of the fields the rules and the derived values read.
    private struct Places: Sendable {
        let vaccine, vaccineType, givenOn, dueOn, expiresOn, vetId, alertKind, dose, doseUnit, startOn, endOn: Int?

        init(_ table: HistoryTable) {
            vaccine = table.index(of: "vaccine")
            vaccineType = table.index(of: "vaccineType")
            givenOn = table.index(of: "givenOn")
            dueOn = table.index(of: "dueOn")
            expiresOn = table.index(of: "expiresOn")
            vetId = table.index(of: "vetId")
            alertKind = table.index(of: "kind")
            dose = table.index(of: "dose")
            doseUnit = table.index(of: "doseUnit")
            startOn = table.index(of: "startOn")
            endOn = table.index(of: "endOn")
        }
    }

    /// How a field of the table is read, in plain values: looked up for every field of every row, where a copy of
    /// the table's field or of its slot would count references to their strings.
    private struct Column: Sendable {
        enum Role: Sendable { case value, dose, doseUnit }

        let kind: HistoryField.Kind
        let required: Bool
        let role: Role
        let isMapped: Bool
        /// The field's one column; nil for a field read from several (or none).
        let onlyIndex: Int?
    }

    /// The most fields a kind's table has, which the values of a row are read into without a heap array.
    private static let maximumFields = 16

    private let kind: HistoryKind
    private let kindByte: UInt8
    private let table: HistoryTable
    private let places: Places
    /// The source's slots, each kept apart: reading one out of a `HistorySlots` copied all of them.
    private let sourceId, patientSourceId, ownerSourceId, vetSourceId: FieldSlot
    private let valueSlots: [FieldSlot?]
    private let columns: [Column]
    /// The places of the dates that cannot be after the run's date.
    private let eventDates: [Int]
    /// Per field of the table: the formats of a date, the unit of a weight without one, the separator of a dose.
    private let dateFormats: [[DatePattern]]
    private let weightUnits: [WeightUnit]
    private let decimals: [DecimalSeparator]
    private let source: String
    private let recordIDs: StableID.Maker
    private let patientIDs: StableID.Maker
    /// With a vet source, the vets' IDs in it; nil when the record has no `vetId` to write.
    private let vetIDs: StableID.Maker?
    /// The run's date as the mapping reads two-digit years and as the checks do.
    private let pivotYear: Int
    private let asOf: LocalDate
    private let patients: [IDKey: UInt8]
    private let speciesNames: [String?]
    private let vets: Set<String>
    private let memory = CleanHistoryMemory()

    /// Nil when the source maps its history in a way only the mapper reads: a wide vaccination source, a value
    /// map, a default or a join, a list of several columns, a number or weight with a decimal comma, a weight
    /// with a unit column.
    /// - Parameters:
    ///   - patients: the accepted animals by ID, with their species' index in `speciesNames`.
    ///   - vets: the IDs of the vets of the source's vet source.
    public init?(
        mapper: RecordMapper, validator: RecordValidator, patients: [IDKey: UInt8], speciesNames: [String?],
        vets: Set<String>
    ) {
        let mapping = mapper.mapping
        guard let kind = mapping.entity.historyKind, mapping.wide.isEmpty, let slots = mapper.historySlots,
            kind.table.fields.count <= Self.maximumFields
        else { return nil }
        let table = kind.table
        let referenceSlots = [slots.sourceId, slots.patientSourceId, slots.ownerSourceId, slots.vetSourceId]
        for slot in referenceSlots + slots.values.compactMap({ $0 }) {
            guard slot.readsFirstColumnOnly, slot.field?.valueMap == nil else { return nil }
        }
        for (field, slot) in zip(table.fields, slots.values) {
            guard let spec = slot?.field?.spec, let resolved = slot?.field else { continue }
            switch field.kind {
            case .list: guard resolved.indexes.count == 1 else { return nil }
            case .number, .integer: guard spec.decimal != .comma else { return nil }
            case .weight: guard spec.decimal != .comma, resolved.unitIndex == nil else { return nil }
            case .text, .date: break
            }
        }
        self.kind = kind
        kindByte = UInt8(HistoryKind.allCases.firstIndex(of: kind)!)
        self.table = table
        let places = Places(table)
        self.places = places
        sourceId = slots.sourceId
        patientSourceId = slots.patientSourceId
        ownerSourceId = slots.ownerSourceId
        vetSourceId = slots.vetSourceId
        valueSlots = slots.values
        columns = zip(table.fields.indices, zip(table.fields, slots.values)).map { index, pair in
            let (field, slot) = pair
            let role: Column.Role = index == places.dose ? .dose : index == places.doseUnit ? .doseUnit : .value
            return Column(
                kind: field.kind, required: field.required, role: role, isMapped: slot?.field != nil,
                onlyIndex: slot?.onlyIndex)
        }
        eventDates = table.fields.indices.filter { HistoryRules.isEventDate(table.fields[$0]) }
        dateFormats = slots.values.map { $0?.dateFormats ?? [] }
        weightUnits = slots.values.map { $0?.field?.spec.unit ?? .kg }
        decimals = slots.values.map { $0?.field?.spec.decimal ?? .auto }
        source = mapping.source
        recordIDs = .history(kind, source: mapping.source)
        patientIDs = .patient(source: mapping.patientSource ?? "")
        vetIDs = mapping.vetSource.flatMap { places.vetId == nil ? nil : StableID.Maker.vet(source: $0) }
        pivotYear = mapper.asOf.year
        asOf = validator.asOf
        self.patients = patients
        self.speciesNames = speciesNames
        self.vets = vets
    }

    /// Writes the row's record to `writer`, when it is plain ASCII, refers to an accepted animal and passes every
    /// rule; otherwise writes nothing and returns false.
    public func encode(_ raw: RawRecord, into writer: inout CompactWriter) -> Bool {
        guard !raw.hasProblem, var row = raw.packedUTF8 else { return false }
        let all = row.bytes
        let bytes = all.span
        row.checkPlainASCII(in: bytes)
        guard case .read(let sourceIdAt) = row.text(sourceId, in: bytes),
            case .read(let patientAt) = row.text(patientSourceId, in: bytes)
        else { return false }
        // An alert that names an owner as well is left to the reference, which writes and checks the owner.
        if kind == .alert {
            guard case .absent = row.text(ownerSourceId, in: bytes) else { return false }
        }
        let patientId = patientIDs.id(utf8: bytes.extracting(patientAt))
        guard let species = patients[IDKey(patientId)] else { return false }
        var values = InlineArray<16, Value>(repeating: .none)
        var derived = Derived()
        for index in columns.indices {
            guard let value = read(index, row, bytes, derived: &derived) else { return false }
            values[index] = value
        }
        guard let vaccine = derive(&values, &derived, row, bytes, species: Int(species)),
            passesRules(values, vaccine: vaccine.match)
        else { return false }
        let id = recordIDs.id(utf8: bytes.extracting(patientAt), unitSeparated: bytes.extracting(sourceIdAt))
        writing(into: &writer) { writer in
            writer.byte(kindByte)
            writer.bool(true)
            writer.string(ascii: patientId)
            writer.bool(false)  // owner
            let date = table.dateIndex.flatMap { values[$0].date }
            writer.bool(date != nil)
            if let date { writer.count(date.dayNumber) }
            writer.string(vaccine.key)
            writer.string(ascii: id)
            for index in columns.indices {
                write(values[index], as: columns[index].kind, derived: derived, of: bytes, to: &writer)
            }
            writer.singleSource(source, sourceId: bytes.extracting(sourceIdAt), line: raw.location.line)
            writer.bool(true)  // active
        }
        return true
    }

    // MARK: - Reading

    /// The value of the table's field at `index` as the mapper reads it; nil when only the mapper can tell, or
    /// when it would report something.
    private func read(_ index: Int, _ row: PackedRecord, _ bytes: Span<UInt8>, derived: inout Derived) -> Value? {
        let column = columns[index]
        guard column.isMapped else {
            if column.role == .doseUnit, derived.doseUnit != nil { return .derived(.doseUnit) }
            return Value.none
        }
        // Fields without a default, so an empty column is absent.
        let reading =
            column.onlyIndex.map { row.columnRange($0, hasDefault: false, in: bytes) }
            ?? row.text(valueSlots[index]!, in: bytes)
        guard case .read(let range) = reading else {
            if case .needsText = reading { return nil }
            if column.role == .doseUnit, derived.doseUnit != nil { return .derived(.doseUnit) }
            return column.required ? nil : Value.none
        }
        let value = bytes.extracting(range)
        if column.role == .dose {
            let text = String(readASCII: value)
            if MissingValue.isPlaceholder(text) { return Value.none }
            guard let dose = splitDose(text, separator: decimals[index]) else { return nil }
            derived.doseUnit = dose.unit
            return .number(dose.amount)
        }
        switch column.kind {
        case .text: return .bytes(range)
        case .date:
            return parseDateTime(value, dateFormats[index], pivotYear: pivotYear).map { .date($0.date) }
        case .number: return exactPlainDecimal(value).map(Value.number)
        case .integer:
            guard let number = exactPlainDecimal(value), number.rounded() == number, abs(number) < 1e9 else {
                return nil
            }
            return .integer(Int(number))
        case .list:
            return .list(range)
        case .weight:
            guard let weight = FieldReader.plainWeight(value) else { return nil }
            return .number(FieldReader.kilograms(weight.amount, in: weight.unit ?? weightUnits[index]))
        }
    }

    /// Fills in the values the run works out (the vaccine's type, the vet's ID, the alert's kind in its word) and
    /// gives a vaccination's match and the vaccine the records are ordered by; nil when the catalog, the vet source
    /// or the alert kinds do not know the value.
    private func derive(
        _ values: inout InlineArray<16, Value>, _ derived: inout Derived, _ row: PackedRecord, _ bytes: Span<UInt8>,
        species: Int
    )
        -> (key: String, match: VaccineMatch?)?
    {
        var vaccine: (key: String, match: VaccineMatch?) = ("", nil)
        if kind == .vaccination, let written = places.vaccine, let vaccineType = places.vaccineType {
            guard case .bytes(let range) = values[written] else { return nil }
            let speciesName = species < speciesNames.count ? speciesNames[species] : nil
            guard
                let match = memory.vaccine(
                    bytes.extracting(range), species: species,
                    work: { VaccineCatalog.match($0, species: speciesName) })
            else { return nil }
            derived.vaccineType = match.type.code
            values[vaccineType] = .derived(.vaccineType)
            vaccine = (match.type.code, match)
        }
        if let vetIDs, let vetId = places.vetId {
            switch row.text(vetSourceId, in: bytes) {
            case .absent: break
            case .read(let range):
                let vets = vets
                guard
                    let id = memory.vet(
                        bytes.extracting(range),
                        work: { written in
                            let id = vetIDs.id(written)
                            return vets.contains(id) ? id : nil
                        })
                else { return nil }
                derived.vetId = id
                values[vetId] = .derived(.vetId)
            case .needsText: return nil
            }
        }
        if kind == .alert, let alertKind = places.alertKind, case .bytes(let range) = values[alertKind] {
            guard let parsed = AlertKind.parse(String(readASCII: bytes.extracting(range))) else { return nil }
            derived.alertKind = parsed.rawValue
            values[alertKind] = .derived(.alertKind)
        }
        return vaccine
    }

    /// Whether the record passes the rules on history records, which the clean path asks of its values.
    private func passesRules(_ values: InlineArray<16, Value>, vaccine: VaccineMatch?) -> Bool {
        for index in eventDates {
            if let date = values[index].date, date > asOf { return false }
        }
        func date(_ place: Int?) -> LocalDate? { place.flatMap { values[$0].date } }
        if let given = date(places.givenOn) {
            if let due = date(places.dueOn),
                VaccinationRules.dueDateProblem(given: given, due: due, match: vaccine) != nil
            {
                return false
            }
            if let expires = date(places.expiresOn), VaccinationRules.lotExpired(expires, given: given) { return false }
        }
        if kind == .medication {
            if let dose = places.dose, values[dose].isPresent, let unit = places.doseUnit, !values[unit].isPresent {
                return false
            }
            if HistoryRules.endsBeforeStart(start: date(places.startOn), end: date(places.endOn)) { return false }
        }
        return true
    }

    // MARK: - Writing

    /// A value as `HistoryRecord.encode` writes one of its field's kind.
    private func write(
        _ value: Value, as kind: HistoryField.Kind, derived: Derived, of bytes: Span<UInt8>,
        to writer: inout CompactWriter
    ) {
        switch (kind, value) {
        case (.text, .bytes(let range)): writer.optional(range, of: bytes)
        case (.text, .derived(let text)): writer.optional(derived[text])
        case (.date, .date(let date)):
            writer.bool(true)
            writer.count(date.dayNumber)
        case (.number, .number(let number)), (.weight, .number(let number)): writer.optionalDouble(number)
        case (.integer, .integer(let number)):
            writer.bool(true)
            writer.count(number)
        case (.list, .list(let range)):
            let cell = bytes.extracting(range)
            let parts = FieldReader.asciiListParts(cell)
            writer.count(parts.count)
            for part in parts { writer.string(utf8: cell.extracting(part)) }
        case (.list, _): writer.count(0)
        case (.number, _), (.weight, _): writer.optionalDouble(nil)
        default: writer.bool(false)
        }
    }
}
