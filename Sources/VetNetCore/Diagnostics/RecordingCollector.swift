import Synchronization

/// Keeps every diagnostic in memory, in arrival order. For tests and small runs.
public final class RecordingCollector: DiagnosticCollector {
    private let storage = Mutex<[Diagnostic]>([])

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    public var diagnostics: [Diagnostic] { storage.withLock { $0 } }
    public var codes: [DiagnosticCode] { diagnostics.map(\.code) }
}
