/// Receives diagnostics from a stage. Stages never print; the command line decides where findings go.
public protocol DiagnosticCollector: Sendable {
    func emit(_ diagnostic: Diagnostic)
}
