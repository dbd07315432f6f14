public import VetNetCore

/// Checks mapped owners and patients against the domain rules, adding a finding per problem, and writes
/// values in their normalized form (breed names, phone numbers in E.164, postal codes). Built once per run;
/// the pipeline's severity policy is applied by the caller.
public struct RecordValidator: Sendable {
    public let asOf: LocalDate
    public let defaultCountry: Country

    /// - Parameter defaultCountry: the country of owners whose address names none.
    public init(asOf: LocalDate, defaultCountry: Country = .us) {
        self.asOf = asOf
        self.defaultCountry = defaultCountry
    }

    /// - Parameter columns: field key to the source column it came from, to point findings at it.
    public func validate(
        _ patient: inout Patient, at location: SourceLocation, columns: [String: String], findings: inout [Diagnostic]
    ) {
        var context = RuleContext(
            location: location, columns: columns, recordID: patient.sources.first?.sourceId, findings: findings)
        PatientRules.check(&patient, asOf: asOf, &context)
        findings = context.findings
    }

    public func validate(
        _ owner: inout Owner, at location: SourceLocation, columns: [String: String], findings: inout [Diagnostic]
    ) {
        var context = RuleContext(
            location: location, columns: columns, recordID: owner.sources.first?.sourceId, findings: findings)
        OwnerRules.check(&owner, defaultCountry: defaultCountry, &context)
        findings = context.findings
    }
}

/// Where rules put their findings, located at the record and the column of the field they are about.
struct RuleContext {
    let location: SourceLocation
    let columns: [String: String]
    let recordID: String?
    var findings: [Diagnostic]

    mutating func report(_ code: DiagnosticCode, _ message: String, field: String, value: String? = nil) {
        let severity = RuleCatalog.byCode[code]?.severity ?? .error
        var diagnostic = Diagnostic(
            code: code, severity: severity, message: message, location: location.with(field: columns[field] ?? field),
            value: value)
        diagnostic.recordID = recordID
        findings.append(diagnostic)
    }

    func has(_ code: DiagnosticCode) -> Bool { findings.contains { $0.code == code } }
}

extension RecordValidator {
    /// Checks a history record on its own (`HistoryRules`) and writes what it works out (`vaccineType`, the
    /// alert's kind in its canonical word). `species` is the animal's, when known: "Distemper" is a cat's FVRCP.
    public func validate(
        _ record: inout HistoryRecord, species: String? = nil, at location: SourceLocation,
        columns: [String: String], findings: inout [Diagnostic]
    ) {
        var context = RuleContext(
            location: location, columns: columns, recordID: record.sources.first?.sourceId.nonEmpty, findings: findings)
        HistoryRules.check(&record, species: species, asOf: asOf, &context)
        findings = context.findings
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
