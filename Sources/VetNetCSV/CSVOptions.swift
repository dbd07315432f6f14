/// How to read one CSV file.
public struct CSVOptions: Sendable, Hashable {
    /// A fixed delimiter byte, or nil to detect one among `,` `;` tab `|`.
    public var delimiter: UInt8?
    public var encoding: TextEncoding
    /// Bytes asked of the source at a time; memory use does not depend on the file's size.
    public var chunkSize: Int

    public init(delimiter: UInt8? = nil, encoding: TextEncoding = .utf8, chunkSize: Int = 1 << 16) {
        self.delimiter = delimiter
        self.encoding = encoding
        self.chunkSize = chunkSize
    }
}
