/// A vet (or another bookable specialist) as a pipeline imports it, normalized.
public struct Vet: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    /// Letters after the name (`DVM`, `DACVS`), as written.
    public var credentials: String?
    /// What the vet is qualified to do, lower-cased: `general`, `surgery`, `dentistry`, …
    public var specialties: [String]
    /// Canonical species names the vet treats; empty means every species.
    public var species: [String]
    public var sources: [SourceRef]

    public init(
        id: String, name: String, credentials: String? = nil, specialties: [String], species: [String] = [],
        sources: [SourceRef]
    ) {
        self.id = id
        self.name = name
        self.credentials = credentials
        self.specialties = specialties
        self.species = species
        self.sources = sources
    }
}
