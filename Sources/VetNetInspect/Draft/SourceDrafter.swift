import VetNetCore
public import VetNetMapping

import VetNetValidation

/// Guesses a source's field mapping from its profile: first from the column names (`HeaderVocabulary`), then
/// from what the values look like for fields no name gave, and adds value maps, date formats and units.
public enum SourceDrafter {
    /// Fields read from several columns, whose values are joined into a list.
    static let listFields: Set<String> = ["phone"]
    /// Text fields read from several columns, whose values are joined into one text.
    static let joinedFields: Set<String> = ["notes", "color", "breed"]
    /// What joins a joined field's values where it is not `; `: a primary and a secondary colour, `BUFF/WHITE`; a
    /// primary and a secondary breed, `Labrador Retriever/Poodle`, which the breed catalog reads as a cross.
    static let joinSeparators = ["color": "/", "breed": "/"]
    /// Fields taken from the values when no column name gave them.
    static let fieldsByKind: [Entity: [ColumnKind: String]] = [
        .owner: [.email: "email", .phone: "phone"],
        .patient: [.microchip: "microchip", .species: "species", .sex: "sex", .age: "age"],
    ]
    /// Yes/no fields, which may read a date or a reason as yes (`present`).
    static let yesNoFields: Set<String> = ["active", "inactive", "deceased", "neutered"]
    /// What an age column's values must look like to be mapped by its name.
    static let ageKinds: Set<ColumnKind> = [.age, .number]

    /// Reads the export again to see how the rows that share an ID differ: (profile, ID column, columns to
    /// compare) to what it found, or nil when it cannot be read.
    public typealias RepeatReading = (FileProfile, String, [String]) -> RepeatProfile?

    /// From this share of empty values on, a required field's findings are lowered to warnings.
    static let mostlyEmpty = 0.5

