/// The compact form of a merge log's parts, shared by the dedupe stage's clusters and the duplicates report's: a
/// million-record run keeps a hundred thousand clusters with their evidence, a few times smaller this way than as
/// Swift values.
extension CompactWriter {
    /// A count, then each item.
    public mutating func list<Item>(_ items: [Item], _ write: (inout CompactWriter, Item) -> Void) {
        count(items.count)
        for item in items { write(&self, item) }
    }

    /// A record of a cluster or a pair: its ID and the source rows it came from.
    public mutating func member(id: String, sources: [SourceRef]) {
        string(id)
        self.sources(sources)
    }

    /// How one field compared, what it weighed, and the two values.
    public mutating func fieldEvidence(
        field: String, level: String, weight: Double?, firstValue: String?, secondValue: String?
    ) {
        string(field)
        string(level)
        optionalDouble(weight)
        optional(firstValue)
        optional(secondValue)
    }
}

extension CompactReader {
    /// What `CompactWriter.list` wrote.
    public mutating func list<Item>(_ read: (inout CompactReader) throws(Damaged) -> Item) throws(Damaged) -> [Item] {
        let total = try listCount()
        var items: [Item] = []
        items.reserveCapacity(total)
        for _ in 0..<total { items.append(try read(&self)) }
        return items
    }

    public mutating func member() throws(Damaged) -> (id: String, sources: [SourceRef]) {
        (try string(), try sources())
    }

    public mutating func fieldEvidence() throws(Damaged) -> (
        field: String, level: String, weight: Double?, firstValue: String?, secondValue: String?
    ) {
        (try string(), try string(), try optionalDouble(), try optional(), try optional())
    }
}
