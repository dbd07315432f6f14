public import VetNetCore

/// Everything wrong with a pipeline file, found in one pass so the user can fix it all at once.
public struct PipelineFileError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
