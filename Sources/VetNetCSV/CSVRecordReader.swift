public import VetNetCore

/// Streams the records of one CSV file: header first, then one `RawRecord` per data row, with its line.
///
/// Malformed rows (wrong field count, a stray quote, an unterminated quote at the end) are returned with
/// their `problem` set, and the rest of the file is read on. Only I/O failures and an unsupported encoding
/// throw.
public final class CSVRecordReader: RecordReader {
    public private(set) var columns: [String] = []
    public private(set) var readCount = 0
    /// The delimiter in use, once the first chunk has been seen.
    public private(set) var delimiter: UInt8?

    private let source: any ByteSource
    private let file: String
    private let options: CSVOptions
    private let diagnostics: any DiagnosticCollector
    private var tokenizer: CSVTokenizer?
    private var pending = TokenizedBatch()
    private var pendingIndex = 0
    /// `file`, as the locations of `pending`'s records name it: a string of their own (see `takeRecords`).
    private var pendingFile: String
    private var sawHeader = false
    /// Whether the file is a rejected-records file vetnet wrote, whose values carry a formula guard.
    private var readsGuardedValues = false
    private var atEnd = false
    private var reportedFallback = false
    /// The last byte read from the source, to tell whether the file ends with a line end.
    private var lastByte: UInt8?

    /// The physical line the reader has reached: 1 before any line end, one more for each line end read (LF,
    /// CRLF or a lone CR, inside quoted values too); at the end, the number of lines in the file.
    public var lineReached: Int { tokenizer?.line ?? 1 }

    /// Lines split without libcsv, for the tests.
    var linesSplitInSwift: Int { tokenizer?.linesSplitInSwift ?? 0 }
    /// The bytes the tokenizer holds for what it has not handed over yet, for the tests that bound memory.
    var heldByteCount: Int { tokenizer?.heldByteCount ?? 0 }

    /// How many bytes are gathered before the delimiter is guessed (fewer if the file is shorter).
    static let sniffLength = 1 << 16

    public init(
        source: any ByteSource, file: String, options: CSVOptions = CSVOptions(), diagnostics: any DiagnosticCollector
    ) {
        self.source = source
        self.file = file
        pendingFile = file
        self.options = options
        self.diagnostics = diagnostics
    }

    public func next() throws(Diagnostic) -> RawRecord? {
        while true {
            if let fields = pending.fields {
                while pendingIndex < pending.records.count {
                    let record = pending.records[pendingIndex]
                    pendingIndex += 1
                    if var raw = accept(record, in: fields) {
                        // The file's last record, which no line end follows.
                        if atEnd, pendingIndex == pending.records.count, lastByte != 0x0A, lastByte != 0x0D {
                            raw.endsFileWithoutLineEnd = true
                        }
                        return raw
                    }
                }
            }
            pending = TokenizedBatch()
            pendingIndex = 0
            if atEnd { return nil }
            try fill()
        }
    }

    private func fill() throws(Diagnostic) {
        guard let tokenizer else {
            try start()
            return
        }
        let chunk = try source.read(maxCount: options.chunkSize)
        if chunk.isEmpty {
            tokenizer.finish()
            atEnd = true
        } else {
            lastByte = chunk.last
            tokenizer.feed(chunk)
        }
        takeRecords(of: tokenizer)
    }

    /// Takes the records the tokenizer has finished, and a name of their file of their own. Every record holds
    /// its file's name, and copying a record counts a reference to it. Records are read on one core and taken on
    /// another: with one name for the whole file, the two cores took turns on its count for every record.
    private func takeRecords(of tokenizer: CSVTokenizer) {
        pending = tokenizer.drain()
        pendingFile = String(decoding: Array(file.utf8), as: UTF8.self)
    }

