/// The species VetNet knows and every spelling legacy systems use for them.
///
/// Resolution is a dictionary lookup on a normalized key (see `CatalogKey`), so it costs one small allocation
/// per call; the dictionary is built once.
public struct SpeciesCatalog: Sendable {
    /// Every species, in catalog order (the order of `SpeciesCatalog.table`).
    public let all: [Species]
    /// Per key, the species' place in `all` and whether the key names a kind within it (see `resolveSpelling`).
    private let byKey: [String: (index: Int, namesKind: Bool)]

    /// Builds a catalog; a spelling claimed by two species goes to the first.
    public init(_ species: [Species]) {
        all = species
        var byKey: [String: (index: Int, namesKind: Bool)] = [:]
        for (index, entry) in species.enumerated() {
            for (position, spelling) in ([entry.id, entry.name] + entry.synonyms).enumerated() {
                let key = CatalogKey.make(spelling)
                guard byKey[key] == nil else { continue }
                // Asked once here rather than of every record that spells its species so.
                let namesKind =
                    position >= 2 && BreedCatalog.standard.resolve(spelling, species: entry.id).canonical != nil
                byKey[key] = (index, namesKind)
            }
        }
        self.byKey = byKey
    }

    /// The built-in catalog.
    public static let standard = SpeciesCatalog(table)

    /// The species `text` names (`K9`, `Feline`, `Kaninchen`, `guinea-pig`, …), or nil when unknown.
    public func resolve(_ text: some StringProtocol) -> Species? {
        byKey[CatalogKey.make(text)].map { all[$0.index] }
    }

    /// The species `text` names, as `resolve` reads it, and whether `text` names a kind within it: a synonym that the
    /// breed catalog knows as a breed of the species (`Rat`, `Hamster` for rodent; not `rodent`, `K9`). One
    /// dictionary lookup.
    public func resolveSpelling(_ text: some StringProtocol) -> (species: Species, namesKind: Bool)? {
        byKey[CatalogKey.make(text)].map { (all[$0.index], $0.namesKind) }
    }

    /// The species with canonical `id`, such as `guinea-pig`.
    public subscript(id id: String) -> Species? {
        all.first { $0.id == id }
    }

    /// The catch-all species for animals no other entry covers.
    public var other: Species? { all.first(where: \.isOther) }
}
