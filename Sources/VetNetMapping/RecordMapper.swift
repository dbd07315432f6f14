public import VetNetCore

/// A patient and the owner reference it was mapped with.
public struct MappedPatient: Sendable, Hashable {
    public var patient: Patient
    /// The owner's ID in the owner source, as the patient row gave it.
    public var ownerSourceId: String
}

/// Turns raw records of one source into owners or patients. Built once per source, so column names are
/// resolved to indexes once; a mapped column the input does not have is a pipeline error.
public struct RecordMapper: Sendable {
    /// Everything resolved, behind one reference: the run passes the mapper by value for every record.
    private final class Resolved: Sendable {
        let mapping: SourceMapping
        let asOf: LocalDate
        let fields: [String: ResolvedField]
        let owner: OwnerSlots
        let patient: PatientSlots
        let ownerIDs: StableID.Maker
        let patientIDs: StableID.Maker
        /// IDs of the owners that patients refer to, in the mapping's owner source.
        let referencedOwnerIDs: StableID.Maker
        let medicalIDs: MedicalID.Maker
        /// Each column's place among the reader's columns (the first, where a name repeats).
        let columnIndexes: [String: Int]
        /// The reader's columns, to know a row that repeats them.
        let header: RepeatedHeader
        /// For a wide vaccination source: the fields of each vaccine's columns, the source's other fields beside.
        let wideFields: [[String: ResolvedField]]
        /// For a history source: its fields, and those of each vaccine of a wide one.
        let historySlots: HistorySlots?
        let wideSlots: [HistorySlots]

        init(
            mapping: SourceMapping, asOf: LocalDate, fields: [String: ResolvedField], columnIndexes: [String: Int],
            header: RepeatedHeader, wideFields: [[String: ResolvedField]] = []
        ) {
            self.header = header
            self.wideFields = wideFields
            if let kind = mapping.entity.historyKind {
                historySlots = HistorySlots(kind: kind, fields: fields)
                wideSlots = wideFields.map { HistorySlots(kind: kind, fields: $0) }
            } else {
                historySlots = nil
                wideSlots = []
            }
            self.mapping = mapping
            self.asOf = asOf
            self.fields = fields
            owner = OwnerSlots(fields)
            patient = PatientSlots(fields)
            ownerIDs = .owner(source: mapping.source)
            patientIDs = .patient(source: mapping.source)
            referencedOwnerIDs = .owner(source: mapping.ownerSource ?? "")
            medicalIDs = MedicalID.Maker(source: mapping.source)
            self.columnIndexes = columnIndexes
        }
    }

    private let resolved: Resolved
    var mapping: SourceMapping { resolved.mapping }
    var asOf: LocalDate { resolved.asOf }
    var fields: [String: ResolvedField] { resolved.fields }
    var ownerSlots: OwnerSlots { resolved.owner }
    var patientSlots: PatientSlots { resolved.patient }
    var ownerIDs: StableID.Maker { resolved.ownerIDs }
    var patientIDs: StableID.Maker { resolved.patientIDs }
    var referencedOwnerIDs: StableID.Maker { resolved.referencedOwnerIDs }
    var medicalIDs: MedicalID.Maker { resolved.medicalIDs }
    /// Tells a row that repeats the reader's columns: files joined one after the other.
    public var header: RepeatedHeader { resolved.header }

