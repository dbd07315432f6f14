public import VetNetCore
import Synchronization

/// Collects one source's diagnostics: counts every one, keeps the first `limit` (then a single
/// `report.limit-reached` warning), and forwards each kept one to the run's own collector.
public final class SourceDiagnostics: DiagnosticCollector {
    struct State {
        var kept: [Diagnostic] = []
        var warnings = 0
        var errors = 0
        var dropped = 0
    }

    public let limit: Int
    private let forward: any DiagnosticCollector
    private let state = Mutex(State())

    public init(limit: Int, forwardingTo forward: any DiagnosticCollector) {
        self.limit = limit
        self.forward = forward
    }

    public func emit(_ diagnostic: Diagnostic) {
        let keep = state.withLock { state -> Bool in
            switch diagnostic.severity {
            case .error: state.errors += 1
            case .warning: state.warnings += 1
            case .note: break
            }
            guard state.kept.count < limit else {
                state.dropped += 1
                return false
            }
            state.kept.append(diagnostic)
            return true
        }
        if keep { forward.emit(diagnostic) }
    }

    public var warnings: Int { state.withLock { $0.warnings } }
    public var errors: Int { state.withLock { $0.errors } }

    /// The kept diagnostics, plus a note of how many more there were.
    public func kept(file: String) -> [Diagnostic] {
        state.withLock { state in
            guard state.dropped > 0 else { return state.kept }
            return state.kept + [
                .warning("report.limit-reached", "Only the first \(limit) findings of this source are listed; \(state.dropped) more were counted but not listed.", at: SourceLocation(file: file))
            ]
        }
    }
}
