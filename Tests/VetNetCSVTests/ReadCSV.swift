@testable import VetNetCSV
import VetNetCore

/// Everything one CSV read produced, for comparing reads of the same bytes.
struct CSVReadResult: Equatable {
    var columns: [String]
    var records: [RawRecord]
    var diagnostics: [Diagnostic]
    var readCount: Int
    var rejectedCount: Int
    var failure: Diagnostic?
    /// Not compared: how the lines were split is the one thing two reads of the same bytes may differ in.
    var linesSplitInSwift = 0
    /// Not compared either: the line the reader reached at the end.
    var lineReached = 1

    var values: [[String?]] { records.map(\.fields) }
    var lines: [Int?] { records.map(\.location.line) }
    var codes: [String] { diagnostics.map(\.code.rawValue) }

    static func == (left: CSVReadResult, right: CSVReadResult) -> Bool {
        (left.columns, left.records, left.diagnostics) == (right.columns, right.records, right.diagnostics)
            && (left.readCount, left.rejectedCount, left.failure) == (
                right.readCount, right.rejectedCount, right.failure
            )
    }
}

func readCSV(
    _ bytes: [UInt8], chunkSize: Int = .max, delimiter: UInt8? = nil, encoding: TextEncoding = .utf8,
    maxFieldBytes: Int = 1 << 20, splitsSingleLineRecords: Bool = true
) -> CSVReadResult {
    let collector = RecordingCollector()
    var options = CSVOptions(
        delimiter: delimiter, encoding: encoding, chunkSize: min(chunkSize, 1 << 16), maxFieldBytes: maxFieldBytes)
    options.splitsSingleLineRecords = splitsSingleLineRecords
    let reader = CSVRecordReader(
        source: MemoryByteSource(bytes, chunkSize: chunkSize), file: "test.csv", options: options,
        diagnostics: collector)
    var records: [RawRecord] = []
    var problems: [Diagnostic] = []
    var failure: Diagnostic?
    do {
        while let record = try reader.next() {
            if let problem = record.problem {
                problems.append(problem)
            } else {
                records.append(record)
            }
        }
    } catch {
        failure = error
    }
    return CSVReadResult(
        columns: reader.columns, records: records,
        diagnostics: (collector.diagnostics + problems).sorted(by: Diagnostic.reportOrder), readCount: reader.readCount,
        rejectedCount: problems.count, failure: failure, linesSplitInSwift: reader.linesSplitInSwift,
        lineReached: reader.lineReached)
}

func readCSV(_ text: String, chunkSize: Int = .max, delimiter: UInt8? = nil, encoding: TextEncoding = .utf8)
    -> CSVReadResult
{
    readCSV(Array(text.utf8), chunkSize: chunkSize, delimiter: delimiter, encoding: encoding)
}
