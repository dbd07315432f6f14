import VetNetMapping

extension PipelineDraft {
    /// The owner source ID of the organisation that holds the animals of an export naming no owner.
    static let organizationID = "ORGANIZATION"

    /// An owner source for a patient export that names no owner (a shelter's animals, a licence register): the
    /// organisation holding them, made of constant values over the same file, its repeated rows kept as one.
    static func organization(holding patients: SourceDraft, name: String) -> SourceDraft {
        let fields = [
            FieldDraft(
                key: "sourceId", value: organizationID, reasons: ["the one owner of every animal of \(patients.name)"]),
            FieldDraft(
                key: "organization", value: "Name of the organisation",
                reasons: [
                    "put the organisation's real name here, and its contact beside it (phone: { value: \"…\" }, address.line1, email)"
                ]),
        ]
        var source = SourceDraft(
            name: name, entity: .owner, path: patients.path, profile: patients.profile, fields: fields)
        source.repeatedIds = RepeatedIDsDraft(
            keep: "first", reasons: ["every row is the same owner: the first is kept and the others are merged into it"]
        )
        return source
    }

    /// Gives every animal the organisation's ID.
    static func linkToOrganization(_ patients: inout SourceDraft, _ organization: SourceDraft) {
        guard !patients.fields.contains(where: { $0.key == "ownerSourceId" }),
            let id = organization.fields.first(where: { $0.key == "sourceId" })?.value
        else { return }
        let field = FieldDraft(
            key: "ownerSourceId", value: id,
            reasons: ["the export names no owner: every animal belongs to the organisation (\(organization.name))"])
        patients.fields.insert(field, at: patients.ownerFieldIndex)
        keepUnnamedAndUndated(&patients)
    }

    /// The placeholder an organisation's unnamed animals (strays) take: a name that names nobody, which animal
    /// matching treats as no name (`AnimalProfile.placeholderNames`).
    static let unnamedAnimal = "Unknown"

    /// An organisation's animals with no name or no birth date (strays, animals brought in dead) kept instead of
    /// rejected: a shelter's export is full of them, and its animals are still its animals.
    static func keepUnnamedAndUndated(_ patients: inout SourceDraft) {
        let profile = patients.profile
        /// The share of rows with no value for `key`: for a birth date, a word for "no value" (`NA`) too.
        func emptyShare(_ key: String) -> Double? {
            guard let column = patients.fields.first(where: { $0.key == key })?.columns.first,
                let found = profile.columns.first(where: { $0.name == column })
            else { return nil }
            return key == "birthDate" ? found.noValueShare : found.emptyShare
        }
        func percent(_ share: Double) -> String { "\(max(1, Int((share * 100).rounded())))%" }
        if let share = emptyShare("name"), share > 0,
            let index = patients.fields.firstIndex(where: { $0.key == "name" })
        {
            patients.fields[index].defaultValue = unnamedAnimal
            patients.fields[index].reasons.append(
                "\(percent(share)) of the rows have no name (strays): kept as \(unnamedAnimal), a name that names nobody and matches no other animal, instead of rejected (map.missing-required)"
            )
        }
        let code = "patient.birth-date-missing"
        if let share = emptyShare("birthDate"), share > 0, !patients.severities.contains(where: { $0.code == code }) {
            patients.severities.append(
                (
                    code, "warning",
                    "\(percent(share)) of the rows of \(patients.name) have no birth date: an organisation rarely knows a stray's, and each would be rejected"
                ))
        }
    }
}
