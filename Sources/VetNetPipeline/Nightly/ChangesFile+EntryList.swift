extension ChangesFile {
    /// A list of entries, held as an array or made one at a time from what the run holds: a first night lists
    /// every source record it read, and its list of a million and a half entries, four strings each, took 200 MB
    /// at the night's peak (`heaptrack`, a million patients) only to be written once.
    public struct EntryList: RandomAccessCollection, Sendable, Hashable, Codable, ExpressibleByArrayLiteral {
        public let count: Int
        private let entry: @Sendable (Int) -> Entry

        /// A list of `count` entries, the one at each position made by `entry` when asked for.
        public init(count: Int, entry: @escaping @Sendable (Int) -> Entry) {
            self.count = count
            self.entry = entry
        }

        public init(_ entries: [Entry]) {
            self.init(count: entries.count) { entries[$0] }
        }

        public init(arrayLiteral entries: Entry...) {
            self.init(entries)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(position: Int) -> Entry {
            precondition(indices.contains(position), "a changes-file entry out of its list")
            return entry(position)
        }

        public static func == (lhs: EntryList, rhs: EntryList) -> Bool {
            lhs.elementsEqual(rhs)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for entry in self { hasher.combine(entry) }
        }

        public init(from decoder: any Decoder) throws {
            self.init(try [Entry](from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            try Array(self).encode(to: encoder)
        }
    }
}
