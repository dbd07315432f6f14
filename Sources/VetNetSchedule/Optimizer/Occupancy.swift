/// One row of 1,440 bits per specialist or patient: which minutes of the day are taken.
///
/// Checking that an appointment's minutes are free costs one or two word tests, whatever the number of
/// appointments already placed, which keeps insertion cheap at 10,000 requests.
struct Occupancy {
    static let wordsPerRow = 23  // ⌈1440 / 64⌉
    private(set) var words: [UInt64]

    init(rows: Int) { words = Array(repeating: 0, count: max(rows, 1) * Self.wordsPerRow) }

    func isFree(_ row: Int, _ start: Int, _ end: Int) -> Bool {
        var minute = start
        let base = row * Self.wordsPerRow
        while minute < end {
            let bit = minute & 63
            let count = min(64 - bit, end - minute)
            if words[base + minute >> 6] & Self.mask(bit, count) != 0 { return false }
            minute += count
        }
        return true
    }

    /// The first taken minute in `[from, limit)`, or `limit` when every one is free (`limit` ≤ 1,440).
    func firstTaken(_ row: Int, _ from: Int, _ limit: Int) -> Int {
        var minute = from
        let base = row * Self.wordsPerRow
        while minute < limit {
            let bit = minute & 63
            let rest = words[base + minute >> 6] >> UInt64(bit)
            if rest != 0 { return min(minute + rest.trailingZeroBitCount, limit) }
            minute += 64 - bit
        }
        return limit
    }

    /// The first free minute in `[from, limit)`, or `limit` when every one is taken (`limit` ≤ 1,440).
    func firstFree(_ row: Int, _ from: Int, _ limit: Int) -> Int {
        var minute = from
        let base = row * Self.wordsPerRow
        while minute < limit {
            let bit = minute & 63
            let rest = ~words[base + minute >> 6] >> UInt64(bit)
            if rest != 0 { return min(minute + rest.trailingZeroBitCount, limit) }
            minute += 64 - bit
        }
        return limit
    }

    /// How many minutes of `[start, end)` are free.
    func freeCount(_ row: Int, _ start: Int, _ end: Int) -> Int {
        var minute = start
        var taken = 0
        let base = row * Self.wordsPerRow
        while minute < end {
            let bit = minute & 63
            let count = min(64 - bit, end - minute)
            taken += (words[base + minute >> 6] & Self.mask(bit, count)).nonzeroBitCount
            minute += count
        }
        return max(0, end - start) - taken
    }

    mutating func set(_ row: Int, _ start: Int, _ end: Int, _ taken: Bool) {
        var minute = start
        let base = row * Self.wordsPerRow
        while minute < end {
            let bit = minute & 63
            let count = min(64 - bit, end - minute)
            if taken {
                words[base + minute >> 6] |= Self.mask(bit, count)
            } else {
                words[base + minute >> 6] &= ~Self.mask(bit, count)
            }
            minute += count
        }
    }

    private static func mask(_ bit: Int, _ count: Int) -> UInt64 {
        (count == 64 ? ~0 : (UInt64(1) << UInt64(count)) &- 1) << UInt64(bit)
    }
}
