internal import VetNetCore

/// An animal record normalized for matching.
struct AnimalProfile: Sendable {
    /// Folded name, words joined (`Mr. Whiskers` → `mrwhiskers`).
    var name: String
    /// Lower-cased species; empty when unknown.
    var species: String
    /// The microchip when it is a valid ISO number (15 digits); validation has already normalized it.
    var chip: String?
    var birthDate: LocalDate?
    /// The owner's ID, as a key: the dedupe stage points it to the canonical owner.
    var owner: IDKey

    init(_ fields: Patient.MatchingFields) {
        owner = IDKey(fields.ownerId)
        name = String(decoding: TextFolding.joined(fields.name), as: UTF8.self)
        species = (fields.species ?? "").lowercased()
        chip = fields.microchip.flatMap { Self.isValidChip($0) ? $0 : nil }
        birthDate = fields.birthDate
    }

    init(_ patient: borrowing Patient) {
        self.init(
            Patient.MatchingFields(
                name: patient.name, species: patient.species, birthDate: patient.birthDate, microchip: patient.microchip,
                ownerId: patient.ownerId))
    }

    static func isValidChip(_ text: String) -> Bool {
        text.utf8.count == 15 && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Species equal, or unknown on either side.
    func speciesAgrees(_ other: AnimalProfile) -> Bool {
        species.isEmpty || other.species.isEmpty || species == other.species
    }

    /// Names equal, Jaro-Winkler at least `threshold`, or one a prefix of the other (`Max`/`Maximus`).
    func nameIsSimilar(_ other: AnimalProfile, threshold: Double) -> Bool {
        if name == other.name { return true }
        guard !name.isEmpty, !other.name.isEmpty else { return false }
        if name.hasPrefix(other.name) || other.name.hasPrefix(name) { return true }
        return JaroWinkler.similarity(name, other.name) >= threshold
    }

    /// Birth dates equal within `toleranceDays`, day and month swapped, or unknown on either side.
    func birthDateAgrees(_ other: AnimalProfile, toleranceDays: Int) -> Bool {
        guard let a = birthDate, let b = other.birthDate else { return true }
        if abs(Self.dayNumber(a) - Self.dayNumber(b)) <= toleranceDays { return true }
        return a.year == b.year && a.month == b.day && a.day == b.month
    }

    /// Two valid chips that differ: two animals.
    func chipContradicts(_ other: AnimalProfile) -> Bool {
        if let a = chip, let b = other.chip { return a != b }
        return false
    }

    /// Days since 0000-03-01 (the civil-from-days algorithm of H. Hinnant).
    static func dayNumber(_ date: LocalDate) -> Int {
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = y / 400
        let yearOfEra = y - era * 400
        let monthIndex = (date.month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + date.day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    }
}
