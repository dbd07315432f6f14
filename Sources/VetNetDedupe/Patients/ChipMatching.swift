internal import VetNetCore

/// Animals that carry the same valid microchip: the same animal when no field conflicts (name, species, species as
/// written, sex, breed, colour, birth date), otherwise a chip conflict for staff (a mistyped or re-used chip), never
/// a silent merge.
enum ChipMatching {
    /// Indices of the animals carrying each valid chip shared by at least two records, in chip order.
    ///
    /// The animals are sorted by chip rather than gathered in a dictionary of lists: a million animals made a
    /// list for each of their chips, shared or not.
    static func sharedChips(_ animals: [AnimalProfile]) -> [(chip: String, animals: [Int])] {
        var chipped: [ChippedAnimal] = []
        chipped.reserveCapacity(animals.count)
        for index in animals.indices {
            if let chip = animals[index].chipKey { chipped.append(ChippedAnimal(chip: chip, index: Int32(index))) }
        }
        // Stable, so each chip's animals stay in record order. Chips of 15 digits sort as numbers the way they
        // sort as texts.
        RadixSort.sort(&chipped) { $0.chip }
        var shared: [(chip: String, animals: [Int])] = []
        chipped.forEachRepeatedRun(where: { $0.chip == $1.chip }) { run in
            shared.append((animals[Int(chipped[run.lowerBound].index)].chip ?? "", chipped[run].map { Int($0.index) }))
        }
        return shared
    }

    /// An animal's position and its chip as a number.
    struct ChippedAnimal: BitwiseCopyable {
        var chip: UInt64
        var index: Int32
    }

    /// Whether two animals sharing a chip are one animal: no field that conflicts, a different name included (the
    /// chip is the evidence; a missing or placeholder name does not speak against it).
    static func isSameAnimal(_ comparison: AnimalComparison) -> Bool {
        !comparison.conflicts
    }

    /// Staff-facing words for why two animals with one chip are not the same animal.
    static func reason(_ comparison: AnimalComparison, _ a: Patient, _ b: Patient) -> String {
        var parts: [String] = []
        if comparison.species == .different { parts.append("species \(a.species ?? "") vs \(b.species ?? "")") }
        if comparison.speciesOriginal == .different {
            parts.append("species written \(a.speciesOriginal ?? "") vs \(b.speciesOriginal ?? "")")
        }
        if comparison.name == .different { parts.append("names \(a.name) vs \(b.name)") }
        if comparison.sex == .different { parts.append("sex \(a.sex.rawValue) vs \(b.sex.rawValue)") }
        if comparison.breed == .different { parts.append("breeds \(a.breed ?? "") vs \(b.breed ?? "")") }
        if comparison.color == .different { parts.append("colours \(a.color ?? "") vs \(b.color ?? "")") }
        if comparison.birthDate == .different {
            parts.append("born \(a.birthDate?.description ?? "") vs \(b.birthDate?.description ?? "")")
        }
        if parts.isEmpty { parts.append("records of the same name and species that could not be merged") }
        return "the same microchip on different animals: " + parts.joined(separator: ", ")
    }
}
