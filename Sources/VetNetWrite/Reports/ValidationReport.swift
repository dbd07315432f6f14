public import VetNetCore

/// The validate stage's findings as the reports show them: counts per source and per rule, and the
/// findings themselves (capped per source; the counts never are). `validation.json` is this, encoded.
public struct ValidationReport: Codable, Sendable, Hashable {
    public struct Totals: Codable, Sendable, Hashable {
        public var read: Int
        public var accepted: Int
        public var rejected: Int
        public var merged: Int
        public var warnings: Int
        public var errors: Int

        public init(read: Int, accepted: Int, rejected: Int, merged: Int, warnings: Int, errors: Int) {
            self.read = read
            self.accepted = accepted
            self.rejected = rejected
            self.merged = merged
            self.warnings = warnings
            self.errors = errors
        }
    }

    /// How many findings one rule produced in the whole run.
    public struct RuleCount: Codable, Sendable, Hashable {
        public var code: String
        public var title: String
        public var severity: String
        public var count: Int

        public init(code: String, title: String, severity: String, count: Int) {
            self.code = code
            self.title = title
            self.severity = severity
            self.count = count
        }
    }

    /// One finding, flat, as staff and spreadsheets want it.
    public struct Finding: Codable, Sendable, Hashable {
        public var source: String
        public var file: String
        public var line: Int?
        public var recordId: String?
        public var field: String?
        public var code: String
        public var severity: String
        public var message: String
        /// What was read from the field, as the message names it.
        public var value: String?
        /// The field exactly as the file holds it, where that differs from `value`.
        public var found: String?

        public init(
            source: String, file: String, line: Int?, recordId: String?, field: String?, code: String, severity: String,
            message: String, value: String?, found: String? = nil
        ) {
            self.source = source
            self.file = file
            self.line = line
            self.recordId = recordId
            self.field = field
            self.code = code
            self.severity = severity
            self.message = message
            self.value = value
            self.found = found
        }
    }

    public struct Source: Codable, Sendable, Hashable {
        public var name: String
        public var file: String
        public var totals: Totals
        /// Findings beyond the per-source limit were counted but not listed.
        public var unlistedFindings: Int
        public var findings: [Finding]
        /// The findings past the limit as rows of `validation.csv`, which lists every finding; not in the JSON.
        public var unlistedRows = SpilledBytes()

        public init(
            name: String, file: String, totals: Totals, unlistedFindings: Int, findings: [Finding],
            unlistedRows: SpilledBytes = SpilledBytes()
        ) {
            self.name = name
            self.file = file
            self.totals = totals
            self.unlistedFindings = unlistedFindings
            self.findings = findings
            self.unlistedRows = unlistedRows
        }

        private enum CodingKeys: String, CodingKey {
            case name, file, totals, unlistedFindings, findings
        }
    }

    public var reportVersion: Int
    public var pipeline: String
    public var asOf: String
    /// True when no record was rejected.
    public var valid: Bool
    public var totals: Totals
    public var rules: [RuleCount]
    public var sources: [Source]

    public init(pipeline: String, asOf: String, totals: Totals, rules: [RuleCount], sources: [Source]) {
        reportVersion = 1
        self.pipeline = pipeline
        self.asOf = asOf
        valid = totals.rejected == 0
        self.totals = totals
        self.rules = rules
        self.sources = sources
    }

    /// Every finding of every source, in report order (file, line, field, code).
    public var allFindings: [Finding] { sources.flatMap(\.findings) }
}