    public static func draft(
        _ profile: FileProfile, entity: Entity, name: String, path: String,
        readRepeats: RepeatReading = { _, _, _ in nil }
    ) -> SourceDraft {
        var fields: [String: FieldDraft] = [:]
        var order: [String] = []
        func add(_ key: String, _ column: ColumnProfile, _ reason: String) {
            if var field = fields[key] {
                guard listFields.contains(key) || joinedFields.contains(key) else { return }
                field.columns.append(column.name)
                field.reasons.append(reason)
                if joinedFields.contains(key) { field.join = joinSeparators[key] ?? "; " }
                fields[key] = field
            } else {
                fields[key] = FieldDraft(key: key, columns: [column.name], reasons: [reason])
                order.append(key)
            }
        }
        var taken: Set<String> = []
        let counters = profile.columns.filter { isRowCounter($0, entity: entity) }
        let counterNames = Set(counters.map(\.name))
        for column in profile.columns {
            guard let key = HeaderVocabulary.field(for: column.name, entity: entity) else { continue }
            if key == "sourceId", counterNames.contains(column.name) { continue }
            // Of the columns named as IDs (`Docket #`, `Dog ID`), one whose values are all different wins.
            if key == "sourceId", !isUniqueID(column), fields[key] == nil,
                profile.columns.contains(where: {
                    isUniqueID($0) && HeaderVocabulary.field(for: $0.name, entity: entity) == "sourceId"
                        && $0.name != column.name && !counterNames.contains($0.name)
                })
            {
                continue
            }
            guard fields[key] == nil || listFields.contains(key) || joinedFields.contains(key) else { continue }
            if key == "age", !column.kinds.contains(where: ageKinds.contains) { continue }
            // A date field only for a column of dates (`Registered` of Yes and No is no date of registration).
            if datedFields.contains(key), !readsAsDates(column, key: key, in: profile) { continue }
            add(key, column, "\(quoted(column.name)) by its name" + evidence(column))
            taken.insert(column.name)
        }
        for column in profile.columns where !taken.contains(column.name) {
            guard let kind = column.kind, let key = fieldsByKind[entity]?[kind],
                fields[key] == nil || listFields.contains(key)
            else { continue }
            add(key, column, "\(quoted(column.name)) by its values alone" + evidence(column))
            taken.insert(column.name)
        }
        if entity == .patient {
            draftOutcome(&fields, order: &order, in: profile, taken: taken)
            draftSingleSpecies(&fields, order: &order, in: profile, path: path)
        }
        if entity == .owner {
            draftOwnerStatus(&fields, order: &order, in: profile, taken: taken)
            joinHouseNumber(&fields, in: profile, taken: taken)
        }
        if fields["sourceId"] == nil,
            let column = profile.columns.first(where: {
                $0.kind == .id && !taken.contains($0.name) && $0.rowNumbers == nil
            })
        {
            add(
                "sourceId", column,
                "\(quoted(column.name)) by its values alone: all different, as IDs are; check it is the record's ID")
        }
        if let id = fields["sourceId"]?.columns.first, let column = profile.columns.first(where: { $0.name == id }) {
            fields["sourceId"]?.reasons += [countsLikeRows(column)].compactMap { $0 } + counters.map(passedOver)
        }
        // `Name` beside `Surname` is the first name; otherwise first and last name win over a single name column.
        if fields["lastName"] != nil, fields["firstName"] == nil, var single = fields["fullName"] {
            single.key = "firstName"
            single.reasons.append("beside a last-name column it is the first name")
            fields["firstName"] = single
            fields["fullName"] = nil
            order = order.map { $0 == "fullName" ? "firstName" : $0 }
        } else if fields["firstName"] != nil || fields["lastName"] != nil, fields["fullName"] != nil {
            fields["fullName"] = nil
            order.removeAll { $0 == "fullName" }
        }
        var repeatedIds: RepeatedIDsDraft?
        if let id = fields["sourceId"]?.columns.first, let column = profile.columns.first(where: { $0.name == id }),
            !column.unique, column.kind != .empty
        {
            let excluded = [id] + (fields["birthDate"]?.columns ?? [])
            let candidates = profile.columns.filter {
                ($0.kind == .date || $0.kind == .dateTime) && !excluded.contains($0.name)
            }
            let identity = ["name", "lastName", "fullName", "organization"].lazy.compactMap {
                fields[$0]?.columns.first
            }.first
            if let repeats = readRepeats(profile, id, candidates.map(\.name) + (identity.map { [$0] } ?? [])),
                repeats.repeatedRows > 0
            {
                repeatedIds = keepRepeats(repeats, candidates: candidates, identity: identity, entity: entity)
            } else if !column.distinctCapped {
                let repeated = profile.records - profile.malformedRecords - column.empty - column.distinct
                fields["sourceId"]?.reasons.append(
                    repeated == 1
                        ? "1 row repeats the ID of a row before it: a run rejects it (map.duplicate-source-id)"
                        : "\(repeated) rows repeat an ID of a row before them: a run rejects them (map.duplicate-source-id)"
                )
            }
        }
        var speciesNote: String?
        if entity == .patient, fields["species"] == nil, speciesNamed(in: profile, path: path).isEmpty {
            speciesNote = draftSpeciesFromBreeds(&fields, order: &order, in: profile)
        }
        let keyOrder = entity.fieldKeys
        var drafts = order.sorted { (keyOrder.firstIndex(of: $0) ?? .max) < (keyOrder.firstIndex(of: $1) ?? .max) }
            .compactMap { fields[$0] }
        for index in drafts.indices { refine(&drafts[index], in: profile, entity: entity) }
        var source = SourceDraft(name: name, entity: entity, path: path, profile: profile, fields: drafts)
        source.repeatedIds = repeatedIds
        source.missingNotes["species"] = speciesNote
        if entity == .patient { source.severities = patientSeverities(fields, in: profile, name: name) }
        return source
    }

    /// Required patient fields the export lacks or leaves mostly empty: their findings lowered to warnings, with
    /// the reason.
    static func patientSeverities(_ fields: [String: FieldDraft], in profile: FileProfile, name: String) -> [(
        code: String, level: String, reason: String
    )] {
        var severities: [(code: String, level: String, reason: String)] = []
        for (key, code, what) in [
            ("birthDate", "patient.birth-date-missing", "birth date"), ("breed", "patient.breed-missing", "breed"),
        ] {
            if let column = fields[key]?.columns.first,
                let share = profile.columns.first(where: { $0.name == column })?.noValueShare
            {
                if share >= mostlyEmpty {
                    severities.append(
                        (
                            code, "warning",
                            "\(Int((share * 100).rounded()))% of the rows of \(name) have no \(what), and each would be rejected"
                        ))
                }
            } else if key == "birthDate", let age = fields["age"]?.columns.first {
                severities.append(
                    (
                        code, "warning",
                        "\(name) has ages, not birth dates: an animal whose \(quoted(age)) is empty or not an age (`adult`) would be rejected"
                    ))
            } else {
                severities.append(
                    (code, "warning", "\(name) has no \(what) column, so every patient would be rejected"))
            }
        }
        return severities
    }

