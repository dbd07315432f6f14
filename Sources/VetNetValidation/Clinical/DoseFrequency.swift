/// How often a medication is given.
///
/// Canonical frequencies: `q24h`, `q12h`, `q8h`, `q6h`, `q48h`, `q72h`, any other `q<N>h` written as an interval in
/// hours (`q4h`, `every 4 hours`), `weekly`, `monthly`, `prn` (as needed) and `once`.
public enum DoseFrequency {
    /// The canonical frequency for `text` (`SID`, `q24h`, `once daily`, `1x daily`, `daily` → `q24h`; `BID`,
    /// `twice daily`, `2x daily` → `q12h`; `TID` → `q8h`; `QID` → `q6h`; `EOD` → `q48h`; `PRN`, `as needed` →
    /// `prn`; German, French and Dutch phrases too); nil when unknown.
    public static func normalize(_ text: String) -> String? {
        let key = CatalogKey.make(text)
        if let frequency = frequencies[key] { return frequency }
        let words = key.split(separator: " ")
        // Dotted abbreviations: `b.i.d.`, `s.i.d.`, `q.d.`.
        if words.count <= 4, words.allSatisfy({ $0.count == 1 }), let frequency = frequencies[words.joined()] {
            return frequency
        }
        return hourInterval(words)
    }

    /// `q4h`, `q 4 h`, `q4hr`, `every 4 hours`, `alle 4 Stunden`, `toutes les 4 heures`, `elke 4 uur` → `q4h`
    /// (and `q24h` for 24, `q12h` for 12, …); nil for other text or intervals outside 1–168 hours.
    private static func hourInterval(_ words: [Substring]) -> String? {
        var rest = words[...]
        if let first = rest.first, first.hasPrefix("q"), first.count > 1 {
            rest = ArraySlice([first.dropFirst()] + rest.dropFirst())  // `q4h` → `4h`
        } else if let first = rest.first, ["q", "every", "alle", "toutes", "elke", "iedere"].contains(first) {
            rest = rest.dropFirst()
            if rest.first == "les" { rest = rest.dropFirst() }
        } else {
            return nil
        }
        guard let number = rest.first else { return nil }
        let digits = number.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let hours = Int(digits), (1...168).contains(hours) else { return nil }
        let unit = [String(number.dropFirst(digits.count))].filter { !$0.isEmpty } + rest.dropFirst().map(String.init)
        guard unit.count == 1, hourWords.contains(unit[0]) else { return nil }
        return "q\(hours)h"
    }

    private static let hourWords: Set<String> = [
        "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "u", "uur",
    ]

    private static let frequencies: [String: String] = {
        let table: [(String, [String])] = [
            (
                "q24h",
                [
                    "sid", "qd", "od", "q24h", "q 24 h", "q24hr", "q24hrs", "q1d", "once daily", "once a day",
                    "once per day", "1x daily", "1 x daily", "1x day", "1x d", "1x per day", "1 per day", "daily",
                    "every day", "every 24 hours", "q day", "qday", "1x taglich", "1 x taglich", "einmal taglich",
                    "taglich", "1 fois par jour", "une fois par jour", "1x par jour", "quotidien", "1x per dag",
                    "1 x per dag", "eenmaal daags", "1 maal daags", "dagelijks", "1dd",
                ]
            ),
            (
                "q12h",
                [
                    "bid", "bd", "q12h", "q 12 h", "q12hr", "q12hrs", "twice daily", "twice a day", "2x daily",
                    "2 x daily", "2x day", "2x d", "2x per day", "2 per day", "every 12 hours", "2x taglich",
                    "2 x taglich", "zweimal taglich", "2 fois par jour", "deux fois par jour", "2x par jour",
                    "2x per dag", "2 x per dag", "tweemaal daags", "2 maal daags", "2dd",
                ]
            ),
            (
                "q8h",
                [
                    "tid", "tds", "q8h", "q 8 h", "q8hr", "q8hrs", "three times daily", "three times a day", "3x daily",
                    "3 x daily", "3x day", "3x d", "3x per day", "every 8 hours", "3x taglich", "3 x taglich",
                    "dreimal taglich", "3 fois par jour", "trois fois par jour", "3x par jour", "3x per dag",
                    "3 x per dag", "driemaal daags", "3 maal daags", "3dd",
                ]
            ),
            (
                "q6h",
                [
                    "qid", "qds", "q6h", "q 6 h", "q6hr", "q6hrs", "four times daily", "four times a day", "4x daily",
                    "4 x daily", "4x day", "4x per day", "every 6 hours", "4x taglich", "4 x taglich",
                    "viermal taglich", "4 fois par jour", "quatre fois par jour", "4x per dag", "viermaal daags",
                    "4 maal daags", "4dd",
                ]
            ),
            (
                "q48h",
                [
                    "eod", "qod", "q48h", "q 48 h", "q48hr", "q2d", "every other day", "every 2 days",
                    "every second day", "alternate days", "on alternate days", "jeden zweiten tag", "alle 2 tage",
                    "tous les deux jours", "tous les 2 jours", "om de dag", "om de andere dag", "elke 2 dagen",
                ]
            ),
            ("q72h", ["q72h", "q 72 h", "q3d", "every 3 days", "every third day", "alle 3 tage", "tous les 3 jours"]),
            (
                "weekly",
                [
                    "weekly", "once weekly", "once a week", "once per week", "1x weekly", "1x week", "1x per week",
                    "q7d", "q1w", "qw", "every week", "every 7 days", "wochentlich", "einmal wochentlich",
                    "1x wochentlich", "hebdomadaire", "1 fois par semaine", "une fois par semaine", "wekelijks",
                    "1x per week", "eenmaal per week",
                ]
            ),
            (
                "monthly",
                [
                    "monthly", "once monthly", "once a month", "once per month", "1x monthly", "1x month",
                    "1x per month", "q30d", "q4w", "q1m", "every month", "every 30 days", "every 4 weeks", "monatlich",
                    "einmal monatlich", "1x monatlich", "mensuel", "mensuelle", "1 fois par mois", "une fois par mois",
                    "maandelijks", "1x per maand", "eenmaal per maand",
                ]
            ),
            (
                "prn",
                [
                    "prn", "as needed", "as required", "when needed", "when required", "if needed", "as necessary",
                    "pro re nata", "bei bedarf", "nach bedarf", "si besoin", "au besoin", "si necessaire",
                    "indien nodig", "zo nodig", "zn", "bij behoefte",
                ]
            ),
            (
                "once",
                [
                    "once", "one time", "single dose", "single", "1x", "1 x", "stat", "one off", "one dose", "einmalig",
                    "einmal", "une fois", "dose unique", "eenmalig", "eenmaal",
                ]
            ),
        ]
        var frequencies: [String: String] = [:]
        for (frequency, spellings) in table {
            for spelling in spellings where frequencies[CatalogKey.make(spelling)] == nil {
                frequencies[CatalogKey.make(spelling)] = frequency
            }
        }
        return frequencies
    }()
}
