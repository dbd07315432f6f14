public import VetNetCore
import VetNetCSV

/// Profiles a CSV export with the reader a run uses (its delimiter sniffing, `auto` encoding), in one streamed
/// pass: memory depends on the number of columns, not of rows.
public enum FileProfiler {
    /// - Parameter name: the file as messages and the profile name it (default: `path`).
    /// - Throws: what the reader throws for a file it cannot read at all (missing, UTF-16, a ZIP archive); a
    ///   file that breaks half-way is profiled up to there, with the failure in `failure`.
    public static func profile(path: String, name: String? = nil, topCount: Int = 5) throws(Diagnostic) -> FileProfile {
        let shown = name ?? path
        let start = try FileByteSource(path: path, displayName: shown).read(maxCount: 256)
        let startsWithBOM = start.starts(with: [0xEF, 0xBB, 0xBF])
        if start.drop(while: { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }).first == UInt8(ascii: "<") {
            throw .error(
                "read.not-csv",
                "The file is XML: inspect and init profile CSV exports only; write its pipeline source by hand (see pipelines/eu-clinic.yml).",
                at: SourceLocation(file: shown, line: 1))
        }
        let findings = RecordingCollector()
        let reader = CSVRecordReader(
            source: try FileByteSource(path: path, displayName: shown), file: shown,
            options: CSVOptions(encoding: .auto), diagnostics: findings)
        var columns: [ColumnProfiler] = []
        var malformed = 0
        var sawNonASCII = false
        while let record = try reader.next() {
            if columns.isEmpty {
                columns = reader.columns.enumerated().map { ColumnProfiler(name: $1, position: $0 + 1) }
            }
            // A malformed row's values are out of line with the header: counted, not profiled.
            if record.hasProblem {
                malformed += 1
                continue
            }
            for index in columns.indices {
                let value = record.field(at: index)
                if !sawNonASCII, let value, value.utf8.contains(where: { $0 >= 0x80 }) { sawNonASCII = true }
                columns[index].observe(value)
            }
        }
        if columns.isEmpty {
            columns = reader.columns.enumerated().map { ColumnProfiler(name: $1, position: $0 + 1) }
        }
        let encoding: String
        if findings.codes.contains("read.invalid-encoding") {
            encoding = TextEncoding.windows1252.rawValue
        } else if startsWithBOM {
            encoding = "utf-8 with BOM"
        } else {
            encoding = sawNonASCII ? TextEncoding.utf8.rawValue : "ascii"
        }
        return FileProfile(
            file: shown, format: "csv", encoding: encoding,
            delimiter: reader.delimiter.map { String(UnicodeScalar($0)) },
            records: reader.readCount, malformedRecords: malformed,
            columns: columns.map { $0.profile(topCount: topCount) })
    }
}
