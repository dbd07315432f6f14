public import VetNetCore
public import VetNetValidation

/// A patient mapped, checked and encoded straight from its row, with the IDs the run's cross-record checks need,
/// as keys: they are made into strings only where a message needs one.
public struct CleanPatient: Sendable {
    public let id: IDKey
    public let sourceId: IDKey
    public let ownerId: IDKey
    /// The owner's ID in the owner source, as the row gave it.
    public let ownerSourceId: IDKey
    public let medicalId: IDKey
    public let encoded: EncodedRecord<Patient>
}

/// Maps, checks and encodes the usual patient row in one pass over its bytes: every value it reads is plain
/// ASCII and no rule has anything to say about the row. It makes, byte for byte, what `RecordMapper`,
/// `RecordValidator` and `EncodedRecord` make of such a row, without the `Patient`, its strings and the checks'
/// bookkeeping in between. Any other row gives nil and is left to them: they are the reference, and the tests
/// compare the two.
///
/// Species, breed and sex codes repeat from row to row, so what each distinct value gives is worked out the
/// reference's way once and remembered by its bytes. An encoder keeps what it has worked out, and a copy shares
/// it with the original: each thread makes an encoder of its own.
public struct CleanPatientEncoder {
    private struct SpeciesEntry {
        /// The species as the mapping names it, and the word as the export wrote it when that says more, as the
        /// writer writes them (`optional`).
        let written: [UInt8]
        let original: [UInt8]
        let id: String
        let weightRangeKg: ClosedRange<Double>
        let maxAgeYears: Int
    }

    /// The catalog's breed and the breed as written when the two differ, as the writer writes them (`optional`,
    /// one after the other).
    private struct BreedEntry {
        let written: [UInt8]
    }

    private let slots: PatientSlots
    private let source: String
    private let patientIDs: StableID.Maker
    private let ownerIDs: StableID.Maker
    private let medicalIDs: MedicalID.Maker
    /// The run's date as the mapping reads it (ages) and as the checks do (birth dates).
    private let mappingAsOf: LocalDate
    private let checkingAsOf: LocalDate
    private let birthDateFormats: [DatePattern]
    private let createdAtFormats: [DatePattern]
    private let updatedAtFormats: [DatePattern]
    private let weightUnit: WeightUnit
    private let memory = Memory()

    /// What the encoder keeps from one row to the next, held by reference so that `encode` need not be mutating:
    /// in a mutating method a slot read from `self` was copied, with a reference count for every array in it.
    private final class Memory {
        /// Species and breeds worked out so far, and their places in these lists by the bytes they were read from
        /// (-1: a value the checks would report). A species' place also picks its breeds' memo.
        var speciesEntries: [SpeciesEntry] = []
        var speciesMemo = ByteMemo<Int32>()
        var breedEntries: [BreedEntry] = []
        var breedMemos: [ByteMemo<Int32>] = []
        /// Sex codes worked out so far; nil for a code that is not known.
        var sexMemo = ByteMemo<(sex: Sex, status: ReproductiveStatus)?>()
    }

