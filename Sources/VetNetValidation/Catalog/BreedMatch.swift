/// What a breed value means for a patient of a given species.
public enum BreedMatch: Hashable, Sendable {
    /// A breed (or mix) of the patient's species.
    ///
    /// - `canonical`: the normalized text to write: `Labrador Retriever`, `Labrador Retriever Mix` (one named
    ///   parent), `Poodle / Bichon Frise` (two or more), `Mixed Breed` (none named).
    /// - `breeds`: the catalog breeds named, in the order written, without repeats.
    /// - `isMix`: the value said it is a mix or cross (`Mix`, `X`, `Cross`, `/`, `Mongrel`, …).
    case known(canonical: String, breeds: [String], isMix: Bool)
    /// A breed the catalog knows only for another species (`Persian` on a dog): `species` is that species' id.
    case otherSpecies(canonical: String, species: String)
    /// A placeholder that says nothing (`Unknown`, `Not Provided`, `N/A`, `-`, empty): the breed is missing.
    case unspecified
    /// Not in the catalog; the raw value should be kept as it is.
    case unknown

    /// The normalized breed for `.known`, otherwise nil.
    public var canonical: String? {
        if case .known(let canonical, _, _) = self { return canonical }
        return nil
    }
}
