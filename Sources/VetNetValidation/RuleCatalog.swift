public import VetNetCore

/// One kind of finding a run can report: its stable code, default severity and a title in plain words
/// for the staff report.
public struct RuleInfo: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: Diagnostic.Severity
    public var title: String
    /// Whether a pipeline may lower it to a warning or turn it off. Findings that leave no usable record
    /// (an unreadable row, no source ID) cannot be.
    public var adjustable: Bool

    public init(_ code: DiagnosticCode, _ severity: Diagnostic.Severity, _ title: String, adjustable: Bool = true) {
        self.code = code
        self.severity = severity
        self.title = title
        self.adjustable = adjustable
    }
}

/// Every record-level finding of the read, map and validate stages (owners, patients, vets, rotas, appointments,
/// clinical history).
public enum RuleCatalog {
    /// Rules that only a nightly run finds, against what an earlier night stored: no single run of a sample can
    /// show them, their end-to-end tests do.
    public static let nightlyOnly: Set<DiagnosticCode> = [
        "read.cut-short", "read.ends-inside-row", "read.latest-row-unknown",
    ]

    public static let all: [RuleInfo] = [
        RuleInfo("read.too-many-fields", .error, "Row has more fields than the header", adjustable: false),
        RuleInfo("read.too-few-fields", .error, "Row has fewer fields than the header", adjustable: false),
        RuleInfo("read.malformed-quote", .error, "Misplaced quote in a row", adjustable: false),
        RuleInfo("read.unterminated-quote", .error, "Quote never closed before the end of the file", adjustable: false),
        RuleInfo("read.field-too-large", .error, "Value larger than the field size limit", adjustable: false),
        RuleInfo("read.nul-byte", .error, "NUL byte inside a value", adjustable: false),
        RuleInfo("read.cut-short", .error, "Last row of a file that ends without a line end, changing a stored record"),
        RuleInfo(
            "read.ends-inside-row", .error, "Nightly export cut short inside a row: nothing deactivated for it",
            adjustable: false),
        RuleInfo(
            "read.latest-row-unknown", .warning,
            "Records of a source keeping each ID's newest row, kept as stored: the file was not read to its end",
            adjustable: false),
        RuleInfo("read.invalid-encoding", .warning, "Text not in the declared encoding"),
        RuleInfo("read.blank-header", .warning, "Column without a name"),
        RuleInfo("read.duplicate-header", .warning, "Column name used twice"),
        RuleInfo("read.empty-file", .warning, "Empty file"),
        RuleInfo(
            "read.repeated-header", .error, "Header repeated inside the file (exports joined together)",
            adjustable: false),
        RuleInfo("read.xlsx-unreadable-cell", .error, "Workbook cell that cannot be read", adjustable: false),
        RuleInfo("read.xlsx-error-value", .warning, "Spreadsheet error value in a cell"),
        RuleInfo("read.xlsx-value-outside-header", .warning, "Workbook values in a column without a header"),
        RuleInfo("map.missing-source-id", .error, "Record without an ID", adjustable: false),
        RuleInfo("map.missing-required", .error, "Record without a name or owner reference", adjustable: false),
        RuleInfo("map.duplicate-source-id", .error, "Two records with the same ID", adjustable: false),
        RuleInfo(
            "map.repeat-of-rejected", .error, "Row merged into a repeated ID's kept row, which was rejected",
            adjustable: false),
        RuleInfo("map.repeat-order-unreadable", .warning, "Value ordering repeated rows that cannot be read"),
        RuleInfo("map.unparseable-date", .error, "Date that cannot be read"),
        RuleInfo("map.unparseable-number", .warning, "Number that cannot be read"),
        RuleInfo("map.unparseable-age", .warning, "Age that cannot be read"),
        RuleInfo("map.unparseable-time", .error, "Time of day that cannot be read"),
        RuleInfo("map.unparseable-boolean", .warning, "Yes/no value that cannot be read"),
        RuleInfo("map.unmapped-value", .warning, "Code not in the value map"),
        RuleInfo("map.unknown-unit", .warning, "Unknown weight unit"),
        RuleInfo("map.date-order", .note, "Day/month order of a date column"),
        RuleInfo("map.date-order-conflict", .warning, "Date column mixing day-first and month-first"),
        RuleInfo("map.date-order-undecidable", .warning, "Date column whose day/month order cannot be told"),
        RuleInfo("patient.owner-not-found", .error, "Patient whose owner is not in the export"),
        RuleInfo("patient.owner-rejected", .error, "Patient whose owner was rejected"),
        RuleInfo("patient.name-invalid", .error, "Patient name not 2–50 letters"),
        RuleInfo("patient.name-marked", .note, "Name with a shelter's mark (*) for a name staff gave"),
        RuleInfo(
            "patient.name-second", .note, "Name with a second name (call name, nickname) in parentheses or quotes"),
        RuleInfo("patient.species-missing", .error, "Patient without a species"),
        RuleInfo("patient.species-unknown", .error, "Species not recognised"),
        RuleInfo("patient.breed-missing", .error, "Patient without a breed (dog, cat, rabbit, guinea pig)"),
        RuleInfo("patient.breed-not-given", .warning, "Bird, reptile, ferret, rodent or other animal without a breed"),
        RuleInfo("patient.breed-unknown", .warning, "Breed not in the catalog"),
        RuleInfo("patient.breed-other-species", .error, "Breed of another species"),
        RuleInfo(
            "patient.species-other-breed-names-species", .warning, "Species Other with a breed of a known species"),
        RuleInfo("patient.birth-date-missing", .error, "Patient without a birth date"),
        RuleInfo("patient.birth-date-estimated", .note, "Birth date estimated from an age"),
        RuleInfo("patient.birth-date-in-future", .error, "Birth date in the future"),
        RuleInfo("patient.birth-date-too-old", .error, "Birth date too far back for the species"),
        RuleInfo("patient.weight-not-positive", .error, "Weight zero or negative"),
        RuleInfo("patient.weight-out-of-range", .error, "Weight outside the species' range"),
        RuleInfo("patient.microchip-invalid", .error, "Microchip number not valid"),
        RuleInfo(
            "patient.microchip-damaged", .error, "Microchip number damaged by a spreadsheet or typed in another form"),
        RuleInfo("patient.microchip-legacy", .warning, "Older (non-ISO) microchip number"),
        RuleInfo("patient.notes-too-long", .warning, "Notes longer than 500 characters"),
        RuleInfo("owner.name-missing", .error, "Owner without a name"),
        RuleInfo("owner.first-name-missing", .warning, "Owner without a first name"),
        RuleInfo(
            "owner.name-invalid", .warning,
            "Owner first or last name with characters no name has (markup, control or invisible characters, digits) or over 100 characters"
        ),
        RuleInfo("owner.email-invalid", .warning, "Email address not valid"),
        RuleInfo("owner.phone-invalid", .warning, "Phone number not valid"),
        RuleInfo("owner.postal-code-invalid", .warning, "Postal code does not fit the country"),
        RuleInfo("owner.postal-code-unchecked", .note, "Postal codes of a country whose shape is not known"),
        RuleInfo("owner.no-contact", .warning, "Owner with no way to be contacted"),
        RuleInfo("rota.vet-not-found", .error, "Rota row whose vet is not in the run"),
        RuleInfo("rota.time-invalid", .error, "Shift or break that is empty, outside the day or outside its shift"),
        RuleInfo("appointment.patient-not-found", .error, "Appointment whose patient is not in the run"),
        RuleInfo("appointment.vet-not-found", .error, "Confirmed booking whose vet is not in the run"),
        RuleInfo("appointment.duration-not-positive", .error, "Appointment duration zero or negative"),
        RuleInfo(
            "appointment.time-outside-day", .error, "Time outside 00:00–24:00, or a window that ends before it starts"),
        RuleInfo("appointment.vtl-invalid", .warning, "Triage level (VTL) not 1–5"),
        RuleInfo("appointment.double-booking", .warning, "Two confirmed bookings of one vet overlap"),
        RuleInfo("history.patient-not-found", .error, "History record whose animal is not in the run"),
        RuleInfo("history.patient-rejected", .error, "History record whose animal was rejected"),
        RuleInfo("history.owner-not-found", .error, "Alert whose owner is not in the run"),
        RuleInfo("history.owner-rejected", .error, "Alert whose owner was rejected"),
        RuleInfo("history.date-in-future", .error, "Event dated after the run's date"),
        RuleInfo("history.date-before-birth", .warning, "Event dated before the animal's birth"),
        RuleInfo("history.vet-not-found", .warning, "Vet not in the run's vet source"),
        RuleInfo("history.repeated-record", .note, "The same record twice, merged"),
        RuleInfo("vaccination.vaccine-unknown", .warning, "Vaccine not in the catalog"),
        RuleInfo("vaccination.due-before-given", .warning, "Due date not after the date given"),
        RuleInfo("vaccination.rabies-interval", .warning, "Rabies due date not the 1 or 3 years its product states"),
        RuleInfo("vaccination.lot-expired", .warning, "Vaccine lot used after its expiry"),
        RuleInfo("vaccination.species-mismatch", .warning, "Vaccine of another species (FVRCP on a dog)"),
        RuleInfo("vaccination.same-day-duplicate", .note, "The same vaccine twice on one day, merged"),
        RuleInfo("medication.dose-without-unit", .warning, "Dose without a unit"),
        RuleInfo("medication.end-before-start", .warning, "Course that ends before it starts"),
        RuleInfo("alert.kind-unknown", .warning, "Alert kind not allergy, behaviour, medical or financial"),
    ]

    public static let byCode: [DiagnosticCode: RuleInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
}
