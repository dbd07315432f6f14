/// What a patient or client alert warns staff about.
public enum AlertKind: String, Sendable, Hashable, CaseIterable {
    /// An allergy or intolerance, or a reaction to a drug or vaccine.
    case allergy
    /// How the animal behaves when handled: bites, scratches, needs a muzzle, is fearful.
    case behaviour
    /// A medical condition staff must keep in mind: diabetes, epilepsy, a heart condition.
    case medical
    /// The client's account: bad debt, cash only, payment plan.
    case financial

    /// Reads a kind as exports write it: `Allergy`, `ALLERGIES`, `allergic`, `Behavior`, `Aggressive`, `Caution`,
    /// `Bites`, `Fractious`, `Medical alert`, `Billing`, `Account`, `Bad debt`, `Cash only`, and German, French and
    /// Dutch words (`Allergie`, `Verhalten`, `Vorsicht beißt`, `médical`, `comportement`, `financier`, `gedrag`);
    /// nil when unknown.
    ///
    /// A text naming several kinds (`Medical alert: allergic to penicillin`) is the most specific of them:
    /// allergy, then behaviour, then financial, then medical. A bare warning word (`Caution`, `Vorsicht`,
    /// `Attention`) is behaviour, the way clinics flag animals to handle with care, unless another word names a
    /// kind (`Caution: cash only` is financial).
    public static func parse(_ text: String) -> AlertKind? {
        let key = CatalogKey.make(text)
        guard !key.isEmpty else { return nil }
        if let kind = words[key] { return kind }
        let parts = key.split(separator: " ")
        var found: Set<AlertKind> = []
        var cautioned = false
        var index = 0
        while index < parts.count {
            var length = min(3, parts.count - index)
            while length > 0 {
                let phrase = parts[index..<index + length].joined(separator: " ")
                if let kind = words[phrase] {
                    found.insert(kind)
                    break
                }
                if cautionWords.contains(phrase) {
                    cautioned = true
                    break
                }
                length -= 1
            }
            index += max(length, 1)
        }
        return precedence.first(where: found.contains) ?? (cautioned ? .behaviour : nil)
    }

    private static let precedence: [AlertKind] = [.allergy, .behaviour, .financial, .medical]

    /// Warning words that, alone, flag an animal to handle with care.
    private static let cautionWords: Set<String> = [
        "caution", "careful", "vorsicht", "achtung", "attention", "voorzichtig", "let op", "prudence",
    ]

    /// Keys (see `CatalogKey`) of the words and phrases for each kind.
    private static let words: [String: AlertKind] = {
        let table: [(AlertKind, [String])] = [
            (
                .allergy,
                [
                    "allergy", "allergies", "allergic", "allergen", "allergens", "allergy alert", "drug allergy",
                    "food allergy", "intolerance", "intolerant", "hypersensitivity", "anaphylaxis", "anaphylactic",
                    "vaccine reaction", "vaccination reaction", "drug reaction", "adverse reaction", "allergie",
                    "allergien", "allergisch", "unvertraglichkeit", "impfreaktion", "allergique", "allergies",
                    "allergieen", "overgevoelig", "overgevoeligheid",
                ]
            ),
            (
                .behaviour,
                [
                    "behaviour", "behavior", "behavioural", "behavioral", "aggressive", "aggression", "aggr", "bites",
                    "biter", "bite", "will bite", "may bite", "fractious", "fearful", "fear", "fear aggressive",
                    "nervous", "anxious", "muzzle", "use muzzle", "needs muzzle", "scratches", "scratch", "kicks",
                    "dangerous", "vicious", "handle with care", "feisty", "temperament", "difficult to handle",
                    "verhalten", "aggressiv", "beisst", "bissig", "kratzt", "maulkorb", "angstlich", "nervos",
                    "comportement", "agressif", "agressive", "mord", "mechant", "craintif", "museliere", "gedrag",
                    "agressief", "bijt", "bijter", "muilkorf", "angstig",
                ]
            ),
            (
                .medical,
                [
                    "medical", "medical alert", "medical condition", "medical history", "health", "clinical",
                    "chronic", "condition", "diabetic", "diabetes", "epilepsy", "epileptic", "seizure", "seizures",
                    "cardiac", "heart condition", "heart murmur", "anesthetic risk", "anaesthetic risk", "medizin",
                    "medizinisch", "gesundheit", "medicale", "medicales", "sante", "medisch", "gezondheid",
                ]
            ),
            (
                .financial,
                [
                    "financial", "finance", "finances", "billing", "bill", "account", "accounts", "bad debt", "debt",
                    "debtor", "cash only", "no credit", "no checks", "no cheques", "payment", "payments",
                    "payment plan", "prepay", "prepayment", "pay upfront", "pay up front", "collections",
                    "in collections", "owes", "outstanding balance", "balance due", "nsf", "bounced check",
                    "returned check", "finanziell", "finanzen", "zahlung", "vorkasse", "barzahlung", "nur bar",
                    "schulden", "mahnung", "konto", "financier", "financiere", "paiement", "impaye", "impayes",
                    "comptant", "dette", "financieel", "betaling", "contant", "alleen contant", "schuld",
                    "wanbetaler", "rekening",
                ]
            ),
        ]
        var words: [String: AlertKind] = [:]
        for (kind, spellings) in table {
            for spelling in spellings where words[CatalogKey.make(spelling)] == nil {
                words[CatalogKey.make(spelling)] = kind
            }
        }
        for kind in allCases where words[kind.rawValue] == nil { words[kind.rawValue] = kind }
        return words
    }()
}
