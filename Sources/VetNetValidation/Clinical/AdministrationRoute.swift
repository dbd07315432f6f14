/// How a medication or vaccine is given.
///
/// Canonical routes: `oral`, `subcutaneous`, `intramuscular`, `intravenous`, `intranasal`, `topical`, `spot-on`,
/// `otic`, `ophthalmic`, `transdermal`, `rectal`, `inhaled`, `intradermal`, `intraperitoneal`, `intraosseous`,
/// `intra-articular`, `transmucosal`. Abbreviations follow prescription usage, including the Latin ones for both,
/// the right and the left ear (`AU`, `AD`, `AS`) and eye (`OU`, `OD`, `OS`; `per os` is oral). A spot-on (or pour-on)
/// is its own route rather than `topical`, so that parasiticide spot-ons stay apart from creams and sprays.
public enum AdministrationRoute {
    /// The canonical route for `text` (`PO`, `per os` → `oral`; `SC`, `SQ`, `subcut` → `subcutaneous`; `IM` →
    /// `intramuscular`; `IV` → `intravenous`; `IN` → `intranasal`; `TOP` → `topical`; `OU` → `ophthalmic`; German,
    /// French and Dutch words too); nil when unknown.
    public static func normalize(_ text: String) -> String? {
        let key = CatalogKey.make(text)
        if let route = routes[key] { return route }
        // Dotted and spaced abbreviations: `p.o.`, `s. c.`, `i.v.`.
        let compact = key.split(separator: " ").joined()
        return compact.count <= 4 ? routes[compact] : nil
    }

    private static let routes: [String: String] = {
        let table: [(String, [String])] = [
            (
                "oral",
                [
                    "oral", "orally", "po", "per os", "by mouth", "mouth", "peroral", "per oral", "oraal", "orale",
                    "voie orale", "par voie orale", "buvable", "enteral",
                ]
            ),
            (
                "subcutaneous",
                [
                    "subcutaneous", "subcutaneously", "subcut", "sub cut", "sc", "sq", "subq", "sub q", "s c", "s q",
                    "hypodermic", "subkutan", "sous cutanee", "sous cutane", "souscutanee", "subcutaan", "onderhuids",
                ]
            ),
            (
                "intramuscular",
                [
                    "intramuscular", "intramuscularly", "im", "i m", "intramuskular", "intramusculaire",
                    "intramusculair",
                ]
            ),
            (
                "intravenous",
                [
                    "intravenous", "intravenously", "iv", "i v", "ivi", "cri", "iv infusion", "intravenos",
                    "intraveineuse", "intraveineux", "intraveneus",
                ]
            ),
            (
                "intranasal",
                ["intranasal", "intranasally", "in", "i n", "nasal", "intra nasal", "nasale", "intranasaal"]
            ),
            (
                "topical",
                [
                    "topical", "topically", "top", "cutaneous", "dermal", "on skin", "external", "externally",
                    "topisch",
                    "kutan", "cutane", "cutanee", "externe", "uitwendig", "local", "lokal",
                ]
            ),
            ("spot-on", ["spot on", "spoton", "pour on", "pipette"]),
            (
                "otic",
                [
                    "otic", "aural", "auricular", "ear", "ears", "in ear", "au", "ad", "as", "auriculaire", "ohr",
                    "ohren", "oor", "oren", "otique",
                ]
            ),
            (
                "ophthalmic",
                [
                    "ophthalmic", "ocular", "eye", "eyes", "in eye", "ou", "od", "os", "conjunctival", "okular", "auge",
                    "augen", "ophtalmique", "oculaire", "oog", "ogen", "oftalmisch",
                ]
            ),
            ("transdermal", ["transdermal", "td", "transdermique", "transdermaal"]),
            ("rectal", ["rectal", "rectally", "pr", "per rectum", "rektal", "rectale", "rectaal"]),
            (
                "inhaled",
                [
                    "inhaled", "inhalation", "inhalational", "inh", "nebulized", "nebulised", "nebulizer", "nebuliser",
                    "neb", "inhaliert", "inhalation", "inhalatie", "verneveling",
                ]
            ),
            ("intradermal", ["intradermal", "id", "i d", "intradermique", "intracutaneous"]),
            ("intraperitoneal", ["intraperitoneal", "ip", "i p", "intraperitoneale"]),
            ("intraosseous", ["intraosseous", "io", "i o"]),
            ("intra-articular", ["intra articular", "intraarticular", "ia"]),
            (
                "transmucosal",
                [
                    "transmucosal", "oral transmucosal", "otm", "buccal", "sublingual", "sl", "oromucosal", "bukkal",
                    "buccale",
                ]
            ),
        ]
        var routes: [String: String] = [:]
        for (route, spellings) in table {
            for spelling in spellings where routes[CatalogKey.make(spelling)] == nil {
                routes[CatalogKey.make(spelling)] = route
            }
        }
        return routes
    }()
}
