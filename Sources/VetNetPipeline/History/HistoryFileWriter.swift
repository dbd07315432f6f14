import VetNetCore
import VetNetWrite

/// Writes `vaccinations.json` and the other history files (or their NDJSON forms) from the finished records in
/// the run's workspace, streamed: a JSON array with a record a line, or a compact object a line.
enum HistoryFileWriter {
    /// Returns the file's SHA-256 (hex) for the manifest.
    static func write(_ records: HistoryRecordFile, as format: RecordFileFormat, to path: String) throws(Diagnostic)
        -> String
    {
        let file = try StreamedFile(path: path)
        let reader = try SpoolReader(path: records.path)
        var writer = format == .json ? JSONWriter(indentLevel: 1) : JSONWriter.compact()
        var chunk: [UInt8] = format == .json ? Array((records.count == 0 ? "[]" : "[").utf8) : []
        var first = true
        while let bytes = try reader.next() {
            var compact = CompactReader(Array(bytes))
            let record: HistoryRecord
            do throws(CompactReader.Damaged) {
                record = try HistoryRecord.decode(&compact)
            } catch {
                throw .error("internal.history-spool", "Internal error: a finished history record cannot be read back.")
            }
            writer.removeAll()
            writer.write(record)
            if format == .json {
                chunk += Array((first ? "\n  " : ",\n  ").utf8)
            } else if !first {
                chunk.append(0x0A)
            }
            first = false
            writer.withBytes { chunk.append(contentsOf: $0) }
            if chunk.count >= 1 << 20 {
                try file.write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if format == .json {
            chunk += Array((first ? "\n" : "\n]\n").utf8)
        } else if !first {
            chunk.append(0x0A)
        }
        try file.write(chunk)
        return try file.commit()
    }
}
