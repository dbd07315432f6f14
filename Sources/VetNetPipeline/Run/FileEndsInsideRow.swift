import VetNetCore

/// A nightly export that ends inside a quoted value, or whose last row has no line end after it and was rejected
/// as an incomplete row: cut short while being written or copied. The rows it held are kept, but the source is
/// not read to its end: a full export deactivates nothing because of the rows missing from it, and the run ends
/// with the status of a file that could not be read to its end, for the cron job to see (a delta export's rows
/// after the cut come in no later export). A run without a state file rejects the row and goes on.
enum FileEndsInsideRow {
    /// The findings that show a last row without a line end was cut: values missing from the end of the row, or a
    /// value shorter than the stored record's.
    static let signatures: Set<DiagnosticCode> = ["read.too-few-fields", "read.cut-short"]

    /// Whether `raw`, rejected with `findings`, is the cut last row of its file. A quoted value left open is only
    /// ever found at the end of the file, whatever its last byte (a cut may fall just after a line end inside it).
    static func isCut(_ raw: RawRecord, rejectedWith findings: [Diagnostic]) -> Bool {
        findings.contains {
            $0.severity == .error
                && ($0.code == "read.unterminated-quote" || raw.endsFileWithoutLineEnd && signatures.contains($0.code))
        }
    }

    /// What stops the source whose cut last row is at `location`.
    static func failure(at location: SourceLocation) -> Diagnostic {
        .error(
            "read.ends-inside-row",
            "The file ends inside its last row\(location.line.map { " (line \($0))" } ?? ""): it was cut short while being written or copied. The rows before it are kept, and no record is deactivated tonight for being missing from it; a delta export's rows after the cut are not in it. Export the file again, whole.",
            at: SourceLocation(file: location.file, line: location.line))
    }
}
