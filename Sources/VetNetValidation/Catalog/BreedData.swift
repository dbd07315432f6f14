extension BreedCatalog {
    /// The built-in breeds per species id. Names follow the common English (kennel-club / cat-fancy) spelling;
    /// aliases carry abbreviations, nicknames, frequent misspellings and the German, French and Dutch names seen
    /// in European exports. Sources for the conventions: DOMAIN.md §3.4.
    static let table: [(species: String, breeds: [Breed])] = [
        ("dog", dogBreeds), ("cat", catBreeds), ("rabbit", rabbitBreeds), ("guinea-pig", guineaPigBreeds),
        ("bird", birdKinds), ("reptile", reptileKinds), ("ferret", ferretKinds), ("rodent", rodentKinds),
    ]
}
