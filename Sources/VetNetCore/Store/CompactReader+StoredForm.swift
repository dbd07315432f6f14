/// Moves a reader over some of a record's fields, each named in its table's order (`Owner.skipToSources`,
/// `Patient.skipPastSources`): the walks below go this way, where a loop over the table cost several times as much
/// for every record a nightly run stores.
public typealias FieldWalk = (inout CompactReader) throws(CompactReader.Damaged) -> Void

extension CompactReader {
    /// Copies the record the reader is at the start of (its ID first), a record in a store, in the form the state
    /// file keeps: the fields it keeps (not a patient's age), and every source with its line when `keepingLines`,
    /// else each source key once, without a line (a source record's line is kept beside it). `toSources` moves from the record's start to its
    /// sources, `pastSources` from after them to the end of the fields the state file keeps. The bytes are copied as
    /// they are, not decoded and encoded again: a nightly run stores every record it mapped and every record of its
    /// output. Leaves the reader at the end of the fields the state file keeps.
    public mutating func copyStoredForm(
        keepingLines: Bool, to writer: inout CompactWriter, toSources: FieldWalk, pastSources: FieldWalk
    ) throws(Damaged) {
        let start = position
        try toSources(&self)
        guard !keepingLines else {
            try skipSources()
            try pastSources(&self)
            return copy(from: start, to: &writer)
        }
        copy(from: start, to: &writer)
        let total = try listCount()
        // Without lines, the rows of a source ID merged into its record (`repeatedIds`) are its own key again: kept
        // once, so that the form does not change with how many rows repeat the ID, which a row's fingerprint does
        // not see either.
        var keys: [(source: Range<Int>, sourceId: Range<Int>)] = []
        for _ in 0..<total {
            let source = try stringRange()
            let sourceId = try stringRange()
            if try bool() { _ = try count() }
            if !keys.contains(where: { bytes[$0.source] == bytes[source] && bytes[$0.sourceId] == bytes[sourceId] }) {
                keys.append((source, sourceId))
            }
        }
        writer.count(keys.count)
        for (source, sourceId) in keys {
            withSpan(in: source) { writer.string(utf8: $0) }
            withSpan(in: sourceId) { writer.string(utf8: $0) }
            writer.bool(false)
        }
        let afterSources = position
        try pastSources(&self)
        copy(from: afterSources, to: &writer)
    }

    /// Copies a record of the state file (`copyStoredForm`'s form, the reader past its layout byte, at its ID), kept
    /// in the current layout, into the form a store keeps: its sources as `sources` writes them (as stored when
    /// nil), then what `rest` writes, the fields the state file does not keep (a patient's age). A record accepted
    /// unchanged is loaded this way, without decoding it and encoding it again. Leaves the reader at the record's
    /// end.
    public mutating func copyIntoStoreForm(
        to writer: inout CompactWriter, sources: ((inout CompactWriter) -> Void)?, rest: (inout CompactWriter) -> Void,
        toSources: FieldWalk, pastSources: FieldWalk
    ) throws(Damaged) {
        let start = position
        try toSources(&self)
        if let sources {
            copy(from: start, to: &writer)
            try skipSources()
            sources(&writer)
            let afterSources = position
            try pastSources(&self)
            copy(from: afterSources, to: &writer)
        } else {
            try skipSources()
            try pastSources(&self)
            copy(from: start, to: &writer)
        }
        rest(&writer)
    }

    /// The ID and first source of the record the reader is at the start of, without making the other fields'
    /// values; `toSources` moves from the record's start to its sources.
    public mutating func idAndFirstSource(toSources: FieldWalk) throws(Damaged) -> (id: String, source: SourceRef?) {
        let start = position
        let id = try string()
        seek(to: start)
        try toSources(&self)
        guard try listCount() > 0 else { return (id, nil) }
        let source = try string()
        let sourceId = try string()
        let line = try bool() ? try count() : nil
        return (id, SourceRef(source: source, sourceId: sourceId, line: line))
    }

    /// The sources of the record the reader is at the start of (its ID first).
    public mutating func sources(toSources: FieldWalk) throws(Damaged) -> [SourceRef] {
        try toSources(&self)
        return try (0..<listCount()).map { _ throws(Damaged) in
            let source = try string()
            let sourceId = try string()
            return SourceRef(source: source, sourceId: sourceId, line: try bool() ? try count() : nil)
        }
    }

    private func copy(from start: Int, to writer: inout CompactWriter) {
        guard start < position else { return }
        withBytes(in: start..<position) { writer.append(written: $0) }
    }
}
