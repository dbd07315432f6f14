import VetNetCSV
import VetNetCore

/// The CSV reader over arbitrary bytes: it must never crash, and must read the same records and diagnostics
/// whether the bytes arrive whole, one at a time, or in odd-sized chunks, and whether it splits single-line
/// records itself or leaves every line to libcsv.
public enum CSVReaderFuzzTarget: FuzzTarget {
    public static let name = "csv"

    public static func violations(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        let lineCount = physicalLineCount(bytes)
        // Strict UTF-8 with the default field limit, and automatic encoding with a tiny limit, so the
        // decoding fallback and the runaway-field recovery are both reached.
        for (encoding, limit) in [(TextEncoding.utf8, 1 << 20), (TextEncoding.auto, 16)] {
            let (whole, lineReached) = readCountingLines(bytes, encoding: encoding, maxFieldBytes: limit)
            found += whole.violations(lineCount: lineCount)
            if whole.failure == nil, lineReached != lineCount {
                found.append("\(encoding): the reader counted \(lineReached) lines; the bytes hold \(lineCount)")
            }
            let libcsvWhole = read(bytes, chunkSize: .max, encoding: encoding, maxFieldBytes: limit, splits: false)
            found += whole.differences(from: libcsvWhole, label: "\(encoding), libcsv alone")
            for chunkSize in [1, 7] {
                let chunked = read(bytes, chunkSize: chunkSize, encoding: encoding, maxFieldBytes: limit)
                found += whole.differences(from: chunked, label: "\(encoding), \(chunkSize)-byte chunks")
                guard chunkSize == 7 else { continue }
                let libcsvChunked = read(
                    bytes, chunkSize: chunkSize, encoding: encoding, maxFieldBytes: limit, splits: false)
                found += chunked.differences(from: libcsvChunked, label: "\(encoding), 7-byte chunks, libcsv alone")
            }
        }
        return found
    }

    static func read(
        _ bytes: [UInt8], chunkSize: Int, encoding: TextEncoding, maxFieldBytes: Int, splits: Bool = true
    ) -> ReadOutcome {
        let (reader, collector) = makeReader(
            bytes, chunkSize: chunkSize, encoding: encoding, maxFieldBytes: maxFieldBytes, splits: splits)
        return ReadOutcome.read(reader, collector: collector)
    }

    /// A whole read, with the line the reader reached at the end.
    static func readCountingLines(_ bytes: [UInt8], encoding: TextEncoding, maxFieldBytes: Int) -> (ReadOutcome, Int) {
        let (reader, collector) = makeReader(
            bytes, chunkSize: .max, encoding: encoding, maxFieldBytes: maxFieldBytes, splits: true)
        return (ReadOutcome.read(reader, collector: collector), reader.lineReached)
    }

    private static func makeReader(
        _ bytes: [UInt8], chunkSize: Int, encoding: TextEncoding, maxFieldBytes: Int, splits: Bool
    ) -> (CSVRecordReader, RecordingCollector) {
        let collector = RecordingCollector()
        var options = CSVOptions(encoding: encoding, chunkSize: min(chunkSize, 1 << 16), maxFieldBytes: maxFieldBytes)
        options.splitsSingleLineRecords = splits
        let reader = CSVRecordReader(
            source: MemoryByteSource(bytes, chunkSize: chunkSize), file: "fuzz.csv", options: options,
            diagnostics: collector)
        return (reader, collector)
    }
}