    /// Resolves the mapping against the columns the reader found. Throws `pipeline.unknown-column`.
    public init(mapping: SourceMapping, columns: [String], asOf: LocalDate, file: String) throws(Diagnostic) {
        var indexOf: [String: Int] = [:]
        for (index, column) in columns.enumerated() where indexOf[column] == nil { indexOf[column] = index }
        func index(of column: String, for key: String) throws(Diagnostic) -> Int {
            if let index = indexOf[column] { return index }
            var message =
                "Source '\(mapping.source)' maps \(key) to column \"\(column)\", which the input does not have."
            if let separator = Self.otherSeparator(in: columns, holding: column) {
                message +=
                    " The header is one column that holds \"\(separator)\" between the names: the file separates its"
                    + " values with \"\(separator)\"; set the source's `delimiter: \"\(separator)\"`."
            } else if let near = closestMatch(to: column, in: columns) {
                message += " Did you mean \"\(near)\"?"
            }
            var diagnostic = Diagnostic.error(
                "pipeline.unknown-column", message, at: SourceLocation(file: file, line: 1), value: column)
            // Escaped: the header of a file that is not text holds control characters a terminal would obey.
            diagnostic.notes.append(
                "the input's columns are: " + columns.map(\.debugDescription).joined(separator: ", "))
            throw diagnostic
        }
        var byKey: [String: ResolvedField] = [:]
        // In key order, so a file lacking several mapped columns names the same one on every run.
        for (key, spec) in mapping.fields.sorted(by: { $0.key < $1.key }) {
            var indexes: [Int] = []
            for column in spec.columns { indexes.append(try index(of: column, for: key)) }
            var unitIndex: Int?
            if let unitColumn = spec.unitColumn { unitIndex = try index(of: unitColumn, for: key) }
            var asOfIndex: Int?
            if let asOfColumn = spec.asOfColumn { asOfIndex = try index(of: asOfColumn, for: key) }
            byKey[key] = ResolvedField(
                key: key, spec: spec, indexes: indexes, unitIndex: unitIndex, asOfIndex: asOfIndex)
        }
        var wideFields: [[String: ResolvedField]] = []
        for entry in mapping.wide {
            var fields = byKey
            let formats = mapping.fields["givenOn"]?.formats ?? []
            let vaccine = FieldSpec(constant: entry.vaccine)
            fields["vaccine"] = ResolvedField(key: "vaccine", spec: vaccine, indexes: [], unitIndex: nil)
            let given = FieldSpec(columns: [entry.givenOn], formats: formats)
            fields["givenOn"] = ResolvedField(
                key: "givenOn", spec: given, indexes: [try index(of: entry.givenOn, for: "wide")], unitIndex: nil)
            if let dueOn = entry.dueOn {
                let due = FieldSpec(columns: [dueOn], formats: mapping.fields["dueOn"]?.formats ?? formats)
                fields["dueOn"] = ResolvedField(
                    key: "dueOn", spec: due, indexes: [try index(of: dueOn, for: "wide")], unitIndex: nil)
            } else {
                fields["dueOn"] = nil
            }
            wideFields.append(fields)
        }
        resolved = Resolved(
            mapping: mapping, asOf: asOf, fields: byKey, columnIndexes: indexOf, header: RepeatedHeader(columns),
            wideFields: wideFields)
    }

    /// The separator a header read as one column holds between its names, when splitting on it gives `column`:
    /// a file written with `;` (or tabs, or `|`) read with another delimiter.
    static func otherSeparator(in columns: [String], holding column: String) -> String? {
        guard columns.count == 1 else { return nil }
        return [";", "\t", "|", ","].first { separator in
            columns[0].split(separator: separator).contains { $0.trimmingWhitespace() == column }
        }.map { $0 == "\t" ? "\\t" : $0 }
    }

    /// For a wide vaccination source, the fields of each vaccine's columns.
    var wideFields: [[String: ResolvedField]] { resolved.wideFields }
    var historySlots: HistorySlots? { resolved.historySlots }
    var wideSlots: [HistorySlots] { resolved.wideSlots }

    /// Where the first column of the field `key` lies among the reader's columns; nil when the source does not
    /// map it.
    public func columnIndex(of key: String) -> Int? { fields[key]?.indexes.first }

    /// The value of the column named `column` exactly as `raw` holds it, followed by its unit column's value
    /// where the field read from it has one (`48 lb`); nil when the source has no such column.
    public func value(ofColumn column: String, in raw: RawRecord) -> String? {
        guard let index = resolved.columnIndexes[column] else { return nil }
        let value = raw.field(at: index)
        let unitIndex = fields.values.first { $0.indexes.first == index && $0.unitIndex != nil }?.unitIndex
        guard let unitIndex, let unit = raw.field(at: unitIndex), !unit.isEmpty else { return value }
        return (value ?? "") + " " + unit
    }

    /// The record's source ID as mapping reads it (through a value map, else the default), for naming records
    /// that could not be read properly and finding rows that repeat an ID.
    public func sourceID(of raw: RawRecord) -> String? {
        guard let field = fields[mapping.entity.identifyingField] else { return nil }
        let value = field.indexes.lazy.compactMap { raw.field(at: $0)?.trimmingWhitespace() }.first { !$0.isEmpty }
        return value.map(field.mapped) ?? field.spec.defaultValue
    }

