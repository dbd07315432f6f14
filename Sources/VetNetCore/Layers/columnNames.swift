/// The column names of a header row: blank ones become `Column N` and repeated ones are made unique
/// (`Name (2)`), with a warning for each (`read.blank-header`, `read.duplicate-header`).
package func columnNames(header fields: [String?], line: Int, file: String, diagnostics: any DiagnosticCollector)
    -> [String]
{
    var names: [String] = []
    var seen: Set<String> = []
    for (index, field) in fields.enumerated() {
        let location = SourceLocation(file: file, line: line, column: index + 1)
        var name = (field ?? "").trimmingWhitespace()
        if name.isEmpty {
            name = "Column \(index + 1)"
            diagnostics.emit(
                .warning(
                    "read.blank-header", "Column \(index + 1) has no name in the header; it is called \"\(name)\".",
                    at: location))
        }
        if seen.contains(name) {
            var suffix = 2
            while seen.contains("\(name) (\(suffix))") { suffix += 1 }
            let unique = "\(name) (\(suffix))"
            diagnostics.emit(
                .warning(
                    "read.duplicate-header",
                    "The header names \"\(name)\" more than once; column \(index + 1) is called \"\(unique)\".",
                    at: location, value: name))
            name = unique
        }
        seen.insert(name)
        names.append(name)
    }
    return names
}
