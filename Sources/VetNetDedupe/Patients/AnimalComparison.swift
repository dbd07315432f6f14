internal import VetNetCore

/// How two animal records compare, field by field, and what that allows.
///
/// A field agrees only when both records have it: a missing value is never evidence. A field that differs is a
/// conflict, and a conflict keeps the two apart whatever else agrees.
struct AnimalComparison: Sendable {
    /// One field's verdict; its raw value is the level the merge evidence shows.
    enum Verdict: String, Sendable {
        case exact, similar, compatible, missing, different

        /// Both records have the field and it speaks for one animal.
        var agrees: Bool { self == .exact || self == .similar || self == .compatible }
    }

    var name: Verdict
    var species: Verdict
    var microchip: Verdict
    var birthDate: Verdict
    var sex: Verdict
    var breed: Verdict
    /// Only ever a conflict: colours that agree are not evidence enough to merge, as staff name one coat by
    /// different words (`ColorKey`).
    var color: Verdict
    /// Only ever a conflict too: two words for animals of one species (`Goat` and `Pig`, both `other`) are two
    /// animals, but one word is no more evidence than the species itself (`SpeciesWordKey`).
    var speciesOriginal: Verdict

    init(_ a: AnimalProfile, _ b: AnimalProfile, details: (AnimalDetails, AnimalDetails), settings: DedupeSettings) {
        name =
            a.name.isEmpty || b.name.isEmpty
            ? .missing
            : a.name == b.name
                ? .exact : a.nameIsSimilar(b, threshold: settings.animalNameSimilarity) ? .similar : .different
        species = a.species.isEmpty || b.species.isEmpty ? .missing : a.species == b.species ? .exact : .different
        microchip = a.chipKey == nil || b.chipKey == nil ? .missing : a.chipKey == b.chipKey ? .exact : .different
        birthDate = Self.compare(a.birthDate, b.birthDate, toleranceDays: settings.birthDateToleranceDays)
        sex = a.sex == .unknown || b.sex == .unknown ? .missing : a.sex == b.sex ? .exact : .different
        breed = details.0.breed.compare(details.1.breed)
        color = details.0.color.compare(details.1.color)
        speciesOriginal = details.0.speciesWord.compare(details.1.speciesWord)
    }

    /// Some field shows two different animals: a different name, species, species as written, chip, sex, breed or
    /// colour, or birth dates further apart than the tolerance.
    var conflicts: Bool {
        [name, species, microchip, birthDate, sex, breed, color, speciesOriginal].contains(.different)
    }

    /// Birth dates within the tolerance: as good as a second identifier within one owner.
    var hasBirthDateEvidence: Bool { birthDate.agrees }

    /// The fields in the order the merge evidence lists them, with their verdicts.
    var verdicts: [(field: String, verdict: Verdict)] {
        [
            ("name", name), ("species", species), ("microchip", microchip), ("birthDate", birthDate), ("sex", sex),
            ("breed", breed), ("color", color), ("speciesOriginal", speciesOriginal),
        ]
    }

    /// `exact` for the same day, `compatible` within `toleranceDays` or with day and month swapped, `different`
    /// otherwise, `missing` when either is unknown.
    static func compare(_ a: LocalDate?, _ b: LocalDate?, toleranceDays: Int) -> Verdict {
        guard let a, let b else { return .missing }
        if a == b { return .exact }
        if abs(a.dayNumber - b.dayNumber) <= toleranceDays { return .compatible }
        if a.year == b.year && a.month == b.day && a.day == b.month { return .compatible }
        return .different
    }
}
