import VetNetCore

/// What `duplicates.html` says of records beyond what the report holds: each listed owner's animals and the
/// animals of the listed chip conflicts, by ID. Gathered for the listed entries only, so it stays small
/// however many records a run has.
public struct DuplicatesPageNames: Sendable, Hashable {
    /// An animal as staff know it.
    public struct Animal: Sendable, Hashable {
        public var name: String
        public var species: String?
        public var sex: String?
        public var breed: String?
        public var birthDate: String?

        public init(
            name: String, species: String? = nil, sex: String? = nil, breed: String? = nil, birthDate: String? = nil
        ) {
            self.name = name
            self.species = species
            self.sex = sex
            self.breed = breed
            self.birthDate = birthDate
        }

        /// `Bella (dog)`.
        public var shortName: String { species.map { "\(name) (\($0))" } ?? name }
    }

    /// The animals of each listed owner, by the owner's ID, in ID order.
    public var animalsOfOwner: [String: [Animal]]
    /// The animals of the listed chip conflicts and history merges, by ID.
    public var animals: [String: Animal]

    public init(animalsOfOwner: [String: [Animal]] = [:], animals: [String: Animal] = [:]) {
        self.animalsOfOwner = animalsOfOwner
        self.animals = animals
    }
}

extension DuplicatesReport {
    /// The owners and animals `duplicates.html` names beyond the report: the kept owner of each listed owner
    /// group, and the animals of each listed chip conflict and history merge.
    public func idsNamedOnPage(listLimit: Int = Self.htmlListLimit) -> (owners: Set<String>, animals: Set<String>) {
        var owners = Set<String>()
        for position in ownerClusters.indices.prefix(listLimit) { owners.insert(ownerClusters.id(at: position)) }
        var animals = Set(chipConflicts.prefix(listLimit).flatMap { $0.patients.map(\.id) })
        animals.formUnion((historyMerges ?? []).prefix(listLimit).compactMap(\.patientId))
        return (owners, animals)
    }
}
