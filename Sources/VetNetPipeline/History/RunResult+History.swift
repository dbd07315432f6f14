import VetNetCore

extension RunResult {
    /// The finished records of one kind, in the record files' order: read back whole, for tests and small runs.
    func historyRecords(_ kind: HistoryKind) throws(Diagnostic) -> [HistoryRecord] {
        guard let file = historyFiles[kind] else { return [] }
        let reader = SpoolReader(file.spool)
        var records: [HistoryRecord] = []
        while let bytes = try reader.next() {
            var compact = CompactReader(Array(bytes))
            do throws(CompactReader.Damaged) {
                records.append(try HistoryRecord.decode(&compact))
            } catch {
                throw .error("internal.history-spool", "Internal error: a finished history record cannot be read back.")
            }
        }
        return records
    }
}
