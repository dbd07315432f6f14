internal import VetNetCore

/// The countries whose phone numbers and postal codes VetNet checks: North America and the EU clinics' region.
public enum Country: String, Hashable, Sendable, CaseIterable {
    case us = "US", ca = "CA", de = "DE", at = "AT", ch = "CH", fr = "FR", nl = "NL", gb = "GB", be = "BE"
    case lu = "LU", it = "IT", es = "ES", ie = "IE", dk = "DK"

    /// Reads an ISO 3166 alpha-2 or alpha-3 code or the country's name in English, German, French or Dutch
    /// (`DE`, `DEU`, `Germany`, `Deutschland`, `Allemagne`, `Duitsland`; `UK` is GB). Nil for anything else.
    public init?(_ text: String) {
        guard let country = Self.byName[CatalogKey.make(text)] else { return nil }
        self = country
    }

    /// The country named in an address, or `fallback` when the address names none. Nil when it names a country
    /// this table does not know (its values cannot be checked, which is not an error).
    public static func of(_ addressCountry: String?, default fallback: Country) -> Country? {
        guard let addressCountry, !addressCountry.trimmingWhitespace().isEmpty else { return fallback }
        return Country(addressCountry)
    }

    /// The international calling code, without `+`.
    public var callingCode: String {
        switch self {
        case .us, .ca: "1"
        case .de: "49"
        case .at: "43"
        case .ch: "41"
        case .fr: "33"
        case .nl: "31"
        case .gb: "44"
        case .be: "32"
        case .lu: "352"
        case .it: "39"
        case .es: "34"
        case .ie: "353"
        case .dk: "45"
        }
    }

    private static let names: [Country: [String]] = [
        .us: ["USA", "United States", "United States of America", "America", "Vereinigte Staaten", "États-Unis",
              "Verenigde Staten"],
        .ca: ["CAN", "Canada", "Kanada"],
        .de: ["DEU", "Germany", "Deutschland", "Allemagne", "Duitsland", "BRD", "D"],
        .at: ["AUT", "Austria", "Österreich", "Autriche", "Oostenrijk", "A"],
        .ch: ["CHE", "Switzerland", "Schweiz", "Suisse", "Svizzera", "Zwitserland"],
        .fr: ["FRA", "France", "Frankreich", "Frankrijk", "F"],
        .nl: ["NLD", "Netherlands", "The Netherlands", "Holland", "Niederlande", "Pays-Bas", "Nederland"],
        .gb: ["GBR", "UK", "United Kingdom", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland",
              "Großbritannien", "Vereinigtes Königreich", "Royaume-Uni", "Verenigd Koninkrijk"],
        .be: ["BEL", "Belgium", "Belgien", "Belgique", "België", "B"],
        .lu: ["LUX", "Luxembourg", "Luxemburg", "L"],
        .it: ["ITA", "Italy", "Italien", "Italie", "Italië", "Italia", "I"],
        .es: ["ESP", "Spain", "Spanien", "Espagne", "Spanje", "España", "E"],
        .ie: ["IRL", "Ireland", "Irland", "Irlande", "Ierland", "Éire"],
        .dk: ["DNK", "Denmark", "Dänemark", "Danemark", "Denemarken", "Danmark"],
    ]

    private static let byName: [String: Country] = {
        var table: [String: Country] = [:]
        for country in Country.allCases {
            table[CatalogKey.make(country.rawValue)] = country
            for name in names[country] ?? [] { table[CatalogKey.make(name)] = country }
        }
        return table
    }()
}
