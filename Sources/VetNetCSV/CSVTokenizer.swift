private import CLibCSV

/// One record as libcsv split it, before the header is applied.
struct TokenizedRecord {
    enum Problem: Equatable {
        /// A quote where strict CSV allows none; the rest of that line was skipped.
        case malformedQuote(line: Int)
        /// The file ended inside a quoted field that opened on `line`.
        case unterminatedQuote(line: Int)
    }

    var line: Int
    var fields: [String?]
    /// Whether some field's bytes needed the encoding fallback.
    var usedFallback: Bool
    var problem: Problem?
}

/// Drives libcsv over bytes that arrive in chunks of any size, and knows the physical line of every record.
///
/// libcsv reports no positions, so bytes are fed one physical line at a time: the line number is then known
/// in every callback, and a parse error can be recovered from by skipping to the next line.
/// Line ends are LF, CRLF or a lone CR, each counting once.
final class CSVTokenizer {
    private let parser: UnsafeMutablePointer<csv_parser>
    private let delimiter: UInt8
    private let encoding: TextEncoding
    private static let options = UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_EMPTY_IS_NULL)

    private(set) var completed: [TokenizedRecord] = []
    private var fields: [String?] = []
    private var usedFallback = false
    private var line = 1
    private var recordStartLine = 1
    private var fieldStartLine = 1
    private var awaitingRecordStart = true
    private var previousWasCR = false
    private var skippingToLineEnd = false

    init(delimiter: UInt8, encoding: TextEncoding) {
        self.delimiter = delimiter
        self.encoding = encoding
        parser = .allocate(capacity: 1)
        resetParser(freeingFirst: false)
    }

    deinit {
        csv_free(parser)
        parser.deallocate()
    }

    /// Hands over the records completed so far.
    func drain() -> [TokenizedRecord] {
        defer { completed.removeAll(keepingCapacity: true) }
        return completed
    }

    func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
                let hasTerminator = end < buffer.count
                let segmentEnd = hasTerminator ? end + 1 : end
                feedSegment(UnsafeRawBufferPointer(rebasing: buffer[start..<segmentEnd]), terminated: hasTerminator)
                start = segmentEnd
            }
        }
    }

    /// Flushes the last record; an open quote becomes an `unterminatedQuote` record.
    func finish() {
        let status = csv_fini(parser, fieldCallback, recordCallback, Unmanaged.passUnretained(self).toOpaque())
        if status != 0 {
            completed.append(
                TokenizedRecord(
                    line: recordStartLine, fields: fields, usedFallback: usedFallback,
                    problem: .unterminatedQuote(line: fieldStartLine)))
            fields.removeAll()
        }
    }

    private func feedSegment(_ segment: UnsafeRawBufferPointer, terminated: Bool) {
        let last = segment[segment.count - 1]
        // The LF of a CRLF pair was counted with its CR; libcsv itself skips it outside quotes.
        let endsLine = terminated && !(segment.count == 1 && last == 0x0A && previousWasCR)
        previousWasCR = false
        if !skippingToLineEnd {
            if awaitingRecordStart, segment.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
                awaitingRecordStart = false
                recordStartLine = line
                fieldStartLine = line
            }
            let consumed = csv_parse(
                parser, segment.baseAddress, segment.count, fieldCallback, recordCallback,
                Unmanaged.passUnretained(self).toOpaque())
            if consumed < segment.count { recoverFromParseError(terminated: terminated) }
        }
        if terminated {
            skippingToLineEnd = false
            previousWasCR = last == 0x0D
        }
        if endsLine { line += 1 }
    }

    private func recoverFromParseError(terminated: Bool) {
        completed.append(
            TokenizedRecord(
                line: recordStartLine, fields: fields, usedFallback: usedFallback, problem: .malformedQuote(line: line)))
        fields.removeAll()
        usedFallback = false
        awaitingRecordStart = true
        skippingToLineEnd = !terminated
        resetParser(freeingFirst: true)
    }

    private func resetParser(freeingFirst: Bool) {
        if freeingFirst { csv_free(parser) }
        csv_init(parser, Self.options)
        csv_set_delim(parser, delimiter)
        // A tab delimiter must not also be skipped as padding around fields.
        if delimiter == 0x09 { csv_set_space_func(parser, { $0 == 0x20 ? 1 : 0 }) }
    }

    fileprivate func appendField(_ data: UnsafeMutableRawPointer?, _ length: Int) {
        fieldStartLine = line
        guard let data else {
            fields.append(nil)
            return
        }
        switch encoding.decode(UnsafeRawBufferPointer(start: data, count: length)) {
        case .text(let text):
            fields.append(text)
        case .fallback(let text):
            usedFallback = true
            fields.append(text)
        }
    }

    fileprivate func endRecord() {
        completed.append(TokenizedRecord(line: recordStartLine, fields: fields, usedFallback: usedFallback))
        fields.removeAll(keepingCapacity: true)
        usedFallback = false
        awaitingRecordStart = true
    }
}

private func fieldCallback(_ data: UnsafeMutableRawPointer?, _ length: Int, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<CSVTokenizer>.fromOpaque(context).takeUnretainedValue().appendField(data, length)
}

private func recordCallback(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<CSVTokenizer>.fromOpaque(context).takeUnretainedValue().endRecord()
}
