internal import VetNetCore

/// Which countries a postal code or phone number written without its country may belong to, by the rules a run
/// reads them with: the evidence `vetnet init` weighs to propose a pipeline's default country. The candidates are
/// the countries whose postal-code shape validation knows (`PostalShape`).
public enum CountryFit {
    public static let candidates: [Country] = PostalShape.checkedCountries

    /// What a phone number says about its country.
    public enum Phone: Hashable, Sendable {
        /// Written with `+` or `00` and a calling code: the candidates that dial it (`+1`: US and CA).
        case named(Set<Country>)
        /// A national number written with a trunk `0`, as no US or Canadian number is: the candidates where
        /// libphonenumber calls it possible and writes its digits in the same groups as the text (`0412 345 678`:
        /// AU's mobiles, not South Africa's `041 234 5678`); all where it is possible when no grouping agrees.
        case trunk(Set<Country>)
        /// Any other number (read the same way in many countries), or none.
        case none
    }

    /// The candidates whose postal codes have the shape of `text` (`SW1Y 5AD`: GB; `12345`: US, DE, FR and more).
    public static func postalCode(_ text: String) -> Set<Country> {
        Set(candidates.filter { PostalCodeCheck(text, country: $0)?.code != nil })
    }

    public static func phone(_ text: String) -> Phone {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("+") || trimmed.hasPrefix("00") {
            let international = trimmed.hasPrefix("+") ? trimmed : "+" + trimmed.dropFirst(2)
            guard let number = PhoneCheck(international, country: nil).number else { return .none }
            return .named(Set(callingCodes.filter { number.e164.hasPrefix($0.prefix) }.map(\.country)))
        }
        guard trimmed.utf8.first(where: { (0x30...0x39).contains($0) }) == UInt8(ascii: "0") else { return .none }
        let possible = candidates.compactMap { country in
            PhoneCheck(trimmed, country: country).number.map { (country, $0) }
        }
        let groups = digitGroups(trimmed)
        let grouped = possible.filter { digitGroups(PhoneLibrary.nationalFormat(ofE164: $0.1.e164)) == groups }
        return .trunk(Set((groups.count > 1 && !grouped.isEmpty ? grouped : possible).map(\.0)))
    }

    /// `+44`, `+1`…: calling codes are prefix-free, so a number's E.164 form starts with exactly one.
    private static let callingCodes: [(country: Country, prefix: String)] = candidates.compactMap { country in
        PhoneLibrary.callingCode(of: country).map { (country, "+\($0)") }
    }

    /// The lengths of the runs of digits: `[3, 4, 4]` for `020 7946 0018`.
    private static func digitGroups(_ text: String) -> [Int] {
        text.utf8.split { !(0x30...0x39).contains($0) }.map(\.count)
    }
}
