/// The colour and pattern words `ColorKey` reads, as exports write them: shelter codes (`BLK`, `TABBY-BRN`,
/// `CALICO-TRI`), clinic spellings (`Grey`, `Tortie`, `Choc`), and the German, French and Dutch words of the EU
/// exports.
enum ColorVocabulary {
    /// Each folded spelling and the words it stands for: one word, or a pattern's words (`torbi`: a tortoiseshell
    /// tabby).
    static let words: [String: [String]] = {
        var words: [String: [String]] = [:]
        for (word, spellings) in colorSpellings.merging(patternSpellings, uniquingKeysWith: +) {
            words[word] = [word]
            for spelling in spellings { words[spelling] = [word] }
        }
        words["torbi"] = ["tabby", "tortoiseshell"]
        words["torbie"] = ["tabby", "tortoiseshell"]
        return words
    }()

    /// The base colours and their other spellings.
    static let colorSpellings: [String: [String]] = [
        "black": ["blk", "blck", "blak", "ebony", "schwarz", "noir", "noire", "zwart", "negro"],
        "white": ["wht", "whi", "wh", "wte", "whte", "weiss", "blanc", "blanche", "wit", "blanco"],
        "brown": ["brn", "brwn", "br", "braun", "brun", "brune", "marron", "bruin", "chestnut", "mahogany"],
        "chocolate": ["choc", "choco", "chocolat"],
        "liver": ["liv"],
        "orange": ["org", "orng", "orn", "ora", "ginger", "marmalade", "flame", "roux", "rousse"],
        "red": ["rot", "rouge", "rood", "rojo", "copper", "rust"],
        "gray": ["grey", "gry", "gra", "gris", "grise", "grau", "grijs", "charcoal", "slate"],
        "blue": ["blu", "bleu", "blau", "blauw"],
        "silver": ["slv", "slvr", "silv", "silber"],
        "tan": ["tn"],
        "cream": ["crm", "cre", "creme"],
        "buff": [],
        "fawn": ["fwn", "fauve"],
        "gold": ["golden", "gld"],
        "apricot": ["apri", "apric"],
        "yellow": ["yel", "yell", "ylw", "blond", "blonde", "gelb", "jaune", "geel"],
        "beige": [],
        "wheaten": ["wheat"],
        "seal": [],
        "lilac": ["lavender"],
        "sable": ["sbl"],
        "green": ["grn", "grun", "vert", "groen"],
        "pink": ["pnk", "rosa", "rose"],
    ]

    /// The patterns and their other spellings.
    static let patternSpellings: [String: [String]] = [
        "tabby": ["tab", "tabbie", "tiger", "getigert", "tigre"],
        "calico": ["cal", "cali", "calli"],
        "tortoiseshell": ["tortie", "torti", "tort", "tortoise", "tortishell", "schildpatt", "ecaille"],
        "tricolor": ["tri", "tricolour", "tricolored", "tricoloured", "dreifarbig", "tricolore", "driekleur"],
        "tuxedo": ["tux"],
        "bicolor": ["bi", "bicolour", "bicolored", "bicoloured", "zweifarbig", "bicolore", "tweekleur"],
        "brindle": ["brin", "brind", "brndl", "brindled", "gestromt", "bringe", "gestroomd"],
        "merle": ["mrl", "dapple"],
        "point": ["pt", "points", "pointed", "colorpoint", "colourpoint"],
        "lynx": [],
        "harlequin": [],
        "smoke": ["smoked"],
        "piebald": ["pied", "parti", "particolor", "particolour", "pinto"],
    ]

    /// Spellings of `dilute`, which pales a coat's colours (a dilute calico is gray, cream and white).
    static let diluteSpellings: Set<String> = ["dilute", "dil", "dilut", "diluted", "dilu"]

    /// The pale colour of a dilute coat for each colour that has one.
    static let diluted: [String: String] = [
        "black": "blue", "orange": "cream", "red": "cream", "brown": "lilac", "chocolate": "lilac",
    ]

    /// The base colours, as `words` spells them.
    static let colors = Set(colorSpellings.keys)

    /// The colours a pattern is made of, where every coat of it has them: a tuxedo cat is black and white, a calico
    /// black, orange and white, a tricolour (a calico, or a dog's black, white and tan) black and white, a pointed
    /// coat's body cream or white. A tabby, brindle or merle coat can be of any colour.
    static let patternColors: [String: [String]] = [
        "calico": ["black", "orange", "white"],
        "tortoiseshell": ["black", "orange"],
        "tricolor": ["black", "white"],
        "tuxedo": ["black", "white"],
        "harlequin": ["black", "white"],
        "piebald": ["white"],
        "point": ["cream", "white"],
        "lynx": ["cream", "white"],
    ]

    /// Colours one coat is called by different staff: two colours are near when a set holds both.
    static let shades: [Set<String>] = [
        ["brown", "chocolate", "liver", "seal", "sable", "tan"],
        ["tan", "fawn", "buff", "cream", "gold", "apricot", "yellow", "beige", "wheaten", "sable"],
        ["orange", "red", "apricot", "gold"],
        ["gray", "blue", "silver", "lilac"],
        ["black", "seal"],
        ["white", "cream"],
    ]

    /// The same colour, or two shades of one.
    static func areNear(_ a: String, _ b: String) -> Bool {
        a == b || shades.contains { $0.contains(a) && $0.contains(b) }
    }
}
