extension HeaderVocabulary {
    /// Whether a patient column's name says it holds how each animal left the organisation's care (`OutcomeType`,
    /// `Outcome Type`, `outcome_type`, `Disposition`, `Status`, `animal_status`, `Verbleib`): such a column is read
    /// by its values (`OutcomeWord`), never as a yes/no column.
    public static func isOutcome(_ header: String) -> Bool {
        let key = key(header)
        return outcomeNames.contains(key)
            || patientPrefixes.contains { key.hasPrefix($0) && outcomeNames.contains(String(key.dropFirst($0.count))) }
    }

    static let outcomeNames: Set<String> = [
        "outcome", "outcometype", "outcomes", "outcomecategory", "outcomestatus", "disposition", "dispositiontype",
        "finaldisposition", "status", "statustype", "currentstatus", "verbleib", "abgang", "abgangsart", "statut",
        "sortie", "typedesortie", "typesortie", "uitstroom", "uitstroomtype", "uitkomst",
    ]
}
