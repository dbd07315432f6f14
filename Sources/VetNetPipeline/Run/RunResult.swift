public import VetNetCore

/// Everything a run produced, for the writers and the command line's summary.
public struct RunResult: Sendable {
    public var config: PipelineConfig
    public var asOf: LocalDate
    public var sources: [SourceStats]
    public var owners: [Owner]
    public var patients: [Patient]
    /// Kept diagnostics of every source, in report order.
    public var diagnostics: [Diagnostic]

    /// Whether some file could not be read to its end.
    public var hasUnreadableFile: Bool { sources.contains { $0.failure != nil } }
}
