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

    /// The rows of `duplicates.csv` for a stored cluster (read from its start, its canonical ID): one for each
    /// source record of each member, with the highest merge score. Written from the stored bytes: a million-record
    /// run writes half a million rows, and making strings of their IDs cost more than writing them.
    static func writeRows(
        _ what: String, from reader: inout CompactReader, to writer: inout CSVTextWriter
    ) throws(CompactReader.Damaged) {
        let canonical = try reader.stringRange()
        let membersStart = reader.position
        for _ in 0..<(try reader.listCount()) {
            try reader.skipString()  // member ID
            try reader.skipSources()
        }
        let topScore = try Self.topScore(&reader).map(DuplicatesReport.format)
        reader.seek(to: membersStart)
        for _ in 0..<(try reader.listCount()) {
            let member = try reader.stringRange()
            let isCanonical = reader.withSpan(in: member) { member in
                reader.withSpan(in: canonical) { canonical in Self.sameText(member, canonical) }
            }
            for _ in 0..<(try reader.listCount()) {
                let (source, sourceId) = (try reader.stringRange(), try reader.stringRange())
                let line = try reader.bool() ? try reader.count() : nil
                writer.field(what)
                reader.withSpan(in: canonical) { writer.field(utf8: $0) }
                reader.withSpan(in: member) { writer.field(utf8: $0) }
                reader.withSpan(in: source) { writer.field(utf8: $0) }
                reader.withSpan(in: sourceId) { writer.field(utf8: $0) }
                writer.field(line)
                writer.field(topScore)
                reader.withSpan(in: canonical) {
                    writer.field(prefix: isCanonical ? "kept as " : "merged into ", utf8: $0)
                }
                writer.endRow()
            }
        }
    }

    /// Whether two stored texts are equal as strings are: byte for byte when both are ASCII, where the two agree,
    /// and as strings otherwise (`String`'s `==` follows canonical equivalence).
    private static func sameText(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
        var high: UInt8 = 0
        var differ = a.count != b.count
        for index in a.indices {
            high |= a[index]
            if !differ, a[index] != b[index] { differ = true }
        }
        for index in b.indices { high |= b[index] }
        guard high >= 0x80 else { return !differ }
        return CSVTextWriter.string(a) == CSVTextWriter.string(b)
    }

    /// The highest merge score of a stored cluster whose reader is past its members, as
    /// `merges.compactMap(\.score).max()` gives it; the merges' texts are skipped.
    private static func topScore(_ reader: inout CompactReader) throws(CompactReader.Damaged) -> Double? {
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
        return topScore
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
