import Synchronization
import VetNetCore

/// Counts diagnostics and keeps only the first few, so a long run's memory does not grow with its findings.
final class CountingCollector: DiagnosticCollector {
    struct Counts: Sendable {
        var errors = 0
        var warnings = 0
        var samples: [Diagnostic] = []
    }

    static let sampleLimit = 3
    private let state = Mutex(Counts())

    func emit(_ diagnostic: Diagnostic) {
        state.withLock { counts in
            switch diagnostic.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: break
            }
            if counts.samples.count < Self.sampleLimit { counts.samples.append(diagnostic) }
        }
    }

    var counts: Counts { state.withLock { $0 } }

    /// `2 errors, 0 warnings` plus the first findings, or nil when there were none.
    var summary: String? {
        let counts = self.counts
        guard counts.errors + counts.warnings > 0 else { return nil }
        return (["\(counts.errors) errors, \(counts.warnings) warnings; first:"] + counts.samples.map { "  \($0)" })
            .joined(separator: "\n")
    }
}
