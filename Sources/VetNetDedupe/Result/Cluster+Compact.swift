public import VetNetCore

/// Clusters are kept in a `RecordStore` from the moment they are merged: with their evidence they are the
/// largest thing the dedupe stage holds at its end.
extension Cluster: CompactStorable {
    public var id: String { canonicalId }

    public func encodeFields(to writer: inout CompactWriter) {
        writer.list(members) { writer, member in writer.member(id: member.id, sources: member.sources) }
        writer.list(merges) { writer, merge in
            writer.string(merge.first)
            writer.string(merge.second)
            writer.string(merge.rule.rawValue)
            writer.optionalDouble(merge.score)
            writer.list(merge.fields) { writer, field in
                writer.fieldEvidence(
                    field: field.field, level: field.level, weight: field.weight, firstValue: field.firstValue,
                    secondValue: field.secondValue)
            }
        }
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Cluster {
        let members = try Self.members(&reader)
        let merges = try reader.list { (reader) throws(CompactReader.Damaged) in
            let (first, second) = (try reader.string(), try reader.string())
            guard let rule = MergeEvidence.Rule(rawValue: try reader.string()) else { throw CompactReader.Damaged() }
            let score = try reader.optionalDouble()
            let fields = try reader.list { (reader) throws(CompactReader.Damaged) in
                let field = try reader.fieldEvidence()
                return FieldEvidence(
                    field: field.field, level: field.level, weight: field.weight, firstValue: field.firstValue,
                    secondValue: field.secondValue)
            }
            return MergeEvidence(first: first, second: second, rule: rule, score: score, fields: fields)
        }
        return Cluster(canonicalId: id, members: members, merges: merges)
    }

    /// The members, read after the ID, without the merges that follow them.
    static func members(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> [ClusterMember] {
        try reader.list { (reader) throws(CompactReader.Damaged) in
            let (id, sources) = try reader.member()
            return ClusterMember(id: id, sources: sources)
        }
    }

    /// Each member's ID and the source of its first source record (empty when it has none), read after the ID
    /// without the other source records and the merges: what counting the records merged away needs.
    static func memberOrigins(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> [(
        id: String, source: String
    )] {
        try reader.list { (reader) throws(CompactReader.Damaged) in
            let id = try reader.string()
            var source = ""
            for index in 0..<(try reader.listCount()) {
                if index == 0 { source = try reader.string() } else { try reader.skipString() }
                try reader.skipString()
                if try reader.bool() { _ = try reader.count() }
            }
            return (id, source)
        }
    }
}
