/// The spellings of `VaccineCatalog.spellingTable` keyed for reading, and the words around vaccine names. All
/// entries are catalog keys (lower case, no accents, single spaces).
struct VaccineVocabulary: Sendable {
    /// What one spelling means.
    struct Reading: Sendable {
        let types: [VaccineType]
        let years: Int?
        let bySpecies: [String: [VaccineType]]

        func types(for species: String?) -> [VaccineType] {
            species.flatMap { bySpecies[$0] } ?? types
        }
    }

    let typesByCode: [String: VaccineType]
    /// Spelling key → reading; a key spelled twice keeps its first reading.
    let readings: [String: Reading]
    /// The most words any spelling has.
    let longestSpelling: Int
    /// Keys of the spellings to suggest (four characters or more, not misspelt), in table order.
    let suggestionKeys: [String]
    /// Key → the spelling as the table writes it, for suggestions; misspellings have none.
    let displayByKey: [String: String]

    init(types: [VaccineType], spellings: [VaccineSpelling]) {
        var typesByCode: [String: VaccineType] = [:]
        for type in types where typesByCode[type.code] == nil { typesByCode[type.code] = type }
        var readings: [String: Reading] = [:]
        var longest = 1
        var suggestionKeys: [String] = []
        var displayByKey: [String: String] = [:]
        func resolve(_ codes: [String]) -> [VaccineType] { codes.compactMap { typesByCode[$0] } }
        // Each type's code and name read as that type.
        let named = types.flatMap { type in
            [VaccineSpelling(type.code, [type.code]), VaccineSpelling(type.name, [type.code])]
        }
        for spelling in spellings + named {
            let key = CatalogKey.make(spelling.text)
            guard !key.isEmpty, readings[key] == nil else { continue }
            readings[key] = Reading(
                types: resolve(spelling.codes), years: spelling.years,
                bySpecies: spelling.bySpecies.mapValues(resolve))
            longest = max(longest, key.split(separator: " ").count)
            guard !spelling.isMisspelling else { continue }
            displayByKey[key] = spelling.text
            if key.utf8.count >= 4 { suggestionKeys.append(key) }
        }
        self.typesByCode = typesByCode
        self.readings = readings
        self.longestSpelling = longest
        self.suggestionKeys = suggestionKeys
        self.displayByKey = displayByKey
    }

    /// Words before a vaccine that say it was not given: `DA2P (w/o Lepto)`, `ohne Leptospirose`.
    static let negations: Set<String> = [
        "w o", "wo", "without", "no", "not", "non", "excl", "excluding", "except", "ohne", "sans", "zonder",
    ]

    /// Words that make a text something other than a vaccination given: a test, a titre, a refusal.
    static let cancellations: Set<String> = [
        "test", "tests", "tested", "testing", "titer", "titre", "titers", "titres", "titertest", "titerbestimmung",
        "snap", "pcr", "elisa", "antibody", "antibodies", "serology", "antikorper", "anticorps", "antistoffen",
        "declined", "refused", "waived", "exempt", "exemption", "abgelehnt", "refuse", "geweigerd", "not given",
        "not done", "nicht gegeben",
    ]

    /// Words for years after a number: `3 yr`, `3 Jahre`, `3 ans`, `3 jaar`.
    static let yearWords: Set<String> = [
        "year", "years", "yr", "yrs", "y", "jahr", "jahre", "jahres", "jahrig", "j", "jr", "jaar", "jaren", "jarig",
        "an", "ans", "annee", "annees",
    ]

    /// Numbers of years a label states, as digits or words.
    static let numbers: [String: Int] = [
        "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "one": 1, "two": 2, "three": 3, "ein": 1, "eine": 1, "eins": 1,
        "zwei": 2, "drei": 3, "un": 1, "une": 1, "deux": 2, "trois": 3, "een": 1, "twee": 2, "drie": 3,
    ]

    /// The years a single word states: `3yr`, `1y`, `3jahre`, `3ans`; nil for any other word.
    static func yearsInWord(_ word: Substring) -> Int? {
        guard let first = word.first, let value = first.wholeNumberValue, (1...5).contains(value) else { return nil }
        let rest = word.dropFirst()
        return !rest.isEmpty && yearWords.contains(String(rest)) ? value : nil
    }
}
