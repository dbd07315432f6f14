/// The bytes of a `RecordStore`'s records, in chunks that are filled but never grown (one growing array would
/// be copied whole each time it doubled, and hold up to twice its size), and where each record's bytes are.
///
/// Not generic, unlike the store, so that its code is compiled once and reached without looking up a type's
/// metadata for every record, from whichever module calls it.
struct StoredBytes: Sendable {
    private var chunks: [[UInt8]] = []
    private var locations: [Location] = []

    static var chunkCapacity: Int { 1 << 20 }

    /// Where a record's bytes are.
    private struct Location: Sendable {
        var chunk: UInt32
        var offset: UInt32
        var length: UInt32
    }

    var count: Int { locations.count }

    /// The bytes the records' chunks take, for a log.
    var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    mutating func reserveCapacity(_ count: Int) {
        locations.reserveCapacity(count)
    }

    /// A reader at the start of the record at `position`.
    func reader(at position: Int) -> CompactReader {
        let location = locations[position]
        return CompactReader(chunks[Int(location.chunk)], at: Int(location.offset))
    }

    /// Hands `body` the bytes of the records at `a` and `b`, lent from their chunks. A reader (`reader(at:)`) holds
    /// its chunk, a reference count taken and given back: for the comparisons of neighbours' IDs made for every
    /// record, on both cores, over the same chunks, that was most of their cost.
    func withBytes<Result>(of a: Int, and b: Int, _ body: (Span<UInt8>, Span<UInt8>) -> Result) -> Result {
        let chunks = self.chunks.span
        let (first, second) = (locations[a], locations[b])
        return chunks[Int(first.chunk)].span.withUnsafeBufferPointer { firstChunk in
            chunks[Int(second.chunk)].span.withUnsafeBufferPointer { secondChunk in
                body(
                    firstChunk.span.extracting(Int(first.offset)..<Int(first.offset) + Int(first.length)),
                    secondChunk.span.extracting(Int(second.offset)..<Int(second.offset) + Int(second.length)))
            }
        }
    }

    /// Copies a record's bytes after the last record.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        locations.append(store(bytes))
    }

    /// Puts `bytes` in the place of the record at `position`: over its old bytes when they are as long.
    mutating func replace(at position: Int, with bytes: UnsafeBufferPointer<UInt8>) {
        let old = locations[position]
        guard bytes.count == Int(old.length) else {
            locations[position] = store(bytes)
            return
        }
        let start = Int(old.offset)
        chunks[Int(old.chunk)].replaceSubrange(start..<start + bytes.count, with: bytes)
    }

    /// Writes `bytes` over the record at `position`'s bytes from `start`, an offset in its chunk that a reader at
    /// the record gave.
    mutating func overwrite(at position: Int, from start: Int, with bytes: [UInt8]) {
        chunks[Int(locations[position].chunk)].replaceSubrange(start..<start + bytes.count, with: bytes)
    }

    /// Passes the 8-byte doubles that begin at `starts`, offsets in the record at `position`'s chunk that a reader
    /// at the record gave, through `transform`, in place.
    mutating func transformDoubles(at position: Int, startingAt starts: [Int], _ transform: (Double) -> Double) {
        let chunk = Int(locations[position].chunk)
        // Through the chunk's bytes at once: a byte at a time through the list of chunks made each byte an access
        // to both lists, for every score of every cluster of a run.
        chunks[chunk].withUnsafeMutableBytes { bytes in
            for start in starts {
                let bits = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                let transformed = transform(Double(bitPattern: bits)).bitPattern
                bytes.storeBytes(of: transformed.littleEndian, toByteOffset: start, as: UInt64.self)
            }
        }
    }

    /// Moves the last `moved` records into the place of the records in `range`, which lie before them.
    mutating func moveLast(_ moved: Int, into range: Range<Int>) {
        let tail = Array(locations.suffix(moved))
        locations.removeLast(moved)
        locations.replaceSubrange(range, with: tail)
    }

    mutating func reorder(_ order: [Int]) {
        locations = order.map { locations[$0] }
    }

    /// `reorder`, the records' bytes copied into new chunks in their new order, on every core, and the old chunks
    /// freed.
    mutating func reorderCopying(_ order: [Int]) {
        let source = self
        var parts = order.parallelChunks(minimumChunk: 16_384) { positions in
            var part = StoredBytes()
            part.locations.reserveCapacity(positions.count)
            // Lent through spans: taking a chunk out of the list would retain it, and both threads would take turns
            // on the reference counts of the same chunks.
            let chunks = source.chunks.span
            let locations = source.locations.span
            for position in positions {
                let location = locations[position]
                let start = Int(location.offset)
                chunks[Int(location.chunk)].span.withUnsafeBufferPointer { chunk in
                    part.append(UnsafeBufferPointer(rebasing: chunk[start..<start + Int(location.length)]))
                }
            }
            return part
        }
        self = StoredBytes()
        locations.reserveCapacity(order.count)
        parts.reverse()
        while let part = parts.popLast() { append(contentsOf: part) }
    }

    mutating func swapAt(_ i: Int, _ j: Int) {
        locations.swapAt(i, j)
    }

    /// Appends `other`'s records by taking its chunks as they are, without copying a byte.
    mutating func append(contentsOf other: StoredBytes) {
        let base = UInt32(chunks.count)
        chunks.append(contentsOf: other.chunks)
        locations.reserveCapacity(locations.count + other.locations.count)
        for location in other.locations {
            locations.append(Location(chunk: location.chunk + base, offset: location.offset, length: location.length))
        }
    }

    /// Copies a record's bytes after the last record, in the last chunk when they fit there.
    private mutating func store(_ bytes: UnsafeBufferPointer<UInt8>) -> Location {
        precondition(bytes.count <= UInt32.max, "a record of 4 GiB or more")
        if chunks.isEmpty || chunks[chunks.count - 1].count + bytes.count > Self.chunkCapacity {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(Swift.max(Self.chunkCapacity, bytes.count))
            chunks.append(chunk)
        }
        let chunk = chunks.count - 1
        let offset = chunks[chunk].count
        chunks[chunk].append(contentsOf: bytes)
        return Location(chunk: UInt32(chunk), offset: UInt32(offset), length: UInt32(bytes.count))
    }
}
