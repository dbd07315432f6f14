/// The species as the export wrote it (`Patient.speciesOriginal`) folded for comparing: case, accents, spaces and
/// punctuation (`Pot-bellied pig`, `pot bellied PIG`).
struct SpeciesWordKey: Hashable, Sendable {
    /// The folded words joined; empty when the record keeps no word.
    let folded: [UInt8]

    init(_ text: String?) {
        folded = text.map(TextFolding.joined) ?? []
    }

    /// `exact` for one word, `different` for two (a goat and a pig both of `other`; a rat and a hamster both
    /// rodents), `missing` when either record keeps none: a word a plain name of the species leaves out is no
    /// evidence.
    func compare(_ other: SpeciesWordKey) -> AnimalComparison.Verdict {
        if folded.isEmpty || other.folded.isEmpty { return .missing }
        return folded == other.folded ? .exact : .different
    }
}