    /// Nil when the source maps patients in a way only the mapper reads: a default or constant value, a join (a
    /// colour from two columns too), `present`, an age, a value map on a field other than the species, breed and
    /// sex, a weight with a decimal comma or a unit column, a birth year alone.
    public init?(mapper: RecordMapper, validator: RecordValidator) {
        guard mapper.mapping.entity == .patient else { return nil }
        let slots = mapper.patientSlots
        let mappedThrough = [slots.species, slots.breed, slots.sex]
        let readAsBytes = [
            slots.sourceId, slots.ownerSourceId, slots.name, slots.neutered, slots.birthDate, slots.weight,
            slots.microchip,
            slots.notes, slots.createdAt, slots.updatedAt, slots.activity.active, slots.activity.inactive,
            slots.activity.deceased, slots.color,
        ]
        guard slots.age.field == nil, (mappedThrough + readAsBytes).allSatisfy(\.readsFirstColumnOnly),
            readAsBytes.allSatisfy({ $0.field?.valueMap == nil })
        else { return nil }
        if let weight = slots.weight.field, weight.spec.decimal == .comma || weight.unitIndex != nil { return nil }
        // A birth year (`yyyy`) is an estimated birth date, which the mapper marks.
        if slots.birthDate.dateFormats.contains(where: \.isYearOnly) { return nil }
        self.slots = slots
        source = mapper.mapping.source
        patientIDs = mapper.patientIDs
        ownerIDs = mapper.referencedOwnerIDs
        medicalIDs = mapper.medicalIDs
        mappingAsOf = mapper.asOf
        checkingAsOf = validator.asOf
        birthDateFormats = slots.birthDate.dateFormats
        createdAtFormats = slots.createdAt.dateFormats
        updatedAtFormats = slots.updatedAt.dateFormats
        weightUnit = slots.weight.field?.spec.unit ?? .kg
    }

    /// The row mapped, checked and encoded into `arena`, when it is plain ASCII and passes every rule; otherwise nil.
    public func encode(_ raw: RawRecord, into arena: EncodingArena) -> CleanPatient? {
        guard !raw.hasProblem, var row = raw.packedUTF8 else { return nil }
        let all = row.bytes
        let bytes = all.span
        row.checkPlainASCII(in: bytes)
        guard case .read(let sourceIdAt) = row.text(slots.sourceId, in: bytes),
            case .read(let nameAt) = row.text(slots.name, in: bytes), Self.acceptsName(bytes.extracting(nameAt)),
            case .read(let ownerSourceIdAt) = row.text(slots.ownerSourceId, in: bytes),
            let species = species(row, bytes), let breed = breed(row, bytes, species: species),
            let (sex, status) = sexAndStatus(row, bytes),
            case .read(let bornAt) = row.text(slots.birthDate, in: bytes),
            let born = parseDateTime(bytes.extracting(bornAt), birthDateFormats, pivotYear: mappingAsOf.year)?.date,
            case .valid = BirthDateCheck(
                birthDate: born, asOf: checkingAsOf, maxAgeYears: memory.speciesEntries[species].maxAgeYears),
            case .clean(let weightKg) = weight(row, bytes, range: weightRange(of: species)),
            case .clean(let microchip) = microchip(row, bytes),
            case .clean(let notesAt) = notes(row, bytes),
            case .clean(let colorAt) = color(row, bytes),
            let isActive = row.isActive(slots.activity, in: bytes),
            case .clean(let createdAt) = row.dateTime(
                slots.createdAt, createdAtFormats, pivotYear: mappingAsOf.year, in: bytes),
            case .clean(let updatedAt) = row.dateTime(
                slots.updatedAt, updatedAtFormats, pivotYear: mappingAsOf.year, in: bytes)
        else { return nil }
        let id = patientIDs.id(utf8: bytes.extracting(sourceIdAt))
        let medicalId = medicalIDs.make(utf8: bytes.extracting(sourceIdAt))
        let ownerId = ownerIDs.id(utf8: bytes.extracting(ownerSourceIdAt))
        let sourceId = bytes.extracting(sourceIdAt)
        // Every field of `PatientField`, in its order and as its kind is written, as `EncodedRecord` writes them: the
        // tests hold the bytes to the table's.
        let entries = (
            species: memory.speciesEntries[species].written, speciesOriginal: memory.speciesEntries[species].original,
            breed: memory.breedEntries[breed].written
        )
        return writing(into: &arena.writer) { writer in
            let start = writer.count
            writer.string(ascii: id)
            writer.string(ascii: medicalId)
            writer.string(utf8: bytes.extracting(nameAt))
            writer.append(written: entries.species)
            writer.append(written: entries.breed)  // and the breed as written
            writer.string(sex.rawValue)
            writer.string(status.rawValue)
            writer.bool(true)
            if let text = born.isoText { writer.string(ascii: text) } else { writer.string(born.description) }
            writer.bool(false)  // birth date estimated
            writer.bool(weightKg != nil)
            if let weightKg { writer.count(Int(truncatingIfNeeded: weightKg.bitPattern)) }
            writer.optional(microchip, of: bytes)
            writer.optional(notesAt, of: bytes)
            writer.string(ascii: ownerId)
            writer.bool(isActive)
            writer.optional(createdAt)
            writer.optional(updatedAt)
            writer.singleSource(source, sourceId: sourceId, line: raw.location.line)
            writer.strings([])  // alternate names
            writer.strings([])  // alternate microchips
            writer.optional(colorAt, of: bytes)
            writer.append(written: entries.speciesOriginal)
            let age = born.age(on: mappingAsOf)
            writer.bool(age != nil)
            if let age {
                writer.count(age.years)
                writer.count(age.months)
            }
            return CleanPatient(
                id: IDKey(id), sourceId: IDKey(utf8: sourceId), ownerId: IDKey(ownerId),
                ownerSourceId: IDKey(utf8: bytes.extracting(ownerSourceIdAt)), medicalId: IDKey(medicalId),
                encoded: EncodedRecord(in: arena, range: start..<writer.count))
        }
    }

