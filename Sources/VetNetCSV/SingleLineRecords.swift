/// Records split without libcsv: those on one line, and those whose quoted values run over several lines.
///
/// Nearly every record of an export is one of these (a visit's notes run over lines, quoted), and for them
/// libcsv's byte-at-a-time state machine and the copy into its own buffer were most of the reading time. They
/// are split here into the fields libcsv would report: outside quotes, spaces (and tabs, unless tab is the
/// delimiter) around a value are dropped and an empty value is absent; a quoted value keeps its spaces and line
/// ends, `""` inside it is one quote, and `""` alone is present and empty; spaces between a closing quote and the
/// delimiter are dropped. A line of only spaces is no record. A record where anything else happens is left to
/// libcsv whole: a quote inside an unquoted value or text after a closing quote (libcsv reports those), a record
/// not ended within the bytes at hand.
extension TokenizerState {
    /// Appends the records of the lines from `start` that each hold one whole record, and returns where it
    /// stopped: the start of a line left to libcsv, or `bytes.count`. Called only between records, where libcsv
    /// holds nothing.
    mutating func appendSingleLineRecords(_ bytes: UnsafeRawBufferPointer, from start: Int, delimiter: UInt8) -> Int {
        guard let address = bytes.baseAddress else { return start }
        let splitter = LineSplitter(
            base: address.assumingMemoryBound(to: UInt8.self), end: bytes.count, delimiter: delimiter)
        var lineStart = start
        while lineStart < bytes.count {
            let mark = fieldMark
            let markLine = line
            guard let next = splitter.split(from: lineStart, into: &self) else {
                rewind(to: mark)
                // Lines counted in the record's quoted values before it turned out to need libcsv.
                line = markLine
                break
            }
            lineStart = next
            linesSplitInSwift += 1
        }
        return lineStart
    }
}

/// Splits one line at a time of a buffer into a `TokenizerState`.
private struct LineSplitter {
    let base: UnsafePointer<UInt8>
    let end: Int
    let delimiter: UInt8
    private let finder: SpecialByteFinder
    private let trimsTab: Bool

    init(base: UnsafePointer<UInt8>, end: Int, delimiter: UInt8) {
        self.base = base
        self.end = end
        self.delimiter = delimiter
        finder = SpecialByteFinder(delimiter: delimiter)
        trimsTab = delimiter != 0x09
    }

    /// Splits the record at `start` and ends it in `state`; returns the start of the next line, or nil (with
    /// fields of this record perhaps appended, and lines counted) when the record must go to libcsv.
    @inline(__always)
    func split(from start: Int, into state: inout TokenizerState) -> Int? {
        var position = start
        var sawDelimiter = false
        while true {
            let first = skipSpaces(from: position)
            let fieldEnd: Int
            if first < end, base[first] == quote {
                var lineEnds = 0
                guard let closing = quotedValue(from: first + 1, into: &state, lineEnds: &lineEnds) else { return nil }
                // As libcsv's callback counts them: after the field, so that its problems name its first line.
                state.line += lineEnds
                fieldEnd = skipSpaces(from: closing + 1)
                guard fieldEnd < end, base[fieldEnd] == delimiter || isLineEnd(base[fieldEnd]) else { return nil }
            } else {
                var holdsNul = false
                guard let found = unquotedValueEnd(from: first, holdsNul: &holdsNul) else { return nil }
                fieldEnd = found
                var last = found
                while last > first, isSpace(base[last - 1]) { last -= 1 }
                if first < last {
                    let fieldStart = state.beginField()
                    state.appendBytes(base + first, last - first)
                    state.endField(from: fieldStart, holdsNul: holdsNul)
                } else if sawDelimiter || base[found] == delimiter {
                    _ = state.beginField()
                    state.endAbsentField()
                }
            }
            let byte = base[fieldEnd]
            if byte == delimiter {
                sawDelimiter = true
                position = fieldEnd + 1
            } else {
                // An LF is the second half of a CRLF only when nothing came between the two.
                if fieldEnd != start { state.previousEndWasCR = false }
                state.endLine(Int32(byte))
                return fieldEnd + 1
            }
        }
    }

    /// Reads a quoted value whose text starts at `start` into a field, counting the line ends in it (CRLF as
    /// one); returns the offset of its closing quote, or nil if it runs past the bytes.
    @inline(__always)
    private func quotedValue(from start: Int, into state: inout TokenizerState, lineEnds: inout Int) -> Int? {
        let fieldStart = state.beginField()
        var segment = start
        var position = start
        var holdsNul = false
        while let found = finder.firstSpecial(in: base, from: position, to: end) {
            let byte = base[found]
            if byte == quote {
                guard found + 1 < end else { return nil }
                if base[found + 1] != quote {
                    state.appendBytes(base + segment, found - segment)
                    state.endField(from: fieldStart, holdsNul: holdsNul)
                    return found
                }
                // A doubled quote is one quote: keep the first, skip the second.
                state.appendBytes(base + segment, found + 1 - segment)
                segment = found + 2
                position = found + 2
                continue
            }
            if byte == 0x00 { holdsNul = true }
            position = found + 1
            if isLineEnd(byte) {
                lineEnds += 1
                if byte == 0x0D, position < end, base[position] == 0x0A { position += 1 }
            }
        }
        return nil
    }

    /// The offset of the delimiter or line end that ends an unquoted value; nil at a quote or past the bytes.
    @inline(__always)
    private func unquotedValueEnd(from start: Int, holdsNul: inout Bool) -> Int? {
        var position = start
        while let found = finder.firstSpecial(in: base, from: position, to: end) {
            let byte = base[found]
            if byte == delimiter || isLineEnd(byte) { return found }
            if byte == quote { return nil }
            if byte == 0x00 { holdsNul = true }
            // Any other control byte (a tab inside a value) is text.
            position = found + 1
        }
        return nil
    }

    @inline(__always)
    private func skipSpaces(from start: Int) -> Int {
        var position = start
        while position < end, isSpace(base[position]) { position += 1 }
        return position
    }

    @inline(__always)
    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (trimsTab && byte == 0x09) }

    @inline(__always)
    private func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private var quote: UInt8 { 0x22 }
}

/// Finds the next delimiter, quote or control byte (below 0x0E: NUL, tab, line ends), eight bytes at a time.
///
/// For each byte of `word`, `(x - 0x01…) & ~x & 0x80…` flags the bytes where `x` is zero, and
/// `(word - 0x0E…) & ~word & 0x80…` those below 0x0E. A borrow can flag a byte above a true hit, never below
/// one, so the lowest flag is always a true hit.
struct SpecialByteFinder {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let quoteWord = ones &* 0x22
    private static let controlLimit = ones &* 0x0E
    private let delimiter: UInt8
    private let delimiterWord: UInt64

    init(delimiter: UInt8) {
        self.delimiter = delimiter
        delimiterWord = Self.ones &* UInt64(delimiter)
    }

    @inline(__always)
    func firstSpecial(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let delimiters = word ^ delimiterWord
            let quotes = word ^ Self.quoteWord
            let flags =
                ((delimiters &- Self.ones) & ~delimiters | (quotes &- Self.ones) & ~quotes | (word &- Self.controlLimit)
                    & ~word)
                & Self.highBits
            if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end {
            let byte = base[index]
            if byte == delimiter || byte == 0x22 || byte < 0x0E { return index }
            index += 1
        }
        return nil
    }
}
