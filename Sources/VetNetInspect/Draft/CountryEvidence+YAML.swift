import VetNetCore
import VetNetValidation

extension CountryEvidence {
    /// The draft's `defaultCountry` line: the proposed country with its evidence, or the commented default with a
    /// note of what was seen.
    var yamlLines: [String] {
        guard let country = proposal else {
            return [
                "  # defaultCountry: US    # the country of addresses and phones that name none: US when not set; set the clinic's (GB, DE, AU…)",
                "  #   " + escapeInvisibles(seen),
            ]
        }
        return ["  defaultCountry: \(country.code)    # " + escapeInvisibles(reason(country))]
    }

    private func reason(_ country: Country) -> String {
        if namedCountry == country {
            let columns = countryColumns.map(quoted).joined(separator: ", ")
            let found = "\(named[country, default: 0]) of \(countryValues) values of \(columns) name \(country.code)"
            return countryValues >= records
                ? found + ": each record names its country, so the default is only for records that come without one"
                : found + ": the country of the \(records - countryValues) records that name none"
        }
        var found: [String] = []
        if postalCodes.values > 0 {
            found.append("\(postalCodes.count(country)) of \(postalCodes.values) postal codes fit \(country.code)")
        }
        if phones.values > 0 {
            found.append("\(phones.count(country)) of \(phones.values) phones read as \(country.code) numbers")
        }
        return found.joined(separator: ", ") + ": the country of addresses and phones that name none"
    }

    /// What was found when no country stands out.
    private var seen: String {
        var found: [String] = []
        if countryValues > 0 {
            let ranked = named.sorted { ($0.value, $1.key.code) > ($1.value, $0.key.code) }.prefix(3)
            found.append(
                "\(countryValues) values of \(countryColumns.map(quoted).joined(separator: ", ")) ("
                    + (ranked.isEmpty
                        ? "no country" : ranked.map { "\($0.value) \($0.key.code)" }.joined(separator: ", "))
                    + (named.count > 3 ? ", …)" : ")"))
        }
        if postalCodes.values > 0 {
            let singles = postalCodes.fits.filter { $0.key.count == 1 }.sorted {
                ($0.value, $1.key.first?.code ?? "") > ($1.value, $0.key.first?.code ?? "")
            }
            let several = postalCodes.fits.filter { $0.key.count > 1 }
            let alike = several.reduce(0) { $0 + $1.value }
            var groups = singles.prefix(3).map { "\($0.value) fit \($0.key.first?.code ?? "")" }
            if singles.count > 3 {
                groups.append("\(singles.dropFirst(3).reduce(0) { $0 + $1.value }) fit other countries")
            }
            if alike > 0 {
                groups.append(
                    "\(alike) fit several countries alike"
                        + (several.keys.allSatisfy { $0.contains(.us) } ? ", the US among them" : ""))
            }
            if let none = postalCodes.fits[[]] { groups.append("\(none) fit no known shape") }
            found.append("\(postalCodes.values) postal codes (\(groups.joined(separator: ", ")))")
        }
        if phones.values > 0 {
            var kinds: [String] = []
            if namedPhones > 0 { kinds.append("\(namedPhones) with a country code") }
            if trunkPhones > 0 { kinds.append("\(trunkPhones) with a trunk 0, which no US number has") }
            let told = kinds.isEmpty ? "none with a country code or a trunk 0" : kinds.joined(separator: ", ")
            found.append("\(phones.values) phones (\(told))")
        }
        return found.isEmpty
            ? "init found no postal codes or phones to tell the country by"
            : "init found no clear country: " + found.joined(separator: "; ")
    }
}
