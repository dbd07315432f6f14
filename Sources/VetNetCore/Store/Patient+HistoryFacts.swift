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
    /// its matching fields (which end at its owner) and the activity that follows them.
    public static func historyFacts(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> HistoryFacts {
        let matching = try matchingFields(&reader)
        var fields = FieldCursor(at: PatientField.isActive)
        let isActive = try fields.bool(.isActive, &reader, default: true)
        return HistoryFacts(
            birthDate: matching.birthDate, species: matching.species, ownerId: matching.ownerId, isActive: isActive)
    }
}
