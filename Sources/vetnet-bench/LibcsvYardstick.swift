private import CLibCSV
import Glibc

/// The least any libcsv-based reader must do: `read(2)` 64 KiB chunks and hand them to `csv_parse`, with callbacks
/// that only count. The CSV reader's speed is judged against this loop's.
enum LibcsvYardstick {
    /// Counts the records and fields of `path`, with the options the project's tokenizer uses.
    static func run(_ data: DataSet) throws -> PhaseResult {
        try PageCache.warm(data.patientsCSV)
        let clock = Stopwatch()
        let (tally, bytes) = try parse(data.patientsCSV)
        let (seconds, cpuSeconds) = (clock.seconds, clock.cpuSeconds)
        // The header is a record to libcsv, not to the reader.
        let records = tally.records - 1
        guard records == data.patients else {
            throw BenchError("libcsv counted \(records) records; the file holds \(data.patients)")
        }
        return PhaseResult(
            label: "libcsv-yardstick", records: records, bytes: bytes, seconds: seconds, cpuSeconds: cpuSeconds)
    }

    private static func parse(_ path: String) throws(BenchError) -> (Tally, bytes: Int) {
        let chunkSize = 1 << 16
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system("cannot open \(path)") }
        defer { close(descriptor) }
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { chunk.deallocate() }
        let parser = UnsafeMutablePointer<csv_parser>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard csv_init(parser, UInt8(CSV_STRICT | CSV_STRICT_FINI | CSV_EMPTY_IS_NULL)) == 0 else {
            throw BenchError("csv_init failed")
        }
        defer { csv_free(parser) }
        var tally = Tally()
        var bytes = 0
        try withUnsafeMutablePointer(to: &tally) { (context) throws(BenchError) in
            while true {
                let got = read(descriptor, chunk, chunkSize)
                if got < 0 {
                    if errno == EINTR { continue }
                    throw .system("cannot read \(path)")
                }
                if got == 0 { break }
                bytes += got
                guard csv_parse(parser, chunk, got, countField, countRecord, context) == got else {
                    throw BenchError("libcsv: \(String(cString: csv_strerror(csv_error(parser))))")
                }
            }
            guard csv_fini(parser, countField, countRecord, context) == 0 else {
                throw BenchError("libcsv: \(String(cString: csv_strerror(csv_error(parser))))")
            }
        }
        return (tally, bytes)
    }
}

private struct Tally {
    var fields = 0
    var records = 0
}

/// The field callback: counts, and leaves the bytes alone.
private let countField: @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Void = {
    _, _, context in
    context?.assumingMemoryBound(to: Tally.self).pointee.fields += 1
}

/// The record callback: counts.
private let countRecord: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { _, context in
    context?.assumingMemoryBound(to: Tally.self).pointee.records += 1
}
