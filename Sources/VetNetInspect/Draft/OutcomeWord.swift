/// What one value of a shelter's outcome column says of the animal, read word by word in any case, spacing or
/// punctuation (`EUTH`, `Euthanasia`, `euthanized`, `Dead on Arrival`, `D.O.A.`, `Rto-Adopt`, `RETURN TO OWNER`).
enum OutcomeWord: Equatable, Sendable {
    /// Died, was put down, or came in dead for its body to be disposed of.
    case death
    /// Left the organisation alive: adopted, returned to its owner, transferred, released.
    case departure
    /// A record no longer current, as a practice's status column says it (`Inactive`, `Archived`): no longer seen.
    case inactive
    /// An outcome not reached yet: a hold, or a pending or scheduled outcome (`Hold - Adoption`, `Adoption
    /// Pending`, `For Euthanasia`, `Euthanasia Scheduled`, `Stray Hold`). The animal is still in care, alive.
    case inCare
    /// Says neither (`FOSTER`, `MISSING`, `NEUTER`): no evidence that the animal died or left.
    case other

    init(_ value: String) {
        let words = Self.words(value)
        let joined = words.joined()
        if Self.isAwaited(words, joined) {
            self = .inCare
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

    /// Whether the value names an outcome still to come (a hold, a pending, awaited or scheduled outcome, an
    /// animal `For Adoption`, `To be euthanised`), and no death that happened (`Died - pending necropsy`,
    /// `Euthanised, hold for owner`).
    static func isAwaited(_ words: [String], _ joined: String) -> Bool {
        let pairs = zip(words, words.dropFirst())
        if pairs.contains(where: { $0 == "to" && $1 == "be" }) { return true }
        let awaited =
            words.contains(where: awaitingWords.contains) || awaitingPhrases.contains(where: joined.contains)
            || pairs.contains { first, next in first == "for" && (isDeath(next) || departureWords.contains(next)) }
        return awaited && !words.contains(where: isPastDeath)
    }

    /// Words of an outcome not reached yet: the animal is held, its outcome pending, awaited or scheduled, or its
    /// stay goes on (`Bite Quarantine`, `Processing`).
    static let awaitingWords: Set<String> = [
        "hold", "held", "holding", "onhold", "pending", "pend", "awaiting", "await", "waiting", "scheduled", "sched",
        "quarantine", "processing", "intake", "evaluation", "assessment",
        "planned", "booked", "prospective", "wartet", "wartend", "geplant", "attente", "prevu", "prevue", "wacht",
        "gepland",
    ]
    /// The same written as one run of letters (`ADOPTIONPENDING`, `OnHold`).
    static let awaitingPhrases = ["onhold", "pending"]

    /// A death that happened, as a past word (`died`, `euthanised`, `DOA`): it wins over a hold.
    static func isPastDeath(_ word: String) -> Bool {
        pastDeathWords.contains(word) || (word.contains("euth") && (word.hasSuffix("ed") || word.hasSuffix("erd")))
    }

    static let pastDeathWords: Set<String> = [
        "died", "dead", "deceased", "doa", "expired", "pts", "disposed", "verstorben", "gestorben", "eingeschlafert",
        "decede", "decedee", "mort", "morte", "overleden", "dood",
    ]

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
        // Transfers as registers abbreviate them (`Trfd to SPCA`, `Xfer Out`), and owners' reclaims.
        "trfd", "trf", "trfr", "tfr", "tfrd", "xfer", "xferred", "xfered", "xfr", "transfered", "transferd",
        "claimed", "redeemed",
    ]
    /// A status that the record is no longer current (`Inactive`, `Inactive - moved away`, `Archived`).
    static let inactiveWords: Set<String> = [
        "inactive", "inactivated", "deactivated", "archived", "archive", "dormant", "lapsed", "inaktiv", "archiviert",
        "inactif", "inactief", "gearchiveerd",
    ]
    /// Departures written as one run of letters (`RETURNTOOWNER`).
    static let departurePhrases = ["returntoowner", "returnedtoowner", "returntofield"]
}