    /// What `write` writes, as bytes to write again for every row with the same value.
    private static func written(_ write: (inout CompactWriter) -> Void) -> [UInt8] {
        var writer = CompactWriter()
        write(&writer)
        return writer.bytes
    }

    private func weightRange(of species: Int) -> ClosedRange<Double> { memory.speciesEntries[species].weightRangeKg }

    // MARK: - Fields

    /// Whether the name passes its rule: letters, spaces and hyphens checked byte by byte, anything else as text.
    private static func acceptsName(_ name: Span<UInt8>) -> Bool {
        NameCheck.isPlainASCIIValid(utf8: name) || NameCheck(String(readASCII: name)).isAccepted
    }

    /// The place of the species in `memory.speciesEntries`; nil when it is missing, unknown or not plain ASCII.
    private func species(_ row: PackedRecord, _ bytes: Span<UInt8>) -> Int? {
        guard let field = slots.species.field, case .read(let range) = row.firstASCIIRange(of: field, in: bytes) else {
            return nil
        }
        let key = bytes.extracting(range)
        if let known = memory.speciesMemo.value(for: key) { return known < 0 ? nil : Int(known) }
        let word = String(readASCII: key)
        let reading = SpeciesName.read(field.mapped(word), mappedFrom: word)
        var place: Int32 = -1
        if let species = SpeciesCatalog.standard.resolve(reading.species) {
            place = Int32(memory.speciesEntries.count)
            memory.speciesEntries.append(
                SpeciesEntry(
                    written: Self.written { $0.optional(species.id) },
                    original: Self.written { $0.optional(reading.original) }, id: species.id,
                    weightRangeKg: species.weightRangeKg, maxAgeYears: species.maxAgeYears))
            memory.breedMemos.append(ByteMemo())
        }
        memory.speciesMemo.keep(place, for: key)
        return place < 0 ? nil : Int(place)
    }

    /// The place in `memory.breedEntries` of the breed, known to the catalog for the species; nil when it is missing or
    /// anything else.
    private func breed(_ row: PackedRecord, _ bytes: Span<UInt8>, species: Int) -> Int? {
        guard let field = slots.breed.field, case .read(let range) = row.firstASCIIRange(of: field, in: bytes) else {
            return nil
        }
        let key = bytes.extracting(range)
        if let known = memory.breedMemos[species].value(for: key) { return known < 0 ? nil : Int(known) }
        let written = field.mapped(String(readASCII: key))
        var place: Int32 = -1
        if case .known(let canonical, _, _) = BreedCatalog.standard.resolve(
            written, species: memory.speciesEntries[species].id)
        {
            place = Int32(memory.breedEntries.count)
            let original = canonical == written ? nil : written
            memory.breedEntries.append(
                BreedEntry(
                    written: Self.written {
                        $0.optional(canonical)
                        $0.optional(original)
                    }))
        }
        memory.breedMemos[species].keep(place, for: key)
        return place < 0 ? nil : Int(place)
    }

