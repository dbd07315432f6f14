/// The species VetNet knows and every spelling legacy systems use for them.
///
/// Resolution is a dictionary lookup on a normalized key (see `CatalogKey`), so it costs one small allocation
/// per call; the dictionary is built once.
public struct SpeciesCatalog: Sendable {
    /// Every species, in catalog order (the order of `SpeciesCatalog.table`).
    public let all: [Species]
    /// Per key, the species' place in `all` and whether the key is the species' own ID or name.
    private let byKey: [String: (index: Int, isOwnName: Bool)]

    /// Builds a catalog; a spelling claimed by two species goes to the first.
    public init(_ species: [Species]) {
        all = species
        var byKey: [String: (index: Int, isOwnName: Bool)] = [:]
        for (index, entry) in species.enumerated() {
            for (position, spelling) in ([entry.id, entry.name] + entry.synonyms).enumerated() {
                let key = CatalogKey.make(spelling)
                if byKey[key] == nil { byKey[key] = (index, position < 2) }
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

    /// The species `text` names, as `resolve` reads it, and whether `text` is the species' own ID or name (`rodent`,
    /// `Guinea Pig`) rather than one of its synonyms (`K9`, `Rat`). One dictionary lookup.
    public func resolveSpelling(_ text: some StringProtocol) -> (species: Species, isOwnName: Bool)? {
        byKey[CatalogKey.make(text)].map { (all[$0.index], $0.isOwnName) }
    }

    /// The species with canonical `id`, such as `guinea-pig`.
    public subscript(id id: String) -> Species? {
        all.first { $0.id == id }
    }

    /// The catch-all species for animals no other entry covers.
    public var other: Species? { all.first(where: \.isOther) }
}
