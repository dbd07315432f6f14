/// Animals that carry the same valid microchip: the same animal when species agree and names are similar,
/// otherwise a chip conflict for staff (a mistyped or re-used chip), never a silent merge.
enum ChipMatching {
    /// Indices of the animals carrying each valid chip shared by at least two records, in chip order.
    static func sharedChips(_ animals: [AnimalProfile]) -> [(chip: String, animals: [Int])] {
        var byChip: [UInt64: [Int]] = [:]
        for (index, animal) in animals.enumerated() {
            if let chip = animal.chipKey { byChip[chip, default: []].append(index) }
        }
        // Chips of 15 digits sort as numbers the way they sort as texts.
        return byChip.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { (animals[$0.value[0]].chip ?? "", $0.value) }
    }

    /// Whether two animals sharing a chip are one animal.
    static func isSameAnimal(_ a: AnimalProfile, _ b: AnimalProfile, nameSimilarity: Double) -> Bool {
        a.speciesAgrees(b) && a.nameIsSimilar(b, threshold: nameSimilarity)
    }

    /// Staff-facing words for why two animals with one chip are not the same animal.
    static func reason(_ a: (profile: AnimalProfile, name: String), _ b: (profile: AnimalProfile, name: String),
        nameSimilarity: Double) -> String {
        var parts: [String] = []
        if !a.profile.speciesAgrees(b.profile) { parts.append("species \(a.profile.species) vs \(b.profile.species)") }
        if !a.profile.nameIsSimilar(b.profile, threshold: nameSimilarity) { parts.append("names \(a.name) vs \(b.name)") }
        if parts.isEmpty { parts.append("records of the same name and species that could not be merged") }
        return "the same microchip on different animals: " + parts.joined(separator: ", ")
    }
}
