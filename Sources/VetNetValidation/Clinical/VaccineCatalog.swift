internal import VetNetCore

/// Reads vaccines as practice-management and shelter exports write them: type names, abbreviations, letter codes
/// of combinations (`DHLPP`, `DA2PPv`, `SHPPiL`, `FVRCP-C`), product names (`Imrab 3`, `Nobivac Myxo-RHD Plus`)
/// and the German, French and Dutch words of European exports (`Tollwut`, `Staupe`, `Rage`, `Hondsdolheid`).
///
/// A text is read as words (case, accents and punctuation ignored, as `CatalogKey` folds them). At each word the
/// longest known spelling wins; a run of words that spells a combination code (`DA2PP + CVK`, `D-A2-P`) is read as
/// one. Words the catalog does not know (`booster`, `annual`, `#2`, a lot number) are passed over, so
/// `Canine Rabies 3 Year Booster` reads as rabies with a 3-year interval. Three kinds of word change the reading:
/// - a negation before a vaccine drops it: `DA2P Annual (w/o Lepto)` is DHPP alone;
/// - a test or a refusal means the text records no vaccination: `FeLV/FIV test`, `Rabies titer`, `Rabies declined`
///   read as nothing;
/// - a number of years next to a vaccine is its labelled interval (`Rabies 3 yr`, `3-Year Rabies`, `RV 1yr`,
///   `Tollwut 3 Jahre`), and so is a bare 1 or 3 right after a rabies name (`Rabies 3`), the way US clinics name
///   their 1- and 3-year rabies products. Dose numbers (`FVRCP #2`) and counts of strains (`Lepto 4`) are not
///   intervals.
///
/// Combination products read as every type they cover, in the order written (`matches`); `match` gives the
/// first. DHPP already covers parvovirus and parainfluenza, so a text naming both (`DHPP + Parvo`) gives DHPP once.
///
/// A few words mean different vaccines for different species: `Distemper` is DHPP for a dog, FVRCP for a cat
/// ("feline distemper" is panleukopenia) and ferret distemper for a ferret; `Parvo` is FVRCP for a cat; `Herpes`
/// is FVRCP for a cat and nothing otherwise. Without a species the dog's reading is given.
public enum VaccineCatalog {
    /// Every vaccine type the catalog knows, in table order.
    public static let types: [VaccineType] = typeTable

    /// The type with this code (`rabies`, `dhpp`, …), or nil.
    public static func type(code: String) -> VaccineType? {
        vocabulary.typesByCode[code]
    }

    /// The first vaccine type `text` names, with the interval it states; nil for text the catalog cannot read.
    ///
    /// `species` is the patient's species id (as `SpeciesCatalog` spells it), for the words that mean different
    /// vaccines for different species; nil reads them as for a dog.
    public static func match(_ text: String, species: String? = nil) -> VaccineMatch? {
        matches(text, species: species).first
    }

    /// Every vaccine type `text` names, in the order written, each once (`DHLPP` → DHPP and leptospirosis;
    /// `Nobivac Myxo-RHD Plus` → myxomatosis, RHDV1 and RHDV2); empty for text the catalog cannot read.
    public static func matches(_ text: String, species: String? = nil) -> [VaccineMatch] {
        VaccineReader(vocabulary: vocabulary, species: species).read(text)
    }

    /// The known spelling nearest to `text` (`Rabis` → `Rabies`, `Bordatela` → `Bordetella`, `FVRVP #2` →
    /// `FVRCP`), for a "did you mean" in a message; nil when none is close. Case, accents, punctuation and dose
    /// numbers are ignored, a known spelling suggests itself, and spellings under four letters are suggested only
    /// for themselves.
    public static func suggestion(for text: String) -> String? {
        let key = CatalogKey.make(VaccineReader.removingDoseNumbers(text))
        guard !key.isEmpty else { return nil }
        if let known = vocabulary.displayByKey[key] { return known }
        return suggestions.suggestion(for: key, species: "") {
            closestMatch(to: key, in: vocabulary.suggestionKeys).flatMap { vocabulary.displayByKey[$0] }
        }
    }

    static let vocabulary = VaccineVocabulary(types: typeTable, spellings: spellingTable)
    private static let suggestions = SuggestionMemo()
}
