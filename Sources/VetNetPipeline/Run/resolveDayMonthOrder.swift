import VetNetCore
import VetNetMapping
import VetNetValidation

/// For each date field that lists both day-first and month-first layouts (`[dd/MM/yyyy, MM/dd/yyyy]`),
/// decides the order for this file from its own values, before the file is mapped: if any value has a first
/// number over 12 the file is day-first, if any has a second number over 12 it is month-first. The layouts
/// of the other order are dropped; when the values disagree or nothing decides, the order listed first is
/// kept and a warning says so.
///
/// Reads the file once more, only for such fields; `values(of:)` pulls a column's values with their lines.
func resolveDayMonthOrder(
    _ source: SourceConfig, values: (_ column: String) throws(Diagnostic) -> [(String, Int?)]
) throws(Diagnostic) -> (SourceConfig, [Diagnostic]) {
    var resolved = source
    var findings: [Diagnostic] = []
    for key in source.mapping.fields.keys.sorted() {
        guard let spec = source.mapping.fields[key], let column = spec.columns.first else { continue }
        let orders = spec.formats.compactMap(\.putsDayFirst)
        guard orders.contains(true), orders.contains(false), let firstListed = orders.first else { continue }
        var detector = DayMonthOrderDetector()
        for (value, line) in try values(column) { detector.observe(value, line: line) }
        let fallback: DayMonthOrder = firstListed ? .dayFirst : .monthFirst
        let decision = detector.decision(default: fallback)
        let location = SourceLocation(file: source.shownPath, field: column)
        switch decision {
        case .decided(let order, let example):
            var note = Diagnostic(
                code: "map.date-order", severity: .note,
                message: "Dates in this column are read \(describe(order)): {value} can only be read that way.",
                location: location, value: example.value)
            note.location?.line = example.line
            findings.append(note)
        case .conflict(let dayFirst, let monthFirst, let assumed):
            var warning = Diagnostic.warning(
                "map.date-order-conflict",
                "This column mixes day-first dates ({value}, line \(dayFirst.line.map(String.init) ?? "?")) and month-first dates (line \(monthFirst.line.map(String.init) ?? "?")); they were read \(describe(assumed)), so the others fail to read. Fix the export.",
                at: location, value: dayFirst.value)
            warning.location?.line = dayFirst.line
            findings.append(warning)
        case .undecidable(let assumed):
            findings.append(
                .warning(
                    "map.date-order-undecidable",
                    "No date in this column shows whether the day or the month comes first (every value is 12 or less in both places); they were read \(describe(assumed)), as listed first. Check a few records.",
                    at: location))
        }
        let keepDayFirst = decision.order == .dayFirst
        resolved.mapping.fields[key]?.formats = spec.formats.filter {
            $0.putsDayFirst == nil || $0.putsDayFirst == keepDayFirst
        }
    }
    return (resolved, findings)
}

private func describe(_ order: DayMonthOrder) -> String {
    order == .dayFirst ? "day first (dd/MM)" : "month first (MM/dd)"
}