    /// Reads one owner, adding a finding for every value it cannot use; nil when the record cannot be built.
    public func mapOwner(_ raw: RawRecord, findings: inout [Diagnostic]) -> Owner? {
        let slots = resolved.owner
        // The findings are handed over on each way out, not in a `defer`: one would run after the record was
        // copied out as the result, where without it the record is moved.
        var reader = FieldReader(raw: raw, fields: fields, pivotYear: asOf.year)
        guard let sourceId = reader.requireSourceID(slots.sourceId) else {
            findings += reader.findings
            return nil
        }
        var first = reader.text(slots.firstName)
        var last = reader.text(slots.lastName)
        // A business, shelter or farm keeps its name whole: it has no first and last name to split into.
        var organization = reader.text(slots.organization)
        if first == nil, last == nil, organization == nil, let full = reader.text(slots.fullName) {
            if OrganizationName.isOrganization(full) {
                organization = full
            } else {
                (first, last) = splitFullName(full)
            }
        }
        let address = PostalAddress(
            line1: reader.text(slots.addressLine1), line2: reader.text(slots.addressLine2),
            city: reader.text(slots.addressCity), region: reader.text(slots.addressRegion),
            postalCode: reader.text(slots.addressPostalCode),
            country: reader.text(slots.addressCountry))
        let emergency = EmergencyContact(
            name: reader.text(slots.emergencyContactName),
            phone: reader.text(slots.emergencyContactPhone))
        let owner = Owner(
            id: resolved.ownerIDs.id(sourceId),
            firstName: first, lastName: last, organization: organization,
            email: reader.text(slots.email)?.lowercasedIfNeeded(),
            phones: reader.list(slots.phone),
            address: address.isEmpty ? nil : address,
            emergencyContact: emergency.name == nil && emergency.phone == nil ? nil : emergency,
            preferredCommunication: reader.text(slots.preferredCommunication)?.lowercased(),
            isActive: reader.isActive(slots.activity),
            createdAt: reader.dateTime(slots.createdAt)?.description,
            updatedAt: reader.dateTime(slots.updatedAt)?.description,
            sources: [SourceRef(source: mapping.source, sourceId: sourceId, line: raw.location.line)])
        findings += reader.findings
        return owner
    }

    /// Reads one patient, adding a finding for every value it cannot use; nil when the record cannot be built.
    public func mapPatient(_ raw: RawRecord, findings: inout [Diagnostic]) -> MappedPatient? {
        mapPatientParts(raw, findings: &findings).map {
            MappedPatient(patient: $0.patient, ownerSourceId: $0.ownerSourceId)
        }
    }

    /// `mapPatient`'s patient and owner reference as a pair, for callers that keep them apart: taking the patient
    /// out of a `MappedPatient` copies it.
    public func mapPatientParts(_ raw: RawRecord, findings: inout [Diagnostic]) -> (
        patient: Patient, ownerSourceId: String
    )? {
        let slots = resolved.patient
        var reader = FieldReader(raw: raw, fields: fields, pivotYear: asOf.year)
        guard let sourceId = reader.requireSourceID(slots.sourceId) else {
            findings += reader.findings
            return nil
        }
        let name = reader.require(slots.name, what: "a name")
        let ownerSourceId = reader.require(slots.ownerSourceId, what: "an owner reference")
        // A birth date the record gives wins over one estimated from an age.
        // A birth year alone (`format: "yyyy"`) is 1 January of that year, an estimate.
        let given = reader.birthDate(slots.birthDate, required: slots.age.field == nil)
        var birthDate = given?.date
        var birthDateEstimated = given?.estimated ?? false
        if birthDate == nil, let estimated = reader.birthDate(fromAge: slots.age, asOf: asOf) {
            birthDate = estimated
            birthDateEstimated = true
        }
        let (sex, status) = reader.sex(slots.sex, neutered: slots.neutered)
        // A species word that names a kind (`Rat` for a rodent) is the breed of a record that gives none.
        let species = reader.species(slots.species)
        let patient = Patient(
            id: resolved.patientIDs.id(sourceId),
            medicalId: resolved.medicalIDs.make(sourceId: sourceId),
            name: name ?? "",
            species: species?.species,
            breed: reader.text(slots.breed) ?? species?.kind,
            sex: sex, reproductiveStatus: status,
            birthDate: birthDate, birthDateEstimated: birthDateEstimated, age: birthDate?.age(on: asOf),
            weightKg: reader.weightInKilograms(slots.weight),
            microchip: reader.text(slots.microchip),
            notes: reader.text(slots.notes),
            ownerId: resolved.referencedOwnerIDs.id(ownerSourceId ?? ""),
            isActive: reader.isActive(slots.activity),
            createdAt: reader.dateTime(slots.createdAt)?.description,
            updatedAt: reader.dateTime(slots.updatedAt)?.description,
            sources: [SourceRef(source: mapping.source, sourceId: sourceId, line: raw.location.line)],
            color: reader.text(slots.color).map(CoatColor.normalize), speciesOriginal: species?.original)
        findings += reader.findings
        guard !reader.unbuildable, name != nil, let ownerSourceId else { return nil }
        return (patient, ownerSourceId)
    }
}

/// Splits `SMITH, ROBERT` (last name first) or `Robert Smith` (last word is the last name).
func splitFullName(_ full: String) -> (first: String?, last: String?) {
    if let comma = full.firstIndex(of: ",") {
        let last = full[..<comma].trimmingWhitespace()
        let first = full[full.index(after: comma)...].trimmingWhitespace()
        return (first.isEmpty ? nil : first, last.isEmpty ? nil : last)
    }
    let words = full.split(whereSeparator: \.isWhitespace)
    guard words.count > 1 else { return (nil, words.first.map(String.init)) }
    return (words.dropLast().joined(separator: " "), String(words[words.count - 1]))
}
