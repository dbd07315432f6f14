import VetNetCore

/// Everything one read of a document produced, to compare reads of the same bytes fed in different chunks.
struct ReadOutcome: Equatable {
    var columns: [String] = []
    var records: [RawRecord] = []
    var diagnostics: [Diagnostic] = []
    var failure: Diagnostic?
    var readCount = 0

    /// Reads `reader` to its end, keeping emitted and record-level diagnostics in report order.
    static func read(_ reader: some RecordReader, collector: RecordingCollector) -> ReadOutcome {
        var outcome = ReadOutcome()
        var problems: [Diagnostic] = []
        do {
            while let record = try reader.next() {
                if let problem = record.problem { problems.append(problem) } else { outcome.records.append(record) }
            }
        } catch {
            outcome.failure = error
        }
        outcome.columns = reader.columns
        outcome.readCount = reader.readCount
        outcome.diagnostics = (collector.diagnostics + problems).sorted(by: Diagnostic.reportOrder)
        return outcome
    }

    /// Broken invariants of a single read: records out of line order, lines past the document, fields that
    /// cannot be decoded, or a count that does not add up.
    func violations(lineCount: Int) -> [String] {
        var found: [String] = []
        let lines = records.compactMap(\.location.line)
        if lines != lines.sorted() { found.append("record lines are not in order: \(lines)") }
        if let last = lines.last, last > lineCount {
            found.append("record line \(last) is past the last line \(lineCount)")
        }
        if let first = lines.first, first < 1 { found.append("record line \(first) is before the first line") }
        if readCount < records.count {
            found.append("readCount \(readCount) is less than the \(records.count) records returned")
        }
        for record in records where record.fields.count != columns.count {
            found.append(
                "a record on line \(record.location.line ?? 0) has \(record.fields.count) fields for \(columns.count) columns"
            )
        }
        return found
    }

    /// The differences between this read and a read of the same bytes in other chunks.
    func differences(from other: ReadOutcome, label: String) -> [String] {
        var found: [String] = []
        if columns != other.columns { found.append("\(label): columns differ: \(columns) vs \(other.columns)") }
        if records != other.records {
            found.append("\(label): records differ (\(records.count) vs \(other.records.count))")
        }
        if diagnostics != other.diagnostics {
            found.append(
                "\(label): diagnostics differ: \(diagnostics.map(\.description)) vs \(other.diagnostics.map(\.description))"
            )
        }
        // The parser's own wording (a note) may depend on where a chunk ended when it met the error;
        // what the user acts on, the code, message and line, may not.
        if failure.map(withoutNotes) != other.failure.map(withoutNotes) {
            found.append(
                "\(label): failure differs: \(String(describing: failure)) vs \(String(describing: other.failure))")
        }
        if readCount != other.readCount {
            found.append("\(label): readCount differs: \(readCount) vs \(other.readCount)")
        }
        return found
    }
}

private func withoutNotes(_ diagnostic: Diagnostic) -> Diagnostic {
    var copy = diagnostic
    copy.notes = []
    return copy
}

/// Lines in `bytes` as a reader counts them (LF, CRLF and a lone CR each end one), plus the last.
func physicalLineCount(_ bytes: [UInt8]) -> Int {
    var count = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0A { count += 1 }
        if bytes[index] == 0x0D {
            count += 1
            if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        }
        index += 1
    }
    return count
}
