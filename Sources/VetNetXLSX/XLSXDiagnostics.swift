import VetNetCore

/// The findings of the workbook reader. Codes are API; the wording may change.
extension Diagnostic {
    /// `read.xlsx-corrupt` (thrown): a part of the workbook is missing or is not well-formed XML.
    static func xlsxCorrupt(_ file: String, part: String?, row: Int? = nil, _ detail: String) -> Diagnostic {
        let place = part.map { " (in \($0)\(row.map { ", after row \($0)" } ?? ""))" } ?? ""
        return .error(
            "read.xlsx-corrupt",
            "The Excel workbook is damaged\(place): \(detail). Open it in Excel or LibreOffice and save it again.",
            at: SourceLocation(file: file, line: row))
    }

    /// `pipeline.unknown-sheet` (thrown): the pipeline names a sheet the workbook does not have.
    static func unknownSheet(_ name: String, file: String, sheets: [String]) -> Diagnostic {
        var diagnostic = Diagnostic.error(
            "pipeline.unknown-sheet",
            "The workbook has no sheet named \"\(name)\"; its sheets are: \(sheets.map { "\"\($0)\"" }.joined(separator: ", ")).",
            at: SourceLocation(file: file), value: name)
        if let near = closestMatch(to: name, in: sheets) { diagnostic.notes = ["did you mean \"\(near)\"?"] }
        return diagnostic
    }

    /// `read.xlsx-not-a-worksheet` (thrown): the sheet is a chart or dialog sheet, which holds no rows.
    static func notAWorksheet(_ name: String, file: String) -> Diagnostic {
        .error(
            "read.xlsx-not-a-worksheet",
            "The sheet \"\(name)\" is a chart or dialog sheet, not a worksheet with rows; name a worksheet with `sheet:`.",
            at: SourceLocation(file: file), value: name)
    }

    /// `read.xlsx-no-header` (thrown): the sheet has no row with a value, so no header names its columns.
    static func noHeader(_ sheet: String, file: String) -> Diagnostic {
        .error(
            "read.xlsx-no-header",
            "The sheet \"\(sheet)\" is empty: its first row with values must name the columns, and it has none.",
            at: SourceLocation(file: file), value: sheet)
    }

    /// `read.xlsx-unreadable-cell` (record problem): a cell refers to something the workbook does not have.
    static func unreadableCell(_ detail: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "read.xlsx-unreadable-cell", "A cell cannot be read: \(detail); the workbook is damaged here.", at: location
        )
    }

    /// `read.xlsx-error-value` (warning): a cell holds a spreadsheet error (`#N/A`, `#DIV/0!`), read as empty.
    static func errorValue(_ value: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            "read.xlsx-error-value",
            "The cell holds the spreadsheet error {value} (a formula that failed); it was read as empty.",
            at: location, value: value)
    }

    /// `read.xlsx-value-outside-header` (warning, once per sheet): a value in a column the header does not name.
    static func valueOutsideHeader(column: Int, at location: SourceLocation) -> Diagnostic {
        .warning(
            "read.xlsx-value-outside-header",
            "Column \(columnLetters(column)) has values but no name in the header row; they were left out. Only the first such row is reported.",
            at: location)
    }
}
