import VetNetValidation

extension SourceDrafter {
    /// The species of every animal of a register of one species, which has no species column (`dogs.csv`, `Dog
    /// Name`, a licence register of dogs): drafted as a constant when the file's and columns' names say that species
    /// and no other, and every frequent breed that names a species names that one. Without it, every record of such
    /// an export is rejected for want of a species.
    ///
    /// Names alone are not enough (a shelter's `Dog Kennel` column beside its cats): the frequent breeds must agree.
    /// Where the names say no species, `draftSpeciesFromBreeds` asks more of the breeds.
    static func draftSingleSpecies(
        _ fields: inout [String: FieldDraft], order: inout [String], in profile: FileProfile, path: String
    ) {
        guard fields["species"] == nil else { return }
        let named = speciesNamed(in: profile, path: path)
        guard named.count == 1, let species = named.first else { return }
        var breedEvidence: [ValueCount] = []
        if let breed = fields["breed"]?.columns.first, let column = profile.columns.first(where: { $0.name == breed }) {
            for value in column.codes ?? column.topValues {
                switch BreedCatalog.standard.resolve(value.value, species: species.id) {
                case .known(_, let breeds, _) where !breeds.isEmpty: breedEvidence.append(value)
                case .otherSpecies: return
                default: continue
                }
            }
            guard !breedEvidence.isEmpty else { return }
        }
        var reason = "every animal is a \(species.id): the file's or columns' names say \(species.plural), and no other"
        if !breedEvidence.isEmpty {
            reason +=
                ", and the most frequent breeds are \(species.id) breeds ("
                + breedEvidence.prefix(3).map { "\(quoted($0.value)) ×\($0.count)" }.joined(separator: ", ") + ")"
        }
        reason += "; map a column instead if the export holds other animals"
        fields["species"] = FieldDraft(key: "species", value: species.id, reasons: [reason])
        order.append("species")
    }

    /// The species the file's and columns' names name (`dogs.csv`, `Dog Name`).
    static func speciesNamed(
        in profile: FileProfile, path: String
    ) -> [(id: String, plural: String, words: Set<String>)] {
        let words = Set(
            ([path] + profile.columns.map(\.name)).flatMap { name in
                OutcomeWord.words(name.split(separator: "/").last.map(String.init) ?? name)
            })
        return speciesWords.filter { !words.isDisjoint(with: $0.words) }
    }

    /// Words that name one species in a file's or column's name, in the languages the header vocabulary reads.
    private static let speciesWords: [(id: String, plural: String, words: Set<String>)] = [
        ("dog", "dogs", ["dog", "dogs", "canine", "hund", "hunde", "chien", "chiens", "hond", "honden"]),
        ("cat", "cats", ["cat", "cats", "feline", "katze", "katzen", "chat", "chats", "kat", "katten"]),
    ]

    /// Known breeds needed before a register's breeds say its species.
    static let breedsForSpecies = 20

    /// Drafts `species: { value: dog }` for a register of one species that has no species column and whose names
    /// say none (a licence register's `animals.csv`), when the breed catalog knows at least `breedsForSpecies` of
    /// its breeds and none is of another species: the draft makes every animal that species, so one cat among the
    /// dogs would become a dog. Returns why none was drafted, for the commented line, when there is a breed column.
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
        guard let top = tally.species.first, tally.species.count == 1 else {
            let counts = tally.species.prefix(3).map { "\($0.count) \($0.value)" }.joined(separator: ", ")
            return
                "no species drafted from \(quoted(name)): of the \(tally.known) breeds the breed catalog knows, \(counts.isEmpty ? "none is of one species alone" : counts + ": more than one species")"
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
