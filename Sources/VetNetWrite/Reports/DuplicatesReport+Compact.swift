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
            writer.list(merge.fields) { writer, field in writer.fieldEvidence(field) }
        }
    }

    public static func decode(id: String, fields reader: inout CompactReader) throws(CompactReader.Damaged) -> Self {
        let members = try Self.members(&reader)
        let merges = try reader.list { (reader) throws(CompactReader.Damaged) in
            let (first, second, rule) = (try reader.string(), try reader.string(), try reader.string())
            let score = try reader.optionalDouble()
            let fields = try reader.list { (reader) throws(CompactReader.Damaged) in try reader.evidence() }
            return DuplicatesReport.Merge(first: first, second: second, rule: rule, score: score, fields: fields)
        }
        return Self(canonicalId: id, members: members, merges: merges)
    }
}

extension DuplicatesReport.Cluster {
    /// The members, read after the ID, without the merges that follow them.
    static func members(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> [DuplicatesReport.Member] {
        try reader.list { (reader) throws(CompactReader.Damaged) in
            let (id, sources) = try reader.member()
            return DuplicatesReport.Member(id: id, sources: sources)
        }
    }

    /// Where a stored cluster's merge scores and evidence weights begin, read from the cluster's start (its
    /// canonical ID): the doubles the report rounds when it takes the dedupe stage's stored clusters, whose form
    /// is this one, as they are.
    public static func scoreStarts(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> [Int] {
        try reader.skipString()
        for _ in 0..<(try reader.listCount()) {
            try reader.skipString()  // member ID
            try reader.skipSources()
        }
        var starts: [Int] = []
        func skipDouble(_ reader: inout CompactReader) throws(CompactReader.Damaged) {
            guard try reader.bool() else { return }
            starts.append(reader.position)
            _ = try reader.double()
        }
        for _ in 0..<(try reader.listCount()) {
            for _ in 0..<3 { try reader.skipString() }  // first, second, rule
            try skipDouble(&reader)  // score
            for _ in 0..<(try reader.listCount()) {
                try reader.skipString()  // field
                try reader.skipString()  // level
                try skipDouble(&reader)  // weight
                try reader.skipOptional()  // first value
                try reader.skipOptional()  // second value
            }
        }
        return starts
    }

    /// What a row of `duplicates.csv` shows of a stored cluster (its canonical ID first): the members, and the
    /// highest merge score as `merges.compactMap(\.score).max()` gives it. The merges' texts are skipped.
    static func rowFields(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> (
        canonicalId: String, members: [DuplicatesReport.Member], topScore: Double?
    ) {
        let canonicalId = try reader.string()
        let members = try Self.members(&reader)
        var topScore: Double?
        for _ in 0..<(try reader.listCount()) {
            for _ in 0..<3 { try reader.skipString() }  // first, second, rule
            if let score = try reader.optionalDouble() {
                // `Sequence.max()`'s rule, kept to the letter: a later score replaces one it is greater than.
                if let top = topScore { if top < score { topScore = score } } else { topScore = score }
            }
            for _ in 0..<(try reader.listCount()) {
                try reader.skipString()  // field
                try reader.skipString()  // level
                _ = try reader.optionalDouble()  // weight
                try reader.skipOptional()  // firstValue
                try reader.skipOptional()  // secondValue
            }
        }
        return (canonicalId, members, topScore)
    }
}

extension CompactWriter {
    mutating func fieldEvidence(_ field: DuplicatesReport.FieldEvidence) {
        fieldEvidence(
            field: field.field, level: field.level, weight: field.weight, firstValue: field.firstValue,
            secondValue: field.secondValue)
    }
}

extension CompactReader {
    /// What `CompactWriter.fieldEvidence` wrote, as the report's evidence.
    mutating func evidence() throws(Damaged) -> DuplicatesReport.FieldEvidence {
        let field = try fieldEvidence()
        return DuplicatesReport.FieldEvidence(
            field: field.field, level: field.level, weight: field.weight, firstValue: field.firstValue,
            secondValue: field.secondValue)
    }
}
