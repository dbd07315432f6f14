import VetNetCore

extension PipelinePreview {
    /// The preview as a person reads it: for each record, every field the pipeline maps, its value as mapped,
    /// and the columns and values it was read from; then the columns no field reads, and the findings. Values
    /// are shown (the preview is asked for to see them), with invisible and control characters written out.
    public var text: String {
        var lines: [String] = []
        for source in sources {
            if !lines.isEmpty { lines.append("") }
            lines.append(
                "== \(escapeInvisibles(source.name)) (\(source.entity)): \(escapeInvisibles(source.file)), the first \(source.records.count) records"
            )
            for finding in source.findings { lines.append("  " + Self.render(finding)) }
            for record in source.records {
                lines.append("")
                lines += Self.lines(of: record, columnsByKey: source.columnsByKey)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(of record: Record, columnsByKey: [String: [String]]) -> [String] {
        var status = record.accepted ? "accepted" : "rejected"
        if !record.mergedWith.isEmpty {
            var others = record.mergedWith.prefix(3).map(String.init).joined(separator: ", ")
            if record.mergedWith.count > 3 { others += " and \(record.mergedWith.count - 3) more" }
            status += ", one record with line\(record.mergedWith.count == 1 ? "" : "s") \(others) (repeatedIds)"
        }
        var lines = ["  line \(record.line.map(String.init) ?? "?"): \(status)"]
        let rawByColumn = Dictionary(record.raw.map { ($0.column, $0.value) }, uniquingKeysWith: { first, _ in first })
        var used: Set<String> = []
        let shown = record.mapped.filter { field in
            field.value != nil || field.keys.contains { columnsByKey[$0] != nil }
        }
        let width = max(12, (shown.map(\.name.count).max() ?? 0) + 2)
        let valueWidth = 34
        for field in shown {
            let columns = field.keys.flatMap { columnsByKey[$0] ?? [] }
            used.formUnion(columns)
            let value = field.value.map { escapeInvisibles($0) } ?? "-"
            var line = "    " + field.name.padding(width) + value
            if !columns.isEmpty {
                line = line.padding(4 + width + valueWidth)
                line +=
                    " <- "
                    + columns.map { column in "\(escapeInvisibles(column)) \(quoted(rawByColumn[column] ?? nil))" }
                    .joined(separator: ", ")
            }
            lines.append(line)
        }
        if record.mapped.isEmpty {
            for (column, value) in record.raw {
                used.insert(column)
                lines.append("    " + escapeInvisibles(column).padding(width) + quoted(value))
            }
        }
        let unmapped = record.raw.filter { !used.contains($0.column) }
        if !unmapped.isEmpty {
            lines.append(
                "    not mapped: "
                    + unmapped.map { "\(escapeInvisibles($0.column)) \(quoted($0.value))" }.joined(separator: ", "))
        }
        for finding in record.findings { lines.append("    " + render(finding)) }
        return lines
    }

    private static func render(_ finding: Diagnostic) -> String {
        var text =
            "\(finding.severity.rawValue) [\(finding.code.rawValue)] \(escapeInvisibles(finding.message(showingValue: true)))"
        if let field = finding.location?.field { text += " (column \(escapeInvisibles(field)))" }
        return text
    }
}

private func quoted(_ value: String?) -> String {
    value.map { "\"" + escapeInvisibles($0) + "\"" } ?? "(empty)"
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