    /// Gathers the first bytes, strips a BOM, picks the delimiter and starts the tokenizer.
    private func start() throws(Diagnostic) {
        var prefix: [UInt8] = []
        var sourceEnded = false
        while prefix.count < Self.sniffLength {
            let chunk = try source.read(maxCount: options.chunkSize)
            if chunk.isEmpty {
                sourceEnded = true
                break
            }
            prefix.append(contentsOf: chunk)
        }
        lastByte = prefix.last
        if prefix.starts(with: [0xFE, 0xFF]) || prefix.starts(with: [0xFF, 0xFE]) {
            throw .error(
                "read.unsupported-encoding",
                "The file is UTF-16 encoded (it starts with a UTF-16 byte order mark). Export it as UTF-8 or Windows-1252.",
                at: SourceLocation(file: file, line: 1))
        }
        // `PK` and a local file header or an empty archive's end record: a ZIP archive, as an .xlsx workbook is.
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            throw .error(
                "read.not-csv",
                "The file is a ZIP archive, not a CSV file: for an Excel workbook write `format: xlsx` (and `sheet:`); for zipped exports name the member, as in `path: exports.zip!clients.csv`.",
                at: SourceLocation(file: file, line: 1))
        }
        var encoding = options.encoding
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) {
            // A UTF-8 byte order mark outweighs the declared encoding: files vetnet writes back (rejected
            // records) carry one and must read again with the pipeline that produced them.
            prefix.removeFirst(3)
            encoding = .utf8
        }
        let chosen = options.delimiter ?? DelimiterSniffer.sniff(prefix)
        delimiter = chosen
        let tokenizer = CSVTokenizer(
            delimiter: chosen, encoding: encoding, maxFieldBytes: options.maxFieldBytes,
            splitsSingleLineRecords: options.splitsSingleLineRecords)
        self.tokenizer = tokenizer
        if !prefix.isEmpty { tokenizer.feed(prefix) }
        if sourceEnded {
            tokenizer.finish()
            atEnd = true
            if prefix.isEmpty {
                diagnostics.emit(
                    .warning(
                        "read.empty-file", "The file is empty: it has no header and no records.",
                        at: SourceLocation(file: file)))
            }
        }
        takeRecords(of: tokenizer)
    }

    /// Turns a tokenized record into a raw record, or reports why it is rejected.
    private func accept(_ record: TokenizedRecord, in fields: PackedFields) -> RawRecord? {
        if record.usedFallback { reportFallback(line: record.line) }
        guard sawHeader else {
            sawHeader = true
            let names = (0..<fields.fieldCount(of: record.index)).map { fields.field($0, of: record.index) }
            readsGuardedValues = names.first == FormulaGuard.rejectedReasonsColumn
            let header = readsGuardedValues ? names.map { $0.map { FormulaGuard.unguarded($0) ?? $0 } } : names
            columns = columnNames(header: header, line: record.line, file: file, diagnostics: diagnostics)
            if record.problem != nil {
                diagnostics.emit(
                    .error(
                        "read.malformed-header", "The header row is malformed: a quote is misplaced.",
                        at: SourceLocation(file: file, line: record.line)))
            }
            return nil
        }
        readCount += 1
        let location = SourceLocation(file: pendingFile, line: record.line, recordIndex: readCount)
        var raw =
            readsGuardedValues
            ? Self.unguarded(fields, record.index, at: location)
            : RawRecord(location: location, packed: fields, record: record.index)
        let fieldCount = fields.fieldCount(of: record.index)
        if record.problem != nil || fieldCount != columns.count {
            raw.problem = problem(of: record, fieldCount: fieldCount, at: raw.location)
        }
        // `consume`: a plain `return raw` copied the record into the optional and destroyed the original.
        return consume raw
    }

    /// A record of a rejected-records file vetnet wrote, its values without the apostrophe that kept spreadsheets
    /// from running them (`FormulaGuard`), so that a corrected file imports the values as they were.
    private static func unguarded(_ fields: PackedFields, _ record: Int, at location: SourceLocation) -> RawRecord {
        let values = (0..<fields.fieldCount(of: record)).map { index in
            fields.field(index, of: record).map { FormulaGuard.unguarded($0) ?? $0 }
        }
        return RawRecord(location: location, fields: values)
    }

    /// Why the record is to be rejected, if it is: a problem found while splitting it, or a wrong field count.
    @inline(never)
    private func problem(of record: TokenizedRecord, fieldCount: Int, at location: SourceLocation) -> Diagnostic {
        if let problem = record.problem { return describe(problem, at: location) }
        let tooMany = fieldCount > columns.count
        return .error(
            tooMany ? "read.too-many-fields" : "read.too-few-fields",
            "The row has \(fieldCount) fields but the header has \(columns.count)."
                + (tooMany
                    ? " An unquoted delimiter inside a value is the usual cause." : " The row may be cut short."),
            at: location)
    }

    private func reportFallback(line: Int) {
        guard !reportedFallback else { return }
        reportedFallback = true
        let message =
            options.encoding == .utf8
            ? "The file is declared UTF-8 but holds bytes that are not UTF-8; they were replaced with U+FFFD. Declare the file's real encoding (often windows-1252)."
            : "The file is not valid UTF-8; values with other bytes were read as Windows-1252. Declare `encoding: windows-1252` to silence this."
        diagnostics.emit(.warning("read.invalid-encoding", message, at: SourceLocation(file: file, line: line)))
    }

    private func describe(_ problem: TokenizedRecord.Problem, at location: SourceLocation) -> Diagnostic {
        switch problem {
        case .malformedQuote(let line):
            var diagnostic = Diagnostic.error(
                "read.malformed-quote",
                "A quote is misplaced (inside an unquoted value, or text right after a closing quote); the rest of line \(line) was skipped.",
                at: location)
            if line != location.line { diagnostic.notes.append("the record starts at line \(location.line ?? 0)") }
            return diagnostic
        case .fieldTooLarge(let line):
            return .error(
                "read.field-too-large",
                "A value on line \(line) is larger than the limit of \(options.maxFieldBytes) bytes (a runaway field, or a file that is not CSV); the rest of that line was skipped.",
                at: location)
        case .nulByte(let line):
            return .error(
                "read.nul-byte",
                "A value on line \(line) holds a NUL byte (code 0), which no text has: the file is damaged there, or part of it is not text.",
                at: SourceLocation(file: location.file, line: line, recordIndex: location.recordIndex))
        case .unterminatedQuote(let line):
            return .error(
                "read.unterminated-quote",
                "The file ends inside a quoted value that opened at line \(line); the closing quote is missing.",
                at: SourceLocation(file: location.file, line: line, recordIndex: location.recordIndex))
        }
    }
}
