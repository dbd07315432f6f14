import VetNetCore
import VetNetWrite

/// Writes `vaccinations.json` and the other history files (or their NDJSON forms) from the finished records in
/// the run's workspace, streamed: a JSON array with a record a line, or a compact object a line. Each record is
/// written from its compact bytes (`writeStoredHistory`), a batch of records at a time in blocks on every core,
/// as `RecordFileWriter` writes owners and patients.
enum HistoryFileWriter {
    /// Records per block, and blocks per batch: a batch (a few megabytes of records and their JSON) is held while
    /// the other files are written beside it, so it is a quarter of what `RecordFileWriter` holds.
    static let blockSize = 1024
    static let blocksPerBatch = 4

    /// Returns the file's SHA-256 (hex) for the manifest.
    static func write(_ records: HistoryRecordFile, as format: RecordFileFormat, to path: String) throws(Diagnostic)
        -> String
    {
        let file = try StreamedFile(path: path)
        let reader = SpoolReader(records.spool)
        let layout = RecordFileLayout(format, isEmpty: records.count == 0)
        try file.write(layout.start)
        var batch: [[UInt8]] = []
        batch.reserveCapacity(blockSize * blocksPerBatch)
        var isFirstBatch = true
        func writeBatch() throws(Diagnostic) {
            let blocks = stride(from: 0, to: batch.count, by: blockSize).map {
                (records: batch[$0..<min($0 + blockSize, batch.count)], startsFile: isFirstBatch && $0 == 0)
            }
            let written = blocks.parallelMap(minimumChunk: 1) { block in
                Self.block(block.records, startsFile: block.startsFile, format: format, layout: layout)
            }
            for bytes in written {
                guard let bytes else {
                    throw .error(
                        "internal.history-spool", "Internal error: a finished history record cannot be read back.")
                }
                try file.write(bytes)
            }
            batch.removeAll(keepingCapacity: true)
            isFirstBatch = false
        }
        while let bytes = try reader.next() {
            batch.append(Array(bytes))
            if batch.count == blockSize * blocksPerBatch { try writeBatch() }
        }
        if !batch.isEmpty { try writeBatch() }
        try file.write(layout.end)
        return try file.commit()
    }

    /// The JSON of a block of records, each after its separator; nil when a record's bytes cannot be read.
    private static func block(
        _ records: ArraySlice<[UInt8]>, startsFile: Bool, format: RecordFileFormat, layout: RecordFileLayout
    ) -> [UInt8]? {
        var writer = format == .json ? JSONWriter(indentLevel: 1) : JSONWriter.compact()
        var bytes: [UInt8] = []
        for index in records.indices {
            writer.removeAll()
            var reader = CompactReader(records[index])
            do throws(CompactReader.Damaged) {
                try writer.writeStoredHistory(&reader)
            } catch {
                return nil
            }
            if bytes.isEmpty { bytes.reserveCapacity(writer.byteCount * records.count * 5 / 4) }
            bytes.append(contentsOf: startsFile && index == records.startIndex ? layout.beforeFirst : layout.between)
            writer.withBytes { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
