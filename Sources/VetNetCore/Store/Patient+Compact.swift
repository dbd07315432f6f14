/// A patient in the compact form, its fields written and read by name in `PatientField`'s order and of its kinds
/// (`FieldCursor`), which checks them against the table in debug builds; a loop over the table cost encoding a
/// fourteenth more.
extension Patient {
    /// The fields the state file keeps: all but the ID (written before them) and the age, which follows each
    /// night's date.
    public func encodeStoredFields(to writer: inout CompactWriter) {
        var fields = FieldCursor(at: PatientField.medicalId)
        fields.write(medicalId, as: .medicalId, to: &writer)
        fields.write(name, as: .name, to: &writer)
        fields.write(species, as: .species, to: &writer)
        fields.write(breed, as: .breed, to: &writer)
        fields.write(breedOriginal, as: .breedOriginal, to: &writer)
        fields.write(sex, as: .sex, to: &writer)
        fields.write(reproductiveStatus, as: .reproductiveStatus, to: &writer)
        fields.write(birthDate, as: .birthDate, to: &writer)
        fields.write(birthDateEstimated, as: .birthDateEstimated, to: &writer)
        fields.write(weightKg, as: .weightKg, to: &writer)
        fields.write(microchip, as: .microchip, to: &writer)
        fields.write(notes, as: .notes, to: &writer)
        fields.write(ownerId, as: .ownerId, to: &writer)
        fields.write(isActive, as: .isActive, to: &writer)
        fields.write(createdAt, as: .createdAt, to: &writer)
        fields.write(updatedAt, as: .updatedAt, to: &writer)
        fields.write(sources, as: .sources, to: &writer)
        fields.write(alternateNames, as: .alternateNames, to: &writer)
        fields.write(alternateMicrochips, as: .alternateMicrochips, to: &writer)
        fields.write(color, as: .color, to: &writer)
        fields.write(speciesOriginal, as: .speciesOriginal, to: &writer)
    }

    /// Reads what `encodeStoredFields` wrote; the age is left out. A field that `layout` did not have yet reads as
    /// its default (a birth date not estimated, no colour, no species
    /// as written).
    public static func decode(
        id: String, storedFields reader: inout CompactReader, layout: Int = CompactLayout.current
    ) throws(CompactReader.Damaged) -> Patient {
        try decode(id: id, reader: &reader, inStateFile: true, layout: layout)
    }