    /// Date fields a column's name gives only when its values are dates.
    static let datedFields: Set<String> = ["birthDate", "createdAt", "updatedAt"]

    /// Whether a column named as an ID holds one: every value different (as far as counted), on nearly every row.
    static func isUniqueID(_ column: ColumnProfile) -> Bool {
        column.kind == .id || column.unique && column.kind != .empty && column.noValueShare < 0.1
    }

    /// Whether most of a column's values read as dates (or, for a birth date, as years of birth), or it has none.
    static func readsAsDates(_ column: ColumnProfile, key: String, in profile: FileProfile) -> Bool {
        let valued = profile.records - profile.malformedRecords - column.empty - column.placeholders
        guard valued > 0 else { return true }
        if key == "birthDate", isBirthYears(column) { return true }
        let dated = column.dateLayouts.reduce(0) { $0 + $1.values }
        return Double(dated) >= 0.5 * Double(valued)
    }

    /// Whether a column is named as a year of birth and holds four-digit years.
    static func isBirthYears(_ column: ColumnProfile) -> Bool {
        HeaderVocabulary.isBirthYear(column.name) && column.kinds.contains(.number) && column.maxLength == 4
            && column.decimalPoints + column.decimalCommas == 0
    }

    /// What the values say about a column, as a clause to add to a reason.
    static func evidence(_ column: ColumnProfile) -> String {
        guard let kind = column.kind, kind != .empty else {
            return column.kind == .empty ? ": every value is empty" : ""
        }
        return ": values look like \(kind.label)"
    }

    /// Adds what the field's values need: date formats, a unit, the decimal mark, value maps.
    static func refine(_ field: inout FieldDraft, in profile: FileProfile, entity: Entity) {
        guard let column = profile.columns.first(where: { $0.name == field.columns.first }) else { return }
        if field.key == "age" {
            countBackAge(&field, in: profile)
        } else if field.key == "birthDate", isBirthYears(column) {
            field.formats = ["yyyy"]
            field.reasons.append(
                "a year of birth alone: read as 1 January of that year, marked as an estimated birth date")
        } else if entity.dateFieldKeys.contains(field.key) {
            addFormats(&field, column)
        }
        if entity == .patient, field.key == "name", let invalid = column.invalidNames {
            let examples = invalid.examples.map { "\(quoted($0.value)) ×\($0.count)" }.joined(separator: ", ")
            field.reasons.append(
                "\(invalid.more ? "at least " : "")\(invalid.rows) \(invalid.rows == 1 ? "row has a name" : "rows have names") a run rejects (patient.name-invalid: names are 2–50 letters, spaces and hyphens), such as \(examples); to keep \(invalid.rows == 1 ? "it" : "them") as written, set validation.severity patient.name-invalid: warning"
            )
        }
        if yesNoFields.contains(field.key), field.map.isEmpty {
            readPresence(&field, column, records: profile.records - profile.malformedRecords)
        }
        switch field.key {
        case "weight":
            if let unitColumn = profile.columns.first(where: { HeaderVocabulary.isWeightUnitColumn($0.name) }) {
                field.unitColumn = unitColumn.name
                field.reasons.append("the unit of each weight is in \(quoted(unitColumn.name))")
            }
            if let unit = HeaderVocabulary.weightUnit(in: column.name) {
                field.unit = unit
                field.reasons.append(
                    "the column name says \(unit)" + (field.unitColumn == nil ? "" : ", for rows without a unit"))
            } else if field.unitColumn == nil {
                field.reasons.append(
                    "no unit in the column name: weights are read as kilograms; set `unit: lb` if they are pounds")
            }
            if column.decimalCommas > column.decimalPoints {
                field.decimalComma = true
                field.reasons.append("\(column.decimalCommas) values have a decimal comma")
            }
        case "sex": mapSexCodes(&field, column)
        case "species": mapSpecies(&field, column)
        default: break
        }
    }

