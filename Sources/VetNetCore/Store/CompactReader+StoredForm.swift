extension CompactReader {
    /// Copies the record the reader is at the start of (its ID first), a record of `Field`'s table in a store, in
    /// the form the state file keeps: the fields it keeps (not a patient's age), and every source with its line
    /// only when `keepingLines` (a source record's line is kept beside it). The bytes are copied as they are, not
    /// decoded and encoded again: a nightly run stores every record it mapped and every record of its output.
    /// Leaves the reader at the record's end.
    public mutating func copyStoredForm<Field: RecordField>(
        of _: Field.Type, keepingLines: Bool, to writer: inout CompactWriter
    ) throws(Damaged) {
        var copiedFrom = position
        for entry in Field.table.entries {
            guard entry.inStateFile else {
                copy(from: copiedFrom, to: &writer)
                try skip(entry.kind)
                copiedFrom = position
                continue
            }
            guard entry.kind == .sources, !keepingLines else {
                try skip(entry.kind)
                continue
            }
            copy(from: copiedFrom, to: &writer)
            let total = try listCount()
            writer.count(total)
            for _ in 0..<total {
                let source = try stringRange()
                let sourceId = try stringRange()
                if try bool() { _ = try count() }
                withSpan(in: source) { writer.string(utf8: $0) }
                withSpan(in: sourceId) { writer.string(utf8: $0) }
                writer.bool(false)
            }
            copiedFrom = position
        }
        copy(from: copiedFrom, to: &writer)
    }

    /// Copies a record of the state file (`copyStoredForm`'s form, the reader past its layout byte, at its ID), kept
    /// in the current layout, into the form a store keeps: its sources as `sources` writes them (as stored when
    /// nil), then what `rest` writes, the fields the state file does not keep (a patient's age). A record accepted
    /// unchanged is loaded this way, without decoding it and encoding it again. Leaves the reader at the record's
    /// end.
    public mutating func copyIntoStoreForm<Field: RecordField>(
        of _: Field.Type, to writer: inout CompactWriter, sources: ((inout CompactWriter) -> Void)?,
        rest: (inout CompactWriter) -> Void
    ) throws(Damaged) {
        var copiedFrom = position
        for entry in Field.table.entries where entry.inStateFile {
            guard entry.kind == .sources, let sources else {
                try skip(entry.kind)
                continue
            }
            copy(from: copiedFrom, to: &writer)
            try skipSources()
            sources(&writer)
            copiedFrom = position
        }
        copy(from: copiedFrom, to: &writer)
        rest(&writer)
    }

    /// The ID and first source of the record the reader is at the start of, a record of `Field`'s table in a
    /// store, without making the other fields' values.
    public mutating func idAndFirstSource<Field: RecordField>(of _: Field.Type) throws(Damaged) -> (
        id: String, source: SourceRef?
    ) {
        let id = try string()
        let entries = Field.table.entries
        for entry in entries.dropFirst() {
            guard entry.kind == .sources else {
                try skip(entry.kind)
                continue
            }
            guard try listCount() > 0 else { return (id, nil) }
            let source = try string()
            let sourceId = try string()
            let line = try bool() ? try count() : nil
            return (id, SourceRef(source: source, sourceId: sourceId, line: line))
        }
        return (id, nil)
    }

    private func copy(from start: Int, to writer: inout CompactWriter) {
        guard start < position else { return }
        withBytes(in: start..<position) { writer.append(written: $0) }
    }
}
