import VetNetValidation
import VetNetCore

/// The species a mapped value names, as the species catalog (`SpeciesCatalog`) reads it: the one table of species
/// words, which validation checks the species against too.
///
/// A word the catalog knows is written as its species' ID (`K9` → `dog`, `Rat` → `rodent`, `Chicken` → `bird`); a
/// word it does not know is kept lower-cased, for validation to report (`patient.species-unknown`).
public enum SpeciesName {
    /// What a species value gives a patient.
    public struct Reading: Hashable, Sendable {
        /// The species to write: the catalog's ID, or the unknown word lower-cased.
        public let species: String
        /// The value itself, when it names a kind within the species that the breed catalog knows as a breed of it
        /// (`Rat`, `Hamster`, `Gerbil` for rodent): the breed to read when the record gives none, so the kind is
        /// not lost. Nil for the species' own ID or name and for its synonyms (`K9`, `Rodent`).
        public let kind: String?
        /// The word the export wrote, trimmed, when it says more than `species` (`Patient.speciesOriginal`): for
        /// `other`, any word but `other`'s own name (`Goat`, or `Small animal` that the pipeline's species map makes
        /// `other`); for another species, a word naming a kind within it, as written (`Rat`) or as the map makes it
        /// (`Ratte: Rat`). Nil for a plain name or synonym of the species (`Dog`, `K9`, `House Rabbit`), for a code
        /// the map makes the species' own name of (`LAG: rabbit`, the pipeline's name for it) and for a species the
        /// catalog does not know.
        public let original: String?
    }

    /// The species' ID for `text` (`K9` → `dog`, `Rat` → `rodent`); an unknown word trimmed and lower-cased.
    public static func normalize(_ text: String) -> String {
        read(text).species
    }

    /// `normalize`, the kind the value names and the word as written; `written` is the export's word when the
    /// pipeline's species map made `text` of it (`Small animal` → `other`). One dictionary lookup, two for a word
    /// the map changed into a plain name.
    public static func read(_ text: String, mappedFrom written: String? = nil) -> Reading {
        let trimmed = text.trimmingWhitespace()
        let spelling = SpeciesCatalog.standard.resolveSpelling(trimmed)
        let word = written?.trimmingWhitespace() ?? trimmed
        var saysMore = spelling.map { !$0.isPlainName } ?? false
        if !saysMore, word != trimmed, let species = spelling?.species {
            let own = SpeciesCatalog.standard.resolveSpelling(word)
            saysMore =
                species.isOther
                ? !(own?.species == species && own?.isPlainName == true)
                : own?.species == species && own?.namesKind == true
        }
        return Reading(
            species: spelling?.species.id ?? trimmed.lowercasedIfNeeded(),
            kind: spelling?.namesKind == true ? trimmed : nil, original: saysMore ? word : nil)
    }
}
