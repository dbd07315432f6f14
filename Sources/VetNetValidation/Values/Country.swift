internal import VetNetCore

/// A country of ISO 3166-1, any of its 249, known by its alpha-2 code. Phone numbers are read by libphonenumber's
/// rules for it, where libphonenumber knows it; postal codes are checked where `PostalCodeCheck` knows their shape.
public struct Country: Hashable, Sendable, CustomStringConvertible {
    /// The alpha-2 code's two capitals in one value, so that comparing countries compares integers.
    let packed: UInt16

    /// Reads an ISO 3166 alpha-2 or alpha-3 code or the country's English name (ISO's or a common one:
    /// `AU`, `AUS`, `Australia`; `UK` is GB), and for the EU clinics' countries also its German, French or Dutch
    /// name (`Deutschland`, `Allemagne`, `Duitsland`). Nil for anything else.
    public init?(_ text: String) {
        guard let country = Self.byName[CatalogKey.make(text)] else { return nil }
        self = country
    }

    private init(alpha2: String) {
        let bytes = Array(alpha2.utf8)
        precondition(bytes.count == 2, "not an alpha-2 code: \(alpha2)")
        packed = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    }

    /// The country named in an address, or `fallback` when the address names none. Nil when it names a country
    /// ISO 3166 does not know (its values cannot be checked, which is not an error).
    public static func of(_ addressCountry: String?, default fallback: Country) -> Country? {
        guard let addressCountry, !addressCountry.trimmingWhitespace().isEmpty else { return fallback }
        return Country(addressCountry)
    }

    /// The ISO 3166 alpha-2 code: `AU`.
    public var code: String { String(decoding: [UInt8(packed >> 8), UInt8(packed & 0xFF)], as: UTF8.self) }

    public var description: String { code }

    /// Every country of ISO 3166-1, in the order of their codes.
    public static let all: [Country] = catalog.map { Country(alpha2: $0.alpha2) }

    public static let us = Country(alpha2: "US"), ca = Country(alpha2: "CA"), de = Country(alpha2: "DE")
    public static let at = Country(alpha2: "AT"), ch = Country(alpha2: "CH"), fr = Country(alpha2: "FR")
    public static let nl = Country(alpha2: "NL"), gb = Country(alpha2: "GB"), be = Country(alpha2: "BE")
    public static let lu = Country(alpha2: "LU"), it = Country(alpha2: "IT"), es = Country(alpha2: "ES")
    public static let ie = Country(alpha2: "IE"), dk = Country(alpha2: "DK"), au = Country(alpha2: "AU")
    public static let nz = Country(alpha2: "NZ"), se = Country(alpha2: "SE"), no = Country(alpha2: "NO")
    public static let fi = Country(alpha2: "FI"), pl = Country(alpha2: "PL"), pt = Country(alpha2: "PT")
    public static let jp = Country(alpha2: "JP"), br = Country(alpha2: "BR"), za = Country(alpha2: "ZA")
    public static let mx = Country(alpha2: "MX"), `in` = Country(alpha2: "IN")

    /// The names the EU clinics' exports use beside ISO's English ones, with the vehicle codes some write.
    private static let localNames: [Country: [String]] = [
        .us: ["Vereinigte Staaten", "États-Unis", "Verenigde Staten"],
        .ca: ["Kanada"],
        .de: ["Deutschland", "Allemagne", "Duitsland", "BRD", "D"],
        .at: ["Österreich", "Autriche", "Oostenrijk", "A"],
        .ch: ["Schweiz", "Suisse", "Svizzera", "Zwitserland"],
        .fr: ["Frankreich", "Frankrijk", "F"],
        .nl: ["Holland", "The Netherlands", "Niederlande", "Pays-Bas", "Nederland"],
        .gb: ["Großbritannien", "Vereinigtes Königreich", "Royaume-Uni", "Verenigd Koninkrijk"],
        .be: ["Belgien", "Belgique", "België", "B"],
        .lu: ["Luxemburg", "L"],
        .it: ["Italien", "Italie", "Italië", "Italia", "I"],
        .es: ["Spanien", "Espagne", "Spanje", "España", "E"],
        .ie: ["Irland", "Irlande", "Ierland", "Éire"],
        .dk: ["Dänemark", "Danemark", "Denemarken", "Danmark"],
    ]

    private static let byName: [String: Country] = {
        var table: [String: Country] = [:]
        for entry in catalog {
            let country = Country(alpha2: entry.alpha2)
            for name in [entry.alpha2, entry.alpha3] + entry.names { table[CatalogKey.make(name)] = country }
        }
        for (country, names) in localNames {
            for name in names { table[CatalogKey.make(name)] = country }
        }
        return table
    }()
}
