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
    }

    /// The species' ID for `text` (`K9` → `dog`, `Rat` → `rodent`); an unknown word trimmed and lower-cased.
    public static func normalize(_ text: String) -> String {
        read(text).species
    }

    /// `normalize`, and the kind the value names. One dictionary lookup.
    public static func read(_ text: String) -> Reading {
        let trimmed = text.trimmingWhitespace()
        guard let (species, namesKind) = SpeciesCatalog.standard.resolveSpelling(trimmed) else {
            return Reading(species: trimmed.lowercasedIfNeeded(), kind: nil)
        }
        return Reading(species: species.id, kind: namesKind ? trimmed : nil)
    }
}
