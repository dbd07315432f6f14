/// A person's name as the comparators see it: folded, without honorifics or suffixes, in forename/surname order.
public struct PersonName: Hashable, Sendable {
    /// The first given name, folded (`Dr. Robert J.` → `robert`); empty when unknown.
    public var forename: String
    /// The surname, folded, its words joined (`Smith-Jones` → `smithjones`); empty when unknown.
    public var surname: String
    /// `forename` through the nickname table (`bob` → `robert`).
    public var canonicalForename: String
    /// `surname` through the nickname table, for names given in swapped order (`Smith Bob`).
    public var canonicalSurname: String

    public init(forename: String, surname: String) {
        self.forename = forename
        self.surname = surname
        canonicalForename = Nicknames.canonical(forename)
        canonicalSurname = Nicknames.canonical(surname)
    }

    /// Normalizes the two name fields of a record.
    ///
    /// Handles `SMITH, ROBERT` in either field (surname before the comma), a whole name in one field with the
    /// other empty (`Robert Smith`: the last word is the surname, as ASM's importer splits it; but `Van Der Berg`,
    /// which starts with a surname particle, is a surname alone), honorifics
    /// (`Dr`, `Mrs`, …) and generational or degree suffixes (`Jr`, `III`, `PhD`).
    public init(first: String?, last: String?) {
        if let ascii = Self(ascii: first ?? "", last ?? "") {
            self = ascii
        } else {
            self.init(general: first, last: last)
        }
    }

    /// `init(first:last:)` character by character, for any text.
    init(general first: String?, last: String?) {
        var firstText = first ?? ""
        var lastText = last ?? ""
        let comma = UInt8(ascii: ",")
        if let at = lastText.utf8.firstIndex(of: comma), firstText.allSatisfy(\.isWhitespace) {
            firstText = String(lastText[lastText.utf8.index(after: at)...])
            lastText = String(lastText[..<at])
        } else if let at = firstText.utf8.firstIndex(of: comma), lastText.allSatisfy(\.isWhitespace) {
            lastText = String(firstText[..<at])
            firstText = String(firstText[firstText.utf8.index(after: at)...])
        }
        var given = Self.meaningful(TextFolding.tokens(firstText))
        var family = Self.meaningful(TextFolding.tokens(lastText))
        let startsWithParticle = { (words: [[UInt8]]) in
            Self.surnameParticles.contains(String(decoding: words[0], as: UTF8.self))
        }
        if family.isEmpty, given.count >= 2, startsWithParticle(given) {
            swap(&family, &given)
        } else if family.isEmpty, given.count >= 2 {
            family = [given.removeLast()]
        } else if given.isEmpty, family.count >= 2, !startsWithParticle(family) {
            given = [family.removeFirst()]
        }
        self.init(
            forename: given.first.map { String(decoding: $0, as: UTF8.self) } ?? "",
            surname: String(decoding: family.joined(), as: UTF8.self))
    }

    /// The tokens without honorifics and suffixes.
    private static func meaningful(_ tokens: [[UInt8]]) -> [[UInt8]] {
        tokens.filter { !ignoredWords.contains(String(decoding: $0, as: UTF8.self)) }
    }

    /// Words that begin a surname of several words (`Van Der Berg`, `St John`, `Ap Rhys`): a name field holding
    /// one of these first is a surname alone, not a forename and a surname, so that a missing forename is never
    /// made up from a surname's first word.
    static let surnameParticles: Set<String> = [
        "ap", "da", "de", "della", "den", "der", "dos", "du", "la", "o", "st", "ten", "ter", "van", "von", "vom", "zu",
        "zum", "zur",
    ]

    /// Honorifics and suffixes, folded.
    static let ignoredWords: Set<String> = [
        "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "rev", "sir", "dame", "madam", "mme", "mlle", "herr", "frau",
        "jr", "sr", "ii", "iii", "iv", "phd", "md", "dvm", "esq",
    ]
}
