public import VetNetValidation

/// What the owner exports' postal codes, phone numbers and address countries say about the country of the
/// addresses and phones that name none, and the default country a draft proposes from it (`proposal`).
///
/// Each postal code or phone fits a set of candidate countries (`CountryFit`): `SW1Y 5AD` fits GB alone, `12345`
/// fits US, DE, FR and four more alike, `+44 161 496 0000` names GB, `020 7946 0018` is possible in GB and in a
/// few countries that group their digits the same way; a number without a country code or trunk 0 fits none,
/// being read the same way nearly everywhere. A country is proposed when
/// - at least `majority` of the values that fit any candidate fit it, more than fit any other, and
/// - at least `minimumValues` values fit it and not the next country: values that fit several countries alike
///   (5 digits: US, DE, FR…) do not on their own tell one of them.
/// A mapped address country column decides instead, when it names a country on `minimumValues` records or more:
/// its most common country.
public struct CountryEvidence: Sendable, Hashable {
    public static let majority = 0.8
    public static let minimumValues = 5

    /// Values of one kind, counted by the set of candidates each fits (an empty set: none).
    public struct Tally: Sendable, Hashable {
        public var values = 0
        public var fits: [Set<Country>: Int] = [:]

        mutating func add(_ fit: Set<Country>) {
            values += 1
            fits[fit, default: 0] += 1
        }

        mutating func add(_ other: Tally) {
            values += other.values
            fits.merge(other.fits, uniquingKeysWith: +)
        }

        /// The values that fit `country`.
        public func count(_ country: Country) -> Int {
            fits.reduce(0) { $0 + ($1.key.contains(country) ? $1.value : 0) }
        }

        /// The values that fit some candidate.
        var fitting: Int { fits.reduce(0) { $0 + ($1.key.isEmpty ? 0 : $1.value) } }
    }

    public var postalCodes = Tally()
    public var phones = Tally()
    /// Phones written with a country code (`+44`, `0044`).
    public var namedPhones = 0
    /// National numbers written with a trunk 0, as no US number is.
    public var trunkPhones = 0
    /// Owner records read.
    public var records = 0
    /// Records whose address country column holds a value, and the countries those name.
    public var countryValues = 0
    public var named: [Country: Int] = [:]
    /// The address country columns, for the comment.
    public var countryColumns: [String] = []

    public init() {}

    public mutating func addPostalCode(_ text: String) { postalCodes.add(CountryFit.postalCode(text)) }

    public mutating func addPhone(_ text: String) { addPhone(fit: CountryFit.phone(text)) }

    mutating func addPhone(fit: CountryFit.Phone) {
        switch fit {
        case .named(let countries):
            namedPhones += 1
            phones.add(countries)
        case .trunk(let countries):
            trunkPhones += 1
            phones.add(countries)
        case .none: phones.add([])
        }
    }

    /// A value of the address country column.
    public mutating func addCountry(_ text: String) {
        countryValues += 1
        if let country = Country(text) { named[country, default: 0] += 1 }
    }

    public mutating func add(_ other: CountryEvidence) {
        postalCodes.add(other.postalCodes)
        phones.add(other.phones)
        namedPhones += other.namedPhones
        trunkPhones += other.trunkPhones
        records += other.records
        countryValues += other.countryValues
        named.merge(other.named, uniquingKeysWith: +)
        countryColumns += other.countryColumns.filter { !countryColumns.contains($0) }
    }

    /// The country to propose as the default, if the evidence is clear.
    public var proposal: Country? { namedCountry ?? fittedCountry }

    /// The address country column's most common country, when it names one on enough records.
    var namedCountry: Country? {
        let ranked = named.sorted { $0.value > $1.value }
        guard let first = ranked.first, first.value >= Self.minimumValues,
            ranked.count == 1 || ranked[1].value < first.value
        else { return nil }
        return first.key
    }

    /// The country the postal codes and phones point to, by the rule above.
    var fittedCountry: Country? {
        let tallies = [postalCodes, phones]
        var scores: [Country: Int] = [:]
        for tally in tallies {
            for (fit, count) in tally.fits {
                for country in fit { scores[country, default: 0] += count }
            }
        }
        let fitting = tallies.reduce(0) { $0 + $1.fitting }
        guard let best = scores.max(by: { $0.value < $1.value }),
            Double(best.value) >= Self.majority * Double(fitting),
            scores.allSatisfy({ $0.key == best.key || $0.value < best.value })
        else { return nil }
        let margin = scores.keys.filter { $0 != best.key }.map { other in
            tallies.reduce(0) { sum, tally in
                sum
                    + tally.fits.reduce(0) {
                        $0 + ($1.key.contains(best.key) && !$1.key.contains(other) ? $1.value : 0)
                    }
            }
        }.min()
        return (margin ?? best.value) >= Self.minimumValues ? best.key : nil
    }
}
