import VetNetCore

/// What the split and libcsv's callbacks build: the current batch of packed records and the line count.
///
/// Field bytes go into one growing raw buffer (a plain copy per field); a batch copies it out once.
struct TokenizerState {
    let encoding: TextEncoding
    var line = 1
    var skippingToLineEnd = false
    var previousEndWasCR = false
    /// Lines split by `appendSingleLineRecords` rather than by libcsv, for the tests.
    var linesSplitInSwift = 0

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

    /// The bytes its buffers take, for the tests that bound memory.
    var heldByteCount: Int { capacity + fieldEnds.heldByteCount }

    /// Frees the byte buffer; the state is not used afterwards.
    func release() {
        storage.deallocate()
        fieldEnds.release()
    }

    /// Appends a field libcsv delivered (nil for an empty value outside quotes).
    mutating func appendField(_ data: UnsafeMutableRawPointer?, _ length: Int) {
        let start = beginField()
        guard let data else { return endAbsentField() }
        let bytes = UnsafeRawBufferPointer(start: data, count: length)
        // Line ends (only in quoted values) and NUL bytes are rare: look eight bytes at a time for any byte up
        // to CR before finding and counting them.
        let holdsControlBytes = mayHoldControlBytes(bytes)
        // A value over the limit is dropped, so it is not copied either.
        if length <= maxFieldBytes { appendBytes(data.assumingMemoryBound(to: UInt8.self), length) }
        endField(from: start, length: length, holdsNul: holdsControlBytes && bytes.contains(0))
        // Its bytes may be dropped, but the lines a quoted value spans still count.
        if holdsControlBytes { line += countLineEnds(bytes) }
    }

    /// Starts a field; returns where its bytes start, for `endField`.
    @inline(__always)
    mutating func beginField() -> Int {
        if fieldsInRecord == 0 { recordStartLine = line }
        fieldsInRecord += 1
        return byteCount
    }

    /// Appends bytes to the field in progress.
    @inline(__always)
    mutating func appendBytes(_ data: UnsafePointer<UInt8>, _ length: Int) {
        if byteCount + length > capacity { grow(to: byteCount + length) }
        copyShort(to: storage.assumingMemoryBound(to: UInt8.self) + byteCount, from: data, length)
        byteCount += length
    }

    /// Ends the field begun at `start`, `length` bytes long (by default, the bytes appended since). One larger
    /// than the limit loses its bytes and rejects its record, and so does one that holds a NUL byte; the size is
    /// told first.
    @inline(__always)
    mutating func endField(from start: Int, length: Int? = nil, holdsNul: Bool) {
        if length ?? (byteCount - start) > maxFieldBytes {
            byteCount = start
            pendingProblem = pendingProblem ?? .fieldTooLarge(line: line)
        } else if holdsNul {
            pendingProblem = pendingProblem ?? .nulByte(line: line)
        }
        fieldEnds.append(UInt32(byteCount))
    }

    /// Ends the field in progress as absent: an empty value outside quotes.
    @inline(__always)
    mutating func endAbsentField() {
        fieldEnds.append(UInt32(byteCount) | PackedFields.nullBit)
    }

    /// How far the fields appended so far reach: a line found to need libcsv after all is taken back to here.
    var fieldMark: (fields: Int, bytes: Int) { (fieldEnds.count, byteCount) }

    /// Takes back the fields appended since `mark`, which was made between records.
    mutating func rewind(to mark: (fields: Int, bytes: Int)) {
        fieldEnds.truncate(to: mark.fields)
        byteCount = mark.bytes
        fieldsInRecord = 0
        pendingProblem = nil
    }

    @inline(never)
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
    mutating func drain() -> TokenizedBatch {
        guard !recordLines.isEmpty else { return TokenizedBatch() }
        let completeFields = recordStarts[recordStarts.count - 1]
        let bytes = [UInt8](UnsafeRawBufferPointer(start: storage, count: recordByteStart))
        let encoding = self.encoding
        let batch = PackedFields(
            bytes: bytes, fieldEnds: fieldEnds.prefix(completeFields), recordStarts: recordStarts,
            fallbackRecords: fallbackRecords, isUTF8: encoding.validatesUTF8,
            decode: { encoding.decode($0, fallback: $1) })
        var drained: [TokenizedRecord] = []
        drained.reserveCapacity(recordLines.count)
        let anyFallback = !fallbackRecords.isEmpty
        let anyProblem = !problems.isEmpty
        for (index, line) in recordLines.enumerated() {
            drained.append(
                TokenizedRecord(
                    line: line, index: index, usedFallback: anyFallback && fallbackRecords.contains(index),
                    problem: anyProblem ? problems[index] : nil))
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
        return TokenizedBatch(fields: batch, records: drained)
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
struct FieldEnds {
    private var storage = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 14)
    private var capacity = 1 << 14
    private(set) var count = 0

    @inline(__always)
    mutating func append(_ end: UInt32) {
        if count == capacity { grow() }
        storage[count] = end
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }

    mutating func truncate(to length: Int) { count = length }

    var heldByteCount: Int { capacity * MemoryLayout<UInt32>.stride }

    /// The first `length` ends, as an array for a batch.
    func prefix(_ length: Int) -> [UInt32] { Array(UnsafeBufferPointer(start: storage, count: length)) }

    /// Drops the first `length` ends and moves the rest to the front, each changed by `transform`.
    mutating func removePrefix(_ length: Int, transform: (UInt32) -> UInt32) {
        for index in length..<count { storage[index - length] = transform(storage[index]) }
        count -= length
    }

    func release() { storage.deallocate() }
}

/// Copies `count` bytes; short values, the usual case, without calling `memmove`.
@inline(__always)
private func copyShort(to target: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, _ count: Int) {
    let to = UnsafeMutableRawPointer(target)
    let from = UnsafeRawPointer(source)
    switch count {
    case 8...16:
        // Two eight-byte words that overlap in the middle cover any length from 8 to 16.
        to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
        to.storeBytes(
            of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self
        )
    case 4..<8:
        to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
        to.storeBytes(
            of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self
        )
    case 0..<4:
        for index in 0..<count { target[index] = source[index] }
    default:
        to.copyMemory(from: from, byteCount: count)
    }
}
