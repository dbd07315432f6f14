/// The words around breed names: placeholders for "no breed", generic mixes, and the markers of a cross.
/// All entries are catalog keys (lower case, no accents, single spaces).
enum BreedVocabulary {
    /// Values that say nothing about the breed (DOMAIN.md §3.4, "Unknown sentinels").
    static let placeholders: Set<String> = [
        "unknown", "unk", "unkn", "not provided", "not known", "not specified", "unspecified", "not stated", "n a",
        "na", "none", "nil", "null", "other", "unknown breed", "breed unknown", "unknown dog", "unknown cat",
        "unknown rabbit", "unbekannt", "inconnu", "inconnue", "onbekend", "tbd", "tba",
    ]

    /// A mix whose parents are not named; VeNom files non-standard crosses under "Crossbreed" (DOMAIN.md §3.1).
    static let genericMixes: Set<String> = [
        "mix", "mixed", "mixed breed", "mix breed", "mixbreed", "mixed breed dog", "mixed breed cat", "crossbreed",
        "cross breed", "crossbred", "cross", "x", "x breed", "xbreed", "mongrel", "mutt", "mischling",
        "mischlingshund", "mischlingskatze", "croise", "batard", "kruising", "vuilnisbakkenras", "moggy", "moggie",
        "non pedigree", "nonpedigree", "hybrid",
        // Licence exports grade mixes by size: `Mixed Breed, Medium (up to 44 lbs fully grown)`.
        "mixed breed small", "mixed breed medium", "mixed breed large", "mixed breed giant", "mixed breed toy",
    ]

    /// One-word markers of a mix at either end of a name: `Labrador Mix`, `Lab X`, `Shih Tzu Crossbreed`.
    private static let mixWords: Set<String> = [
        "mix", "mixed", "mixture", "cross", "crossbreed", "crossbred", "x", "xbreed", "mischling", "kreuzung",
        "croise", "kruising", "hybrid",
    ]

    /// Sizes that make a variety or a breed of their own (`Toy Fox Terrier`, `Miniature Bull Terrier`): after a
    /// comma (`Fox Terrier, Toy`) they are never dropped to read the name before it.
    static let sizeWords: Set<String> = [
        "toy", "miniature", "mini", "standard", "giant", "teacup", "tiny", "dwarf", "small", "medium", "large",
        "kaninchen", "zwerg", "klein",
    ]

    /// Words of a coat written after a breed's name (`Dachshund, Miniature Smooth Haired`, `Chihuahua, Long Coat`).
    static let coatWords: Set<String> = [
        "smooth", "long", "short", "wire", "rough", "hair", "haired", "coat", "coated", "wirehaired", "longhaired",
        "shorthaired", "smoothhaired", "roughhaired", "langhaar", "kurzhaar", "rauhaar",
    ]

    /// The coat words that tell coats apart (`Rough`, `Smooth`), which breed names write without `Coat` or `Haired`.
    private static let coatKinds: Set<String> = ["smooth", "rough", "wire", "long", "short"]
    private static let coatSuffixes: Set<String> = ["hair", "haired", "coat", "coated"]

    /// The chunks with each coat written short (`rough coat` → `rough`, `smooth haired` → `smooth`): no word that
    /// tells coats apart is lost. Nil when there is no such coat.
    static func shortCoats(_ chunks: [[String]]) -> [[String]]? {
        var changed = false
        let short = chunks.map { words in
            var kept: [String] = []
            for word in words {
                if coatSuffixes.contains(word), let last = kept.last, coatKinds.contains(last) {
                    changed = true
                } else {
                    kept.append(word)
                }
            }
            return kept
        }
        return changed ? short : nil
    }

    /// Words of a colour or marking written beside a breed (`Chihuahua, Tan`, `Labrador Retriever (Yellow)`): they
    /// never tell breeds apart, so they may be dropped to read the name. A word that is not among them may name the
    /// breed (`Terrier, Norwich`, `Mastiff, Neapolitan`) and is never dropped.
    static let colourWords: Set<String> = [
        "black", "white", "tan", "brown", "chocolate", "liver", "red", "blue", "grey", "gray", "silver", "gold",
        "cream", "fawn", "buff", "apricot", "yellow", "lemon", "orange", "ginger", "wheaten", "sable", "brindle",
        "merle", "dapple", "tri", "tricolor", "tricolour", "bicolor", "bicolour", "parti",
        "particolor", "harlequin", "piebald", "pied", "spotted", "ticked", "roan", "tabby", "tortie", "tortoiseshell",
        "calico", "seal", "point", "lilac", "dark", "light", "pale", "and", "with", "markings", "marked", "colour",
        "color", "mask", "masked", "nose",
    ]

    /// Words between two parents: `Labrador x Poodle`, `Lab Cross Collie`, `Pudel und Malteser`.
    private static let crossWords: Set<String> = ["x", "cross", "and", "und", "et", "en", "with", "mit"]

    /// Removes mix markers (`mix`, `x`, `cross`, `mixed breed`, `cross breed`) from one end of `words`; true when
    /// any were removed.
    static func stripMixMarkers(_ words: inout [String], atEnd: Bool) -> Bool {
        var removed = false
        while let word = atEnd ? words.last : words.first {
            if mixWords.contains(word) {
                if atEnd { words.removeLast() } else { words.removeFirst() }
            } else if word == "breed", atEnd, words.count >= 2, mixWords.contains(words[words.count - 2]) {
                words.removeLast(2)
            } else {
                break
            }
            removed = true
        }
        return removed
    }

    /// `labrador x poodle` → `[labrador]`, `[poodle]`; a value without a cross word comes back whole.
    static func splitAtCrossWords(_ words: [String]) -> [[String]] {
        words.split { crossWords.contains($0) }.map(Array.init)
    }
}
