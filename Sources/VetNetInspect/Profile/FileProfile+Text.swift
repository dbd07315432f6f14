import VetNetCore

extension FileProfile {
    /// The profile as a person reads it. Values from the data are quoted, with invisible and control characters
    /// written out (`escapeInvisibles`), so nothing in the file can act on the terminal.
    public var text: String {
        var lines: [String] = []
        lines.append(escapeInvisibles(file))
        var layout = "  format     \(format)"
        if let delimiter { layout += ", delimiter \(delimiter == "\t" ? "tab" : "\"\(delimiter)\"")" }
        layout += ", encoding \(encoding)"
        if encoding == "windows-1252" { layout += " (bytes that are not UTF-8)" }
        lines.append(layout)
        lines.append(
            "  records    \(records)" + (malformedRecords > 0 ? " (\(malformedRecords) malformed, not profiled)" : ""))
        lines.append("  columns    \(columns.count)")
        for column in columns {
            lines.append("")
            lines += column.textLines(records: records - malformedRecords)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ColumnProfile {
    func textLines(records: Int) -> [String] {
        var title = "[\(position)] \(quoted(name))"
        if !kinds.isEmpty { title += "  looks like " + kinds.map(\.label).joined(separator: ", ") }
        var lines = [title]
        let percent = Int((emptyShare * 100).rounded())
        lines.append("    empty     \(empty) of \(records) (\(percent)%)")
        lines.append("    distinct  \(distinctCapped ? "over " : "")\(distinct)\(unique ? ", none repeated" : "")")
        if let rowNumbers { lines.append("    counter   \(rowNumbers.label) in row order: \(RowNumbers.meaning)") }
        if !topValues.isEmpty {
            lines.append(
                "    top       " + topValues.map { "\(quoted($0.value)) ×\($0.count)" }.joined(separator: ", "))
        }
        for found in dateLayouts {
            lines.append("    dates     \(found.textLine)")
        }
        if decimalPoints + decimalCommas > 0 {
            lines.append("    decimals  \(decimalPoints) with a point, \(decimalCommas) with a comma")
        }
        if !unknownCodes.isEmpty {
            let what = kind == .species ? "species words" : "sex codes"
            lines.append(
                "    unknown   \(what) the built-in tables do not read: "
                    + unknownCodes.prefix(10).map { "\(quoted($0.value)) ×\($0.count)" }.joined(separator: ", "))
        }
        return lines
    }
}

extension DateLayoutFound {
    var textLine: String {
        switch order {
        case .fixed: "\(layout) ×\(values)"
        case .dayFirst: "\(layout) ×\(values), day first (\(quoted(dayFirstExample ?? "")) reads no other way)"
        case .monthFirst: "\(layout) ×\(values), month first (\(quoted(monthFirstExample ?? "")) reads no other way)"
        case .undecided: "\(layout) or \(otherOrder ?? "") ×\(values), ambiguous: no day or month is over 12"
        case .conflict:
            "\(layout) and \(otherOrder ?? "") ×\(values), mixed: \(quoted(dayFirstExample ?? "")) is day first, \(quoted(monthFirstExample ?? "")) month first"
        }
    }
}

extension ColumnKind {
    var label: String {
        switch self {
        case .id: "IDs (all different)"
        case .date: "dates"
        case .dateTime: "dates with times"
        case .email: "email addresses"
        case .phone: "phone numbers"
        case .microchip: "microchips"
        case .sex: "sex codes"
        case .species: "species"
        case .boolean: "yes/no"
        case .age: "ages"
        case .number: "numbers"
        case .empty: "empty"
        }
    }
}

/// A value from the data, quoted and with invisible characters written out.
func quoted(_ value: String) -> String {
    "\"" + escapeInvisibles(value) + "\""
}
