/// A column whose values count the rows: whole numbers, each one more than the row before's (`1, 2, 3…`, or
/// `1001, 1002…`), on every row. Open-data portals (`_id`), spreadsheets and data-frame libraries (a blank
/// column of `0, 1, 2…`) write such a counter when they export; it numbers the rows of one export and changes
/// as rows are added or removed, so it says nothing about which record a row is.
public struct RowNumbers: Codable, Sendable, Hashable {
    public var first: Int
    public var last: Int

    public init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }

    /// `row numbers 1..14890`.
    public var label: String { "row numbers \(first)..\(last)" }
    /// What such a column is, as comments and the profile say it.
    public static let meaning = "a counter of the export, not an ID"

    /// Fewer rows than this are too few to call a column a counter.
    public static let minimumRows = 3
    /// More digits than this are not a row number (and might not fit an `Int`).
    static let maximumDigits = 15

    /// Watches a column's values in row order; one empty value, or one that is not the one before plus one, and
    /// the column is no counter.
    struct Tally: Sendable {
        private var first: Int?
        private var previous = 0
        private var rows = 0
        private var broken = false

        /// - Parameter value: the row's value, trimmed; nil when empty.
        mutating func observe(_ value: String?) {
            guard !broken else { return }
            guard let value, let number = Self.wholeNumber(value), first == nil || number == previous + 1 else {
                broken = true
                return
            }
            if first == nil { first = number }
            previous = number
            rows += 1
        }

        /// The counter's range, or nil when the column is none.
        var found: RowNumbers? {
            guard !broken, rows >= RowNumbers.minimumRows, let first else { return nil }
            return RowNumbers(first: first, last: previous)
        }

        /// `value` as a number when it is ASCII digits only (leading zeros allowed: `0001`).
        static func wholeNumber(_ value: String) -> Int? {
            guard !value.isEmpty, value.utf8.count <= RowNumbers.maximumDigits else { return nil }
            var number = 0
            for byte in value.utf8 {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return number
        }
    }
}
