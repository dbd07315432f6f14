import VetNetCore
import VetNetValidation

extension SourceStats {
    /// Whether the source read records and rejected every one.
    public var isAllRejected: Bool { read > 0 && rejected == read }

    /// The rule that rejected the most records of the source, with how many findings it made and the column of
    /// the first; nil when nothing was rejected.
    public var mainRejection: (code: String, count: Int, column: String?)? {
        guard rejected > 0, let (code, count) = errorCounts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else {
            return nil
        }
        let column = findings.first { $0.code.rawValue == code }?.location?.field
        return (code, count, column)
    }

    /// For a source that rejected at least half of its records: which rule rejected most, and that the mapping
    /// (a column, a date layout, a code map) is the likely cause when so much of a file is refused.
    public var rejectionExplanation: String? {
        guard read > 0, rejected * 2 >= read, let main = mainRejection else { return nil }
        let title = RuleCatalog.byCode[.init(rawValue: main.code)]?.title ?? main.code
        let whole = rejected == read ? "all \(read) records" : "\(rejected) of \(read) records"
        let column = main.column.map { " (column \($0.debugDescription))" } ?? ""
        return "\(name): \(whole) were rejected, \(main.count) of them for \"\(title)\" [\(main.code)]\(column). "
            + "When most of a file is refused, the pipeline's mapping is the likely cause: check the column, date format or value map of that field."
    }
}
