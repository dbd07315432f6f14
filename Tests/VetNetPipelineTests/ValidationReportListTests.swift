import Testing
import VetNetCore
import VetNetPipeline
import VetNetWrite

/// validation.csv lists every finding; the page and validation.json list the first of each source and say
/// where the rest are.
@Suite("validation.csv lists every finding")
struct ValidationReportListTests {
    @Test("findings past the kept ones are rows of validation.csv, the page points at it")
    func everyFindingInTheCSV() {
        let collector = SourceDiagnostics(limit: 2, source: "owners", forwardingTo: RecordingCollector())
        for line in 2...6 {
            var finding = Diagnostic.warning(
                "owner.phone-invalid", "The phone {value} is not valid.",
                at: SourceLocation(file: "owners.csv", line: line, field: "Phone"), value: "=HYPERLINK(\(line))")
            finding.found = "=1+\(line)"
            collector.emit(finding)
        }
        #expect(collector.kept.count == 2 && collector.dropped == 3)
        let totals = ValidationReport.Totals(read: 5, accepted: 5, rejected: 0, merged: 0, warnings: 5, errors: 0)
        let kept = collector.kept.map {
            ValidationReport.Finding(
                source: "owners", file: "owners.csv", line: $0.location?.line, recordId: nil, field: "Phone",
                code: $0.code.rawValue,
                severity: "warning", message: $0.message(showingValue: true), value: $0.value, found: $0.found)
        }
        let report = ValidationReport(
            pipeline: "clinic", asOf: "2026-11-20", totals: totals, rules: [],
            sources: [
                .init(
                    name: "owners", file: "owners.csv", totals: totals, unlistedFindings: 3, findings: kept,
                    unlistedRows: collector.unlistedRows)
            ])
        let csv = String(decoding: report.csvBytes(), as: UTF8.self)
        let rows = csv.split(separator: "\r\n")
        #expect(rows.count == 6)
        #expect(
            rows.last
                == "owners,owners.csv,6,,Phone,owner.phone-invalid,warning,\"The phone \"\"=HYPERLINK(6)\"\" is not valid.\",'=HYPERLINK(6),'=1+6"
        )
        #expect(rows.first?.hasSuffix("message,value,found") == true)
    }
}
