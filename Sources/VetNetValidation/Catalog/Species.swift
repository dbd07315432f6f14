/// A species VetNet knows, with the limits its patients' values must keep.
public struct Species: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The canonical name written to output: `dog`, `cat`, `guinea-pig`, …
    public let id: String
    /// The name for staff-facing messages: `dog`, `guinea pig`, …
    public let name: String
    /// Plausible body weight in kilograms, both ends included.
    public let weightRangeKg: ClosedRange<Double>
    /// The oldest plausible age; a birth date further back is rejected. See `SpeciesCatalog.table` for sources.
    public let maxAgeYears: Int
    /// Spellings that mean this species (any case, accents and punctuation ignored), besides `id` and `name`.
    public let synonyms: [String]
    /// Whether clinics record a breed for it: kennel clubs and breeders' associations register its breeds. A
    /// missing breed is an error for such a species and only a warning for the others.
    public let hasBreedRegistries: Bool

    public init(
        id: String, name: String, weightRangeKg: ClosedRange<Double>, maxAgeYears: Int, synonyms: [String],
        hasBreedRegistries: Bool = true
    ) {
        self.id = id
        self.name = name
        self.weightRangeKg = weightRangeKg
        self.maxAgeYears = maxAgeYears
        self.synonyms = synonyms
        self.hasBreedRegistries = hasBreedRegistries
    }

    public var description: String { id }

    /// Whether this is the catch-all for animals no other species covers: their species is not known to VetNet,
    /// not a known species of its own.
    public var isOther: Bool { id == "other" }

    /// One animal of the species in a sentence: `a dog`, `a guinea pig`, `an animal whose species is Other`.
    public var oneAnimal: String { isOther ? "an animal whose species is Other" : Self.one(name.lowercased()) }

    /// `noun` after its indefinite article by its first letter: `a dog`, `an iguana`.
    static func one(_ noun: String) -> String { ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun }

    /// Checks a weight already converted to kilograms against this species' range.
    public func checkWeight(kilograms: Double) -> WeightCheck {
        WeightCheck(kilograms: kilograms, range: weightRangeKg)
    }
}
