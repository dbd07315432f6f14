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
    }
}
