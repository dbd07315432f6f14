/// The shape of a country's postal codes, for the countries whose shape VetNet knows (`PostalCodeCheck`).
///
/// Sources: the Universal Postal Union's addressing guides (S42) and the postal operators' own descriptions:
/// US ZIP (+4); Canada Post `A1A 1A1`; Royal Mail's outward/inward code; Eircode; PostNL `1234 AB`;
/// Australia Post, NZ Post, Posten Norge, SAPO 4 digits (leading 0 in use: NT `0800`, Auckland `0610`, Oslo
/// `0150`, Pretoria `0001`); Posti (FI) and Correos de México 5 digits; PostNord Sweden `123 45` (never 0 first);
/// Poczta Polska `12-345`; CTT Portugal `1234-567` (never 0 first); Japan Post `123-4567`; Correios CEP
/// `12345-678`; India Post PIN, 6 digits never 0 first.
enum PostalShape {
    case usZip
    case canada
    case luxembourg
    case netherlands
    case britain
    case eircode
    /// `count` digits, written with `separator` after the first `split` of them when there is one.
    case digits(count: Int, zeroFirst: Bool, separator: (split: Int, text: String)? = nil)

    /// Nil for a country whose shape VetNet does not know: its postal codes are not checked.
    init?(_ country: Country) {
        switch country {
        case .us: self = .usZip
        case .ca: self = .canada
        case .lu: self = .luxembourg
        case .nl: self = .netherlands
        case .gb: self = .britain
        case .ie: self = .eircode
        case .de, .fr, .it, .es, .fi, .mx: self = .digits(count: 5, zeroFirst: true)
        case .at, .ch, .be: self = .digits(count: 4, zeroFirst: false)
        case .dk, .au, .nz, .no, .za: self = .digits(count: 4, zeroFirst: true)
        case .in: self = .digits(count: 6, zeroFirst: false)
        case .se: self = .digits(count: 5, zeroFirst: false, separator: (3, " "))
        case .pl: self = .digits(count: 5, zeroFirst: true, separator: (2, "-"))
        case .pt: self = .digits(count: 7, zeroFirst: false, separator: (4, "-"))
        case .jp: self = .digits(count: 7, zeroFirst: true, separator: (3, "-"))
        case .br: self = .digits(count: 8, zeroFirst: true, separator: (5, "-"))
        default: return nil
        }
    }

    /// The countries whose postal codes are checked.
    static let checkedCountries: [Country] = Country.all.filter { PostalShape($0) != nil }

    /// The shape in words, for messages.
    var description: String {
        switch self {
        case .usZip: "5 digits, or 5+4 digits such as 12345-6789"
        case .canada: "letter digit letter, digit letter digit, such as K1A 0B1"
        case .luxembourg: "4 digits, optionally after L-"
        case .netherlands: "4 digits and 2 letters, such as 1234 AB"
        case .britain: "a UK postcode such as SW1A 1AA"
        case .eircode: "an Eircode such as A65 F4E2"
        case .digits(let count, _, nil): "\(count) digits"
        case .digits(let count, _, let separator?):
            "\(count) digits, such as "
                + String(repeating: "1", count: separator.split) + separator.text
                + String(repeating: "2", count: count - separator.split)
        }
    }
}
