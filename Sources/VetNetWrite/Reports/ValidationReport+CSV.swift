public import VetNetCore

extension ValidationReport {
    static let csvHeader = [
        "source", "file", "line", "record_id", "field", "code", "severity", "message", "value", "found",
    ]

    /// `validation.csv`: every finding, one per row, UTF-8 with a byte order mark. Each source's listed findings
    /// come sorted by line, then those past the list in the order they were found.
    public func csvBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        writeCSV { bytes += $0 }
        return bytes
    }

    /// `csvBytes()` in chunks, given to `emit` in order: the findings past the lists can be millions of rows.
    public func writeCSV<Failure: Error>(_ emit: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        var writer = CSVTextWriter(byteOrderMark: true, guardingFormulas: true)
        writer.row(Self.csvHeader)
        var bytes = writer.bytes
        for source in sources {
            for finding in source.findings { bytes += Self.csvRow(finding) }
            try emit(bytes)
            bytes.removeAll(keepingCapacity: true)
            try source.unlistedRows.forEachChunk(emit)
        }
        if !bytes.isEmpty { try emit(bytes) }
    }

    /// `csvRow(Finding(...))` of a diagnostic of `source`, written from the diagnostic's fields without a
    /// `Finding` of them: a messy export has a finding on most rows, and those past the list are written so.
    public static func csvRow(of diagnostic: Diagnostic, source: String) -> [UInt8] {
        var writer = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
        writeCSVRow(of: diagnostic, source: source, to: &writer)
        return writer.bytes
    }

    /// Appends `csvRow(of:source:)` to `writer`, which guards formulas.
    public static func writeCSVRow(of diagnostic: Diagnostic, source: String, to writer: inout CSVTextWriter) {
        writer.field(source)
        writer.field(diagnostic.location?.file)
        writer.field(diagnostic.location?.line)
        writer.field(diagnostic.recordID)
        writer.field(diagnostic.location?.field)
        writer.field(diagnostic.code.rawValue)
        writer.field(diagnostic.severity.rawValue)
        writer.field(diagnostic.message(showingValue: true))
        writer.field(diagnostic.value)
        writer.field(diagnostic.found)
        writer.endRow()
    }

    /// One finding as a row of `validation.csv`.
    public static func csvRow(_ finding: Finding) -> [UInt8] {
        var writer = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
        writer.row([
            finding.source, finding.file, finding.line.map(String.init), finding.recordId, finding.field, finding.code,
            finding.severity, finding.message, finding.value, finding.found,
        ])
        return writer.bytes
    }
}
