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
    static func candidatePairs(_ profiles: [OwnerProfile], maxBlockSize: Int, window: Int) -> [UInt64] {
        var entries: [(key: UInt64, record: Int32)] = []
        do {
            // Freed before the entries are sorted, which takes a second list as large as theirs.
            let keysByRecord = profiles.parallelMap { keys($0) }
            entries.reserveCapacity(keysByRecord.reduce(0) { $0 + $1.count })
            for (index, keys) in keysByRecord.enumerated() {
                for key in keys { entries.append((key, Int32(index))) }
            }
        }
        // Stable: the records of a block stay in record order.
        RadixSort.sort(&entries) { $0.key }
        var blocks: [Range<Int>] = []
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].key == entries[start].key { end += 1 }
            if end - start > 1 { blocks.append(start..<end) }
            start = end
        }
        var pairs: [UInt64] = []
        pairs.reserveCapacity(blocks.reduce(0) { $0 + ($1.count <= maxBlockSize ? $1.count * ($1.count - 1) / 2 : $1.count * window) })
        for block in blocks {
            // The same record can carry one key twice (two equal phones): drop repeats.
            var members = uniqued(entries[block].map { Int($0.record) })
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
        RadixSort.sort(&pairs)
        return uniqued(pairs)
    }

    static func pair(_ a: Int, _ b: Int) -> UInt64 {
        UInt64(min(a, b)) << 32 | UInt64(max(a, b))
    }

    /// The blocking keys of one record, hashed.
    static func keys(_ profile: OwnerProfile) -> [UInt64] {
        var keys: [UInt64] = []
        keys.reserveCapacity(profile.phones.count + 5)
        for phone in profile.phones { keys.append(StableHash.hash("p", phone)) }
        if !profile.email.isEmpty { keys.append(StableHash.hash("e", profile.email)) }
        if profile.emailUser.utf8.count >= 5 { keys.append(StableHash.hash("u", profile.emailUser)) }
        let name = profile.name
        if let address = profile.address {
            if !address.postalCode.isEmpty {
                if !name.surname.isEmpty { keys.append(StableHash.hash("n", Soundex.code(name.surname), address.postalCode)) }
                if !name.forename.isEmpty {
                    keys.append(StableHash.hash("n", Soundex.code(name.forename), address.postalCode))
                }
            }
            if !address.number.isEmpty, address.hasStreet {
                let (first, second) = (leading(name.forename, 1), leading(name.surname, 1))
                let initials = first <= second ? first + second : second + first
                keys.append(StableHash.hash("a", initials, address.number, leading(address.street, 4)))
            }
        }
        return keys
    }

    /// `String(text.prefix(count))`, its characters taken as bytes where that is the same: ASCII without a
    /// carriage return (the one ASCII byte that joins the next into one character), up to the byte after them.
    static func leading(_ text: String, _ count: Int) -> String {
        let bytes = text.utf8.span
        for index in 0..<min(bytes.count, count + 1) where bytes[index] >= 0x80 || bytes[index] == 0x0D {
            return String(text.prefix(count))
        }
        guard bytes.count > count else { return text }
        var prefix = ShortASCII()
        for index in 0..<count { prefix.append(bytes[index]) }
        return prefix.string
    }

    private static func nameOrder(_ a: OwnerProfile, _ b: OwnerProfile) -> Bool {
        (a.name.surname, a.name.forename) < (b.name.surname, b.name.forename)
    }

    /// The sorted values without repeats.
    static func uniqued<T: Comparable>(_ sorted: [T]) -> [T] {
        var result: [T] = []
        result.reserveCapacity(sorted.count)
        for value in sorted where result.last != value { result.append(value) }
        return result
    }
}
