/// A breed folded for comparing two animal records: its named breeds (a mix's parents), and whether it is a mix.
///
/// Validation has already written a known breed as the catalog names it (`Labrador Retriever`,
/// `Labrador Retriever Mix`, `Poodle / Bichon Frise`, `Mixed Breed`); other spellings are folded the same way.
/// A breed that names no breed (`Mixed Breed`, `Unknown`) is no evidence either way: a mix of unnamed parents can
/// be anything. A domestic cat's coat (`Domestic Shorthair`, `Domestic Longhair`) counts as a breed: a shorthair
/// is not a longhair.
struct BreedKey: Hashable, Sendable {
    /// Each named breed folded (`labradorretriever`), sorted; empty when the breed names none.
    let breeds: [String]
    let isMix: Bool

    init(_ text: String?) {
        var parts: [[String]] = []
        var isMix = false
        for piece in (text ?? "").split(whereSeparator: { "/&+,;".contains($0) }) {
            let words = TextFolding.tokens(String(piece)).map { String(decoding: $0, as: UTF8.self) }
            // `Lab x Poodle`, `Lab cross Collie`: a cross word between two names splits them.
            var current: [String] = []
            for (index, word) in words.enumerated() {
                if Self.crossWords.contains(word), !current.isEmpty, index < words.count - 1 {
                    parts.append(current)
                    current = []
                    isMix = true
                } else {
                    current.append(word)
                }
            }
            parts.append(current)
        }
        var breeds: [String] = []
        for var words in parts {
            while let last = words.last, Self.mixWords.contains(last) || (last == "breed" && words.count > 1) {
                words.removeLast()
                isMix = true
            }
            while let first = words.first, Self.mixWords.contains(first) {
                words.removeFirst()
                isMix = true
            }
            let folded = words.joined()
            if !folded.isEmpty && !Self.namesNoBreed.contains(folded) { breeds.append(folded) }
        }
        self.breeds = Array(Set(breeds)).sorted()
        self.isMix = isMix || breeds.count > 1
    }

    /// Whether the breed names no breed: no evidence for or against.
    var isMissing: Bool { breeds.isEmpty }

    /// `exact`, `compatible` (a mix and a breed or mix sharing a named breed), `different` (no breed in common, or
    /// two different pure breeds), or `missing` when either names none.
    func compare(_ other: BreedKey) -> AnimalComparison.Verdict {
        if isMissing || other.isMissing { return .missing }
        if breeds == other.breeds && isMix == other.isMix { return .exact }
        let shared = breeds.contains { other.breeds.contains($0) }
        if (isMix || other.isMix) && shared { return .compatible }
        return .different
    }

    private static let crossWords: Set<String> = ["x", "cross", "with", "mit"]
    private static let mixWords: Set<String> = [
        "mix", "mixed", "mixture", "cross", "crossbreed", "crossbred", "x", "xbreed", "mischling", "kreuzung",
        "croise", "kruising",
    ]
    /// Folded values that name no breed: placeholders and unnamed mixes.
    private static let namesNoBreed: Set<String> = [
        "unknown", "unk", "unkn", "none", "na", "nil", "null", "other", "notprovided", "notknown", "unspecified",
        "unknownbreed", "breedunknown", "unbekannt", "inconnu", "onbekend", "breed", "mixedbreed", "mixbreed",
        "mongrel", "mutt", "mixedbreeddog", "mixedbreedcat", "domestic", "moggy", "housecat",
    ]
}
