import VetNetCore
import VetNetMapping

extension PipelineRunner {
    /// The tracker of a source that keeps one of each group of rows sharing a source ID, after a pass over the
    /// source's IDs and order column; nil for a source that rejects repeats. Values of the order column that
    /// cannot be read are reported (such a row counts as the oldest of its group).
    func repeatTracker(_ source: SourceConfig, diagnostics: any DiagnosticCollector) throws(Diagnostic)
        -> RepeatTracker?
    {
        let policy = source.repeatedIds
        guard policy.keep != .reject else { return nil }
        let reader = try SourceInput(source).makeReader(diagnostics: DiscardingCollector())
        var mapper: RecordMapper?
        var orderIndex: Int?
        var rows: [RepeatPlan.ReadRow] = []
        var unreadable: [String: [Diagnostic]] = [:]
        do throws(Diagnostic) {
            while let raw = try reader.next() {
                if mapper == nil {
                    mapper = try RecordMapper(
                        mapping: source.mapping, columns: reader.columns, asOf: asOf, file: source.shownPath)
                    if let orderBy = policy.orderBy {
                        orderIndex = try Self.orderColumn(orderBy, in: reader.columns, source: source)
                    }
                }
                guard let mapper, !raw.hasProblem, let index = raw.location.recordIndex,
                    let id = mapper.sourceID(of: raw)
                else { continue }
                var order: Double?
                if let orderIndex, let text = raw.field(at: orderIndex)?.trimmingWhitespace(), !text.isEmpty {
                    order = RepeatPlan.orderValue(text, formats: policy.formats, pivotYear: asOf.year)
                    if order == nil {
                        var finding = Diagnostic.warning(
                            "map.repeat-order-unreadable",
                            "The value {value} in \(policy.orderBy ?? "") cannot be read as a date or number, so this row counts as the oldest of the rows with its source ID.",
                            at: raw.location.with(field: policy.orderBy), value: text)
                        finding.recordID = id
                        unreadable[id, default: []].append(finding)
                    }
                }
                rows.append(
                    RepeatPlan.ReadRow(id: id, row: RepeatPlan.Row(index: index, line: raw.location.line), order: order)
                )
            }
        } catch {
            if error.code.rawValue.hasPrefix("pipeline.") { throw error }
            // The real pass reports the failure; the rows before it still count.
        }
        let plan = RepeatPlan(rows: rows, keep: policy.keep)
        // Only where the order decides something: an ID on one row needs none.
        for group in plan.groups { for finding in unreadable[group.sourceId] ?? [] { diagnostics.emit(finding) } }
        return RepeatTracker(plan: plan, source: source.name)
    }

    private static func orderColumn(_ column: String, in columns: [String], source: SourceConfig) throws(Diagnostic)
        -> Int
    {
        if let index = columns.firstIndex(of: column) { return index }
        var message =
            "Source '\(source.name)' orders repeated rows by column \"\(column)\" (repeatedIds.orderBy), which the input does not have."
        if let near = closestMatch(to: column, in: columns) { message += " Did you mean \"\(near)\"?" }
        throw .error(
            "pipeline.unknown-column", message, at: SourceLocation(file: source.shownPath, line: 1), value: column)
    }
}
