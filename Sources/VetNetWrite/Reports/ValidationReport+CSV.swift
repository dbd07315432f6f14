extension ValidationReport {
    /// `validation.csv`: one finding per row, sorted by file and line, UTF-8 with a byte order mark.
    public func csvBytes() -> [UInt8] {
        var writer = CSVTextWriter(byteOrderMark: true, guardingFormulas: true)
        writer.row(["source", "file", "line", "record_id", "field", "code", "severity", "message", "value"])
        for finding in allFindings {
            writer.row([
                finding.source, finding.file, finding.line.map(String.init), finding.recordId, finding.field, finding.code,
                finding.severity, finding.message, finding.value,
            ])
        }
        return writer.bytes
    }
}
