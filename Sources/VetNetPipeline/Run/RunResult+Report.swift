import VetNetCore
import VetNetValidation
public import VetNetWrite

extension RunResult {
    /// The run's findings shaped for `validation.json`, `.csv` and `.html`.
    public var validationReport: ValidationReport {
        let reportSources = sources.map { source in
            ValidationReport.Source(
                name: source.name, file: source.file, totals: Self.totals([source]),
                unlistedFindings: source.unlistedFindings,
                findings: source.findings.map { Self.finding($0, source: source.name) },
                unlistedRows: source.unlistedRows)
        }
        var counts: [String: Int] = [:]
        for source in sources { counts.merge(source.findingCounts, uniquingKeysWith: +) }
        let severities = Dictionary(
            sources.flatMap(\.findings).map { ($0.code.rawValue, $0.severity.rawValue) },
            uniquingKeysWith: { first, _ in first })
        let rules = counts.map { code, count in
            let info = RuleCatalog.byCode[DiagnosticCode(rawValue: code)]
            return ValidationReport.RuleCount(
                code: code, title: info?.title ?? code,
                severity: severities[code] ?? info?.severity.rawValue ?? "error",
                count: count)
        }
        .sorted { ($0.count, $1.code) > ($1.count, $0.code) }
        return ValidationReport(
            pipeline: config.name, asOf: asOf.description, totals: Self.totals(sources), rules: rules,
            sources: reportSources)
    }

    private static func totals(_ sources: [SourceStats]) -> ValidationReport.Totals {
        ValidationReport.Totals(
            read: sources.map(\.read).reduce(0, +), accepted: sources.map(\.accepted).reduce(0, +),
            rejected: sources.map(\.rejected).reduce(0, +), merged: sources.map(\.merged).reduce(0, +),
            warnings: sources.map(\.warnings).reduce(0, +), errors: sources.map(\.errors).reduce(0, +))
    }

    static func finding(_ diagnostic: Diagnostic, source: String) -> ValidationReport.Finding {
        ValidationReport.Finding(
            source: source, file: diagnostic.location?.file ?? "", line: diagnostic.location?.line,
            recordId: diagnostic.recordID, field: diagnostic.location?.field, code: diagnostic.code.rawValue,
            severity: diagnostic.severity.rawValue, message: diagnostic.message(showingValue: true),
            value: diagnostic.value,
            found: diagnostic.found)
    }
}
