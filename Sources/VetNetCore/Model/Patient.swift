/// An animal's sex, kept apart from its reproductive status.
public enum Sex: String, Hashable, Codable, Sendable, CaseIterable {
    case male, female, unknown
}

/// Whether an animal is intact or neutered (castrated or spayed).
public enum ReproductiveStatus: String, Hashable, Codable, Sendable, CaseIterable {
    case intact, neutered, unknown
}

/// An animal, normalized.
public struct Patient: Hashable, Codable, Sendable {
    public var id: String
    /// Generated, unique, stable for the same source record, with a check character.
    public var medicalId: String
    public var name: String
    public var species: String?
    /// The breed, normalized to the catalog's name when it is known.
    public var breed: String?
    /// The breed as the source wrote it, kept when normalizing changed it.
    public var breedOriginal: String?
    public var sex: Sex
    public var reproductiveStatus: ReproductiveStatus
    public var birthDate: LocalDate?
    /// Whether `birthDate` was counted back from an age rather than given.
    public var birthDateEstimated: Bool
    /// Age as of the run's `asOf` date.
    public var age: PatientAge?
    public var weightKg: Double?
    public var microchip: String?
    public var notes: String?
    public var ownerId: String
    public var isActive: Bool
    public var createdAt: String?
    public var updatedAt: String?
    public var sources: [SourceRef]
    /// Names of merged duplicate records that differ from `name` (dedupe survivorship), in member order.
    public var alternateNames: [String]
    /// Valid microchips of merged duplicate records that differ from `microchip` (dedupe survivorship).
    public var alternateMicrochips: [String]
    /// The coat's colour and markings as the source wrote them, whitespace collapsed (`Brown Tabby/White`).
    public var color: String?
    /// The species as the export wrote it, trimmed, kept only when it says more than `species`: any word filed under
    /// `other` but `other` itself (`Goat`, `Wildlife`), and a word naming a kind within its species (`Rat`,
    /// `Chicken`, `Budgie`), as written or as the pipeline's species map reads it. Nil for a plain name or synonym
    /// of the species (`Dog`, `DOG`, `Canine`, `K9`, `Feline`, `House Rabbit`) and for a code the map makes the
    /// species' own name of (`LAG: rabbit`). The rule in full: `SpeciesName.Reading.original`.
    public var speciesOriginal: String?

    @inlinable public init(
        id: String, medicalId: String, name: String, species: String? = nil, breed: String? = nil,
        sex: Sex = .unknown, reproductiveStatus: ReproductiveStatus = .unknown, birthDate: LocalDate? = nil,
        birthDateEstimated: Bool = false, age: PatientAge? = nil, weightKg: Double? = nil, microchip: String? = nil,
        notes: String? = nil,
        ownerId: String, isActive: Bool = true, createdAt: String? = nil, updatedAt: String? = nil,
        sources: [SourceRef] = [], breedOriginal: String? = nil, alternateNames: [String] = [],
        alternateMicrochips: [String] = [], color: String? = nil, speciesOriginal: String? = nil
    ) {
        self.id = id
        self.medicalId = medicalId
        self.name = name
        self.species = species
        self.breed = breed
        self.breedOriginal = breedOriginal
        self.sex = sex
        self.reproductiveStatus = reproductiveStatus
        self.birthDate = birthDate
        self.birthDateEstimated = birthDateEstimated
        self.age = age
        self.weightKg = weightKg
        self.microchip = microchip
        self.notes = notes
        self.ownerId = ownerId
        self.isActive = isActive
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.sources = sources
        self.alternateNames = alternateNames
        self.alternateMicrochips = alternateMicrochips
        self.color = color
        self.speciesOriginal = speciesOriginal
    }
}
