import VetNetValidation

extension SourceDrafter {
    /// Known breeds needed before a register's breeds say its species.
    static let breedsForSpecies = 20
    /// The share of the known breeds that must be of the one species.
    static let oneSpeciesShare = 0.95

    /// Drafts `species: { value: dog }` for a register of one species that has no species column (a dog licence
    /// register), when the breed catalog knows its breeds and nearly all are of that species. Returns why none was
    /// drafted, for the commented line, when there is a breed column.
    static func draftSpeciesFromBreeds(
        _ fields: inout [String: FieldDraft], order: inout [String], in profile: FileProfile
    ) -> String? {
        guard let name = fields["breed"]?.columns.first,
            let tally = profile.columns.first(where: { $0.name == name })?.breedSpecies
        else { return nil }
        guard tally.known >= breedsForSpecies else {
            return
                "no species drafted from \(quoted(name)): the breed catalog knows \(tally.known) of its breeds, \(breedsForSpecies) are needed"
        }
        guard let top = tally.species.first, Double(top.count) >= oneSpeciesShare * Double(tally.known) else {
            let counts = tally.species.prefix(3).map { "\($0.count) \($0.value)" }.joined(separator: ", ")
            return
                "no species drafted from \(quoted(name)): of the \(tally.known) breeds the breed catalog knows, \(counts.isEmpty ? "none is" : counts + " are") of one species, not \(Int(oneSpeciesShare * 100))% of one"
        }
        let species = SpeciesCatalog.standard[id: top.value]?.name.lowercased() ?? top.value
        fields["species"] = FieldDraft(
            key: "species", value: top.value,
            reasons: [
                "no species column: \(top.count) of the \(tally.known) breeds of \(quoted(name)) the breed catalog knows are \(species) breeds; every animal is taken for a \(species): check that the export holds no other"
            ])
        order.append("species")
        return nil
    }
}
