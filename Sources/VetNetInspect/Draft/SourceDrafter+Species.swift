import VetNetValidation

extension SourceDrafter {
    /// The species of every animal of a register of one species, which has no species column (`dogs.csv`, `Dog
    /// Name`, a licence register of dogs): drafted as a constant when the file's and columns' names say that species
    /// and no other, and every frequent breed that names a species names that one. Without it, every record of such
    /// an export is rejected for want of a species.
    ///
    /// Names alone are not enough (a shelter's `Dog Kennel` column beside its cats), nor breeds alone (a shelter's
    /// most frequent breeds are dogs' even when cats come in): both must agree.
    static func draftSingleSpecies(
        _ fields: inout [String: FieldDraft], order: inout [String], in profile: FileProfile, path: String
    ) {
        guard fields["species"] == nil else { return }
        let words = Set(
            ([path] + profile.columns.map(\.name)).flatMap { name in
                OutcomeWord.words(name.split(separator: "/").last.map(String.init) ?? name)
            })
        let named = speciesWords.filter { !words.isDisjoint(with: $0.words) }
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

    /// Words that name one species in a file's or column's name, in the languages the header vocabulary reads.
    private static let speciesWords: [(id: String, plural: String, words: Set<String>)] = [
        ("dog", "dogs", ["dog", "dogs", "canine", "hund", "hunde", "chien", "chiens", "hond", "honden"]),
        ("cat", "cats", ["cat", "cats", "feline", "katze", "katzen", "chat", "chats", "kat", "katten"]),
    ]
}
