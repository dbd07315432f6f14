public import VetNetCore
import Synchronization
import VetNetWrite

/// Collects one source's diagnostics: counts every one (per code too), keeps the first `limit`, and
/// forwards each kept one to the run's own collector. With a `source` name, the ones past the limit are kept
/// too, as the rows `validation.csv` lists them in (a few hundred bytes each, where a `Diagnostic` and its
/// strings would take several times that), in the order they came, past a megabyte in a file (`SpilledBytes`).
public final class SourceDiagnostics: DiagnosticCollector {
    struct State {
        var kept: [Diagnostic] = []
        /// Rows past the limit not yet handed to `unlisted`: written into one buffer and handed over some
        /// kilobytes at a time, not one array per row.
        var pendingRows = CSVTextWriter(byteOrderMark: false, guardingFormulas: true)
        var warnings = 0
        var errors = 0
        var dropped = 0
        var countsByCode: [String: Int] = [:]
        var errorsByCode: [String: Int] = [:]
    }

    public let limit: Int
    private let source: String?
    private let forward: any DiagnosticCollector
    private let state = Mutex(State())
    private let unlisted = SpilledBytes()

    public init(limit: Int, source: String? = nil, forwardingTo forward: any DiagnosticCollector) {
        self.limit = limit
        self.source = source
        self.forward = forward
    }

    public func emit(_ diagnostic: Diagnostic) {
        let keep = state.withLock { state -> Bool in
            state.countsByCode[diagnostic.code.rawValue, default: 0] += 1
            switch diagnostic.severity {
            case .error:
                state.errors += 1
                state.errorsByCode[diagnostic.code.rawValue, default: 0] += 1
            case .warning: state.warnings += 1
            case .note: break
            }
            guard state.kept.count < limit else {
                state.dropped += 1
                if let source {
                    ValidationReport.writeCSVRow(of: diagnostic, source: source, to: &state.pendingRows)
                    if state.pendingRows.byteCount >= Self.pendingLimit {
                        unlisted.append(state.pendingRows.takeBytes())
                    }
                }
                return false
            }
            state.kept.append(diagnostic)
            return true
        }
        if keep { forward.emit(diagnostic) }
    }

    public var warnings: Int { state.withLock { $0.warnings } }
    public var errors: Int { state.withLock { $0.errors } }

    /// The kept diagnostics, in report order.
    public var kept: [Diagnostic] { state.withLock { $0.kept.sorted(by: Diagnostic.reportOrder) } }
    /// Diagnostics counted but not kept.
    public var dropped: Int { state.withLock { $0.dropped } }
    public var countsByCode: [String: Int] { state.withLock { $0.countsByCode } }
    /// Findings of severity error (after the pipeline's policy), per code.
    public var errorsByCode: [String: Int] { state.withLock { $0.errorsByCode } }
    /// The diagnostics past the limit as rows of `validation.csv` (with a `source` only), past a megabyte in a file.
    public var unlistedRows: SpilledBytes {
        state.withLock { state in
            if state.pendingRows.byteCount > 0 { unlisted.append(state.pendingRows.takeBytes()) }
        }
        return unlisted
    }

    private static let pendingLimit = 64 << 10
}