    /// The layouts of `column`'s dates as `field`'s formats, each with its reason.
    static func addFormats(_ field: inout FieldDraft, _ column: ColumnProfile) {
        let layouts = column.dateLayouts.filter {
            Double($0.values) >= 0.01 * Double(column.dateLayouts.first?.values ?? 0)
        }.prefix(4)
        guard !layouts.isEmpty else {
            field.reasons.append("no value reads as a date in a layout vetnet knows: add `format`")
            return
        }
        for found in layouts {
            switch found.order {
            case .fixed, .dayFirst, .monthFirst:
                field.formats.append(found.layout)
            case .undecided, .conflict:
                field.formats += [found.layout, found.otherOrder].compactMap { $0 }
            }
            field.reasons.append(found.draftReason)
        }
    }

    static func mapSexCodes(_ field: inout FieldDraft, _ column: ColumnProfile) {
        guard column.kind == .sex || column.distinct <= KindEvidence.maximumSexCodes else { return }
        var known: [String] = []
        let values = column.codes ?? column.topValues
        let males = neuteredMaleWords(values)
        for value in values {
            if let spayed = males[value.value] {
                field.map.append(
                    (
                        value.value, "male-neutered",
                        "\(value.count)× - beside \(spayed), the word for neutered males, as in shelter exports (alone it says neutered, sex unknown)"
                    ))
            } else if let (sex, status) = SexCode.parse(value.value) {
                known.append("\(value.value) = \(describe(sex, status))")
            } else {
                field.map.append(
                    (value.value, "unknown", "\(value.count)× - not a sex code vetnet reads; say what it means"))
            }
        }
        if !known.isEmpty {
            field.reasons.append("read without a map: " + known.map { escapeInvisibles($0) }.joined(separator: ", "))
        }
    }

    static func describe(_ sex: Sex, _ status: ReproductiveStatus) -> String {
        switch (sex, status) {
        case (.unknown, _): "unknown"
        case (_, .unknown): sex.rawValue
        case (.male, .neutered): "male-neutered"
        case (.female, .neutered): "female-spayed"
        case (_, .intact): "\(sex.rawValue)-intact"
        }
    }

    /// Codes some systems use for species, which the catalog leaves to the pipeline's map.
    static let speciesCodes: [String: String] = [
        "d": "dog", "c": "cat", "can": "dog", "cn": "dog", "av": "bird", "avi": "bird", "b": "bird", "lag": "rabbit",
        "rab": "rabbit", "rb": "rabbit", "cav": "guinea-pig", "gp": "guinea-pig", "rpt": "reptile", "rep": "reptile",
        "fer": "ferret", "exo": "other", "rod": "rodent", "sm": "rodent", "pocket pet": "rodent",
    ]

    static func mapSpecies(_ field: inout FieldDraft, _ column: ColumnProfile) {
        guard column.kind == .species || column.distinct <= KindEvidence.maximumSpeciesWords else { return }
        var known: [String] = []
        for value in (column.codes ?? column.topValues) {
            if let species = SpeciesCatalog.standard.resolve(value.value) {
                if species.id.lowercased() != value.value.lowercased() {
                    known.append("\(value.value) = \(species.id)")
                }
            } else if let code = speciesCodes[value.value.lowercased()] {
                field.map.append((value.value, code, "\(value.count)× - a usual code for \(code); check it"))
            } else {
                field.map.append((value.value, "other", "\(value.count)× - not a species vetnet knows; kept as other"))
            }
        }
        if !known.isEmpty {
            field.reasons.append("read without a map: " + known.map { escapeInvisibles($0) }.joined(separator: ", "))
        }
    }
}

extension DateLayoutFound {
    var draftReason: String {
        switch order {
        case .fixed: "\(values) values read as \(layout)"
        case .dayFirst: "\(values) values read as \(layout): day first, as \(quoted(dayFirstExample ?? "")) shows"
        case .monthFirst: "\(values) values read as \(layout): month first, as \(quoted(monthFirstExample ?? "")) shows"
        case .undecided:
            "\(values) values read as \(layout) or \(otherOrder ?? ""): no day or month is over 12; the run decides from each file's values and warns when it cannot (the first listed is used)"
        case .conflict:
            "\(values) values mix \(layout) (\(quoted(monthFirstExample ?? ""))) and \(otherOrder ?? "") (\(quoted(dayFirstExample ?? ""))): fix the export, or keep one"
        }
    }
}
