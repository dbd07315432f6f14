import VetNetCore

/// The species VetNet knows, and the everyday synonyms legacy systems use for them.
///
/// The full catalog with breeds arrives with validation; this table only turns common spellings into the
/// canonical name, after the pipeline's own value map. Unknown names are kept lower-cased.
public enum SpeciesName {
    public static let canonical = ["dog", "cat", "bird", "rabbit", "guinea-pig", "reptile", "ferret", "other"]

    private static let synonyms: [String: String] = [
        "dog": "dog", "k9": "dog", "canine": "dog", "canis familiaris": "dog", "puppy": "dog", "hund": "dog",
        "chien": "dog", "hond": "dog",
        "cat": "cat", "fel": "cat", "feline": "cat", "felis catus": "cat", "kitten": "cat", "katze": "cat",
        "chat": "cat", "kat": "cat",
        "bird": "bird", "avian": "bird", "parrot": "bird", "vogel": "bird", "oiseau": "bird",
        "rabbit": "rabbit", "bunny": "rabbit", "lapin": "rabbit", "kaninchen": "rabbit", "konijn": "rabbit",
        "guinea pig": "guinea-pig", "guinea-pig": "guinea-pig", "cavy": "guinea-pig", "meerschweinchen": "guinea-pig",
        "cobaye": "guinea-pig", "cavia": "guinea-pig",
        "reptile": "reptile", "reptil": "reptile", "lizard": "reptile", "snake": "reptile", "tortoise": "reptile",
        "turtle": "reptile",
        "ferret": "ferret", "frettchen": "ferret", "furet": "ferret",
        "other": "other", "exotic": "other",
    ]

    public static func normalize(_ text: String) -> String {
        let key = text.trimmingWhitespace().lowercasedIfNeeded()
        return synonyms[key] ?? key
    }
}
