/// What one value of a shelter's outcome column says of the animal, read word by word in any case, spacing or
/// punctuation (`EUTH`, `Euthanasia`, `euthanized`, `Dead on Arrival`, `D.O.A.`, `Rto-Adopt`, `RETURN TO OWNER`).
enum OutcomeWord: Equatable, Sendable {
    /// Died, was put down, or came in dead for its body to be disposed of.
    case death
    /// Left the organisation alive: adopted, returned to its owner, transferred, released.
    case departure
    /// A record no longer current, as a practice's status column says it (`Inactive`, `Archived`): no longer seen.
    case inactive
    /// Says neither (`FOSTER`, `MISSING`, `NEUTER`), or says an outcome is still to come (`Hold - Adoption`,
    /// `Adoption Pending`, `For Euthanasia`): no evidence that the animal died or left.
    case other

    init(_ value: String) {
        let words = Self.words(value)
        let joined = words.joined()
        if words.contains(where: Self.pendingWords.contains) || words.first == "for" {
            self = .other
        } else if words.contains(where: Self.isDeath) || Self.deathWords.contains(joined)
            || Self.deathPhrases.contains(where: joined.contains)
        {
            self = .death
        } else if Self.inactiveWords.contains(joined) || words.first.map(Self.inactiveWords.contains) == true {
            self = .inactive
        } else if words.contains(where: Self.departureWords.contains) || Self.departureWords.contains(joined)
            || Self.departurePhrases.contains(where: joined.contains)
        {
            self = .departure
        } else {
            self = .other
        }
    }

    /// Whether the value says the record is current (`Active`): a status column's other values, commented as such.
    static func isCurrent(_ value: String) -> Bool { currentWords.contains(words(value).joined()) }

    static let currentWords: Set<String> = ["active", "current", "open", "aktiv", "actif", "actief"]

    /// Whether the value is a word for death that, outside an outcome column, says something else: a licence
    /// register's `Expired`. It does not make a column an outcome column on its own.
    static func isAmbiguous(_ value: String) -> Bool { words(value).joined() == "expired" }

    /// The value's words, each folded as header names are (lower case, accents dropped); a capital after a small
    /// letter starts a word (`ReturnToOwner`).
    static func words(_ value: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in value {
            if !character.isLetter && !character.isNumber || character.isUppercase && previous?.isLowercase == true {
                words.append(word)
                word = ""
            }
            if character.isLetter || character.isNumber { word.append(character) }
            previous = character
        }
        words.append(word)
        return words.map(HeaderVocabulary.key).filter { !$0.isEmpty }
    }

    static func isDeath(_ word: String) -> Bool {
        deathWords.contains(word) || word.hasPrefix("euth") || word.contains("euthan")
    }

    /// Words for death; any word starting with `euth` is one too (`EUTH`, `euthanised`, `Euthanasie`).
    static let deathWords: Set<String> = [
        "died", "dead", "death", "deceased", "doa", "expired", "pts", "disposal", "disposed", "verstorben", "gestorben",
        "eingeschlafert", "decede", "decedee", "mort", "morte", "overleden", "dood",
    ]
    /// Death written as one run of letters (`DEADONARRIVAL`, `puttosleep`).
    static let deathPhrases = ["deadonarrival", "puttosleep"]
    static let departureWords: Set<String> = [
        "adoption", "adopted", "adopt", "adopte", "adoptee", "adoptie", "geadopteerd", "adoptiert", "vermittelt", "rto",
        "rtf", "return", "returned", "reclaim", "reclaimed", "transfer", "transferred", "transport", "transported",
        "relocate", "relocated", "relocation", "rescue", "release", "released", "tnr", "snr", "rehomed", "rehome",
        "trfd", "trf", "trfr", "xfer", "xferred", "xfered", "claimed",
    ]
    /// An outcome still to come, or a stay that goes on (`Stray Hold`, `Bite Quarantine`): the animal is in care.
    static let pendingWords: Set<String> = [
        "hold", "held", "pending", "awaiting", "await", "waiting", "scheduled", "quarantine", "processing", "intake",
        "evaluation", "assessment",
    ]
    /// A status that the record is no longer current (`Inactive`, `Inactive - moved away`, `Archived`).
    static let inactiveWords: Set<String> = [
        "inactive", "inactivated", "deactivated", "archived", "archive", "dormant", "lapsed", "inaktiv", "archiviert",
        "inactif", "inactief", "gearchiveerd",
    ]
    /// Departures written as one run of letters (`RETURNTOOWNER`).
    static let departurePhrases = ["returntoowner", "returnedtoowner", "returntofield"]
}
