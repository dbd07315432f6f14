/// A coat colour folded for comparing two animal records: the colour and pattern words it names, and the base
/// colours those stand for.
///
/// Words are folded (case, accents) and split on anything but letters and digits (`/ - , & +` and spaces), and
/// abbreviations and synonyms are read as one word (`BLK`, `Black`; `GRY`, `Grey`; `Ginger`, `Orange`). A word
/// not in the vocabulary (`W/`, `and`, `Light`, `Multi`) is left out: it is never evidence either way. Colours
/// staff name differently for one coat (`Tan`, `Fawn`, `Buff`; `Blue`, `Gray`) are near each other
/// (`ColorVocabulary.shades`), patterns stand for the colours they are made of (`Tuxedo`: black and white;
/// `Calico`: black, orange and white), and a dilute coat for the pale colours too (`Dilute Tortie`: blue and cream).
struct ColorKey: Hashable, Sendable {
    /// The colour and pattern words named, each as the vocabulary's one spelling, sorted.
    let words: [String]
    /// The base colours named or stood for by a pattern, sorted.
    let colors: [String]

    init(_ text: String?) {
        var words = Set<String>()
        var isDilute = false
        for token in TextFolding.tokens(text ?? "") {
            let spelling = String(decoding: token, as: UTF8.self)
            if let named = ColorVocabulary.words[spelling] { words.formUnion(named) }
            if ColorVocabulary.diluteSpellings.contains(spelling) { isDilute = true }
        }
        var colors = Set<String>()
        for word in words {
            if ColorVocabulary.colors.contains(word) { colors.insert(word) }
            colors.formUnion(ColorVocabulary.patternColors[word] ?? [])
        }
        if isDilute { colors.formUnion(colors.compactMap { ColorVocabulary.diluted[$0] }) }
        self.words = words.sorted()
        self.colors = colors.sorted()
    }

    /// Whether the colour names no word of the vocabulary: no evidence for or against.
    var isMissing: Bool { words.isEmpty }

    /// `exact` when both name the same words; `compatible` when they share a word, or a colour or a near shade
    /// (a pattern counting as its colours); `different` when both name colours and none is near the other's;
    /// `missing` when either names no word, or one names only a pattern of no set colours (`Tabby`, `Merle`) and
    /// shares nothing with the other.
    func compare(_ other: ColorKey) -> AnimalComparison.Verdict {
        if isMissing || other.isMissing { return .missing }
        if words == other.words { return .exact }
        if words.contains(where: other.words.contains) { return .compatible }
        if colors.contains(where: { color in other.colors.contains { ColorVocabulary.areNear(color, $0) } }) {
            return .compatible
        }
        return colors.isEmpty || other.colors.isEmpty ? .missing : .different
    }
}