    /// The fields a record of `layout` keeps, in the state file when `inStateFile`.
    private static func decode(
        id: String, reader: inout CompactReader, inStateFile: Bool, layout: Int = CompactLayout.current
    ) throws(CompactReader.Damaged) -> Patient {
        // In the table's order (`FieldCursor`), into locals, and made at once: setting fields of a `var` patient
        // copied it.
        var fields = FieldCursor(at: PatientField.medicalId, layout: layout, inStateFile: inStateFile)
        let medicalId = try fields.string(.medicalId, &reader)
        let name = try fields.string(.name, &reader)
        let species = try fields.optional(.species, &reader)
        let breed = try fields.optional(.breed, &reader)
        let breedOriginal = try fields.optional(.breedOriginal, &reader)
        let sex: Sex = try fields.enumCase(.sex, &reader)
        let reproductiveStatus: ReproductiveStatus = try fields.enumCase(.reproductiveStatus, &reader)
        let birthDate = try fields.date(.birthDate, &reader)
        let birthDateEstimated = try fields.bool(.birthDateEstimated, &reader)
        let weightKg = try fields.doubleBits(.weightKg, &reader)
        let microchip = try fields.optional(.microchip, &reader)
        let notes = try fields.optional(.notes, &reader)
        let ownerId = try fields.string(.ownerId, &reader)
        let isActive = try fields.bool(.isActive, &reader, default: true)
        let createdAt = try fields.optional(.createdAt, &reader)
        let updatedAt = try fields.optional(.updatedAt, &reader)
        let sources = try fields.sources(.sources, &reader)
        let alternateNames = try fields.strings(.alternateNames, &reader)
        let alternateMicrochips = try fields.strings(.alternateMicrochips, &reader)
        let color = try fields.optional(.color, &reader)
        let speciesOriginal = try fields.optional(.speciesOriginal, &reader)
        let age = try fields.age(.age, &reader)
        fields.assertAtEnd()
        return Patient(
            id: id, medicalId: medicalId, name: name, species: species, breed: breed, sex: sex,
            reproductiveStatus: reproductiveStatus, birthDate: birthDate, birthDateEstimated: birthDateEstimated,
            age: age, weightKg: weightKg, microchip: microchip,
            notes: notes, ownerId: ownerId, isActive: isActive, createdAt: createdAt, updatedAt: updatedAt,
            sources: sources, breedOriginal: breedOriginal, alternateNames: alternateNames,
            alternateMicrochips: alternateMicrochips, color: color, speciesOriginal: speciesOriginal)
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

    /// The fields animal matching compares, read from a stored patient (its ID first) without making the rest.
    public static func matchingFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> MatchingFields {
        var fields = FieldCursor(at: PatientField.id)
        try fields.skip(.id, &reader)
        try fields.skip(.medicalId, &reader)
        let name = try fields.string(.name, &reader)
        let species = try fields.optional(.species, &reader)
        let breed = try fields.optional(.breed, &reader)
        try fields.skip(.breedOriginal, &reader)
        let sex: Sex = try fields.enumCase(.sex, &reader)
        try fields.skip(.reproductiveStatus, &reader)
        let givenBirthDate = try fields.date(.birthDate, &reader)
        // An estimated birth date is too rough to tell two animals apart or together: matching leaves it out.
        let birthDate = try fields.bool(.birthDateEstimated, &reader) ? nil : givenBirthDate
        try fields.skip(.weightKg, &reader)
        let microchip = try fields.optional(.microchip, &reader)
        try fields.skip(.notes, &reader)
        let ownerId = try fields.string(.ownerId, &reader)
        return MatchingFields(
            name: name, species: species, breed: breed, sex: sex, birthDate: birthDate, microchip: microchip,
            ownerId: ownerId)
    }

    /// The ID and medical ID of a stored patient, the reader at its start (its ID first).
    public static func idAndMedicalId(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> (
        id: String, medicalId: String
    ) {
        var fields = FieldCursor(at: PatientField.id)
        let id = try fields.string(.id, &reader)
        return (id, try fields.string(.medicalId, &reader))
    }

    /// The birth date of a patient, the reader at its start (its ID first), in a store or in the state file.
    public static func birthDate(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> LocalDate? {
        try skipToBirthDate(&reader)
        var fields = FieldCursor(at: PatientField.birthDate)
        return try fields.date(.birthDate, &reader)
    }

    /// Moves a reader at the start of a patient (its ID first) to its sources, each field named (as
    /// `Owner.skipToSources`).
    public static func skipToSources(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        try skipToOwnerId(&reader)
        var fields = FieldCursor(at: PatientField.ownerId)
        try fields.skip(.ownerId, &reader)
        try fields.skip(.isActive, &reader)
        try fields.skip(.createdAt, &reader)
        try fields.skip(.updatedAt, &reader)
    }

    /// Moves a reader past a patient's sources to the end of the fields the state file keeps: before the age.
    public static func skipPastSources(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        var fields = FieldCursor(at: PatientField.alternateNames)
        try fields.skip(.alternateNames, &reader)
        try fields.skip(.alternateMicrochips, &reader)
        try fields.skip(.color, &reader)
        try fields.skip(.speciesOriginal, &reader)
    }

    /// The breed, colour and species as written of a stored patient (its ID first), the descriptive fields animal
    /// matching reads only for the records it compares.
    public static func comparedDetails(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> (
        breed: String?, color: String?, speciesOriginal: String?
    ) {
        var fields = FieldCursor(at: PatientField.id)
        try fields.skip(.id, &reader)
        try fields.skip(.medicalId, &reader)
        try fields.skip(.name, &reader)
        try fields.skip(.species, &reader)
        let breed = try fields.optional(.breed, &reader)
        try fields.skip(.breedOriginal, &reader)
        try fields.skip(.sex, &reader)
        try fields.skip(.reproductiveStatus, &reader)
        try fields.skip(.birthDate, &reader)
        try fields.skip(.birthDateEstimated, &reader)
        try fields.skip(.weightKg, &reader)
        try fields.skip(.microchip, &reader)
        try fields.skip(.notes, &reader)
        try fields.skip(.ownerId, &reader)
        try fields.skip(.isActive, &reader)
        try fields.skip(.createdAt, &reader)
        try fields.skip(.updatedAt, &reader)
        try fields.skip(.sources, &reader)
        try fields.skip(.alternateNames, &reader)
        try fields.skip(.alternateMicrochips, &reader)
        let color = try fields.optional(.color, &reader)
        return (breed, color, try fields.optional(.speciesOriginal, &reader))
    }

    /// Writes the age, the field after all that the state file keeps, as a store keeps it.
    public static func writeAge(_ age: PatientAge?, to writer: inout CompactWriter) {
        var fields = FieldCursor(at: PatientField.age)
        fields.write(age, as: .age, to: &writer)
        fields.assertAtEnd()
    }

    /// Moves a reader at the start of a patient (its ID first) to its birth date, each field named.
    private static func skipToBirthDate(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        var fields = FieldCursor(at: PatientField.id)
        try fields.skip(.id, &reader)
        try fields.skip(.medicalId, &reader)
        try fields.skip(.name, &reader)
        try fields.skip(.species, &reader)
        try fields.skip(.breed, &reader)
        try fields.skip(.breedOriginal, &reader)
        try fields.skip(.sex, &reader)
        try fields.skip(.reproductiveStatus, &reader)
    }

    /// Moves a reader at the start of a stored patient (its ID first) to its owner's ID. Each field is named, where
    /// `skipFields(before:)`'s loop over the table cost three times as much: this runs for every patient given
    /// another owner, and for every patient of the duplicates pages.
    public static func skipToOwnerId(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
        try skipToBirthDate(&reader)
        var fields = FieldCursor(at: PatientField.birthDate)
        try fields.skip(.birthDate, &reader)
        try fields.skip(.birthDateEstimated, &reader)
        try fields.skip(.weightKg, &reader)
        try fields.skip(.microchip, &reader)
        try fields.skip(.notes, &reader)
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
        Self.writeAge(age, to: &writer)
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Patient {
        try decode(id: id, reader: &reader, inStateFile: false)
    }
}