    /// The sex code and the neutered flag; nil when either cannot be read.
    private func sexAndStatus(_ row: PackedRecord, _ bytes: Span<UInt8>) -> (sex: Sex, status: ReproductiveStatus)? {
        var result: (sex: Sex, status: ReproductiveStatus) = (.unknown, .unknown)
        if let field = slots.sex.field {
            switch row.firstASCIIRange(of: field, in: bytes) {
            case .absent: break
            case .read(let range):
                let key = bytes.extracting(range)
                let parsed: (sex: Sex, status: ReproductiveStatus)?
                if let known = memory.sexMemo.value(for: key) {
                    parsed = known
                } else {
                    parsed = SexCode.parse(field.mapped(String(readASCII: key)))
                    memory.sexMemo.keep(parsed, for: key)
                }
                guard let parsed else { return nil }
                result = parsed
            case .needsText: return nil
            }
        }
        guard case .clean(let neutered) = row.flag(slots.neutered, in: bytes) else { return nil }
        if let neutered { result.status = neutered ? .neutered : .intact }
        return result
    }

    /// The weight in kilograms, nil without one; unclean when it cannot be read or is out of the species' range.
    private func weight(_ row: PackedRecord, _ bytes: Span<UInt8>, range allowed: ClosedRange<Double>) -> CleanValue<
        Double?
    > {
        switch row.text(slots.weight, in: bytes) {
        case .absent: return .clean(nil)
        case .read(let range):
            guard let amount = exactPlainDecimal(bytes.extracting(range)) else { return .unclean }
            let kilograms = FieldReader.kilograms(amount, in: weightUnit)
            return WeightCheck(kilograms: kilograms, range: allowed).isValid ? .clean(kilograms) : .unclean
        case .needsText: return .unclean
        }
    }

    /// The chip, as the checks write it; unclean when they would say something about it.
    private func microchip(_ row: PackedRecord, _ bytes: Span<UInt8>) -> CleanValue<CleanText> {
        switch row.text(slots.microchip, in: bytes) {
        case .absent: return .clean(.none)
        case .read(let range):
            if MicrochipCheck.isValidISO(digits: bytes.extracting(range)) { return .clean(.bytes(range)) }
            // A placeholder (`N/A`, `0`), digits typed with spaces: checked as text.
            let check = MicrochipCheck(String(readASCII: bytes.extracting(range)))
            switch check.outcome {
            case .absent: return .clean(.none)
            case .valid: return .clean(check.normalized.map(CleanText.text) ?? .none)
            case .repairable, .legacy, .invalid: return .unclean
            }
        case .needsText: return .unclean
        }
    }

    /// Where the notes lie, nil without any; unclean when too long to pass without a warning.
    private func notes(_ row: PackedRecord, _ bytes: Span<UInt8>) -> CleanValue<Range<Int>?> {
        switch row.text(slots.notes, in: bytes) {
        case .absent: .clean(nil)
        // ASCII, so every byte is a character.
        case .read(let range): range.count > PatientRules.notesLimit ? .unclean : .clean(range)
        case .needsText: .unclean
        }
    }

    /// Where the colour lies, nil without one; unclean when the mapper would collapse its whitespace.
    private func color(_ row: PackedRecord, _ bytes: Span<UInt8>) -> CleanValue<Range<Int>?> {
        switch row.text(slots.color, in: bytes) {
        case .absent: .clean(nil)
        case .read(let range): CoatColor.isCollapsed(bytes.extracting(range)) ? .clean(range) : .unclean
        case .needsText: .unclean
        }
    }
}
