private import CLibCSV
import VetNetCore

/// One record as libcsv split it, before the header is applied.
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
    /// The record's values, packed with the other records of its batch.
    var batch: PackedFields
    var index: Int
    /// Whether the bytes were not valid UTF-8 (for a file read as UTF-8 or `auto`).
    var usedFallback: Bool
    var problem: Problem?

    var fieldCount: Int { batch.fieldCount(of: index) }
}

/// Drives libcsv over bytes that arrive in chunks of any size, and knows the physical line of every record.
///
/// libcsv reports no positions. With `CSV_REPALL_NL` it reports every line end outside quotes, so lines are
/// counted from those reports plus the line ends inside quoted values (LF, CRLF and a lone CR each count
/// once). A parse error is recovered from by skipping to the end of its line.
final class CSVTokenizer {
    private let parser: UnsafeMutablePointer<csv_parser>
    /// All mutable state, behind a pointer so the C callbacks reach it without class access checks.
    private let state: UnsafeMutablePointer<TokenizerState>
    private let delimiter: UInt8

    private let maxFieldBytes: Int

    init(delimiter: UInt8, encoding: TextEncoding, maxFieldBytes: Int = .max) {
        self.delimiter = delimiter
        self.maxFieldBytes = maxFieldBytes
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

    /// Hands over the records completed so far.
    func drain() -> [TokenizedRecord] { state.pointee.drain() }

    func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var start = 0
            while start < buffer.count {
                if state.pointee.skippingToLineEnd {
                    start = skipToLineEnd(buffer, from: start)
                    continue
                }
                let rest = UnsafeRawBufferPointer(rebasing: buffer[start...])
                let consumed = csv_parse(parser, rest.baseAddress, rest.count, fieldCallback, recordCallback, state)
                if consumed >= rest.count {
                    // A field still being read must not grow without bound (a 1 GB line, a device that never ends).
                    if parser.pointee.entry_pos > maxFieldBytes { recover(as: { .fieldTooLarge(line: $0) }) }
                    break
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

    /// Rejects the record in progress and skips the rest of its line.
    private func recover(as problem: (_ line: Int) -> TokenizedRecord.Problem) {
        // The field libcsv was reading when it stopped may already span lines.
        let fieldStartLine = state.pointee.line
        var line = fieldStartLine
        if let buffer = parser.pointee.entry_buf {
            line += countLineEnds(UnsafeRawBufferPointer(start: buffer, count: parser.pointee.entry_pos))
        }
        state.pointee.line = line
        state.pointee.endRecord(problem: problem(line), startLineIfEmpty: fieldStartLine)
        state.pointee.skippingToLineEnd = true
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

/// Counts line ends in field bytes: LF, CRLF and a lone CR each once.
private func countLineEnds(_ bytes: UnsafeRawBufferPointer) -> Int {
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

/// What the callbacks build: the current batch of packed records and the line count.
///
/// Field bytes go into one growing raw buffer (a plain copy per field); a batch copies it out once.
private struct TokenizerState {
    let encoding: TextEncoding
    var line = 1
    var skippingToLineEnd = false
    var previousEndWasCR = false

    private var storage = UnsafeMutableRawPointer.allocate(byteCount: 1 << 17, alignment: 1)
    private var capacity = 1 << 17
    private var byteCount = 0
    private var fieldEnds = FieldEnds()
    private var recordStarts: [Int] = [0]
    private var recordLines: [Int] = []
    private var problems: [Int: TokenizedRecord.Problem] = [:]
    private var fallbackRecords: Set<Int> = []
    private var fieldsInRecord = 0
    private var recordStartLine = 1
    private var recordByteStart = 0

    let maxFieldBytes: Int
    /// A problem found in a field of the record in progress.
    private var pendingProblem: TokenizedRecord.Problem?

    init(encoding: TextEncoding, maxFieldBytes: Int) {
        self.encoding = encoding
        self.maxFieldBytes = maxFieldBytes
    }

    /// Frees the byte buffer; the state is not used afterwards.
    func release() {
        storage.deallocate()
        fieldEnds.release()
    }

    mutating func appendField(_ data: UnsafeMutableRawPointer?, _ length: Int) {
        if fieldsInRecord == 0 { recordStartLine = line }
        fieldsInRecord += 1
        guard let data else {
            fieldEnds.append(UInt32(byteCount) | PackedFields.nullBit)
            return
        }
        if length > maxFieldBytes {
            pendingProblem = pendingProblem ?? .fieldTooLarge(line: line)
            fieldEnds.append(UInt32(byteCount))
            return
        }
        if byteCount + length > capacity { grow(to: byteCount + length) }
        (storage + byteCount).copyMemory(from: data, byteCount: length)
        byteCount += length
        fieldEnds.append(UInt32(byteCount))
        // Line ends (only in quoted values) and NUL bytes are rare: look eight bytes at a time for any byte up
        // to CR before finding and counting them.
        guard mayHoldControlBytes(UnsafeRawBufferPointer(start: data, count: length)) else { return }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        let fieldLine = line
        for offset in 0..<length where bytes[offset] <= 0x0D {
            if bytes[offset] == 0x00 {
                pendingProblem = pendingProblem ?? .nulByte(line: fieldLine)
            } else if bytes[offset] == 0x0A || bytes[offset] == 0x0D {
                let rest = UnsafeRawBufferPointer(start: data + offset, count: length - offset)
                line += countLineEnds(rest)
                if rest.contains(0x00) { pendingProblem = pendingProblem ?? .nulByte(line: fieldLine) }
                break
            }
        }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        bigger.copyMemory(from: storage, byteCount: byteCount)
        storage.deallocate()
        storage = bigger
        capacity = newCapacity
    }

    mutating func endLine(_ terminator: Int32) {
        if fieldsInRecord > 0 { endRecord(problem: pendingProblem, startLineIfEmpty: line) }
        let isLFOfCRLF = terminator == 0x0A && previousEndWasCR
        previousEndWasCR = terminator == 0x0D
        if (terminator == 0x0A || terminator == 0x0D) && !isLFOfCRLF { line += 1 }
    }

    /// Closes the record in progress; `startLineIfEmpty` is its line when no field of it was delivered yet.
    mutating func endRecord(problem: TokenizedRecord.Problem?, startLineIfEmpty: Int) {
        let index = recordLines.count
        if encoding.validatesUTF8,
            !isValidUTF8(UnsafeRawBufferPointer(start: storage + recordByteStart, count: byteCount - recordByteStart))
        {
            fallbackRecords.insert(index)
        }
        if let problem { problems[index] = problem }
        recordLines.append(fieldsInRecord > 0 ? recordStartLine : startLineIfEmpty)
        recordStarts.append(fieldEnds.count)
        recordByteStart = byteCount
        fieldsInRecord = 0
        pendingProblem = nil
        previousEndWasCR = false
    }

    /// Packs the completed records into one batch; the fields of a record in progress move to the next batch.
    mutating func drain() -> [TokenizedRecord] {
        guard !recordLines.isEmpty else { return [] }
        let completeFields = recordStarts[recordStarts.count - 1]
        let bytes = [UInt8](UnsafeRawBufferPointer(start: storage, count: recordByteStart))
        let encoding = self.encoding
        let batch = PackedFields(
            bytes: bytes, fieldEnds: fieldEnds.prefix(completeFields), recordStarts: recordStarts,
            fallbackRecords: fallbackRecords, isUTF8: encoding.validatesUTF8, decode: { encoding.decode($0, fallback: $1) })
        var drained: [TokenizedRecord] = []
        drained.reserveCapacity(recordLines.count)
        for (index, line) in recordLines.enumerated() {
            drained.append(
                TokenizedRecord(
                    line: line, batch: batch, index: index, usedFallback: fallbackRecords.contains(index),
                    problem: problems[index]))
        }
        // The record in progress moves to the start of the buffer, its field ends shifted with it.
        let pendingCount = byteCount - recordByteStart
        storage.copyMemory(from: storage + recordByteStart, byteCount: pendingCount)
        let shift = UInt32(recordByteStart)
        fieldEnds.removePrefix(completeFields) { end in
            ((end & ~PackedFields.nullBit) - shift) | (end & PackedFields.nullBit)
        }
        byteCount = pendingCount
        recordByteStart = 0
        recordStarts = [0]
        recordLines.removeAll(keepingCapacity: true)
        problems.removeAll()
        fallbackRecords.removeAll()
        return drained
    }
}

/// Whether any byte is at most CR (0x0D): NUL, or a line end inside a quoted value. Eight bytes at a time:
/// `(word - 0x0E…) & ~word & 0x80…` is non-zero exactly when some byte of `word` is below 0x0E.
private func mayHoldControlBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    while index + 8 <= bytes.count {
        let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
        index += 8
    }
    while index < bytes.count {
        if bytes[index] <= 0x0D { return true }
        index += 1
    }
    return false
}

/// The end offsets of the fields read so far, in a buffer of their own: one is appended per field, and an
/// array's append checks its storage's uniqueness every time.
private struct FieldEnds {
    private var storage = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 14)
    private var capacity = 1 << 14
    private(set) var count = 0

    mutating func append(_ end: UInt32) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
            bigger.update(from: storage, count: count)
            storage.deallocate()
            storage = bigger
            capacity *= 2
        }
        storage[count] = end
        count += 1
    }

    /// The first `length` ends, as an array for a batch.
    func prefix(_ length: Int) -> [UInt32] { Array(UnsafeBufferPointer(start: storage, count: length)) }

    /// Drops the first `length` ends and moves the rest to the front, each changed by `transform`.
    mutating func removePrefix(_ length: Int, transform: (UInt32) -> UInt32) {
        for index in length..<count { storage[index - length] = transform(storage[index]) }
        count -= length
    }

    func release() { storage.deallocate() }
}

private func fieldCallback(_ data: UnsafeMutableRawPointer?, _ length: Int, _ context: UnsafeMutableRawPointer?) {
    guard let state = context?.assumingMemoryBound(to: TokenizerState.self) else { return }
    state.pointee.appendField(data, length)
}

private func recordCallback(_ terminator: Int32, _ context: UnsafeMutableRawPointer?) {
    guard let state = context?.assumingMemoryBound(to: TokenizerState.self) else { return }
    state.pointee.endLine(terminator)
}
