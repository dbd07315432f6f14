import VetNetCore
import VetNetMapping
import VetNetValidation

/// Notes, once per run for each country, that owners' postal codes in a country whose shape `PostalCodeCheck`
/// does not know are not checked: found in the source's country column (its default, then the pipeline's
/// default country, where a value is empty), or when the source maps no country column, the default country.
/// Only for owner sources that map postal codes. `values(of:)` pulls a column's values with their lines.
func noteUncheckedPostalCodes(
    _ source: SourceConfig, defaultCountry: Country, noted: inout Set<Country>,
    values: (_ column: String) throws(Diagnostic) -> [(String, Int?)]
) throws(Diagnostic) -> [Diagnostic] {
    guard source.entity == .owner, let postalColumn = source.mapping.fields["address.postalCode"]?.columns.first else { return [] }
    var findings: [Diagnostic] = []
    func note(_ country: Country, line: Int?) {
        guard !PostalCodeCheck.knowsShape(of: country), noted.insert(country).inserted else { return }
        var finding = Diagnostic(
            code: "owner.postal-code-unchecked", severity: .note,
            message: "Postal codes in \(country.code) are not checked: VetNet knows no postal code shape for that country. They are kept as written.",
            location: SourceLocation(file: source.path, field: postalColumn), value: country.code)
        finding.location?.line = line
        findings.append(finding)
    }
    guard let countrySpec = source.mapping.fields["address.country"], let countryColumn = countrySpec.columns.first else {
        note(defaultCountry, line: nil)
        return findings
    }
    for (value, line) in try values(countryColumn) {
        let written = value.trimmingWhitespace().isEmpty ? countrySpec.defaultValue : value
        if let country = Country.of(written, default: defaultCountry) { note(country, line: line) }
    }
    return findings
}
