/// A patient in the compact form, its fields in `PatientField`'s order and of its kinds: the switches below say
/// which property each field is, the table says the rest.
extension Patient {
    /// The fields the state file keeps: all but the ID (written before them) and the age, which follows each
    /// night's date.
    public func encodeStoredFields(to writer: inout CompactWriter) {
        let entries = PatientField.table.entries
        for position in 1..<entries.count where entries[position].inStateFile {
            encode(PatientField(position: position), to: &writer)
        }
    }

    @inline(__always) private func encode(_ field: PatientField, to writer: inout CompactWriter) {
        switch field {
        case .id: writer.string(id)
        case .medicalId: writer.string(medicalId)
        case .name: writer.string(name)
        case .species: writer.optional(species)
        case .breed: writer.optional(breed)
        case .breedOriginal: writer.optional(breedOriginal)
        case .sex: writer.enumCase(sex)
        case .reproductiveStatus: writer.enumCase(reproductiveStatus)
        case .birthDate: writer.date(birthDate)
        case .birthDateEstimated: writer.bool(birthDateEstimated)
        case .weightKg: writer.doubleBits(weightKg)
        case .microchip: writer.optional(microchip)
        case .notes: writer.optional(notes)
        case .ownerId: writer.string(ownerId)
        case .isActive: writer.bool(isActive)
        case .createdAt: writer.optional(createdAt)
        case .updatedAt: writer.optional(updatedAt)
        case .sources: writer.sources(sources)
        case .alternateNames: writer.strings(alternateNames)
        case .alternateMicrochips: writer.strings(alternateMicrochips)
        case .age: writer.age(age)
        }
    }

    /// Reads what `encodeStoredFields` wrote; the age is left out. A field that `layout` did not have yet reads as
    /// its default (a birth date not estimated).
    public static func decode(
        id: String, storedFields reader: inout CompactReader, layout: Int = CompactLayout.current
    ) throws(CompactReader.Damaged) -> Patient {
        try decode(id: id, reader: &reader, inStateFile: true, layout: layout)
    }

    /// The fields a record of `layout` keeps, in the state file when `inStateFile`.
    private static func decode(
        id: String, reader: inout CompactReader, inStateFile: Bool, layout: Int = CompactLayout.current
    ) throws(CompactReader.Damaged) -> Patient {
        var patient = Patient(id: id, medicalId: "", name: "", ownerId: "")
        let entries = PatientField.table.entries
        for position in 1..<entries.count where entries[position].isKept(in: layout, inStateFile: inStateFile) {
            switch PatientField(position: position) {
            case .id: break
            case .medicalId: patient.medicalId = try reader.string()
            case .name: patient.name = try reader.string()
            case .species: patient.species = try reader.optional()
            case .breed: patient.breed = try reader.optional()
            case .breedOriginal: patient.breedOriginal = try reader.optional()
            case .sex: patient.sex = try reader.enumCase()
            case .reproductiveStatus: patient.reproductiveStatus = try reader.enumCase()
            case .birthDate: patient.birthDate = try reader.date()
            case .birthDateEstimated: patient.birthDateEstimated = try reader.bool()
            case .weightKg: patient.weightKg = try reader.doubleBits()
            case .microchip: patient.microchip = try reader.optional()
            case .notes: patient.notes = try reader.optional()
            case .ownerId: patient.ownerId = try reader.string()
            case .isActive: patient.isActive = try reader.bool()
            case .createdAt: patient.createdAt = try reader.optional()
            case .updatedAt: patient.updatedAt = try reader.optional()
            case .sources: patient.sources = try reader.sources()
            case .alternateNames: patient.alternateNames = try reader.strings()
            case .alternateMicrochips: patient.alternateMicrochips = try reader.strings()
            case .age: patient.age = try reader.age()
            }
        }
        return patient
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
    /// the table's fields up to the owner's ID, the last of them, the others skipped.
    public static func matchingFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> MatchingFields {
        var fields = MatchingFields(name: "", species: nil, birthDate: nil, microchip: nil, ownerId: "")
        var isEstimated = false
        let entries = PatientField.table.entries
        for position in 0...PatientField.ownerId.position {
            switch PatientField(position: position) {
            case .name: fields.name = try reader.string()
            case .species: fields.species = try reader.optional()
            case .breed: fields.breed = try reader.optional()
            case .sex: fields.sex = try reader.enumCase()
            case .birthDate: fields.birthDate = try reader.date()
            case .birthDateEstimated: isEstimated = try reader.bool()
            case .microchip: fields.microchip = try reader.optional()
            case .ownerId: fields.ownerId = try reader.string()
            default: try reader.skip(entries[position].kind)
            }
        }
        // An estimated birth date is too rough to tell two animals apart or together: matching leaves it out.
        if isEstimated { fields.birthDate = nil }
        return fields
    }

    /// Moves a reader at the start of a stored patient (its ID first) to its owner's ID.
    public static func skipToOwnerId(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        try reader.skipFields(before: PatientField.ownerId)
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
        for field in PatientField.table.fields.dropFirst() { encode(field, to: &writer) }
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Patient {
        try decode(id: id, reader: &reader, inStateFile: false)
    }
}
