/// How to read one CSV file.
public struct CSVOptions: Sendable, Hashable {
    /// A fixed delimiter byte, or nil to detect one among `,` `;` tab `|`.
    public var delimiter: UInt8?
    public var encoding: TextEncoding
    /// Bytes asked of the source at a time; memory use does not depend on the file's size.
    public var chunkSize: Int
    /// The largest field accepted, in bytes (default 1 MiB). A larger one rejects its record
    /// (`read.field-too-large`) and the rest of its line is skipped, so memory stays bounded on a 1 GB line.
    public var maxFieldBytes: Int
    /// Whether records that lie on one line are split by the reader itself. Off, libcsv reads every line: slower,
    /// and the reference the tests and the fuzzer hold the split to.
    public var splitsSingleLineRecords = true

    public init(
        delimiter: UInt8? = nil, encoding: TextEncoding = .utf8, chunkSize: Int = 1 << 16, maxFieldBytes: Int = 1 << 20
    ) {
        self.delimiter = delimiter
        self.encoding = encoding
        self.chunkSize = chunkSize
        self.maxFieldBytes = maxFieldBytes
    }
}
