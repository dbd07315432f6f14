import VetNetCore
import VetNetMapping
import VetNetValidation

/// Notes, once per run for each country, that owners' postal codes in a country whose shape `PostalCodeCheck`
/// does not know are not checked: the countries come from the source's country column as its records are read
/// (an empty value: the column's default, then the pipeline's default country), or, when the source maps no
/// country column, the default country. Only for owner sources that map postal codes.
struct UncheckedPostalCodes {
    /// Countries already noted in this run, over all its sources.
    private var noted: Set<Country> = []
    private let defaultCountry: Country

    init(defaultCountry: Country) {
        self.defaultCountry = defaultCountry
    }

    /// Where one source's countries are read: made once its mapper knows the columns.
    struct Source {
        fileprivate let path: String
        fileprivate let postalColumn: String
        /// The country column's position among the reader's columns; nil when the source maps none.
        fileprivate let countryColumn: Int?
        fileprivate let countryDefault: String?
        /// Country texts already looked up in this source: a column holds a handful of distinct values.
        fileprivate var seen: Set<String> = []
    }

    /// The source's reading, nil when it is not an owner source mapping postal codes; with the note on the default
    /// country when the source maps no country column.
    mutating func start(_ source: SourceConfig, mapper: RecordMapper) -> (Source, Diagnostic?)? {
        guard source.entity == .owner, let postalColumn = source.mapping.fields["address.postalCode"]?.columns.first
        else { return nil }
        let countrySpec = source.mapping.fields["address.country"]
        let reading = Source(
            path: source.shownPath, postalColumn: postalColumn,
            countryColumn: mapper.columnIndex(of: "address.country"),
            countryDefault: countrySpec?.defaultValue)
        guard countrySpec == nil else { return (reading, nil) }
        return (reading, note(defaultCountry, in: reading, line: nil))
    }

    /// The note for `raw`'s country, the first time a country without a known postal shape is read.
    mutating func see(_ raw: RawRecord, in source: inout Source) -> Diagnostic? {
        guard let column = source.countryColumn, !raw.hasProblem else { return nil }
        let value = raw.field(at: column) ?? ""
        guard source.seen.insert(value).inserted else { return nil }
        let written = value.trimmingWhitespace().isEmpty ? source.countryDefault : value
        guard let country = Country.of(written, default: defaultCountry) else { return nil }
        return note(country, in: source, line: raw.location.line)
    }

    private mutating func note(_ country: Country, in source: Source, line: Int?) -> Diagnostic? {
        guard !PostalCodeCheck.knowsShape(of: country), noted.insert(country).inserted else { return nil }
        return Diagnostic(
            code: "owner.postal-code-unchecked", severity: .note,
            message:
                "Postal codes in \(country.code) are not checked: VetNet knows no postal code shape for that country. They are kept as written.",
            location: SourceLocation(file: source.path, line: line, field: source.postalColumn), value: country.code)
    }
}
