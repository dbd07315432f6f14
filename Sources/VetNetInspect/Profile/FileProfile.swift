/// What `vetnet inspect` found in one export: how it is encoded and laid out, and what each column holds.
public struct FileProfile: Codable, Sendable, Hashable {
    /// The file as it was named.
    public var file: String
    /// `csv`.
    public var format: String
    /// `utf-8`, `utf-8 with BOM`, `ascii` (plain ASCII, any declaration reads it), `windows-1252` (bytes that are
    /// not UTF-8; read as Windows-1252).
    public var encoding: String
    /// `,` `;` `\t` or `|`.
    public var delimiter: String?
    /// Data rows (the header not counted), including malformed ones.
    public var records: Int
    /// Rows the reader could not read properly (a wrong number of fields, a misplaced quote).
    public var malformedRecords: Int
    public var columns: [ColumnProfile]
}

/// One column of an export.
public struct ColumnProfile: Codable, Sendable, Hashable {
    /// The column's name in the header (blank and repeated names as the reader renames them).
    public var name: String
    /// 1-based.
    public var position: Int
    /// Rows whose value is empty or only white space (of the rows read properly: malformed rows are not profiled).
    public var empty: Int
    /// `empty` as a share of the rows.
    public var emptyShare: Double
    /// Rows whose value is a word for "no value" (`NA`, `NULL`, `#N/A`, `unknown`: `MissingValue`), which the run
    /// reads as empty in a date, number or yes/no field. Counted apart from `empty` and among the values, as a
    /// code a sex or species map may name; left out of the dates, shapes and kinds of the other values.
    public var placeholders: Int
    /// The share of the rows that are empty or hold such a word: empty as a date, number or yes/no field reads them.
    public var noValueShare: Double
    /// Different non-empty values (trimmed).
    public var distinct: Int
    /// Set when there were more different values than are counted: `distinct` is then a lower bound.
    public var distinctCapped: Bool
    /// Whether no non-empty value occurs twice (as far as counted).
    public var unique: Bool
    /// The most frequent values with their counts (exact unless `distinctCapped`).
    public var topValues: [ValueCount]
    /// Every value with its count, most frequent first, when the column has few different values
    /// (at most `ColumnProfile.maximumCodes`, each on two rows on average): the codes a value map is made from.
    public var codes: [ValueCount]?
    /// The longest value, in characters.
    public var maxLength: Int
    /// The date layouts found, most frequent first.
    public var dateLayouts: [DateLayoutFound]
    /// Numbers read with a decimal point or a decimal comma (`12.5`, `12,5`, `1.234,5`).
    public var decimalPoints: Int
    public var decimalCommas: Int
    /// What the column looks like, most likely first; empty when nothing stands out (free text).
    public var kinds: [ColumnKind]
    /// Values of a sex or species column that the built-in tables do not read, most frequent first.
    public var unknownCodes: [ValueCount]
    /// Set when the values count the rows (`1, 2, 3…` in row order): a counter of the export, not an ID.
    public var rowNumbers: RowNumbers?
    /// Of a column named as a breed: the species its breeds belong to, as the breed catalog knows them.
    public var breedSpecies: BreedSpecies?
    /// Of a column named as an animal's name: the names a run rejects (`patient.name-invalid`).
    public var invalidNames: InvalidNames?

    /// The most different values `codes` lists.
    public static let maximumCodes = 60

    /// The likeliest kind, if any.
    public var kind: ColumnKind? { kinds.first }
}

/// The species of a breed column's values, as the breed catalog knows them: a register of one species' animals
/// that has no species column says which by its breeds.
public struct BreedSpecies: Codable, Sendable, Hashable {
    /// Rows whose breed the catalog knows as a breed of some species (a mix of no named breed, `Mixed Breed`, and
    /// words for no value are none), of the values counted one by one (see `ColumnProfiler.countedValues`).
    public var known: Int
    /// Of `known`, the rows per species whose breed is of that species alone, most first; a breed of two species
    /// (`Rex`, a rabbit's and a guinea pig's) counts for none.
    public var species: [ValueCount]

    public init(known: Int, species: [ValueCount]) {
        self.known = known
        self.species = species
    }
}

/// The names of a name column a run rejects (`Pup 1`, `Q`: a digit, a single letter), of the values counted one by
/// one (see `ColumnProfiler.countedValues`).
public struct InvalidNames: Codable, Sendable, Hashable {
    public var rows: Int
    /// The most frequent, most first.
    public var examples: [ValueCount]
    /// Whether the column has more different values than were counted one by one: then `rows` is a floor.
    public var more: Bool

    public init(rows: Int, examples: [ValueCount], more: Bool) {
        self.rows = rows
        self.examples = examples
        self.more = more
    }
}

/// A value and how often it occurs.
public struct ValueCount: Codable, Sendable, Hashable {
    public var value: String
    public var count: Int

    public init(value: String, count: Int) {
        self.value = value
        self.count = count
    }
}

/// One date layout found in a column.
public struct DateLayoutFound: Codable, Sendable, Hashable {
    /// How the column's numeric day and month are ordered, as far as its values tell.
    public enum Order: String, Codable, Sendable, Hashable {
        /// Not in question: the year comes first, or the month is a word.
        case fixed
        /// Some value has a first number over 12, none a second.
        case dayFirst = "day-first"
        case monthFirst = "month-first"
        /// No value has a number over 12 in either place: either order reads them all.
        case undecided
        /// Values of both kinds: the column mixes orders.
        case conflict
    }

    /// The pattern (`MM/dd/yyyy`), in the order the values show (month first when undecided).
    public var layout: String
    /// The same layout in the other order, when the order is undecided or in conflict.
    public var otherOrder: String?
    public var values: Int
    public var order: Order
    public var hasTime: Bool
    /// The first value that can only be read day first (or month first).
    public var dayFirstExample: String?
    public var monthFirstExample: String?

    /// Whether the layout leaves the day/month order open.
    public var isAmbiguous: Bool { order == .undecided || order == .conflict }
}

/// What a column's values look like.
public enum ColumnKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// A different value on (nearly) every row, short and without spaces: a record's key.
    case id
    case date
    /// A date with a time of day.
    case dateTime = "date-time"
    case email
    case phone
    /// 15-digit ISO numbers, 10-character hexadecimal (FDX-A) or 9-digit (AVID) chips.
    case microchip
    /// Sex and neuter codes (`M`, `FS`, `Male Neutered`).
    case sex
    /// Species words (`Dog`, `K9`, `Katze`), including some the built-in table does not know.
    case species
    /// Yes/no values.
    case boolean
    /// Ages written with their units (`9 years 2 months`, `3 yrs`, `6 mo`), as `AgeText` reads them; a column of
    /// bare numbers is `number` even when they are years.
    case age
    case number
    /// Nothing but empty values.
    case empty
}
