private import CLibCSV
import VetNetCore

/// The records completed since the last drain, their values packed in one batch.
struct TokenizedBatch {
    var fields: PackedFields?
    var records: [TokenizedRecord] = []
}

/// One record as split from the bytes, before the header is applied: its place in its batch and what went wrong.
/// Plain values only, so handing records over copies no references.
struct TokenizedRecord {
    enum Problem: Equatable {
        /// A quote where strict CSV allows none; the rest of that line was skipped.
        case malformedQuote(line: Int)
        /// The file ended inside a quoted field that opened on `line`.
        case unterminatedQuote(line: Int)
        /// A field on `line` is larger than the limit; the rest of that line was skipped.
        case fieldTooLarge(line: Int)
        /// A field on `line` holds a NUL byte, which no text has.
        case nulByte(line: Int)
    }

    var line: Int
    /// The record's position in its batch.
    var index: Int
    /// Whether the bytes were not valid UTF-8 (for a file read as UTF-8 or `auto`).
    var usedFallback: Bool
    var problem: Problem?
}

/// Splits bytes that arrive in chunks of any size into records, and knows the physical line of every record.
///
/// Between records, whole lines that each hold a record are split by `appendSingleLineRecords`; anything else
/// goes to libcsv a line at a time, until libcsv is between records again. libcsv reports no positions. With `CSV_REPALL_NL` it reports every line end outside quotes, so lines are
/// counted from those reports plus the line ends inside quoted values (LF, CRLF and a lone CR each count
/// once). A parse error is recovered from by skipping to the end of its line.
final class CSVTokenizer {
    private let parser: UnsafeMutablePointer<csv_parser>
    /// All mutable state, behind a pointer so the C callbacks reach it without class access checks.
    private let state: UnsafeMutablePointer<TokenizerState>
    private let delimiter: UInt8

    private let maxFieldBytes: Int
    /// Whether records on one line are split in Swift (`appendSingleLineRecords`) rather than by libcsv.
    private let splitsSingleLineRecords: Bool

    /// `splitsSingleLineRecords: false` leaves every byte to libcsv, the reference the tests compare against.
    init(delimiter: UInt8, encoding: TextEncoding, maxFieldBytes: Int = .max, splitsSingleLineRecords: Bool = true) {
        self.delimiter = delimiter
        self.maxFieldBytes = maxFieldBytes
        // A space delimiter would also be padding to trim; a quote or line end cannot be one.
        self.splitsSingleLineRecords = splitsSingleLineRecords && ![0x00, 0x0A, 0x0D, 0x20, 0x22].contains(delimiter)
        parser = .allocate(capacity: 1)
        state = .allocate(capacity: 1)
        state.initialize(to: TokenizerState(encoding: encoding, maxFieldBytes: maxFieldBytes))
        resetParser(freeingFirst: false)
    }

