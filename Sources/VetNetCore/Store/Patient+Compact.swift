extension Patient {
    /// The fields the state file keeps: all but the ID (written before them) and the age, which follows each
    /// night's date.
    public func encodeStoredFields(to writer: inout CompactWriter) {
        writer.string(medicalId)
        writer.string(name)
        writer.optional(species)
        writer.optional(breed)
        writer.optional(breedOriginal)
        writer.string(sex.rawValue)
        writer.string(reproductiveStatus.rawValue)
        writer.optional(birthDate?.description)
        writer.bool(birthDateEstimated)
        writer.bool(weightKg != nil)
        if let weightKg { writer.count(Int(truncatingIfNeeded: weightKg.bitPattern)) }
        writer.optional(microchip)
        writer.optional(notes)
        writer.string(ownerId)
        writer.bool(isActive)
        writer.optional(createdAt)
        writer.optional(updatedAt)
        writer.sources(sources)
        writer.strings(alternateNames)
        writer.strings(alternateMicrochips)
    }

    /// Reads what `encodeStoredFields` wrote; the age is left out.
    /// `layout` 1 is the form before `birthDateEstimated`, which such records read as false.
    public static func decode(
        id: String, storedFields reader: inout CompactReader, layout: Int = CompactLayout.current
    ) throws(CompactReader.Damaged) -> Patient {
        try decode(id: id, reader: &reader, readsAge: false, layout: layout)
    }

    /// The stored fields, then the age when `readsAge`.
    private static func decode(
        id: String, reader: inout CompactReader, readsAge: Bool, layout: Int = CompactLayout.current
    ) throws(CompactReader.Damaged) -> Patient {
        // Read into locals and made at once: setting fields of a `var` patient copied it.
        let medicalId = try reader.string()
        let name = try reader.string()
        let species = try reader.optional()
        let breed = try reader.optional()
        let breedOriginal = try reader.optional()
        let sex = Sex(rawValue: try reader.string()) ?? .unknown
        let reproductiveStatus = ReproductiveStatus(rawValue: try reader.string()) ?? .unknown
        let birthDate = try reader.optional().flatMap(LocalDate.init(iso:))
        let birthDateEstimated = layout >= 2 ? try reader.bool() : false
        let weightKg = try reader.bool() ? Double(bitPattern: UInt64(truncatingIfNeeded: try reader.count())) : nil
        let microchip = try reader.optional()
        let notes = try reader.optional()
        let ownerId = try reader.string()
        let isActive = try reader.bool()
        let createdAt = try reader.optional()
        let updatedAt = try reader.optional()
        let sources = try reader.sources()
        let alternateNames = try reader.strings()
        let alternateMicrochips = try reader.strings()
        var age: PatientAge?
        if readsAge, try reader.bool() { age = PatientAge(years: try reader.count(), months: try reader.count()) }
        return Patient(
            id: id, medicalId: medicalId, name: name, species: species, breed: breed, sex: sex,
            reproductiveStatus: reproductiveStatus, birthDate: birthDate, birthDateEstimated: birthDateEstimated,
            age: age, weightKg: weightKg, microchip: microchip,
            notes: notes, ownerId: ownerId, isActive: isActive, createdAt: createdAt, updatedAt: updatedAt,
            sources: sources, breedOriginal: breedOriginal, alternateNames: alternateNames,
            alternateMicrochips: alternateMicrochips)
    }
}

extension Patient {
    /// The fields that animal matching compares.
    public struct MatchingFields: Sendable {
        public var name: String
        public var species: String?
        public var breed: String?
        public var sex: Sex
        public var birthDate: LocalDate?
        public var microchip: String?
        public var ownerId: String

        public init(
            name: String, species: String?, breed: String? = nil, sex: Sex = .unknown, birthDate: LocalDate?,
            microchip: String?, ownerId: String
        ) {
            self.name = name
            self.species = species
            self.breed = breed
            self.sex = sex
            self.birthDate = birthDate
            self.microchip = microchip
            self.ownerId = ownerId
        }
    }

    /// The fields animal matching compares, read from a stored patient (its ID first) without making the rest:
    /// the fields of `encodeStoredFields`, in its order, up to the owner's ID.
    public static func matchingFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> MatchingFields {
        try reader.skipString()  // id
        try reader.skipString()  // medicalId
        let name = try reader.string()
        let species = try reader.optional()
        let breed = try reader.optional()
        try reader.skipOptional()  // breedOriginal
        let sex = Sex(rawValue: try reader.string()) ?? .unknown
        try reader.skipString()  // reproductiveStatus
        // An estimated birth date is too rough to tell two animals apart or together: matching leaves it out.
        let givenBirthDate = try reader.optional().flatMap(LocalDate.init(iso:))
        let birthDate = try reader.bool() ? nil : givenBirthDate
        if try reader.bool() { _ = try reader.count() }  // weightKg
        let microchip = try reader.optional()
        try reader.skipOptional()  // notes
        let ownerId = try reader.string()
        return MatchingFields(
            name: name, species: species, breed: breed, sex: sex, birthDate: birthDate, microchip: microchip,
            ownerId: ownerId)
    }

    /// Moves a reader at the start of a stored patient (its ID first) to its owner's ID.
    public static func skipToOwnerId(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        try reader.skipString()  // id
        try reader.skipString()  // medicalId
        try reader.skipString()  // name
        try reader.skipOptional()  // species
        try reader.skipOptional()  // breed
        try reader.skipOptional()  // breedOriginal
        try reader.skipString()  // sex
        try reader.skipString()  // reproductiveStatus
        try reader.skipOptional()  // birthDate
        _ = try reader.bool()  // birthDateEstimated
        if try reader.bool() { _ = try reader.count() }  // weightKg
        try reader.skipOptional()  // microchip
        try reader.skipOptional()  // notes
    }
}

extension RecordStore where Record == Patient {
    /// Points the patient at `position` to the owner `ownerId`.
    public mutating func setOwnerId(_ ownerId: String, at position: Int) {
        // Owner IDs that vetnet makes all have one length: the new one is written over the old.
        if overwriteString(at: position, locatedBy: Patient.skipToOwnerId, with: ownerId) { return }
        self[position].ownerId = ownerId
    }
}

extension Patient: CompactStorable {
    public func encodeFields(to writer: inout CompactWriter) {
        encodeStoredFields(to: &writer)
        writer.bool(age != nil)
        if let age {
            writer.count(age.years)
            writer.count(age.months)
        }
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Patient {
        try decode(id: id, reader: &reader, readsAge: true)
    }
}
