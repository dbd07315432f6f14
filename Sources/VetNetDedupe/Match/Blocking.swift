internal import VetNetCore

/// Chooses the owner pairs worth scoring: only records that share at least one blocking key are compared.
///
/// Keys (a pair must share one of them to be compared at all):
/// 1. a phone number (digits of E.164);
/// 2. the whole email;
/// 3. the email's user part (before `@`, no dots or `+tag`), when it has at least 5 characters: the same
///    person at another provider;
/// 4. the surname's Soundex plus the postal code: name typos and changed phone and email at one address area;
/// 5. the forename's Soundex plus the postal code, in the same key space as 4, so that a record with first and
///    last names swapped meets the other's surname key;
/// 6. the initials of forename and surname (in either order) plus the house number and the street's first 4 letters: a changed
///    or mistyped postal code.
/// Keys of the chip-linked owners (owners of one animal by microchip) are added by the deduplicator.
///
/// Every key block holds the records sharing it; all pairs within a block are compared, except that a block
/// larger than `maxBlockSize` is sorted by name and each record compared with its `window` successors only
/// (sorted neighbourhood), which keeps the number of comparisons near-linear in the input.
enum Blocking {
    /// Candidate pairs `(i, j)`, `i < j`, as `i << 32 | j`, sorted and without repeats.
    ///
    /// Each chunk of records has its keys listed and sorted on a core of its own; the sorted lists are then
    /// merged key by key, so no list as large as all of them together, nor a copy of one, is ever made. Keys are
    /// hashes, spread evenly over their range: the range is cut into parts merged side by side, each part's
    /// blocks whole in it. The pairs are then sorted a range of their first record at a time.
    static func candidatePairs(_ profiles: [OwnerProfile], maxBlockSize: Int, window: Int) -> [UInt64] {
        let runs = profiles.parallelChunks { chunk in
            // Room for as many keys as the records can have: grown from a guess, the list would double (to 8 keys a
            // record where they have 5 or 6), and hold the old list and the new at once.
            var entries: [KeyedRecord] = []
            entries.reserveCapacity(chunk.reduce(0) { $0 + maximumKeyCount($1) })
            for index in chunk.indices {
                forEachKey(chunk[index]) { entries.append(KeyedRecord(key: $0, record: index)) }
            }
            RadixSort.sortInPlace(&entries) { $0.key }
            return entries
        }
        // Each part's pairs are dealt by their first record into as many ranges, which are then sorted: the ranges
        // follow one another, so the sorted ranges joined are all the pairs sorted.
        let ranges = keyRangeParts
        let parts = Array(0..<keyRangeParts).parallelMap(minimumChunk: 1) { part in
            let pairs = blockPairs(
                runs, keys: keyRange(part), profiles: profiles, maxBlockSize: maxBlockSize, window: window)
            var dealt = [[UInt64]](repeating: [], count: ranges)
            for pair in pairs {
                dealt[firstRecordRange(of: pair, ranges: ranges, records: profiles.count)].append(pair)
            }
            return dealt
        }
        _ = consume runs
        // One range at a time, each range's dealt pairs freed as they are taken: on an export whose placeholder
        // values make large blocks (13 million pairs at a million patients), the dealt pairs and the sorted ones
        // held at once were the run's peak. The list is reserved for every pair dealt, repeats included: pages
        // never written take no memory.
        var dealt = consume parts
        var pairs: [UInt64] = []
        pairs.reserveCapacity(dealt.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } })
        for range in 0..<ranges {
            var sorted: [UInt64] = []
            sorted.reserveCapacity(dealt.reduce(0) { $0 + $1[range].count })
            for part in dealt.indices {
                sorted.append(contentsOf: dealt[part][range])
                dealt[part][range] = []
            }
            RadixSort.sort(&sorted)
            sorted.removeAdjacentRepeats()
            pairs.append(contentsOf: sorted)
        }
        return pairs
    }

    /// Which of `ranges` equal ranges of the records `0..<records` the pair's first record is in.
    static func firstRecordRange(of pair: UInt64, ranges: Int, records: Int) -> Int {
        Swift.min(ranges - 1, Int(pair >> 32) * ranges / Swift.max(records, 1))
    }

    /// The values of two sorted lists without repeats, sorted and without repeats.
    static func mergedUnique(_ first: [UInt64], _ second: [UInt64]) -> [UInt64] {
        var merged: [UInt64] = []
        merged.reserveCapacity(first.count + second.count)
        var (a, b) = (0, 0)
        while a < first.count || b < second.count {
            let next: UInt64
            if b == second.count || (a < first.count && first[a] <= second[b]) {
                next = first[a]
                a += 1
            } else {
                next = second[b]
                b += 1
            }
            if merged.last != next { merged.append(next) }
        }
        return merged
    }

    /// The parts the key range is cut into: a power of two, a few per core.
    static let keyRangeParts = 8

    /// The keys of part `part`: an equal share of the 64-bit range, the last one up to its end.
    static func keyRange(_ part: Int) -> ClosedRange<UInt64> {
        let shift = UInt64(64 - keyRangeParts.trailingZeroBitCount)
        let low = UInt64(part) << shift
        return low...(part == keyRangeParts - 1 ? UInt64.max : (UInt64(part + 1) << shift) - 1)
    }

    /// The pairs of the blocks whose keys are in `keys`, the sorted runs merged key by key.
    ///
    /// The runs' entries in the range are first gathered into one buffer, each run's stretch sorted, and merged
    /// there through pointers: reaching into the array of runs for every key cost more than the rest of the work.
    private static func blockPairs(
        _ runs: [[KeyedRecord]], keys: ClosedRange<UInt64>, profiles: [OwnerProfile], maxBlockSize: Int, window: Int
    ) -> [UInt64] {
        var entries: [KeyedRecord] = []
        var heads: [Int] = []
        var ends: [Int] = []
        for run in runs {
            let start = firstIndex(in: run, atLeast: keys.lowerBound)
            let end = keys.upperBound == .max ? run.count : firstIndex(in: run, atLeast: keys.upperBound + 1)
            heads.append(entries.count)
            entries.append(contentsOf: run[start..<end])
            ends.append(entries.count)
        }
        var pairs: [UInt64] = []
        var members: [Int] = []
        entries.withUnsafeBufferPointer { entries in
            heads.withUnsafeMutableBufferPointer { heads in
                while let key = smallestKey(entries, heads, ends) {
                    members.removeAll(keepingCapacity: true)
                    for run in heads.indices {
                        while heads[run] < ends[run], entries[heads[run]].key == key {
                            members.append(Int(entries[heads[run]].record))
                            heads[run] += 1
                        }
                    }
                    guard members.count > 1 else { continue }
                    addPairs(of: &members, to: &pairs, profiles: profiles, maxBlockSize: maxBlockSize, window: window)
                }
            }
        }
        return pairs
    }

    /// The pairs of one block: all of them, or each member's `window` successors in name order when the block
    /// is larger than `maxBlockSize`.
    private static func addPairs(
        of members: inout [Int], to pairs: inout [UInt64], profiles: [OwnerProfile], maxBlockSize: Int, window: Int
    ) {
        // The same record can carry one key twice (two equal phones).
        members.sort()
        members.removeAdjacentRepeats()
        if members.count <= maxBlockSize {
            for a in 0..<members.count {
                for b in (a + 1)..<members.count { pairs.append(pair(members[a], members[b])) }
            }
        } else {
            members.sort { nameOrder(profiles[$0], profiles[$1]) }
            for a in 0..<members.count {
                for b in (a + 1)..<min(members.count, a + 1 + window) {
                    pairs.append(pair(members[a], members[b]))
                }
            }
        }
    }

    /// The index of the first entry of the sorted `run` whose key is at least `key`.
    private static func firstIndex(in run: [KeyedRecord], atLeast key: UInt64) -> Int {
        var (low, high) = (0, run.count)
        while low < high {
            let middle = (low + high) / 2
            if run[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The smallest key not yet merged of the sorted stretches of `entries`, each from its head up to its end;
    /// nil when all are merged.
    private static func smallestKey(
        _ entries: UnsafeBufferPointer<KeyedRecord>, _ heads: UnsafeMutableBufferPointer<Int>, _ ends: [Int]
    ) -> UInt64? {
        var smallest = UInt64.max
        var found = false
        for run in heads.indices where heads[run] < ends[run] {
            let key = entries[heads[run]].key
            if key <= smallest {
                smallest = key
                found = true
            }
        }
        return found ? smallest : nil
    }

    static func pair(_ a: Int, _ b: Int) -> UInt64 {
        UInt64(min(a, b)) << 32 | UInt64(max(a, b))
    }

    /// The most keys `forEachKey` can give the profile: one a phone, two from the email, three from the address.
    static func maximumKeyCount(_ profile: OwnerProfile) -> Int {
        profile.phones.count + 2 + (profile.address == nil ? 0 : 3)
    }

    /// Calls `body` with each blocking key of the record, hashed, in the order of the list above.
    static func forEachKey(_ profile: OwnerProfile, _ body: (UInt64) -> Void) {
        for phone in profile.phones { body(StableHash.hash("p", phone)) }
        if !profile.email.isEmpty { body(StableHash.hash("e", profile.email)) }
        if profile.emailUser.utf8.count >= 5 { body(StableHash.hash("u", profile.emailUser)) }
        let name = profile.name
        guard let address = profile.address else { return }
        if !address.postalCode.isEmpty {
            if !name.surname.isEmpty { body(soundexKey(name.surname, address.postalCode)) }
            if !name.forename.isEmpty { body(soundexKey(name.forename, address.postalCode)) }
        }
        if !address.number.isEmpty, address.hasStreet { body(addressKey(name, address)) }
    }

    /// `StableHash.hash("n", Soundex.code(name), postalCode)`, the code hashed where it is held.
    static func soundexKey(_ name: String, _ postalCode: String) -> UInt64 {
        var key = StableHash.Parts("n")
        Soundex.codeBytes(name).withSpan { key.add(utf8: $0) }
        key.add(postalCode)
        return key.value
    }

    /// `StableHash.hash("a", initials, number, leading(street, 4))`, the initials (forename's and surname's, the
    /// smaller first) and the street's start hashed where they are held when they are taken bytewise.
    static func addressKey(_ name: PersonName, _ address: NormalizedAddress) -> UInt64 {
        guard let first = leadingASCII(name.forename, 1), let second = leadingASCII(name.surname, 1),
            let street = leadingASCII(address.street, 4)
        else {
            let (first, second) = (leading(name.forename, 1), leading(name.surname, 1))
            let initials = first <= second ? first + second : second + first
            return StableHash.hash("a", initials, address.number, leading(address.street, 4))
        }
        // Each is one ASCII byte or none, and ASCII strings order as their bytes do.
        let (low, high) = initialOrder(first) <= initialOrder(second) ? (first, second) : (second, first)
        var key = StableHash.Parts("a")
        low.withSpan { key.add(utf8: $0) }
        high.withSpan { key.extend(utf8: $0) }
        key.add(address.number)
        street.withSpan { key.add(utf8: $0) }
        return key.value
    }

    /// An initial of at most one byte as a number that orders as the initials do: none first.
    private static func initialOrder(_ initial: ShortASCII) -> Int {
        initial.count == 0 ? -1 : Int(initial[0])
    }

    /// `String(text.prefix(count))`, its characters taken as bytes where that is the same: ASCII without a
    /// carriage return (the one ASCII byte that joins the next into one character), up to the byte after them.
    static func leading(_ text: String, _ count: Int) -> String {
        guard let prefix = leadingASCII(text, count) else { return String(text.prefix(count)) }
        return prefix.count == text.utf8.count ? text : prefix.string
    }

    /// `leading(text, count)` held inline, when it is taken bytewise; nil when it is not.
    static func leadingASCII(_ text: String, _ count: Int) -> ShortASCII? {
        let bytes = text.utf8.span
        for index in 0..<min(bytes.count, count + 1) where bytes[index] >= 0x80 || bytes[index] == 0x0D { return nil }
        var prefix = ShortASCII()
        for index in 0..<min(bytes.count, count) { prefix.append(bytes[index]) }
        return prefix
    }

    private static func nameOrder(_ a: OwnerProfile, _ b: OwnerProfile) -> Bool {
        (a.name.surname, a.name.forename) < (b.name.surname, b.name.forename)
    }
}
