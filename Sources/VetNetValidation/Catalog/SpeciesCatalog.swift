/// The species VetNet knows and every spelling legacy systems use for them.
///
/// Resolution is a dictionary lookup on a normalized key (see `CatalogKey`), so it costs one small allocation
/// per call; the dictionary is built once.
public struct SpeciesCatalog: Sendable {
    /// Every species, in catalog order (the order of `SpeciesCatalog.table`).
    public let all: [Species]
    /// Per key, the species' place in `all`, whether the key names a kind within it and whether it is a plain name
    /// of it (see `resolveSpelling`).
    private let byKey: [String: (index: Int, namesKind: Bool, isPlainName: Bool)]

    /// Builds a catalog; a spelling claimed by two species goes to the first.
    public init(_ species: [Species]) {
        all = species
        var byKey: [String: (index: Int, namesKind: Bool, isPlainName: Bool)] = [:]
        for (index, entry) in species.enumerated() {
            for (position, spelling) in ([entry.id, entry.name] + entry.synonyms).enumerated() {
                let key = CatalogKey.make(spelling)
                guard byKey[key] == nil else { continue }
                let isSynonym = position >= 2
                // Asked once here rather than of every record that spells its species so.
                let namesKind =
                    isSynonym && BreedCatalog.standard.resolve(spelling, species: entry.id).canonical != nil
                byKey[key] = (index, namesKind, !namesKind && !(isSynonym && entry.isOther))
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

    /// The species `text` names, as `resolve` reads it; whether `text` names a kind within it: a synonym that the
    /// breed catalog knows as a breed of the species (`Rat`, `Hamster` for rodent; not `rodent`, `K9`); and whether
    /// it is a plain name of it, saying no more than its ID: the ID, the name, or a synonym naming no kind, but not a
    /// synonym of `other`, which says what the animal is or how the export filed it (`Goat`, `Wildlife`, `Exotic`).
    /// One dictionary lookup.
    public func resolveSpelling(_ text: some StringProtocol) -> (species: Species, namesKind: Bool, isPlainName: Bool)?
    {
        byKey[CatalogKey.make(text)].map { (all[$0.index], $0.namesKind, $0.isPlainName) }
    }

    /// The species with canonical `id`, such as `guinea-pig`.
    public subscript(id id: String) -> Species? {
        all.first { $0.id == id }
    }

    /// The catch-all species for animals no other entry covers.
    public var other: Species? { all.first(where: \.isOther) }
}
