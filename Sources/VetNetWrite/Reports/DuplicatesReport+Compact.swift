public import VetNetCore

/// The report keeps its clusters in a `RecordStore`, in the form the dedupe stage keeps its own.
extension DuplicatesReport.Cluster: CompactStorable {
    public var id: String { canonicalId }

    public func encodeFields(to writer: inout CompactWriter) {
        writer.list(members) { writer, member in writer.member(id: member.id, sources: member.sources) }
        writer.list(merges) { writer, merge in
            writer.string(merge.first)
            writer.string(merge.second)
            writer.string(merge.rule)
            writer.optionalDouble(merge.score)
            writer.list(merge.fields) { writer, field in
                writer.fieldEvidence(
                    field: field.field, level: field.level, weight: field.weight, firstValue: field.firstValue,
                    secondValue: field.secondValue)
            }
        }
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Self {
        let members = try reader.list { (reader) throws(CompactReader.Damaged) in
            let (id, sources) = try reader.member()
            return DuplicatesReport.Member(id: id, sources: sources)
        }
        let merges = try reader.list { (reader) throws(CompactReader.Damaged) in
            let (first, second, rule) = (try reader.string(), try reader.string(), try reader.string())
            let score = try reader.optionalDouble()
            let fields = try reader.list { (reader) throws(CompactReader.Damaged) in
                let field = try reader.fieldEvidence()
                return DuplicatesReport.FieldEvidence(
                    field: field.field, level: field.level, weight: field.weight, firstValue: field.firstValue,
                    secondValue: field.secondValue)
            }
            return DuplicatesReport.Merge(first: first, second: second, rule: rule, score: score, fields: fields)
        }
        return Self(canonicalId: id, members: members, merges: merges)
    }
}
