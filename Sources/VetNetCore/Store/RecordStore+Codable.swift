/// A store encodes, decodes, compares and hashes as the array of its records: a report that keeps its entries in a
/// store reads and writes the same JSON as one that kept them in an array.
extension RecordStore: Encodable where Record: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for record in self { try container.encode(record) }
    }
}

extension RecordStore: Decodable where Record: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Record](from: decoder))
    }
}

extension RecordStore: Hashable where Record: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for record in self { hasher.combine(record) }
    }
}
