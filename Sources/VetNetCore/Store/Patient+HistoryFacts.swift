extension Patient {
    /// What the history's finishing stage needs of an animal: its birth date (nil when only estimated: too rough
    /// to judge a record's date by), species, owner and whether it is active.
    public struct HistoryFacts: Sendable, Equatable {
        public var birthDate: LocalDate?
        public var species: String?
        public var ownerId: String
        public var isActive: Bool
    }

    /// The history facts of a patient in a store, the reader at its start (its ID first), without making the rest:
    /// the finishing stage reads them for every animal with a history.
    public static func historyFacts(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> HistoryFacts {
        var fields = FieldCursor(at: PatientField.id)
        try fields.skip(.id, &reader)
        try fields.skip(.medicalId, &reader)
        try fields.skip(.name, &reader)
        let species = try fields.optional(.species, &reader)
        try fields.skip(.breed, &reader)
        try fields.skip(.breedOriginal, &reader)
        try fields.skip(.sex, &reader)
        try fields.skip(.reproductiveStatus, &reader)
        let givenBirthDate = try fields.date(.birthDate, &reader)
        let birthDate = try fields.bool(.birthDateEstimated, &reader) ? nil : givenBirthDate
        try fields.skip(.weightKg, &reader)
        try fields.skip(.microchip, &reader)
        try fields.skip(.notes, &reader)
        let ownerId = try fields.string(.ownerId, &reader)
        let isActive = try fields.bool(.isActive, &reader, default: true)
        return HistoryFacts(birthDate: birthDate, species: species, ownerId: ownerId, isActive: isActive)
    }
}
