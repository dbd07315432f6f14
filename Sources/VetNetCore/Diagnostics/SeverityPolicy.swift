/// A pipeline's choice of severity per diagnostic code: `error` rejects the record, `warning` keeps it,
/// `off` drops the finding.
public struct SeverityPolicy: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning, off
    }

    public var overrides: [DiagnosticCode: Level]

    public init(overrides: [DiagnosticCode: Level] = [:]) { self.overrides = overrides }

    /// The finding as the pipeline wants it, or nil when its code is turned off.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let level = overrides[diagnostic.code] else { return diagnostic }
        var changed = diagnostic
        switch level {
        case .off: return nil
        case .warning: changed.severity = .warning
        case .error: changed.severity = .error
        }
        return changed
    }
}
