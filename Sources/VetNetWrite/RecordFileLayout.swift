/// The bytes around the records of a record file: a JSON array's brackets and separators, or an NDJSON file's
/// line ends (its last line ends with one too, and a file without records is empty).
public struct RecordFileLayout: Sendable {
    public var start: [UInt8]
    public var beforeFirst: [UInt8]
    public var between: [UInt8]
    public var end: [UInt8]

    public init(_ format: RecordFileFormat, isEmpty: Bool) {
        switch format {
        case .json:
            start = Array((isEmpty ? "[]" : "[").utf8)
            beforeFirst = Array("\n  ".utf8)
            between = Array(",\n  ".utf8)
            end = Array((isEmpty ? "\n" : "\n]\n").utf8)
        case .ndjson:
            start = []
            beforeFirst = []
            between = [0x0A]
            end = isEmpty ? [] : [0x0A]
        }
    }
}
