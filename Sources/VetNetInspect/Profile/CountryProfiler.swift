public import VetNetCore
import VetNetCSV
import VetNetMapping
import VetNetValidation

/// Reads an owner export a second time, once its postal code, phone and address country columns are known, for
/// what their values say about the country (`CountryEvidence`). Reads the first `maximumRows` rows: each phone is
/// read by libphonenumber for every candidate country, and that many tell the country as well as more would.
public enum CountryProfiler {
    static let maximumRows = 10_000

    public static func profile(
        path: String, postalCodes: [String], phones: [String], countries: [String]
    ) throws(Diagnostic) -> CountryEvidence {
        let reader = CSVRecordReader(
            source: try FileByteSource(path: path, displayName: path), file: path, options: CSVOptions(encoding: .auto),
            diagnostics: RecordingCollector())
        var evidence = CountryEvidence()
        evidence.countryColumns = countries
        // Exports repeat their values (a household's phone, a town's postal code): each is fitted once.
        var postalFits: [String: Set<Country>] = [:]
        var phoneFits: [String: CountryFit.Phone] = [:]
        var indices: (postal: [Int], phone: [Int], country: [Int])?
        while evidence.records < maximumRows, let record = try reader.next() {
            let columns = indices ?? (index(postalCodes, reader), index(phones, reader), index(countries, reader))
            indices = columns
            guard !record.hasProblem else { continue }
            evidence.records += 1
            func values(_ at: [Int]) -> [String] {
                at.compactMap { record.field(at: $0)?.trimmingWhitespace() }.filter {
                    !$0.isEmpty && !MissingValue.isPlaceholder($0)
                }
            }
            for value in values(columns.postal) {
                if postalFits[value] == nil { postalFits[value] = CountryFit.postalCode(value) }
                evidence.postalCodes.add(postalFits[value] ?? [])
            }
            for value in values(columns.phone) {
                if phoneFits[value] == nil { phoneFits[value] = CountryFit.phone(value) }
                evidence.addPhone(fit: phoneFits[value] ?? .none)
            }
            if let value = values(columns.country).first { evidence.addCountry(value) }
        }
        return evidence
    }

    private static func index(_ names: [String], _ reader: CSVRecordReader) -> [Int] {
        names.compactMap { reader.columns.firstIndex(of: $0) }
    }
}
