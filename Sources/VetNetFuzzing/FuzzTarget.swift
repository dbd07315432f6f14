/// One fuzzed entry point: it feeds the bytes to a parser and returns the invariants the parse broke.
/// Any crash is a finding too; an empty list means the input was handled as documented.
public protocol FuzzTarget {
    static var name: String { get }
    static func violations(_ bytes: [UInt8]) -> [String]
}

/// The fuzzed entry points, by the name of their seed directory under `Tests/Fuzz/`.
public var fuzzTargets: [any FuzzTarget.Type] {
    [CSVReaderFuzzTarget.self, XMLReaderFuzzTarget.self, PipelineFileFuzzTarget.self]
}
