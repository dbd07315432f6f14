import VetNetCSV
import VetNetCore
import VetNetXML

/// Times the project's own readers pulling every record of a file, with nothing done to the records.
///
/// The timed part ends with the file's SHA-256, as a pipeline run asks for it: `FileByteSource` hashes on a
/// second thread, and a few chunks may still be waiting there when the last record has been returned.
enum ReaderPhases {
    /// `CSVRecordReader` over `patients.csv` with default options (delimiter sniffed, UTF-8).
    static func csv(_ data: DataSet, log: Log) throws -> PhaseResult {
        try PageCache.warm(data.patientsCSV)
        let collector = CountingCollector()
        let clock = Stopwatch()
        let source = try FileByteSource(path: data.patientsCSV)
        let reader = CSVRecordReader(
            source: source, file: "patients.csv", options: CSVOptions(), diagnostics: collector)
        let records = try drain(reader)
        _ = source.sha256Hex()
        let (seconds, cpuSeconds) = (clock.seconds, clock.cpuSeconds)
        try check(reader, records: records, expected: data.patients, collector: collector, log: log)
        return PhaseResult(
            label: "csv-reader", records: records, bytes: source.byteCount, seconds: seconds, cpuSeconds: cpuSeconds)
    }

    /// `XMLRecordReader` over `patients.xml`, extracting every patient field.
    static func xml(_ data: DataSet, log: Log) throws -> PhaseResult {
        try PageCache.warm(data.patientsXML)
        let collector = CountingCollector()
        let clock = Stopwatch()
        let source = try FileByteSource(path: data.patientsXML)
        let reader = XMLRecordReader(
            source: source, file: "patients.xml", recordPath: DataSet.xmlRecordPath, fieldPaths: DataSet.xmlFieldPaths,
            diagnostics: collector)
        let records = try drain(reader)
        _ = source.sha256Hex()
        let (seconds, cpuSeconds) = (clock.seconds, clock.cpuSeconds)
        try check(reader, records: records, expected: data.patients, collector: collector, log: log)
        return PhaseResult(
            label: "xml-reader", records: records, bytes: source.byteCount, seconds: seconds, cpuSeconds: cpuSeconds)
    }

    /// Pulls every record. The field count is checked, so the records are really looked at.
    private static func drain(_ reader: any RecordReader) throws(Diagnostic) -> Int {
        var records = 0
        while let record = try reader.next() {
            guard record.problem == nil, record.fieldCount == reader.columns.count else {
                throw .error(
                    "bench.field-count",
                    "Record \(records + 1) has \(record.fieldCount) fields, not \(reader.columns.count).")
            }
            records += 1
        }
        return records
    }

    /// A reader that skipped or rejected rows would look faster than it is, so the counts must add up.
    private static func check(
        _ reader: any RecordReader, records: Int, expected: Int, collector: CountingCollector, log: Log
    ) throws(BenchError) {
        if let summary = collector.summary { log.finding("  diagnostics: \(summary)") }
        guard records == expected, reader.readCount == expected else {
            throw BenchError(
                "the reader returned \(records) good records of \(reader.readCount); the file holds \(expected)")
        }
    }
}
