/// The units medication doses are written in, and doses as amount and unit.
///
/// Canonical spellings: `mg`, `mcg`, `g`, `kg`, `mL`, `L`, `IU`, `tablet`, `capsule`, `drop`, `puff`, `application`,
/// `sachet`, `pipette`, `patch`, `dose`, and per body weight `mg/kg`, `mcg/kg`, `mL/kg`, `IU/kg`.
public enum DoseUnit {
    /// The canonical spelling of a unit (`MG` → `mg`, `µg`/`ug` → `mcg`, `cc`/`ml` → `mL`, `units`/`IE`/`UI` →
    /// `IU`, `tab`/`tabs`/`Tablette`/`comprimé` → `tablet`, `gtt` → `drop`, `mg per kg` → `mg/kg`); nil when unknown.
    public static func normalize(_ text: String) -> String? {
        let key = CatalogKey.make(foldingMicro(text))
        if let unit = units[key] { return unit }
        // Per body weight: `mg/kg`, `mg per kg`, `mL / kg`.
        var parts = key.split(separator: " ").map(String.init)
        if parts.count == 3, parts[1] == "per" || parts[1] == "pro" || parts[1] == "par" { parts.remove(at: 1) }
        guard parts.count == 2, let unit = units[parts[0]], weightUnits.contains(parts[1]),
            perWeight.contains(unit)
        else { return nil }
        return unit + "/kg"
    }

    /// Splits a dose into amount and unit: `5 mg` → (5, `mg`), `2.5mg` → (2.5, `mg`), `1/2 tab` → (0.5, `tablet`),
    /// `0,5 ml` → (0.5, `mL`), `½ tab` and `1 ½ tabs` too. A decimal comma is read as a decimal point, except in a
    /// number whose comma is followed by exactly three digits after a non-zero whole part (`1,000 IU` is one
    /// thousand). The amount is nil when the text has none or gives a range (`1-2 tabs`); the unit is nil when the
    /// text has none or `normalize` does not know it.
    public static func split(_ text: String) -> (amount: Double?, unit: String?) {
        let trimmed = trimmingSpaces(Substring(foldingMicro(text)))
        let numberEnd = trimmed.firstIndex { !"0123456789.,/ ½¼¾⅓⅔⅛-–".contains($0) } ?? trimmed.endIndex
        let number = trimmingSpaces(trimmed[..<numberEnd])
        let rest = trimmingSpaces(trimmed[numberEnd...])
        return (amount(String(number)), rest.isEmpty ? nil : normalize(String(rest)))
    }

    /// The amount a number text states, or nil: `2.5`, `0,5`, `1/2`, `½`, `1 ½`, `1,000`.
    static func amount(_ text: String) -> Double? {
        let pieces = text.split(separator: " ")
        guard !pieces.isEmpty, pieces.count <= 2 else { return nil }
        var total = 0.0
        for (position, piece) in pieces.enumerated() {
            // Only the last piece may be a fraction: `1 ½`, `1 1/2`.
            guard let value = number(piece), position == pieces.count - 1 || !isFraction(piece) else { return nil }
            total += value
        }
        return total
    }

    private static func isFraction(_ piece: Substring) -> Bool {
        piece.contains("/") || vulgarFractions[piece.last ?? " "] != nil
    }

    private static func number(_ piece: Substring) -> Double? {
        if let last = piece.last, let fraction = vulgarFractions[last] {
            let whole = piece.dropLast()
            if whole.isEmpty { return fraction }
            return decimal(whole).map { $0 + fraction }
        }
        if let slash = piece.firstIndex(of: "/") {
            guard let numerator = decimal(piece[..<slash]),
                let denominator = decimal(piece[piece.index(after: slash)...]),
                denominator != 0
            else { return nil }
            return numerator / denominator
        }
        return decimal(piece)
    }

    /// `2.5`, `0,5`, `1,000`, `1,000.5`; nil for anything else (`1-2`, `1.2.3`).
    private static func decimal(_ piece: Substring) -> Double? {
        guard !piece.isEmpty, piece.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }),
            piece.first?.isNumber == true
        else { return nil }
        var text = String(piece)
        if text.contains(",") {
            let groups = text.split(separator: ",", omittingEmptySubsequences: false)
            let isGrouping =
                text.contains(".")
                || (groups.count >= 2 && groups.dropFirst().allSatisfy { $0.count == 3 } && groups[0] != "0"
                    && (1...3).contains(groups[0].count))
            guard isGrouping || groups.count == 2 else { return nil }
            text = isGrouping ? text.replacing(",", with: "") : text.replacing(",", with: ".")
        }
        return Double(text)
    }

    private static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3.0, "⅔": 2.0 / 3.0, "⅛": 0.125,
    ]

    /// `µ` (micro sign) and `μ`/`Μ` (Greek mu, as the micro sign upper-cases) as `u`, so `µg` and `μg` key like `ug`.
    private static func foldingMicro(_ text: String) -> String {
        guard text.contains(where: { $0 == "µ" || $0 == "μ" || $0 == "Μ" }) else { return text }
        return text.replacing("µ", with: "u").replacing("μ", with: "u").replacing("Μ", with: "u")
    }

    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    private static let weightUnits: Set<String> = ["kg", "kilogram", "kilograms", "kgbw", "kg bw"]
    private static let perWeight: Set<String> = ["mg", "mcg", "mL", "IU"]

    /// Catalog keys of unit spellings → canonical unit.
    private static let units: [String: String] = {
        let table: [(String, [String])] = [
            ("mg", ["mg", "mgs", "milligram", "milligrams", "milligramm", "milligramme", "milligrammes"]),
            ("mcg", ["mcg", "ug", "microgram", "micrograms", "mikrogramm", "microgramme", "microgrammes", "mcgs"]),
            ("g", ["g", "gm", "gram", "grams", "gramm", "gramme", "grammes"]),
            ("kg", ["kg", "kilogram", "kilograms", "kilogramm"]),
            ("mL", ["ml", "mls", "cc", "ccs", "milliliter", "milliliters", "millilitre", "millilitres"]),
            ("L", ["l", "liter", "liters", "litre", "litres"]),
            ("IU", ["iu", "i u", "ius", "u", "unit", "units", "ie", "i e", "ui", "international units", "einheiten"]),
            (
                "tablet",
                [
                    "tablet", "tablets", "tab", "tabs", "tbl", "tabl", "tablette", "tabletten", "comprime", "comprimes",
                    "cp", "pill", "pills",
                ]
            ),
            ("capsule", ["capsule", "capsules", "cap", "caps", "kapsel", "kapseln", "gelule", "gelules"]),
            ("drop", ["drop", "drops", "gtt", "gtts", "tropfen", "goutte", "gouttes", "druppel", "druppels"]),
            ("puff", ["puff", "puffs", "actuation", "actuations", "hub", "hube", "bouffee", "bouffees", "pufje"]),
            (
                "application",
                ["application", "applications", "appl", "app", "anwendung", "anwendungen", "applicatie", "applicaties"]
            ),
            ("sachet", ["sachet", "sachets", "beutel", "zakje", "zakjes"]),
            ("pipette", ["pipette", "pipettes", "pipet", "pipetten"]),
            ("patch", ["patch", "patches", "pflaster"]),
            ("dose", ["dose", "doses", "dosis", "dosen"]),
            ("mg/kg", ["mpk"]),
        ]
        var units: [String: String] = [:]
        for (unit, spellings) in table {
            for spelling in spellings { units[CatalogKey.make(spelling)] = unit }
        }
        return units
    }()
}
