public import VetNetCore

/// The kind of record a source holds.
public enum Entity: String, Sendable, Hashable, CaseIterable {
    case owner, patient, vet, rota, appointment
    case vaccination, visit, medication, alert

    /// The kind of clinical history the entity is; nil for owners, patients and the schedule's entities.
    public var historyKind: HistoryKind? { HistoryKind(rawValue: rawValue) }
}

/// How one domain field is read from a source: which columns (or XML paths), and how the text is turned
/// into a value.
public struct FieldSpec: Sendable, Hashable {
    /// The columns tried in order; the first non-empty one wins. List fields (`phone`) take every value.
    public var columns: [String]
    /// Replacements applied before parsing; keys are compared case-insensitively (set through `setValueMap`).
    public private(set) var valueMap: [String: String]
    /// Date layouts tried in order.
    public var formats: [DatePattern]
    /// The unit of a weight when the value itself carries none.
    public var unit: WeightUnit?
    /// A column holding the unit of each row's weight.
    public var unitColumn: String?
    public var decimal: DecimalSeparator
    /// Used when the source value is empty; with no columns, the field's value on every record (`value:`).
    public var defaultValue: String?
    /// Joins the non-empty values of every column with this text, in place of taking the first (`join:`).
    public var join: String?
    /// A yes/no field read as yes when its column holds anything and no when it is empty (`present: true`).
    public var present = false
    /// For an age: the column holding the date the age was recorded on (else the run's date).
    public var asOfColumn: String?

    public init(
        columns: [String], valueMap: [String: String] = [:], formats: [DatePattern] = [], unit: WeightUnit? = nil,
        unitColumn: String? = nil, decimal: DecimalSeparator = .auto, defaultValue: String? = nil
    ) {
        self.columns = columns
        self.valueMap = Self.lowercasingKeys(valueMap)
        self.formats = formats
        self.unit = unit
        self.unitColumn = unitColumn
        self.decimal = decimal
        self.defaultValue = defaultValue
    }

    public init(column: String) { self.init(columns: [column]) }

    public mutating func setValueMap(_ map: [String: String]) { valueMap = Self.lowercasingKeys(map) }

    private static func lowercasingKeys(_ map: [String: String]) -> [String: String] {
        Dictionary(map.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// A field with the same value on every record.
    public init(constant: String) { self.init(columns: [], defaultValue: constant) }

    /// Whether the field is read as the first non-empty value of its columns and nothing else: what the clean
    /// encoders read from a row's bytes. A default, a join, `present` or an age's date column take the mapper.
    public var readsFirstColumnOnly: Bool { defaultValue == nil && join == nil && !present && asOfColumn == nil }

    /// The columns the field reads, its unit and date columns included.
    public var allColumns: [String] { columns + [unitColumn, asOfColumn].compactMap { $0 } }
}

/// Everything the mapper needs to know about one source.
public struct SourceMapping: Sendable, Hashable {
    /// The pipeline's name for the source; part of every ID derived from its records.
    public var source: String
    public var entity: Entity
    /// For patient sources: the owner source whose source IDs `ownerSourceId` refers to.
    public var ownerSource: String?
    /// For rota and appointment sources: the vet source whose source IDs `vetSourceId` / `fixedVetSourceId` refer to.
    public var vetSource: String?
    /// For appointment sources: the patient source whose source IDs `patientSourceId` refers to.
    public var patientSource: String?
    /// Field key (`firstName`, `address.city`) to its spec.
    public var fields: [String: FieldSpec]
    /// For a vaccination source in the wide shape: the columns that each hold one vaccine's dates (`wide:`).
    public var wide: [WideVaccineColumns] = []

    public init(
        source: String, entity: Entity, ownerSource: String? = nil, vetSource: String? = nil,
        patientSource: String? = nil,
        fields: [String: FieldSpec]
    ) {
        self.source = source
        self.entity = entity
        self.ownerSource = ownerSource
        self.vetSource = vetSource
        self.patientSource = patientSource
        self.fields = fields
    }

    /// Every column or path the mapping reads, in a stable order (what an XML reader must extract).
    public var referencedColumns: [String] {
        var seen: Set<String> = []
        var ordered: [String] = []
        for key in fields.keys.sorted() {
            guard let spec = fields[key] else { continue }
            for column in spec.allColumns where seen.insert(column).inserted {
                ordered.append(column)
            }
        }
        for entry in wide {
            for column in [entry.givenOn, entry.dueOn].compactMap({ $0 }) where seen.insert(column).inserted {
                ordered.append(column)
            }
        }
        return ordered
    }
}

/// One vaccine of a wide vaccination export (`Rabies Date`, `DHPP Date` columns on the patient's row): the
/// vaccine as the pipeline names it, the column with the date it was given and, optionally, the due date's.
public struct WideVaccineColumns: Sendable, Hashable {
    public var vaccine: String
    public var givenOn: String
    public var dueOn: String?

    public init(vaccine: String, givenOn: String, dueOn: String? = nil) {
        self.vaccine = vaccine
        self.givenOn = givenOn
        self.dueOn = dueOn
    }
}