    deinit {
        csv_free(parser)
        parser.deallocate()
        state.pointee.release()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var linesSplitInSwift: Int { state.pointee.linesSplitInSwift }

    /// The physical line reached: 1, plus one per line end read.
    var line: Int { state.pointee.line }

    /// The bytes held for records and the value being read (libcsv's buffer), for the tests that bound memory.
    var heldByteCount: Int { state.pointee.heldByteCount + parser.pointee.entry_size }

    /// Hands over the records completed so far.
    func drain() -> TokenizedBatch { state.pointee.drain() }

    func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var start = 0
            while start < buffer.count {
                if state.pointee.skippingToLineEnd {
                    start = skipToLineEnd(buffer, from: start)
                    continue
                }
                if splitsSingleLineRecords && parser.pointee.pstate == rowNotBegun {
                    start = state.pointee.appendSingleLineRecords(buffer, from: start, delimiter: delimiter)
                    if start == buffer.count { break }
                }
                // libcsv takes one line at a time, with or without the split, so the lines after a quoted value
                // come back to the split and both ways read the same.
                let end = lineEnd(in: buffer, from: start).map { $0 + 1 } ?? buffer.count
                let piece = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                // Only an LF that comes right after a CR is part of a CRLF. A piece ends at its first line end, so
                // one that does not start with LF cannot be continuing a CRLF (a tab skipped between the two would
                // otherwise hide the LF's own line).
                if piece.first != 0x0A { state.pointee.previousEndWasCR = false }
                let consumed = csv_parse(parser, piece.baseAddress, piece.count, fieldCallback, recordCallback, state)
                if consumed >= piece.count {
                    // A field still being read must not grow without bound (a 1 GB line, a device that never ends).
                    // Checked where the bytes run out: a quoted value over several lines that ends within them is
                    // whole when libcsv hands it over, and is rejected whole for its size.
                    if end == buffer.count, parser.pointee.entry_pos > maxFieldBytes {
                        recover(as: { .fieldTooLarge(line: $0) })
                    }
                    start = end
                    continue
                }
                recover(as: { .malformedQuote(line: $0) })
                start += consumed
            }
        }
    }

    /// Flushes the last record; an open quote becomes an `unterminatedQuote` record, whose last value is the
    /// text the quote swallowed, so the rejected record shows it.
    func finish() {
        if csv_fini(parser, fieldCallback, recordCallback, state) != 0 {
            let line = state.pointee.line
            if let buffer = parser.pointee.entry_buf {
                state.pointee.appendField(UnsafeMutableRawPointer(buffer), parser.pointee.entry_pos)
            }
            state.pointee.endRecord(problem: .unterminatedQuote(line: line), startLineIfEmpty: line)
        }
    }

    /// Rejects the record in progress and skips what is left of its line.
    private func recover(as problem: (_ line: Int) -> TokenizedRecord.Problem) {
        // The field libcsv was reading when it stopped may already span lines.
        let fieldStartLine = state.pointee.line
        var line = fieldStartLine
        var lastByte: UInt8?
        if let buffer = parser.pointee.entry_buf, parser.pointee.entry_pos > 0 {
            let read = UnsafeRawBufferPointer(start: buffer, count: parser.pointee.entry_pos)
            line += countLineEnds(read)
            lastByte = read.last
        }
        // A quoted value cut off right after a line end inside it leaves nothing of its line to skip, and the LF
        // of a CRLF split there is that same line end.
        let atLineStart = lastByte == 0x0A || lastByte == 0x0D
        state.pointee.line = line
        state.pointee.endRecord(problem: problem(atLineStart ? line - 1 : line), startLineIfEmpty: fieldStartLine)
        state.pointee.skippingToLineEnd = !atLineStart
        state.pointee.previousEndWasCR = lastByte == 0x0D
        resetParser(freeingFirst: true)
    }

    /// Skips to just past the next line end, counting it; returns the position reached.
    private func skipToLineEnd(_ buffer: UnsafeRawBufferPointer, from start: Int) -> Int {
        var position = start
        while position < buffer.count {
            let byte = buffer[position]
            position += 1
            if byte == 0x0A || byte == 0x0D {
                state.pointee.skippingToLineEnd = false
                state.pointee.line += 1
                // An LF right after this CR is the same line end; libcsv reports it and it is not counted.
                state.pointee.previousEndWasCR = byte == 0x0D
                break
            }
        }
        return position
    }

    private func resetParser(freeingFirst: Bool) {
        if freeingFirst { csv_free(parser) }
        csv_init(parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_EMPTY_IS_NULL | CSV_REPALL_NL))
        csv_set_delim(parser, delimiter)
        // A tab delimiter must not also be skipped as padding around fields.
        if delimiter == 0x09 { csv_set_space_func(parser, { $0 == 0x20 ? 1 : 0 }) }
    }
}

/// libcsv's state between records (`ROW_NOT_BEGUN` in its source; the header leaves the states unnamed).
private let rowNotBegun: Int32 = 0

/// The offset of the first LF or CR at or after `start`.
private func lineEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
        if bytes[index] == 0x0A || bytes[index] == 0x0D { return index }
        index += 1
    }
    return nil
}

/// Counts line ends in field bytes: LF, CRLF and a lone CR each once.
func countLineEnds(_ bytes: UnsafeRawBufferPointer) -> Int {
    var count = 0
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A {
            count += 1
        } else if byte == 0x0D {
            count += 1
            if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        }
        index += 1
    }
    return count
}

private func fieldCallback(_ data: UnsafeMutableRawPointer?, _ length: Int, _ context: UnsafeMutableRawPointer?) {
    guard let state = context?.assumingMemoryBound(to: TokenizerState.self) else { return }
    state.pointee.appendField(data, length)
}

private func recordCallback(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    guard let state = context?.assumingMemoryBound(to: TokenizerState.self) else { return }
    state.pointee.endLine(terminator)
}
