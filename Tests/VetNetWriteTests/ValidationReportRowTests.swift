import Testing
import VetNetCore
import VetNetWrite

/// A diagnostic's row of `validation.csv` written from its fields against the row of the `Finding` made of it.
@Suite("Rows of validation.csv")
struct ValidationReportRowTests {
    static let texts: [String?] = [
        nil, "", "Rex", "a,b", "\"quoted\"", " padded ", "=1+1", "-5", "'x", "line\nbreak", "Zoë", "🐕", "{value}",
    ]
    static let messages = [
        "The value {value} is wrong.", "No value here.", "Near \(Diagnostic.derived("Beagle")); {value}?", "=SUM(A1)",
        "Comma, and \"quote\"", "",
    ]

    @Test("a row written from a diagnostic is the row of its Finding, for random diagnostics")
    func rowOfDiagnosticIsRowOfFinding() {
        var random = SplitMix64(seed: 0x7A11)
        for _ in 0..<5_000 {
            let location: VetNetCore.SourceLocation? =
                random.below(4) == 0
                ? nil
                : VetNetCore.SourceLocation(
                    file: random.pick(Self.texts) ?? "", line: random.below(3) == 0 ? nil : random.int(in: -2...90_000),
                    field: random.pick(Self.texts))
            var diagnostic = Diagnostic(
                code: DiagnosticCode(rawValue: random.pick(Self.texts) ?? "x.y"),
                severity: random.pick([.note, .warning, .error]), message: random.pick(Self.messages),
                location: location, recordID: random.pick(Self.texts), value: random.pick(Self.texts))
            diagnostic.found = random.pick(Self.texts)
            let source = random.pick(Self.texts) ?? "owners"
            let finding = ValidationReport.Finding(
                source: source, file: location?.file ?? "", line: location?.line, recordId: diagnostic.recordID,
                field: location?.field, code: diagnostic.code.rawValue, severity: diagnostic.severity.rawValue,
                message: diagnostic.message(showingValue: true), value: diagnostic.value, found: diagnostic.found)
            #expect(ValidationReport.csvRow(of: diagnostic, source: source) == ValidationReport.csvRow(finding))
        }
    }
}
