public import VetNetCore
import VetNetWrite

/// What happened to one source's records. `read == accepted + rejected + merged` always holds.
public struct SourceStats: Sendable, Hashable {
    public var name: String
    public var entity: String
    public var path: String
    public var format: String
    public var sha256: String?
    public var bytes: Int = 0
    public var read = 0
    public var accepted = 0
    public var rejected = 0
    /// Records merged into another: duplicates the dedupe stage found, and rows repeating a source ID
    /// (`repeatedRowsMerged`).
    public var merged = 0
    /// Rows merged into the row kept for their source ID (`repeatedIds: first | latest`).
    public var repeatedRowsMerged = 0
    public var warnings = 0
    public var errors = 0
    /// Set when the file could not be read to its end; the records before the failure are counted and kept.
    public var failure: Diagnostic?
    /// The input's columns, for the rejected-records file.
    public var columns: [String] = []
    /// The file as findings name it.
    public var file: String = ""
    /// The findings kept for the reports (the first `diagnosticLimit`), in report order.
    public var findings: [Diagnostic] = []
    /// Findings counted but not kept.
    public var unlistedFindings = 0
    /// The findings not kept, as rows of `validation.csv`.
    public var unlistedRows = SpilledBytes()
    /// Every finding counted, per code.
    public var findingCounts: [String: Int] = [:]
    /// Findings of severity error, which reject their record, per code.
    public var errorCounts: [String: Int] = [:]

    /// The share of records read that were rejected.
    public var rejectRate: Double { read == 0 ? 0 : Double(rejected) / Double(read) }

    public var isBalanced: Bool { read == accepted + rejected + merged }
}

extension SourceStats {
    /// Adds findings made after the source was read (the history's last stage), counted and listed as the
    /// read stage's are.
    mutating func add(_ new: [Diagnostic], limit: Int) {
        guard !new.isEmpty else { return }
        for finding in new {
            findingCounts[finding.code.rawValue, default: 0] += 1
            switch finding.severity {
            case .error:
                errors += 1
                errorCounts[finding.code.rawValue, default: 0] += 1
            case .warning: warnings += 1
            case .note: break
            }
            if findings.count < limit {
                findings.append(finding)
            } else {
                unlistedFindings += 1
                unlistedRows.append(ValidationReport.csvRow(of: finding, source: name))
            }
        }
        findings.sort(by: Diagnostic.reportOrder)
    }
}
