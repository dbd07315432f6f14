internal import VetNetCore

/// An animal record normalized for matching.
///
/// Chip and birth date are kept as integers, and the fields in an order that leaves no gaps: a million animals
/// are held through the owners' whole matching, and this way each takes 64 bytes instead of 104. The breed,
/// colour and species as written are not held: they are read from the record for the few animals that are compared
/// (`AnimalDetails`).
struct AnimalProfile: Sendable {
    /// Folded name, words joined (`Mr. Whiskers` → `mrwhiskers`); empty for a name that names nobody (`Unknown`,
    /// `No Name`), which shelters give strays and which is no evidence.
    var name: String
    /// Lower-cased species; empty when unknown.
    var species: String
    /// The chip's 15 digits as a number; `noChip` when there is none.
    private var chipNumber: UInt64
    /// The owner's ID, as a key: the dedupe stage points it to the canonical owner.
    var owner: IDKey
    /// Year, month and day in bits 9–22, 5–8 and 0–4 (0 when unknown); the sex in bits 28–29.
    private var packedBirthDateAndSex: Int32

    private static let noChip = UInt64.max

    /// Folded names that stand for no name. Seen in a shelter's export: two different strays named `unknown`,
    /// born the same day, of one sex; in a licence register, `NAME NOT PROVIDED`.
    static let placeholderNames: Set<String> = [
        "unknown", "unk", "unkn", "noname", "nonamegiven", "unnamed", "notnamed", "none", "na", "nn", "nil", "null",
        "tbd", "tba", "stray", "xxx", "unbekannt", "inconnu", "onbekend", "notprovided", "namenotprovided",
        "nonameprovided", "nameunknown", "unknownname", "namenotknown", "notknown", "notgiven", "namenotgiven",
    ]

    init(_ fields: Patient.MatchingFields) {
        let folded = String(decoding: TextFolding.joined(fields.name), as: UTF8.self)
        name = Self.placeholderNames.contains(folded) ? "" : folded
        species = (fields.species ?? "").lowercased()
        chipNumber = fields.microchip.flatMap(Self.chipNumber) ?? Self.noChip
        owner = IDKey(fields.ownerId)
        let date = fields.birthDate.map { Int32($0.year << 9 | $0.month << 5 | $0.day) } ?? 0
        packedBirthDateAndSex = date | Int32(Self.sexCodes.firstIndex(of: fields.sex) ?? 0) << 28
    }

    private static let sexCodes: [Sex] = [.unknown, .male, .female]

    var sex: Sex { Self.sexCodes[Int(packedBirthDateAndSex >> 28)] }

    /// The microchip when it is a valid ISO number (15 digits); validation has already normalized it.
    var chip: String? {
        guard chipNumber != Self.noChip else { return nil }
        let digits = String(chipNumber)
        return String(repeating: "0", count: 15 - digits.utf8.count) + digits
    }

    /// The chip as a number, for grouping animals by chip; nil when there is no valid one.
    var chipKey: UInt64? { chipNumber == Self.noChip ? nil : chipNumber }

    var birthDate: LocalDate? {
        let packed = Int(packedBirthDateAndSex & 0x7F_FFFF)
        guard packed != 0 else { return nil }
        return LocalDate(year: packed >> 9, month: packed >> 5 & 0xF, day: packed & 0x1F)
    }

    init(_ patient: borrowing Patient) {
        self.init(
            Patient.MatchingFields(
                name: patient.name, species: patient.species, breed: patient.breed, sex: patient.sex,
                birthDate: patient.birthDate, microchip: patient.microchip, ownerId: patient.ownerId))
    }

    /// The number of a valid ISO chip (15 digits); nil for any other text.
    static func chipNumber(_ text: String) -> UInt64? {
        // Digit by digit in one pass over the bytes: fifteen digits fit a UInt64 whatever they are.
        let bytes = text.utf8.span
        guard bytes.count == 15 else { return nil }
        var number: UInt64 = 0
        for index in bytes.indices {
            let digit = bytes[index] &- 0x30
            guard digit <= 9 else { return nil }
            number = number * 10 + UInt64(digit)
        }
        return number
    }

    /// Names equal, Jaro-Winkler at least `threshold`, or one a prefix of the other (`Max`/`Maximus`).
    func nameIsSimilar(_ other: AnimalProfile, threshold: Double) -> Bool {
        if name == other.name { return true }
        guard !name.isEmpty, !other.name.isEmpty else { return false }
        if name.hasPrefix(other.name) || other.name.hasPrefix(name) { return true }
        return JaroWinkler.similarity(name, other.name) >= threshold
    }

    /// Two valid chips that differ: two animals.
    func chipContradicts(_ other: AnimalProfile) -> Bool {
        chipNumber != Self.noChip && other.chipNumber != Self.noChip && chipNumber != other.chipNumber
    }
}
